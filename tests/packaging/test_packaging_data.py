"""The data files the app ships: found by resource_path, copied into the wheel by the
build hook (setup.py), translations compiled, icons rendered at every size."""

import os
import tomllib
from importlib.metadata import version

from packaging_helpers import ROOT, build_hook, write_ts
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

import copenhagen_gui
from copenhagen_gui import resources


def test_resource_path_finds_the_icon_files():
    assert resources.app_icon_svg().is_file()
    files = resources.app_icon_files()
    assert [f.name for f in files] == [f"copenhagen-gui-{n}.png" for n in resources.ICON_SIZES]
    assert all(f.is_file() for f in files)


def test_icon_pngs_are_square_at_their_size_with_transparent_rounded_corners():
    for size, path in zip(resources.ICON_SIZES, resources.app_icon_files()):
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size), path.name
        assert image.hasAlphaChannel(), path.name
        assert image.pixelColor(0, 0).alpha() == 0, f"{path.name}: corner should be transparent"
        assert image.pixelColor(size // 2, size // 2).alpha() == 255, f"{path.name}: centre should be opaque"


def test_icon_svgs_are_valid_for_qtsvg():
    for name in ("copenhagen-gui.svg", "copenhagen-gui-small.svg"):
        assert QSvgRenderer(str(resources.resource_path("icons", name))).isValid(), name


def test_license_and_translations_are_found():
    assert "MIT License" in resources.license_path().read_text(encoding="utf-8")
    assert resources.translations_dir().is_dir()


def test_build_hook_mirrors_resources_and_compiles_translations(tmp_path):
    hook = build_hook()
    source = tmp_path / "src"
    (source / "resources" / "icons").mkdir(parents=True)
    (source / "resources" / "icons" / "a.svg").write_text("<svg/>")
    (source / "resources" / "rules").mkdir()
    (source / "resources" / "rules" / "en.html").write_text("<p>rules</p>")
    (source / "resources" / "rules" / "__pycache__").mkdir()
    (source / "resources" / "rules" / "__pycache__" / "x.pyc").write_bytes(b"")
    (source / "translations").mkdir()
    write_ts(source / "translations" / "copenhagen_gui_nl.ts", "nl_NL", "AboutBox", "Version %1", "Versie %1")
    (source / "LICENSE").write_text("MIT License")
    package = tmp_path / "build" / "copenhagen_gui"
    (package / "_data" / "resources").mkdir(parents=True)
    (package / "_data" / "resources" / "deleted-since.svg").write_text("<svg/>")

    data = hook.copy_data(source, package)

    shipped = sorted(str(p.relative_to(data)) for p in data.rglob("*") if p.is_file())
    assert shipped == [
        "LICENSE",
        "resources/icons/a.svg",
        "resources/rules/en.html",
        "translations/copenhagen_gui_nl.qm",
    ]
    translator = QTranslator()
    assert translator.load(str(data / "translations" / "copenhagen_gui_nl.qm"))
    assert translator.translate("AboutBox", "Version %1") == "Versie %1"


def test_build_hook_recompiles_only_stale_translations(tmp_path):
    hook = build_hook()
    ts = write_ts(tmp_path / "copenhagen_gui_de.ts", "de_DE", "X", "Close", "Schließen")
    (qm,) = hook.compile_translations(tmp_path)
    first = qm.stat().st_mtime_ns
    assert hook.compile_translations(tmp_path) == [qm]
    assert qm.stat().st_mtime_ns == first, "an up-to-date .qm must not be rebuilt"
    write_ts(ts, "de_DE", "X", "Close", "Zumachen")
    later = first + 2_000_000_000
    os.utime(ts, ns=(later, later))
    hook.compile_translations(tmp_path)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("X", "Close") == "Zumachen"


def test_every_translation_source_compiles(tmp_path):
    """The real .ts files of the project go through lrelease (as in every build)."""
    sources = sorted((ROOT / "translations").glob("*.ts"))
    assert len(sources) == 4, "one .ts per language: en, fr, de, nl"
    for ts in sources:
        (tmp_path / ts.name).write_bytes(ts.read_bytes())
    compiled = build_hook().compile_translations(tmp_path)
    assert [q.stem for q in compiled] == [t.stem for t in sources]
    assert all(QTranslator().load(str(q)) for q in compiled)


def test_pyproject_declares_entry_points_build_requirements_and_version():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    meta = project["project"]
    assert meta["gui-scripts"]["copenhagen-gui"] == "copenhagen_gui.app:main"
    assert meta["scripts"]["copenhagen-replay"] == "copenhagen_gui.cli:main"
    assert any(r.startswith("pyside6-essentials") for r in project["build-system"]["requires"])
    assert meta["version"] == version("copenhagen-gui"), "reinstall: pip install -e ."
    assert copenhagen_gui.__version__ == meta["version"]


def test_sdist_manifest_carries_the_data_folders():
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").split()
    for folder in ("resources", "translations", "packaging"):
        assert f"graft {folder}" in " ".join(manifest), folder


def test_translation_loads_into_an_application(qapp, tmp_path):
    """A .qm made by the hook is what QCoreApplication uses once installed."""
    write_ts(tmp_path / "t_fr.ts", "fr_FR", "AboutBox", "Version %1", "Version %1 (fr)")
    (qm,) = build_hook().compile_translations(tmp_path)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("AboutBox", "Version %1") == "Version %1 (fr)"
    finally:
        qapp.removeTranslator(translator)
