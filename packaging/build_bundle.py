#!/usr/bin/env python3
"""Build the stand-alone bundle: one folder, windowed, made by PyInstaller, then archived.

    python3 packaging/build_bundle.py                 # wheel -> build venv -> bundle -> archive
    python3 packaging/build_bundle.py --wheel dist/copenhagen_gui-0.1.0-py3-none-any.whl

Steps: build the wheel (unless --wheel names one); make a fresh build venv in
build/bundle/venv and install the wheel there FIRST, then PyInstaller (and Pillow on
Windows/macOS, for the icon conversion); run packaging/copenhagen.spec; archive the
result: dist/copenhagen-gui-<version>-linux-<arch>.tar.gz on Linux (with the desktop
integration script and files beside the program), a .zip elsewhere. Prints the time
of each step and the sizes. Runs on Linux, Windows and macOS with Python >= 3.11."""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NAME = "copenhagen-gui"
PYINSTALLER = "pyinstaller>=6.10"
MAC_APP = "Copenhagen Games.app"  # copenhagen.spec names it after copenhagen_gui.resources.APP_NAME


def log(message: str) -> None:
    print(f"[bundle] {message}", flush=True)


def run(command: list, **kwargs) -> None:
    log("$ " + " ".join(map(str, command)))
    subprocess.run([str(part) for part in command], check=True, **kwargs)


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def human(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


class Timer:
    """Collects how long each step took, for the summary."""

    def __init__(self) -> None:
        self.steps: list[tuple[str, float]] = []

    def step(self, name: str, action) -> object:
        start = time.perf_counter()
        result = action()
        self.steps.append((name, time.perf_counter() - start))
        log(f"{name}: {self.steps[-1][1]:.1f} s")
        return result


def build_wheel(out: Path) -> Path:
    if out.exists():
        shutil.rmtree(out)
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", out, ROOT])
    (wheel,) = out.glob("copenhagen_gui-*.whl")
    return wheel


def make_build_venv(venv: Path, wheel: Path) -> Path:
    if venv.exists():
        shutil.rmtree(venv)
    run([sys.executable, "-m", "venv", venv])
    python = venv_python(venv)
    # The app first (with its data), then the tools: PyInstaller collects what is installed.
    run([python, "-m", "pip", "install", "--quiet", wheel])
    tools = [PYINSTALLER] + (["pillow"] if sys.platform in ("win32", "darwin") else [])
    run([python, "-m", "pip", "install", "--quiet", *tools])
    return python


def run_pyinstaller(python: Path, dist: Path, work: Path) -> Path:
    for folder in (dist, work):
        if folder.exists():
            shutil.rmtree(folder)
    # cwd outside the source tree, so the INSTALLED package is analysed, never ./copenhagen_gui
    work.mkdir(parents=True)
    run(
        [python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work, HERE / "copenhagen.spec"],
        cwd=work,
    )
    return dist / NAME


def add_desktop_integration(bundle: Path) -> None:
    """The unpacked Linux bundle can add itself to the menu: ./install_desktop.py."""
    shutil.copy2(HERE / "install_desktop.py", bundle / "install_desktop.py")
    shutil.copytree(HERE / "linux", bundle / "linux", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("screenshots", "bundle-README.txt"))
    shutil.copy2(ROOT / "LICENSE", bundle / "LICENSE")
    shutil.copy2(HERE / "linux" / "bundle-README.txt", bundle / "README.txt")


def archive(bundle: Path, version: str, dist: Path) -> Path:
    arch = platform.machine().lower() or "unknown"
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    stem = dist / f"{NAME}-{version}-{system}-{arch}"
    if system == "linux":
        target = stem.with_name(stem.name + ".tar.gz")
        with tarfile.open(target, "w:gz", compresslevel=6) as tar:
            tar.add(bundle, arcname=f"{NAME}-{version}")
        return target
    if system == "macos":
        # ditto keeps the symlinks inside the .app (Qt frameworks); zipfile would not.
        app = bundle.parent / MAC_APP
        target = stem.with_name(stem.name + ".zip")
        run(["ditto", "-c", "-k", "--keepParent", app, target])
        return target
    return Path(shutil.make_archive(str(stem), "zip", root_dir=bundle.parent, base_dir=bundle.name))


def installed_version(python: Path) -> str:
    out = subprocess.run(
        [str(python), "-c", "from importlib.metadata import version; print(version('copenhagen-gui'))"],
        check=True, capture_output=True, text=True,
    )
    return out.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="use this wheel instead of building one")
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build" / "bundle")
    parser.add_argument("--dist-dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--no-archive", action="store_true", help="stop after the bundle folder")
    args = parser.parse_args(argv)
    build, dist = args.build_dir.resolve(), args.dist_dir.resolve()
    timer = Timer()

    wheel = args.wheel.resolve() if args.wheel else timer.step("wheel", lambda: build_wheel(build / "wheel"))
    python = timer.step("build venv", lambda: make_build_venv(build / "venv", wheel))
    version = installed_version(python)
    bundle = timer.step("pyinstaller", lambda: run_pyinstaller(python, dist / "bundle", build / "work"))
    if sys.platform.startswith("linux"):
        add_desktop_integration(bundle)
    archived = None if args.no_archive else timer.step("archive", lambda: archive(bundle, version, dist))

    log(f"version {version}")
    log(f"wheel    {human(size_of(wheel)):>10}  {wheel}")
    log(f"bundle   {human(size_of(bundle)):>10}  {bundle}")
    if archived:
        log(f"archive  {human(size_of(archived)):>10}  {archived}")
    log("times: " + ", ".join(f"{name} {seconds:.1f} s" for name, seconds in timer.steps))
    executable = bundle / (NAME + ".exe" if sys.platform == "win32" else NAME)
    log(f"start it with: {executable}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PIP_DISABLE_PIP_VERSION_CHECK", "1")
    sys.exit(main())
