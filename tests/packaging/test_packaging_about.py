"""Help > About: version from the package metadata, license, credits, live re-translation."""

from importlib.metadata import version

from packaging_helpers import build_hook, write_ts
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QWidget

from copenhagen_gui.shell.about import app_icon, show_about


def test_about_shows_version_license_and_credits(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    box = show_about(parent)
    qtbot.waitExposed(box)
    assert f"Version {version('copenhagen-gui')}" in box.text()
    info = box.informativeText()
    for credit in ("Asger Harding Granerud", "Daniel Skjold Pedersen", "Queen Games", "unofficial", "MIT License"):
        assert credit in info, credit
    assert "Permission is hereby granted" in box.detailedText()
    assert not box.iconPixmap().isNull()
    box.close()


def test_app_icon_has_every_size(qapp):  # QIcon needs the application
    sizes = {s.width() for s in app_icon().availableSizes()}
    assert {16, 32, 48, 256, 512} <= sizes


def test_about_retranslates_when_the_language_changes(qtbot, qapp, tmp_path):
    box = show_about(None)
    qtbot.addWidget(box)
    write_ts(tmp_path / "about_nl.ts", "nl_NL", "AboutBox", "Version %1", "Versie %1")
    (qm,) = build_hook().compile_translations(tmp_path)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        QCoreApplication.sendPostedEvents(box, QEvent.Type.LanguageChange)
        qtbot.waitUntil(lambda: "Versie" in box.text())
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: "Version" in box.text())
