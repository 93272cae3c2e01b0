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

from copenhagen_gui.shell import i18n, printing

MAX_COPIES = 50


def default_paper(locale: QLocale | None = None) -> str:
    locale = QLocale() if locale is None else locale
    return "letter" if locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


class PrintDialog(QDialog):
    def __init__(self, game_id: str, options=None, parent=None):
        super().__init__(parent)
        self.setObjectName("print-dialog")
        self.game_id, self.options = game_id, options
        module = printing.paper_module(game_id)
        self.setWindowTitle(self.tr("Print blank sheets"))
        self.setMinimumWidth(420)
        self.intro = QLabel(self.tr("Sheets to play %1 on paper, as a PDF file to print.")
                            .replace("%1", module.title()), wordWrap=True)
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

    def choices(self) -> tuple[str, str, int]:
        return self.paper.currentData(), self.language.currentData(), self.copies.value()

    def ask_file(self) -> Path | None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        name = f"{self.game_id}-sheets.pdf"
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the sheets as PDF"),
                                                str(Path(folder) / name) if folder else name,
                                                self.tr("PDF document (*.pdf)"))
        if not chosen:
            return None
        path = Path(chosen)
        return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")

    def write(self, path: Path) -> bool:
        paper, language, copies = self.choices()
        try:
            printing.print_game(self.game_id, path, paper, language, copies, self.options)
        except printing.OutputError as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return False
        return True

    @classmethod
    def run(cls, parent, game_id: str, options=None) -> Path | None:
        try:
            dialog = cls(game_id, options, parent)
        except printing.NoPaper as exc:
            title = QCoreApplication.translate("PrintDialog", "Print blank sheets")
            QMessageBox.information(parent, title, str(exc))
            return None
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        path = dialog.ask_file()
        if path is None or not dialog.write(path):
            return None
        return path
