"""The result screen of every game: the winner, the players' scores in a ``ResultTable``,
the game's notes, and the ways on.

The scores come one step at a time, as the roll-and-write apps count them (a game says
which cells each step fills: an expedition, the rows, the columns...), the winner last;
a click on the table, "Show all" or Enter shows everything at once, and the View menu's
setting skips the count. Enter and Space never start a game: the default button shows
the rest of the count, then closes the screen (back to the table); "New game" and "Play
again" take their own click or key (Alt+N, Alt+P).

A game gives its content as a function (``ResultContent`` in the language of the
moment): the screen asks again after a language switch, at the same step of the count.
Its result: ``NEW_GAME``, ``PLAY_AGAIN`` or Rejected (closed)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

from .result_table import ResultTable

REVEAL_STEP_MS = 650  # one step of the count: time to read a column of numbers


@dataclass(frozen=True)
class RevealStep:
    """One step of the count: what is counted now (the headline meanwhile) and the
    cells it fills, ``(row, column) -> text`` (a running total may fill a cell again)."""

    caption: str
    cells: Mapping[tuple[int, int], str]


@dataclass(frozen=True)
class ResultContent:
    """What a game's result screen shows, in the language of the moment. ``rows``: the
    final table, best first; ``winners``: their row indices; ``shown``: the columns
    there from the start (the players' names); every other cell is empty until a step
    fills it, and the last step (implicit) fills the whole table and names the winner.
    ``notes``: (objectName, text) lines under the table, an empty text hidden."""

    title: str
    headline: str
    headers: Sequence[str]
    rows: Sequence[Sequence[object]]
    winners: Collection[int]
    steps: Sequence[RevealStep] = ()
    shown: Collection[int] = (1,)
    above: str = ""
    notes: Sequence[tuple[str, str]] = ()
    header_tips: Mapping[int, str] = field(default_factory=dict)
    stretch: int = 1


def column_steps(rows: Sequence[Sequence[object]], columns: Sequence[tuple[str, int]]) -> list[RevealStep]:
    """One step per (caption, column): the column's final values for every player."""
    return [RevealStep(caption, {(r, column): str(row[column]) for r, row in enumerate(rows)})
            for caption, column in columns]


class ResultScreen(QDialog):
    NEW_GAME = 2
    PLAY_AGAIN = 3
    revealed = Signal()  # the whole result is shown

    def __init__(self, content: Callable[[], ResultContent], parent=None, play_again: bool = False):
        super().__init__(parent)
        self.setObjectName("result-dialog")  # the shell adds its extras (picture, best of the day)
        self._content_of = content
        self._content: ResultContent | None = None
        self._step = 0  # steps shown so far
        self._reveal = True
        self._timer = QTimer(self, objectName="result-reveal-timer")
        self._timer.setInterval(REVEAL_STEP_MS)
        self._timer.timeout.connect(self.next_step)
        # Plain text: the lines name the players as they typed their names.
        self.headline = QLabel(objectName="result-headline", textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.above = QLabel(objectName="result-above", textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.table: ResultTable | None = None
        self._notes: dict[str, QLabel] = {}
        self._buttons = QDialogButtonBox()
        self.show_all_button = self._button("result-show-all", QDialogButtonBox.ButtonRole.ActionRole,
                                             self.show_all)
        self.play_again_button = None
        if play_again:
            self.play_again_button = self._button("result-play-again", QDialogButtonBox.ButtonRole.ActionRole,
                                                  lambda: self.done(self.PLAY_AGAIN))
        self.new_game_button = self._button("result-new-game", QDialogButtonBox.ButtonRole.ActionRole,
                                            lambda: self.done(self.NEW_GAME))
        self.close_button = self._button("result-close", QDialogButtonBox.ButtonRole.RejectRole, self.reject)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.headline)
        self._layout.addWidget(self.above)
        self._layout.addStretch(1)
        self._layout.addWidget(self._buttons)
        self.retranslate()
        self.resize(max(640, self.sizeHint().width()), self.sizeHint().height())

    def _button(self, name: str, role, slot) -> QPushButton:
        button = QPushButton(objectName=name)
        button.setAutoDefault(False)  # only the one made default answers Enter
        button.clicked.connect(slot)
        self._buttons.addButton(button, role)
        return button

    # --- the content ---------------------------------------------------------------------

    def content(self) -> ResultContent:
        return self._content

    def retranslate(self) -> None:
        c = self._content = self._content_of()
        self.setWindowTitle(c.title)
        self.above.setText(c.above)
        self.above.setVisible(bool(c.above))
        table = ResultTable(c.headers, c.rows, c.winners, c.stretch)
        for column, tip in c.header_tips.items():
            table.horizontalHeaderItem(column).setToolTip(tip)
        table.viewport().installEventFilter(self)  # a click on the scores shows them all
        if self.table is None:
            self._layout.insertWidget(self._layout.indexOf(self.above) + 1, table)  # the notes come after it
        else:
            self._layout.replaceWidget(self.table, table)
            self.table.setParent(None)
            self.table.deleteLater()
        self.table = table
        for name, text in c.notes:
            label = self._notes.get(name)
            if label is None:
                label = self._notes[name] = QLabel(objectName=name, textFormat=Qt.TextFormat.PlainText,
                                                   wordWrap=True)
                self._layout.insertWidget(self._layout.indexOf(self.table) + len(self._notes), label)
            label.setText(text)
            label.setVisible(bool(text))
        self.show_all_button.setText(QCoreApplication.translate("ResultScreen", "Show &all"))
        self.close_button.setText(QCoreApplication.translate("ResultScreen", "Back to the &table"))
        self.new_game_button.setText(QCoreApplication.translate("ResultScreen", "&New game…"))
        if self.play_again_button is not None:
            self.play_again_button.setText(
                QCoreApplication.translate("ResultScreen", "&Play again with the same players"))
        self._show_step()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange and self._content is not None:
            self.retranslate()
        super().changeEvent(event)

    def note_text(self, name: str) -> str:
        label = self._notes.get(name)
        return label.text() if label is not None and not label.isHidden() else ""

    # --- the count -------------------------------------------------------------------------

    def set_reveal(self, on: bool) -> None:
        """Count the scores step by step when shown (True, the default), or show all at once."""
        self._reveal = on
        if not on:
            self.show_all()

    def revealing(self) -> bool:
        return self._content is not None and self._step <= len(self._content.steps)

    def showEvent(self, event):
        super().showEvent(event)
        if self.revealing() and self._reveal:
            self._timer.start()
        elif self.revealing():
            self.show_all()
        self._focus_default()

    def next_step(self) -> None:
        if not self.revealing():
            return
        self._step += 1
        self._show_step()
        if not self.revealing():
            self._finished_count()

    def show_all(self) -> None:
        if not self.revealing():
            return
        self._step = len(self._content.steps) + 1
        self._show_step()
        self._finished_count()

    def _finished_count(self) -> None:
        self._timer.stop()
        if self.isVisible():
            self._focus_default()
        self.revealed.emit()

    def _show_step(self) -> None:
        """The table as it stands after ``self._step`` steps (one more: all of it)."""
        c, table = self._content, self.table
        done = self._step > len(c.steps)
        for r, row in enumerate(c.rows):
            for column, value in enumerate(row):
                table.set_text(r, column, str(value) if done or column in c.shown else "")
        if not done:
            for step in c.steps[: self._step]:
                for (r, column), text in step.cells.items():
                    table.set_text(r, column, text)
        table.set_winners(c.winners if done else ())
        if done:
            self.headline.setText(c.headline)
        elif self._step:
            self.headline.setText(c.steps[self._step - 1].caption)
        else:
            self.headline.setText(QCoreApplication.translate("ResultScreen", "Counting the points…"))
        self.show_all_button.setVisible(not done)
        self.close_button.setDefault(done)
        self.show_all_button.setDefault(not done)

    def _focus_default(self) -> None:
        (self.close_button if not self.revealing() else self.show_all_button).setFocus()

    def eventFilter(self, watched, event):
        if self.table is not None and watched is self.table.viewport() \
                and event.type() == QEvent.Type.MouseButtonPress and self.revealing():
            self.show_all()
            return True
        return super().eventFilter(watched, event)

    # --- what the players chose ---------------------------------------------------------------

    @property
    def new_game_requested(self) -> bool:
        return self.result() == self.NEW_GAME

    @property
    def play_again_requested(self) -> bool:
        return self.result() == self.PLAY_AGAIN
