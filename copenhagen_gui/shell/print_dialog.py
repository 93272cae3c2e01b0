"""File ▸ Print blank sheets…: paper size, language and copies, then where to save the
PDF (shell/printing.py writes it). Letter is offered first where the locale measures
in inches; the language starts as the app's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QStandardPaths
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
)

from copenhagen_gui.core import catalogue
from copenhagen_gui.shell import game_names, i18n, printing

MAX_COPIES = 50


def default_paper(locale: QLocale | None = None) -> str:
    locale = QLocale() if locale is None else locale
    return "letter" if locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


class PrintDialog(QDialog):
    """``game_id``: the game on the table (chosen first when it has paper; the card game
    has none, so the first game with paper is then); ``options``: that game's options,
    used when it stays chosen (Lost Cities prints the sheet in use)."""

    def __init__(self, game_id: str | None = None, options=None, parent=None):
        super().__init__(parent)
        self.setObjectName("print-dialog")
        self.table_game, self.options = game_id, options
        self.setWindowTitle(self.tr("Print blank sheets"))
        self.setMinimumWidth(420)
        self.intro = QLabel(self.tr("Sheets to play on paper, as a PDF file to print."), wordWrap=True)
        self.game = QComboBox(objectName="print-game")
        for paper_game, title in game_names.titles(catalogue.paper_games()):
            self.game.addItem(title, paper_game)
        self.game.setCurrentIndex(max(0, self.game.findData(game_id)))
        self.paper = QComboBox(objectName="print-paper")
        self.paper.addItem(self.tr("A4"), "a4")
        self.paper.addItem(self.tr("Letter"), "letter")
        self.paper.setCurrentIndex(self.paper.findData(default_paper()))
        self.language = QComboBox(objectName="print-language")
        for code, name in i18n.LANGUAGES:
            self.language.addItem(name, code)
        current = i18n.installed_language(QCoreApplication.instance()) or i18n.FALLBACK
        self.language.setCurrentIndex(self.language.findData(current))
        self.copies = QSpinBox(objectName="print-copies", minimum=1, maximum=MAX_COPIES)
        self.copies.setToolTip(self.tr("One copy holds the paper for one game at a full table."))
        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Paper size:"), self.paper)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("&Copies:"), self.copies)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def game_id(self) -> str:
        return self.game.currentData()

    def choices(self) -> tuple[str, str, int]:
        return self.paper.currentData(), self.language.currentData(), self.copies.value()

    def ask_file(self) -> Path | None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        name = f"{self.game_id()}-sheets.pdf"
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the sheets as PDF"),
                                                str(Path(folder) / name) if folder else name,
                                                self.tr("PDF document (*.pdf)"))
        if not chosen:
            return None
        path = Path(chosen)
        return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")

    def write(self, path: Path) -> bool:
        paper, language, copies = self.choices()
        game = self.game_id()
        options = self.options if game == self.table_game else None
        try:
            printing.print_game(game, path, paper, language, copies, options)
        except printing.OutputError as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return False
        return True

    @classmethod
    def run(cls, parent, game_id: str | None, options=None) -> Path | None:
        dialog = cls(game_id, options, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        path = dialog.ask_file()
        if path is None or not dialog.write(path):
            return None
        return path
