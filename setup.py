"""Build hook: put the top-level ``resources/`` and ``translations/`` inside the package.

The product keeps art, icons, rules texts and the Qt Linguist sources in top-level
folders. An installed wheel needs them inside the package, at
``copenhagen_gui/_data/{resources,translations}``, where ``copenhagen_gui.resources``
finds them through importlib.resources. The compiled ``.qm`` files are kept in git (a test
checks they match their ``.ts`` sources); they are compiled again with PySide6's
``lrelease`` (a build requirement, see pyproject.toml) when missing or older than their
source.

Editable installs (``pip install -e .``) read the source folders directly, so there we
only bring the ``.qm`` files up to date next to their ``.ts`` sources.
All metadata lives in pyproject.toml; this file only adds the two commands below."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent
PACKAGE = "copenhagen_gui"
DATA_DIR = "_data"
# Editor droppings and caches never ship; translations ship compiled only.
JUNK = ("__pycache__", "*.pyc", ".*", "*~")


def lrelease_command() -> list[str]:
    """PySide6's lrelease binary (what ``pyside6-lrelease`` runs), else one on PATH."""
    try:
        import PySide6
    except ImportError:
        PySide6 = None
    if PySide6 is not None:
        exe = Path(PySide6.__file__).resolve().parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
        if exe.is_file():
            return [str(exe)]
    for name in ("pyside6-lrelease", "lrelease-qt6", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    raise RuntimeError(
        "Cannot compile translations: PySide6's lrelease was not found. "
        "Install pyside6-essentials in the build environment (pip does this by itself "
        "unless --no-build-isolation is given)."
    )


def compile_translations(folder: Path) -> list[Path]:
    """Compile every stale ``.ts`` in *folder* to a ``.qm`` beside it; return all ``.qm``."""
    command: list[str] | None = None
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        command = command or lrelease_command()
        subprocess.run([*command, "-silent", str(ts), "-qm", str(qm)], check=True)
    return sorted(folder.glob("*.qm"))


def copy_data(source_root: Path, package_dir: Path) -> Path:
    """Mirror resources/ and the compiled translations into ``package_dir/_data``.

    The target is wiped first: an in-tree ``build/`` folder is reused between builds,
    and a file deleted from resources/ must not live on in the next wheel."""
    target = package_dir / DATA_DIR
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source_root / "resources", target / "resources", ignore=shutil.ignore_patterns(*JUNK))
    translations = target / "translations"
    translations.mkdir(parents=True)
    for qm in compile_translations(source_root / "translations"):
        shutil.copy2(qm, translations / qm.name)
    license_file = source_root / "LICENSE"
    if license_file.exists():
        shutil.copy2(license_file, target / "LICENSE")
    return target


class BuildPyWithData(build_py):
    """build_py that also ships the top-level data folders inside the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            compile_translations(ROOT / "translations")
            return
        copy_data(ROOT, Path(self.build_lib) / PACKAGE)


class SdistWithTranslations(sdist):
    """sdist that carries up-to-date .qm files, so a wheel built from it needs no lrelease run."""

    def run(self) -> None:
        compile_translations(ROOT / "translations")
        super().run()


if __name__ == "__main__":
    setup(cmdclass={"build_py": BuildPyWithData, "sdist": SdistWithTranslations})
