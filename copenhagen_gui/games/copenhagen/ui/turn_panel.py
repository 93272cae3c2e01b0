"""The strip under the table (the kit's TurnStrip): the prompt (who does what now), a
message line (a refusal, what just happened, a hint) and buttons for the decisions that
are not clicks on the table: end the turn, coats of arms (take an ability tile,
refresh), the payment choice of a build, rotate / mirror / cancel while a tile is
selected.

Fixed buttons show the mode's QActions (same command as the Turn menu and its
shortcut); payment choices are made per build and numbered 1..9."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from copenhagen_gui.shell.table_kit.progress import Gauge, leader_gauge
from copenhagen_gui.shell.table_kit.recap_line import RecapLine
from copenhagen_gui.shell.table_kit.turn_strip import TurnStrip

from ..rules import queries
from ..rules.components import WINNING_POINTS
from ..rules.state import EndCardPlace
from . import texts

# The window's commands the strip offers once the game is over (as the other games' strips).
AFTER_THE_END = ("show-result", "new-game")


class TurnPanel(TurnStrip):
    def __init__(self, actions: dict, controller, parent=None):
        super().__init__("copenhagen-turn-panel", parent=parent)
        self._controller = controller
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                             | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.recap = RecapLine()  # what the computers did in their last turn
        self.add_line(self.recap)
        controller.recap_changed.connect(self.recap.show_recap)

        row = QHBoxLayout()
        row.setSpacing(8)
        self.buttons: dict[str, QToolButton] = {}
        for name, action in actions.items():
            button = QToolButton(objectName=f"button-{name}")
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setMinimumHeight(32)
            button.setVisible(False)  # refresh() shows the ones the turn allows
            self.buttons[name] = button
            row.addWidget(button)
        self._choice_label = QLabel(objectName="payment-label")
        row.addWidget(self._choice_label)
        self._choice_row = QHBoxLayout()
        self._choice_row.setSpacing(6)
        row.addLayout(self._choice_row)
        row.addStretch(1)
        self.choice_buttons: list[QPushButton] = []
        holder = QWidget()
        holder.setLayout(row)
        # Many payment choices scroll sideways instead of widening the window; the row
        # is as tall as a button, whichever are shown (a sample payment button, never
        # shown, says how tall those are).
        sample = QPushButton("&1 Pay", self)
        sample.setMinimumHeight(32)
        sample.hide()
        self.set_buttons(holder, [sample, *self.buttons.values()])
        self.progress.set_source(self._gauges)

    def show_message(self, text: str) -> None:
        self.show_line(text)

    def show_reason(self, reason, selection=None) -> None:
        """Why a move was refused, with a link that opens the rulebook at its rule
        (``linkActivated`` carries the ``rules:<anchor>`` link), until the next
        selection or a legal hover."""
        self.show_refusal(texts.reason_html(reason), selection)

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def _gauges(self) -> list[Gauge]:
        """How close the end is: the leader against 12 points, and the End card."""
        session = self._controller.session
        if session is None or session.state.is_over:
            return []
        state, names = session.state, session.names
        left = queries.cards_before_end_card(state)
        if left is None:
            end = Gauge(texts.end_card_set_aside() if state.end_card is EndCardPlace.SET_ASIDE
                        else "", tip=texts.end_card_tip())
        else:
            end = Gauge(texts.cards_before_end_card(left), tip=texts.end_card_tip())
        gauges = [leader_gauge([p.points for p in state.players], names, WINNING_POINTS)]
        return gauges + ([end] if end.text else [])

    def refresh(self) -> None:
        """Show the buttons whose actions are enabled (the way back to the result and a
        new game once the game is over), the payment choices, and how far the game is."""
        self.progress.refresh()
        self.recap.setVisible(bool(self._controller.computer_seats()))
        session = self._controller.session
        over = session is not None and session.state.is_over
        for name, button in self.buttons.items():
            button.setVisible(over if name in AFTER_THE_END else button.defaultAction().isEnabled())
        for button in self.choice_buttons:
            self._choice_row.removeWidget(button)
            button.deleteLater()
        self.choice_buttons = []
        choices = self._controller.choices
        self._choice_label.setVisible(bool(choices))
        self._choice_label.setText(texts.choose_payment())
        for i, build in enumerate(choices):
            number = f"&{i + 1} " if i < 9 else ""
            button = QPushButton(number + texts.payment_text(build), objectName=f"button-pay-{i}")
            if i < 9:
                button.setShortcut(QKeySequence(str(i + 1)))
            button.clicked.connect(lambda _=False, i=i: self._controller.choose_payment(i))
            button.setMinimumHeight(32)
            self._choice_row.addWidget(button)
            self.choice_buttons.append(button)
