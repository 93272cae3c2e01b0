"""The About box: version, the games of the collection with their credits (from the
catalogue), license (Help > About).

The version comes from the installed package's metadata (pyproject.toml is the only
place it is written); the license text is the LICENSE file shipped as package data."""

from __future__ import annotations

import html

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMessageBox, QWidget

from copenhagen_gui import __version__
from copenhagen_gui.core import catalogue
from copenhagen_gui.resources import APP_NAME, app_icon_files, license_path
from copenhagen_gui.shell import game_names, i18n
from copenhagen_gui.shell.text import fill

ICON_SIZE = 96


def app_icon() -> QIcon:
    """The application icon with every rendered size, for windows and dialogs."""
    icon = QIcon()
    for path in app_icon_files():
        icon.addFile(str(path))
    return icon


class AboutBox(QMessageBox):
    """A standard Qt message box filled with who made what, re-translated live."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-box")
        self.setIconPixmap(app_icon().pixmap(ICON_SIZE, ICON_SIZE))
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.setDetailedText(self._license_text())
        self.retranslate()

    @staticmethod
    def _license_text() -> str:
        try:
            return license_path().read_text(encoding="utf-8")
        except OSError:  # a broken install still shows the box, and names the license
            return "MIT License"

    def retranslate(self) -> None:
        self.setWindowTitle(fill(self.tr("About %1"), APP_NAME))
        version_line = fill(self.tr("Version %1"), __version__)
        self.setText(f"<h2>{html.escape(APP_NAME)}</h2><p>{html.escape(version_line)}</p>")
        games = catalogue.game_ids()
        intro = fill(self.tr("Board games to play at one computer, passing it around or against computer "
                             "players: %1."), i18n.join_names(game_names.title(g) for g in games))
        credits = "".join(f"<p><b>{html.escape(game_names.title(g))}</b><br>{html.escape(game_names.credit(g))}</p>"
                          for g in games)
        closing = (
            self.tr(
                "This is an unofficial fan implementation, not made or endorsed by "
                "the designers or the publishers."
            ),
            self.tr("This program is free software under the MIT License (see details)."),
            fill(self.tr("Made with Qt %1 and PySide6 %2 (LGPL 3)."), qVersion(), pyside_version),
        )
        self.setInformativeText(f"<p>{html.escape(intro)}</p>" + credits
                                + "".join(f"<p>{html.escape(p)}</p>" for p in closing))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_about(parent: QWidget | None = None) -> AboutBox:
    """Open the About box (window-modal, returns at once) and hand it back."""
    box = AboutBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
