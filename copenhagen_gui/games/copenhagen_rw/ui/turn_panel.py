"""The strip under the table (the kit's TurnStrip): who must do what now, what just happened, and buttons
for the steps of the turn that are not clicks on the table (roll, confirm a reroll,
pass, end the turn, skip phase 3, the track choice of phase 3 and coats of arms).

Every button shows one of the window's QActions, so the keyboard shortcut, the Turn
menu and the button are the same command."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QToolButton, QWidget

from copenhagen_gui.shell.table_kit.progress import Gauge, leader_gauge
from copenhagen_gui.shell.table_kit.recap_line import RecapLine
from copenhagen_gui.shell.table_kit.turn_strip import TurnStrip
from copenhagen_gui.shell.text import fill

from ..rules.components import TRACK_COLOURS, WINNING_POINTS
from ..rules.state import Phase
from . import texts
from .controller import Mode

# Buttons in the order they appear: the phase-3 and coat-of-arms track buttons come
# right after "skip", and nothing that appears or disappears while a choice is made
# (cancel) stands before them, so they never move under the pointer.
_STEP_ACTIONS = ("roll", "confirm", "rotate", "pass", "end-turn", "skip")
_LATE_ACTIONS = ("cancel", "show-result", "new-game")


class TurnPanel(TurnStrip):
    def __init__(self, actions, controller, parent=None):
        # Every line keeps one line's height: the strip never grows, the table never
        # zooms (a long text is cut, whole in its tooltip).
        super().__init__("turn-panel", prompt_scale=1.25, margins=(12, 8, 12, 8), parent=parent)
        self._actions = actions
        self._controller = controller
        # Rich text: a refused move links to its rule ("See the rule").
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.message.setOpenExternalLinks(False)
        # What the last computer turn did, kept until the next one ends (a line only
        # in a game with a computer player: refresh() hides it otherwise).
        self.recap = RecapLine()
        self.add_line(self.recap)
        controller.recap_changed.connect(self.show_recap)

        self._buttons: dict[str, QToolButton] = {}
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        for name in _STEP_ACTIONS + _LATE_ACTIONS:
            button = QToolButton(objectName=f"button-{name}")
            button.setDefaultAction(actions.get(name))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setMinimumHeight(34)
            self._buttons[name] = button
        for name in _STEP_ACTIONS:
            buttons.addWidget(self._buttons[name])
        self._track_label = QLabel(objectName="track-label")
        self._track_label.setTextFormat(Qt.TextFormat.PlainText)  # it names the chooser
        self._track_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        buttons.addSpacing(12)
        buttons.addWidget(self._track_label)
        self._track_buttons = {}
        for colour in TRACK_COLOURS:
            button = QToolButton(objectName=f"button-track-{colour.value}")
            button.setDefaultAction(actions.track(colour))
            button.setIconSize(QSize(18, 18))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setMinimumHeight(34)
            self._track_buttons[colour] = button
            buttons.addWidget(button)
        buttons.addSpacing(12)
        for name in _LATE_ACTIONS:
            buttons.addWidget(self._buttons[name])
        buttons.addStretch(1)
        # The row keeps its height when no button is shown (while a computer plays,
        # or while a shape is being picked): the table above must not jump.
        row = QWidget()
        row.setLayout(buttons)
        self.set_buttons(row, [*self._buttons.values(), *self._track_buttons.values()], sideways=False)
        self.progress.set_source(self._gauges)
        self.retranslate()

    def button(self, name: str) -> QToolButton:
        return self._buttons[name]

    def track_button(self, colour) -> QToolButton:
        return self._track_buttons[colour]

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self._fix_widths()
        self.refresh()

    def text_scaled(self):
        self.retranslate()  # the widths that hold every text, at the new size

    def _fix_widths(self):
        """The buttons whose text changes while a choice is made (skip becomes done,
        the track label names the chooser) keep one width: nothing shifts."""
        skip = self._buttons["skip"]
        metrics = skip.fontMetrics()
        texts_ = (self.tr("&Skip (mark nothing)"), self.tr("&Done"))
        widest = max(metrics.horizontalAdvance(t.replace("&", "")) for t in texts_)
        skip.setFixedWidth(widest + 28 + skip.iconSize().width())

    def _fix_track_label_width(self):
        c = self._controller
        names = c.session.names if c.session is not None else ()
        labels_ = [self.tr("Or mark two boxes on:")] + [fill(self.tr("%1 marks:"), n) for n in names]
        metrics = self._track_label.fontMetrics()
        self._track_label.setFixedWidth(max(metrics.horizontalAdvance(t) for t in labels_) + 4)

    def show_recap(self, text: str):
        """What the last computer turn did (empty: nothing to tell yet)."""
        self.recap.show_recap((lambda: text) if text else None)

    def show_message(self, text: str):
        self.show_line(text)

    def show_reason(self, reason):
        """Why a move was refused, with a link to the rule it breaks, until the next
        selection or a legal hover (``refusal_over_if_moved``)."""
        self.show_refusal(texts.reason_html(reason), self._selected())

    def _selected(self) -> tuple:
        """What the player has picked, as far as a refusal is concerned."""
        c = self._controller
        return c.selected_shape, c.selected_dice, c.mode, c.joker_die

    def refusal_over_if_moved(self) -> None:
        if not self.refusal_shown():
            return
        ghost = self._controller.ghost_placement() if self._controller.session is not None else None
        self.selection_moved(self._selected(), legal_hover=ghost is not None and ghost[1] is None)

    def refresh(self, commands=None):
        """Show only the steps that make sense now; called after every change (with
        the controller's ``commands()`` when the caller has them already)."""
        c = self._controller
        self.recap.setVisible(bool(c.bot_seats))  # fixed for the whole game
        if c.session is None:
            for button in list(self._buttons.values()) + list(self._track_buttons.values()):
                button.setVisible(False)
            self._track_label.setVisible(False)
            return
        can = commands or c.commands()
        state = c.state
        phase = state.phase
        self.progress.refresh()
        if c.bot_to_move():
            # Not an instruction to anybody at the table: the computer is at it.
            self.prompt.setText(fill(self.tr("%1 is playing…"), c.session.names[state.chooser]))
        else:
            self.prompt.setText(texts.phase_prompt(state, c.session.names))
        confirm = self._actions.get("confirm")
        if c.mode is Mode.REROLL:
            count = len(c.selected_dice)
            confirm.setText(self.tr("Reroll %n dice", None, count) if count
                            else self.tr("Reroll: pick dice"))
        else:
            confirm.setText(self.tr("&Confirm"))
        skip = self._actions.get("skip")
        if phase is Phase.TRACKS and state.turn.picked:
            skip.setText(self.tr("&Done"))
        else:
            skip.setText(self.tr("&Skip (mark nothing)"))
        visible = {
            "roll": phase is Phase.ROLL,
            "confirm": c.mode is Mode.REROLL,
            "rotate": can.can_rotate,
            "pass": can.can_pass,
            "end-turn": phase is Phase.AFTER,
            "skip": phase is Phase.TRACKS,
            "cancel": c.mode is not Mode.NONE or c.joker_die is not None
            or (phase is Phase.CHOOSE and c.selected_shape is not None),
            "show-result": phase is Phase.GAME_OVER,
            "new-game": phase is Phase.GAME_OVER,
        }
        tracks_shown = phase in (Phase.TRACKS, Phase.COAT)
        wanted = {button: visible[name] for name, button in self._buttons.items()}
        wanted[self._track_label] = tracks_shown
        wanted.update((button, tracks_shown) for button in self._track_buttons.values())
        self._show_only(wanted)
        if tracks_shown:
            self._fix_track_label_width()
        if phase is Phase.COAT:
            self._track_label.setText(self.tr("Or mark two boxes on:"))
        elif phase is Phase.TRACKS:
            self._track_label.setText(
                fill(self.tr("%1 marks:"), c.session.names[state.chooser]))
        enabled = can.track_choices
        for colour in self._track_buttons:
            self._actions.track(colour).setEnabled(colour in enabled)

    def _show_only(self, wanted: dict) -> None:
        """Show and hide the row's widgets as ``wanted`` says. Qt lays the window out
        again and asks the X server where the pointer is at each widget shown, so
        several shown together are shown with the row: the row hidden for the
        moment, once (unless the pointer or the keyboard focus is in it: they stay)."""
        shown = [w for w, on in wanted.items() if on and w.isHidden()]
        hidden = [w for w, on in wanted.items() if not on and not w.isHidden()]
        row = self.button_row
        focus = QApplication.focusWidget()
        at_once = (len(shown) > 1 and row.isVisible() and not row.underMouse()
                   and not (focus is not None and row.isAncestorOf(focus)))
        if at_once:
            row.setVisible(False)
        for widget in hidden:
            widget.setVisible(False)
        for widget in shown:
            widget.setVisible(True)
        if at_once:
            row.setVisible(True)

    def _gauges(self) -> list[Gauge]:
        """How close the end is: the leader against 12 points, then the last round."""
        c = self._controller
        if c.session is None or c.state.phase is Phase.GAME_OVER:
            return []
        state = c.state
        gauges = [leader_gauge([p.points for p in state.players], c.session.names, WINNING_POINTS)]
        if state.last_round:
            gauges.append(Gauge(self.tr("Last round"),
                                tip=self.tr("A player reached 12 points: the game ends with this round.")))
        return gauges

    def track_choices(self) -> frozenset:
        """Track colours that the panel's track buttons may mark now (the rules say)."""
        return self._controller.commands().track_choices
