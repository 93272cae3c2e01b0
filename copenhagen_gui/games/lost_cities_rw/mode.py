"""Lost Cities: Roll & Write as the shell's window plays it (see shell/mode.py).

The table (scene + view) and the turn panel; the controller turns clicks and keys into
actions for the session. Keys: Space rolls; 1-3 pick a number die, 4-6 a colour die,
Enter takes the picked pair, Esc puts them back; R refuses; Ctrl+1..6 accelerate in an
expedition, D declines. Pass-and-play: the people still to decide are asked one after
the other, clockwise from the seat that rolled.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QVBoxLayout, QWidget

from copenhagen_gui.shell.actions import GameActions
from copenhagen_gui.shell.mode import GameMode
from copenhagen_gui.shell.table_kit.recap_line import RecapLine
from copenhagen_gui.shell.whats_this import TableWhatsThis

from .rules.components import DICE_PER_KIND, Colour
from .scene.table import TableScene
from .scene.view import TableView
from .ui import texts
from .ui.controller import Controller
from .ui.options_page import LostCitiesOptionsPage
from .ui.result_dialog import ResultDialog
from .ui.swatches import colour_icon
from .ui.turn_panel import TurnPanel, prompt_for
from .ui.whats_this import Explainer


class LostCitiesMode(GameMode):
    game_id = "lost-cities-rw"

    def __init__(self, window=None):
        super().__init__(window)
        self.scene = TableScene(2)
        self.controller = Controller(self.scene, self)
        self.controller.changed.connect(self._table_changed)
        self.controller.message.connect(self._show_message)
        self.actions = self._make_actions()
        self._widget: QWidget | None = None
        self.view: TableView | None = None
        self.panel: TurnPanel | None = None
        self.recap_line: RecapLine | None = None  # what the computers did in the last turn
        self.controller.recap_changed.connect(self._show_recap)
        self._was_over = False
        self._sheet_choice: str | None = None  # the sheet last chosen: the next game's too

    # --- commands ------------------------------------------------------------------------

    def _action(self, name: str, slot, shortcut=None) -> QAction:
        action = QAction(self)
        action.setObjectName(f"action-{name}")
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.WindowShortcut)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> dict[str, QAction]:
        c = self.controller
        actions = {
            "roll": self._action("roll", c.roll, Qt.Key_Space),
            "take": self._action("take", c.take_selected, Qt.Key_Return),
            "refuse": self._action("refuse", c.refuse, Qt.Key_R),
            "decline": self._action("decline-acceleration", c.decline, Qt.Key_D),
        }
        for colour in Colour:
            actions[f"accelerate-{colour.key}"] = self._action(
                f"accelerate-{colour.key}", lambda _=False, col=colour: c.accelerate(col),
                QKeySequence(f"Ctrl+{int(colour) + 1}"))
            actions[f"accelerate-{colour.key}"].setIcon(colour_icon(colour))
        for i in range(DICE_PER_KIND):
            actions[f"pick-number-{i + 1}"] = self._action(
                f"pick-number-{i + 1}", lambda _=False, k=i: c.pick_die("number", k), QKeySequence(str(i + 1)))
            actions[f"pick-colour-{i + 1}"] = self._action(
                f"pick-colour-{i + 1}", lambda _=False, k=i: c.pick_die("colour", k), QKeySequence(str(i + 4)))
        actions["clear-dice"] = self._action("clear-dice", c.clear_selection, Qt.Key_Escape)
        actions["hint"] = self._action("hint", self.show_hint)  # the shell owns the H key
        self.retranslate_actions(actions)
        return actions

    def retranslate_actions(self, actions=None) -> None:
        actions = actions or self.actions
        actions["roll"].setText(texts.command_roll())
        actions["take"].setText(texts.command_take())
        actions["refuse"].setText(texts.command_refuse())
        actions["decline"].setText(texts.command_decline())
        for colour in Colour:
            actions[f"accelerate-{colour.key}"].setText(texts.command_accelerate(colour))
            actions[f"accelerate-{colour.key}"].setIconText(texts.colour_label(colour))
        for i in range(DICE_PER_KIND):
            actions[f"pick-number-{i + 1}"].setText(texts.command_number_die(i))
            actions[f"pick-colour-{i + 1}"].setText(texts.command_colour_die(i))
        actions["clear-dice"].setText(texts.command_clear())
        actions["hint"].setText(texts.command_hint())
        for action in actions.values():
            shortcut = action.shortcut().toString(QKeySequence.NativeText)
            action.setToolTip(action.text().replace("&", "") + (f" ({shortcut})" if shortcut else ""))

    def turn_actions(self) -> list[QAction | None]:
        a = self.actions
        items: list[QAction | None] = [a["roll"], None]
        items += [a[f"pick-number-{i + 1}"] for i in range(DICE_PER_KIND)]
        items += [a[f"pick-colour-{i + 1}"] for i in range(DICE_PER_KIND)]
        items += [a["take"], a["clear-dice"], a["refuse"], None]
        items += [a[f"accelerate-{c.key}"] for c in Colour] + [a["decline"]]
        return items

    def toolbar_actions(self) -> list[QAction | None]:
        return [self.actions["roll"], self.actions["refuse"]]

    # --- names and texts -------------------------------------------------------------------

    def action_text(self, action, names) -> str:
        return texts.action_text(action, names)

    def new_narrator(self, parent):
        """The commentary says why each move was worth making, not only what it was."""
        from copenhagen_gui.shell.watch_panel import MoveNarrator

        from .ui import watch

        return MoveNarrator(self.action_text, parent, why=watch.why)

    def reason_text(self, reason) -> str:
        return texts.reason_text(reason)

    def retranslate(self) -> None:
        self.retranslate_actions()
        self.controller.say_again()  # the message line in the new language
        self._show_recap(self.controller.recap_text())
        if self.session is not None:
            self.controller.sync()

    # --- the table ---------------------------------------------------------------------------

    def table_widget(self) -> QWidget:
        if self._widget is None:
            self._widget = QWidget()
            self._widget.setObjectName("lost-cities-table-widget")
            self.view = TableView(self.scene)
            # "What is this?": a right click or Help > What is this? on any piece
            self.whats_this = TableWhatsThis(self.view, Explainer(self), self.open_rule_link)
            panel_actions = {name: self.actions[name] for name in
                             ("roll", "take", "refuse", "decline", "hint")}
            for colour in Colour:
                panel_actions[f"accelerate-{colour.key}"] = self.actions[f"accelerate-{colour.key}"]
            shared = getattr(self.window, "actions", None)
            if isinstance(shared, GameActions):  # the window's: back to the result, or a new game, once over
                for name in ("show-result", "new-game"):
                    panel_actions[name] = shared.get(name)
            self.panel = TurnPanel(panel_actions)
            self.recap_line = RecapLine()
            self.recap_line.setVisible(self.session is not None and any(self.session.bots))
            self.panel.add_line(self.recap_line)
            self.panel.refusal_cleared.connect(self.controller.forget_refusal)
            self.panel.follow(lambda: self.session.state if self.session is not None else None)
            layout = QVBoxLayout(self._widget)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(0)
            layout.addWidget(self.view, 1)
            layout.addWidget(self.panel)
            for action in self.actions.values():
                self._widget.addAction(action)
        return self._widget

    def set_session(self, session) -> None:
        if self.session is not None:  # (still alive: the window deletes it after)
            self.session.state_changed.disconnect(self._check_over)
        super().set_session(session)  # (another game than the lesson's ends the lesson)
        seats = session.state.seat_count
        if seats != self.scene.seats:
            self.scene = TableScene(seats)
            self.controller.set_scene(self.scene)
            if self.view is not None:
                self.view.set_table(self.scene)
        self._was_over = session.state.over
        session.state_changed.connect(self._check_over)
        self.controller.set_session(session)
        if self.recap_line is not None:  # a line only in a game with a computer player
            self.recap_line.setVisible(any(bot is not None for bot in session.bots))

    def _check_over(self) -> None:
        over = self.session.state.over
        if over and not self._was_over:
            self.game_over.emit()
        self._was_over = over

    # --- looking back (the History) ------------------------------------------------------
    def turn_of(self, state) -> tuple[int, int]:
        return state.turn // state.seat_count + 1, state.active

    def preview(self, state) -> None:
        """A past state on the table (open information), drawn without any hint."""
        self.scene.sync(state)

    def end_preview(self) -> None:
        self.controller.sync()

    def _table_changed(self) -> None:
        """The controller drew the table again: the window showing this game refreshes
        its commands and this game's with them, once (``changed``); a table shown
        without the window refreshes here first."""
        if getattr(self.window, "mode", None) is not self:
            self.refresh()
        self.changed.emit()

    def refresh(self) -> None:
        if self.session is None:
            for action in self.actions.values():
                action.setEnabled(False)
            return
        commands = self.controller.commands()
        state = self.session.state
        a = self.actions
        a["roll"].setEnabled(commands.roll is not None)
        a["refuse"].setEnabled(commands.refuse is not None)
        a["take"].setEnabled(bool(commands.take))
        a["decline"].setEnabled(commands.decline is not None)
        allowed = {act.colour for act in commands.accelerate}
        for colour in Colour:
            a[f"accelerate-{colour.key}"].setEnabled(colour in allowed)
        hints = self.controller.hints()
        numbers = {d.index for d in hints.dice if d.kind == "number" and d.available}
        colours = {d.index for d in hints.dice if d.kind == "colour" and d.available}
        for i in range(DICE_PER_KIND):
            a[f"pick-number-{i + 1}"].setEnabled(i in numbers)
            a[f"pick-colour-{i + 1}"].setEnabled(i in colours)
        a["clear-dice"].setEnabled(self.controller.selection != type(self.controller.selection)())
        a["hint"].setEnabled(self.can_hint())
        if self.panel is not None:
            self.panel.selection_moved(self.controller.selection)
            self.panel.update_buttons(commands)
            self.panel.progress.refresh()
            self.panel.show_prompt(prompt_for(commands, state, self.session.names))

    def _show_recap(self, text: str) -> None:
        if self.recap_line is not None:
            self.recap_line.show_recap((lambda: text) if text else None)  # said again on a switch

    def _show_message(self, text: str) -> None:
        if self.panel is not None:
            c = self.controller
            self.panel.show_message(text, c.selection, refusal=c.line_is_refusal)
        self.message.emit(text)

    def release(self) -> None:
        self.end_tutorial()
        if self.session is not None:
            self.session.state_changed.disconnect(self._check_over)
        self.controller.set_session(None)
        self.session = None

    # --- Learn the game (shell/lesson): the script ----------------------------------------

    def lesson_script(self):
        from .tutorial.lesson import LostCitiesLesson

        return LostCitiesLesson()

    # --- hints -------------------------------------------------------------------------------

    def can_hint(self) -> bool:
        # In a lesson the next move is the prepared one, said in its bubble.
        return self.session is not None and self.lesson is None and self.controller.deciding() is not None

    def show_hint(self) -> None:
        if self.can_hint():
            self.controller.show_hint()

    # --- new game, end -------------------------------------------------------------------------

    def options_page(self) -> LostCitiesOptionsPage:
        page = LostCitiesOptionsPage(select=self._sheet_choice)
        page.sheet_chosen.connect(self._remember_sheet)
        return page

    def _remember_sheet(self, sheet_id: str) -> None:
        self._sheet_choice = sheet_id

    def result_screen(self, parent) -> ResultDialog:
        return ResultDialog(self.session.state, self.session.names, parent)

    def after_result(self, dialog) -> bool:
        return dialog.new_game_requested

    def open_rule_link(self, link: str) -> bool:
        """Open this game's rulebook at the section a ``rules:<anchor>`` link names."""
        from copenhagen_gui.shell.rulebook import open_rule_link

        return open_rule_link(self.window if isinstance(self.window, QWidget) else self._widget,
                              link, self.rulebook())


MODE_CLASS = LostCitiesMode
