"""The strip under the table (the kit's TurnStrip): who must decide what (a prompt
line), what just happened or why a move was refused, and a button for each decision
that is not a click on the table. Every button shows one of the mode's QActions, so
the shortcut, the Turn menu and the button are one command."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from copenhagen_gui.shell.table_kit.progress import Gauge
from copenhagen_gui.shell.table_kit.turn_strip import TurnStrip

from ..rules.engine import end_progress
from . import texts
from .view_hints import Commands


class TurnPanel(TurnStrip):
    def __init__(self, actions: dict, parent=None):
        super().__init__("lost-cities-turn-panel", parent=parent)
        self.message.setTextFormat(Qt.PlainText)
        self.prompt.setTextFormat(Qt.PlainText)
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
        holder = QWidget()
        holder.setLayout(row)
        # The six acceleration choices scroll sideways in a narrow window instead of
        # widening it; the row is as tall as its tallest button, whichever are shown.
        self.set_buttons(holder, list(self.buttons.values()))

    def show_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def show_message(self, text: str, refused_selection=None, refusal: bool = False) -> None:
        """A line of news, or (``refusal``) why a gesture was refused: that line goes
        at the next selection other than ``refused_selection``."""
        if refusal:
            self.show_refusal(text, refused_selection, rich=False)
        else:
            self.show_line(text)

    def follow(self, state_of) -> None:
        """Show how close the end is in the game ``state_of()`` gives (None: no game)."""
        self.progress.set_source(lambda: progress_gauges(state_of()))

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
            elif name in ("show-result", "new-game"):
                visible = decision == "over"
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


def progress_gauges(state) -> list[Gauge]:
    """How close the end is: the bridges crossed, the players exhausted."""
    if state is None or state.over:
        return []
    crossed, bridges, exhausted, seats = end_progress(state)
    return [Gauge(texts.bridges_crossed(crossed, bridges), crossed, bridges, texts.end_tip()),
            Gauge(texts.players_exhausted(exhausted, seats), exhausted, seats, texts.end_tip())]
