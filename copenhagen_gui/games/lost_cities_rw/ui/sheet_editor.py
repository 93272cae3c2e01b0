"""'Enter your printed sheet': the sheet drawn as in play, beside the point values.

Click a number square (or move there with the arrow keys and press Space) to cycle
none -> acceleration -> artifact; type the two point scales in the spin boxes. Every
change is checked at once by the codec that reads the saved file; each problem is
written next to its field, and Save stays off until there is none.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.shell.os_errors import os_error_text
from copenhagen_gui.shell.text import fill

from ..rules.components import Colour
from ..rules.sheet import Sheet, house_sheet
from ..rules.sheet_codec import SCALE_LENGTH
from ..scene.sheet_editor_scene import SheetEditorScene
from . import sheet_library, texts
from .sheet_draft import SheetDraft, field_of

SCALES = ("expedition_scale", "track_scale")
SPIN_RANGE = 999
NEW_SHEET_ID = "custom-new"  # replaced by a free id when first saved
PROBLEM_COLOUR = QColor("#b3261e")



class SheetView(QGraphicsView):
    """The sheet, always whole, scaled to the space it has."""

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.setObjectName("sheet-editor-view")
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(300, 380)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)

    def showEvent(self, event):
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)


class SheetEditor(QDialog):
    def __init__(self, sheet: Sheet | None = None, parent=None, folder=None, path=None):
        """``sheet`` None: a new sheet, starting from the house sheet's values (and no
        name); else edit that saved sheet (same id, same file: ``path``, the file it was
        read from; None: the folder's file holding that sheet, else a new file)."""
        super().__init__(parent)
        self.setObjectName("lost-cities-sheet-editor")
        self.folder = folder
        self.path = path
        self.editing = sheet is not None
        self.draft = SheetDraft(sheet) if sheet is not None else SheetDraft(house_sheet(), NEW_SHEET_ID)
        if sheet is None:
            self.draft.set_name("")
        self.saved_sheet: Sheet | None = None
        self.save_error = ""

        self.scene = SheetEditorScene(self)
        self.scene.square_activated.connect(self._cycle)
        self.view = SheetView(self.scene)

        self.name_label = QLabel()
        self.name_edit = QLineEdit(self.draft.name, objectName="sheet-name")
        self.name_edit.setMaxLength(60)
        self.name_label.setBuddy(self.name_edit)
        self.name_problem = self._problem_label("problem-name")
        self.name_edit.textChanged.connect(self._name_changed)

        self.grid_title = QLabel(wordWrap=True)
        self.level_header = QLabel()
        self.exp_header = QLabel(wordWrap=True)
        self.track_header = QLabel(wordWrap=True)
        self.spins: dict[tuple[str, int], QSpinBox] = {}
        self._text_colour = QSpinBox().palette().color(QPalette.Text)
        self.problems: dict[tuple[str, int], QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.level_header, 0, 0)
        grid.addWidget(self.exp_header, 0, 1)
        grid.addWidget(self.track_header, 0, 2)
        grid.addWidget(QLabel(), 0, 3)
        # Top to bottom as on the paper: level 9 first.
        for row, index in enumerate(range(SCALE_LENGTH - 1, -1, -1), start=1):
            grid.addWidget(QLabel(str(index), alignment=Qt.AlignCenter), row, 0)
            for column, scale in enumerate(SCALES, start=1):
                if scale == "track_scale" and index == 0:
                    continue  # "nothing hatched" is not printed: it scores 0
                spin = QSpinBox(objectName=f"spin-{scale}-{index}")
                spin.setRange(-SPIN_RANGE, SPIN_RANGE)
                spin.setValue(self.draft.value(scale, index))
                spin.setKeyboardTracking(True)
                spin.valueChanged.connect(lambda value, s=scale, i=index: self._value_changed(s, i, value))
                self.spins[(scale, index)] = spin
                grid.addWidget(spin, row, column)
            problem = self._problem_label(f"problem-level-{index}")
            self.problems[(SCALES[0], index)] = problem
            self.problems[(SCALES[1], index)] = problem  # one line per level, both scales
            grid.addWidget(problem, row, 3)
        grid.setColumnStretch(3, 1)
        self.sheet_problem = self._problem_label("problem-sheet")
        # The whole sheet checked against the paper: every value then counts as checked,
        # not only the ones changed here (a faithful entry changes few of them).
        self.checked_box = QCheckBox(objectName="sheet-checked-on-paper")
        self.checked_box.setChecked(self.editing and sheet.all_verified)
        self.keys_help = QLabel(wordWrap=True, objectName="sheet-editor-keys")

        form = QVBoxLayout()
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        form.addLayout(name_row)
        form.addWidget(self.name_problem)
        form.addSpacing(6)
        form.addWidget(self.grid_title)
        form.addLayout(grid)
        form.addWidget(self.sheet_problem)
        form.addSpacing(6)
        form.addWidget(self.checked_box)
        form.addSpacing(6)
        form.addWidget(self.keys_help)
        form.addStretch(1)
        holder = QWidget()
        holder.setLayout(form)
        scroller = QScrollArea(objectName="sheet-editor-fields")
        scroller.setWidget(holder)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.NoFrame)
        scroller.setMinimumWidth(560)

        self.buttons = QDialogButtonBox(QDialogButtonBox.Save | QDialogButtonBox.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.Save)
        self.save_button.setObjectName("sheet-save")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.status = QLabel(wordWrap=True, objectName="sheet-editor-status")

        top = QHBoxLayout()
        top.addWidget(self.view, 5)
        top.addWidget(scroller, 6)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.resize(1180, 700)
        self.retranslate()
        self.validate()
        self.view.setFocus()

    def _problem_label(self, name: str) -> QLabel:
        label = QLabel(objectName=name, wordWrap=True)
        label.setStyleSheet(f"color: {PROBLEM_COLOUR.name()};")
        label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        return label

    # --- editing ------------------------------------------------------------------------

    def _cycle(self, colour: int, square: int) -> None:
        symbol = self.draft.cycle_symbol(Colour(colour), square)
        self.status.setText(texts.square_symbol_text(Colour(colour), square, symbol))
        self.validate()

    def _name_changed(self, text: str) -> None:
        self.draft.set_name(text)
        self.validate()

    def _value_changed(self, scale: str, index: int, value: int) -> None:
        self.draft.set_scale_value(scale, index, value)
        self.validate()

    # --- checking -------------------------------------------------------------------------

    def validate(self) -> tuple:
        """Check the draft as the codec would; show each problem beside its field."""
        issues = self.draft.issues()
        by_field: dict = {}
        for issue in issues:
            by_field.setdefault(field_of(issue), []).append(issue)
        self.name_problem.setText(" ".join(texts.sheet_problem_text(i) for i in by_field.get("name", ())))
        for index in range(SCALE_LENGTH):
            lines = []
            for scale in SCALES:
                lines += [texts.scale_problem_text(scale, i) for i in by_field.get((scale, index), ())]
            self.problems[(SCALES[0], index)].setText(" ".join(lines))
        for key, spin in self.spins.items():
            # red digits (the palette keeps the platform's look, arrows included)
            palette = spin.palette()
            palette.setColor(QPalette.Text, PROBLEM_COLOUR if key in by_field else self._text_colour)
            spin.setPalette(palette)
        self.sheet_problem.setText(" ".join(texts.sheet_problem_text(i) for i in by_field.get("sheet", ())))
        self.save_button.setEnabled(not issues)
        self.scene.show_sheet(self.draft.preview(),
                              self.draft.name or QCoreApplication.translate("LostCitiesSheetEditor", "Your sheet"))
        return issues

    # --- saving ---------------------------------------------------------------------------

    def save(self) -> None:
        if self.validate():
            return
        if self.checked_box.isChecked():
            self.draft.confirm_all()
        if self.path is None:
            self.path = self._new_file()
        sheet = self.draft.sheet()
        try:
            sheet_library.save_sheet(sheet, self.path, self.folder)
        except OSError as error:
            self.save_error = os_error_text(error)
            self.status.setText(fill(QCoreApplication.translate(
                "LostCitiesSheetEditor",
                "The sheet could not be saved: %1. Its file is as it was; what you entered is still here."),
                self.save_error))
            return
        self.saved_sheet = sheet
        self.accept()

    def _new_file(self):
        """Where a sheet without a file goes: an edited sheet to the folder's file that
        holds it, else to a file named from its id when free; a new sheet gets a fresh
        id (from its name) and its file. Never a name from a file's contents alone."""
        if self.editing:
            found = sheet_library.file_of(self.draft.sheet(), self.folder)
            if found is not None:
                return found
            own = sheet_library.new_sheet_path(self.draft.data["sheet_id"], self.folder)
            if not own.exists() and not own.is_symlink():
                return own
        self.draft.data["sheet_id"] = sheet_library.new_sheet_id(self.draft.name, self.folder)
        return sheet_library.new_sheet_path(self.draft.data["sheet_id"], self.folder)

    def retranslate(self) -> None:
        if not self.editing:
            self.setWindowTitle(QCoreApplication.translate("LostCitiesSheetEditor", "Enter your printed sheet"))
        else:
            self.setWindowTitle(QCoreApplication.translate("LostCitiesSheetEditor", "Edit sheet"))
        self.name_label.setText(QCoreApplication.translate("LostCitiesSheetEditor", "&Name:"))
        self.name_edit.setPlaceholderText(
            QCoreApplication.translate("LostCitiesSheetEditor", "for example: My printed pad"))
        self.grid_title.setText(QCoreApplication.translate(
            "LostCitiesSheetEditor", "Point values printed on the two scales, top row first:"))
        self.checked_box.setText(QCoreApplication.translate(
            "LostCitiesSheetEditor", "&Every value here is checked against my printed sheet"))
        self.checked_box.setToolTip(QCoreApplication.translate(
            "LostCitiesSheetEditor", "Then the whole sheet counts as checked on paper: its results are no longer "
                                     "marked provisional."))
        self.level_header.setText(QCoreApplication.translate("LostCitiesSheetEditor", "Level"))
        self.exp_header.setText(QCoreApplication.translate("LostCitiesSheetEditor", "Expedition"))
        self.track_header.setText(QCoreApplication.translate("LostCitiesSheetEditor", "Artifacts / dice"))
        self.keys_help.setText(QCoreApplication.translate("LostCitiesSheetEditor",
            "Click a number square to change its symbol: none, acceleration (arrow), artifact (vase). "
            "Keyboard: arrow keys move the blue frame, Space changes the square under it."))
        self.validate()
