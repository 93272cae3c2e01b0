"""The strip under the table: who must decide what (a prompt line of fixed height),
what just happened or why a move was refused, and a button for each decision that is
not a click on the table. Every button shows one of the mode's QActions, so the
shortcut, the Turn menu and the button are one command."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from . import texts
from .view_hints import Commands


class TurnPanel(QFrame):
    def __init__(self, actions: dict, parent=None):
        super().__init__(parent)
        self.setObjectName("lost-cities-turn-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.prompt = QLabel(objectName="prompt-line")
        font = QFont(self.prompt.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.prompt.setFont(font)
        # One line, always: the table does not jump when the prompt changes.
        self.prompt.setFixedHeight(self.prompt.fontMetrics().lineSpacing() + 4)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.message = QLabel(objectName="message-line")
        self.message.setFixedHeight(self.message.fontMetrics().lineSpacing() + 4)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.buttons: dict[str, QToolButton] = {}
        row = QHBoxLayout()
        row.setSpacing(6)
        for name, action in actions.items():
            button = QToolButton(objectName=f"button-{name}")
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
            button.setIconSize(QSize(20, 20))
            button.setFocusPolicy(Qt.StrongFocus)
            button.setVisible(False)  # update_buttons() shows the decision's buttons
            self.buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        row.setContentsMargins(0, 0, 0, 0)
        holder = QWidget()
        holder.setLayout(row)
        # The six acceleration choices scroll sideways in a long language instead of
        # widening the window.
        scroller = QScrollArea()
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setWidgetResizable(True)
        scroller.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroller.setWidget(holder)
        tallest = max((b.sizeHint().height() for b in self.buttons.values()), default=28)
        scroller.setFixedHeight(tallest + 4 + scroller.horizontalScrollBar().sizeHint().height())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(3)
        layout.addWidget(self.prompt)
        layout.addWidget(self.message)
        layout.addWidget(scroller)

    def show_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setToolTip(text)

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setToolTip(text)

    def update_buttons(self, commands: Commands) -> None:
        """Show only the buttons of the decision at hand (their actions say enabled)."""
        decision = commands.decision
        for name, button in self.buttons.items():
            if name == "roll":
                visible = decision == "roll"
            elif name in ("take", "refuse"):
                visible = decision == "choose"
            elif name == "decline" or name.startswith("accelerate-"):
                visible = decision == "accelerate"
            else:  # the hint
                visible = decision in ("roll", "choose", "accelerate")
            button.setVisible(visible)


def prompt_for(commands: Commands, state, names) -> str:
    seat = commands.deciding
    if commands.decision == "over":
        return texts.prompt_over()
    if commands.decision == "wait":
        waiting = sorted(state.pending)
        return texts.prompt_wait(names[waiting[0]]) if waiting else ""
    name = names[seat]
    if commands.decision == "roll":
        return texts.prompt_roll(name)
    if commands.decision == "accelerate":
        return texts.prompt_accelerate(name)
    if seat == state.active:
        return texts.prompt_active(name)
    return texts.prompt_others(name)
