"""The card game's Qt side as the shell window uses it: the table (scene, view, turn
panel), the Turn-menu commands, texts, options, result and hints."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QVBoxLayout, QWidget

from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.mode import GameMode, OptionsPage

from .rules.actions import EndTurn, Refresh, TakeAbility
from .rules.components import ABILITIES, Ability
from .rules.state import GameOptions
from .scene import labels
from .scene.table import TableScene
from .scene.view import TableView
from .spec import SPEC
from .tutorial import texts as tutorial_texts
from .tutorial.lesson import Lesson
from .tutorial.panel import TutorialPanel
from .tutorial.script import LEARNER
from .ui import texts
from .ui.controller import Controller
from .ui.result_dialog import ResultDialog
from .ui.turn_panel import TurnPanel


class CopenhagenOptions(QObject):
    """Owner of the "CopenhagenOptions" translation context: ``CopenhagenOptions.tr(...)`` is called on the
    class, so pyside6-lupdate finds every sentence, plural ones included."""


class CopenhagenOptionsPage(OptionsPage):
    """Who starts: the first seat, or drawn at random."""

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QFormLayout(self)
        self.start = QComboBox(objectName="start-player")
        self.start.addItem(CopenhagenOptions.tr("First player"), "first")
        self.start.addItem(CopenhagenOptions.tr("Random"), "random")
        layout.addRow(CopenhagenOptions.tr("Start player:"), self.start)

    def options(self, seat_count: int, rng) -> GameOptions:
        first = 0 if self.start.currentData() == "first" else rng.randrange(seat_count)
        return GameOptions(seat_count, first)


class CopenhagenMode(GameMode):
    game_id = "copenhagen"
    tutorial_delay_ms = 500  # between two of the lesson's own moves (tests: 0)

    def __init__(self, window=None):
        super().__init__(window)
        self.controller = Controller(SPEC, self)
        self._refusal = None  # the last refusal shown in the message line
        self._actions = self._make_actions()
        # The scene belongs to the view, so it dies after the view let go of it.
        self.scene = TableScene()
        self._widget = QWidget(objectName="copenhagen-table-widget")
        table = QWidget(self._widget)
        self.view = TableView(self.scene, table)
        self.scene.setParent(self.view)
        panel_actions = {k: self._actions[k] for k in self._actions if k not in ("reveal", "reveal-hand")}
        self.panel = TurnPanel(panel_actions, self.controller, table)
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.panel)
        # The lesson's panel, when there is one, stands to the right of the table.
        self._row = QHBoxLayout(self._widget)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(0)
        self._row.addWidget(table, 1)
        self.lesson = None
        self.tutorial_panel = None
        self.scene.slot_clicked.connect(self.controller.click_slot)
        self.scene.stack_clicked.connect(self.controller.click_stack)
        self.scene.cell_clicked.connect(self.controller.click_cell)
        self.scene.cell_hovered.connect(self.controller.hover_cell)
        self.scene.hand_card_clicked.connect(self.controller.click_hand)
        self.scene.cover_clicked.connect(self.controller.reveal)
        self.scene.rotate_requested.connect(self.controller.rotate)
        self.scene.mirror_requested.connect(self.controller.mirror)
        self.controller.hints_changed.connect(self._redraw)
        self.controller.message.connect(self._on_message)
        self.controller.refused.connect(self._on_refused)
        self.panel.message.linkActivated.connect(self.open_rule_link)
        self._was_over = False
        self._stopped = False
        self._presenting = False
        self._revealed_for: int | None = None  # whose hand the presenter revealed
        self.retranslate()

    # --- commands ---------------------------------------------------------------------
    def _make_actions(self) -> dict[str, QAction]:
        def action(name, shortcut, slot):
            a = QAction(self, objectName=f"action-{name}")
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
                a.setShortcutContext(Qt.WindowShortcut)
            a.triggered.connect(slot)
            return a

        c = self.controller
        actions = {
            "end-turn": action("end-turn", "E", c.end_turn),
            "refresh": action("refresh", "F", c.refresh_abilities),
        }
        for i, ability in enumerate(ABILITIES):
            if ability is Ability.ANY_CARDS:
                continue  # everyone starts with it: never taken
            actions[f"take-{ability.value}"] = action(
                f"take-{ability.value.replace('_', '-')}", f"Shift+{i + 1}",
                lambda _=False, a=ability: c.take_ability(a),
            )
        actions["rotate"] = action("rotate", "R", lambda: c.rotate(1))
        actions["mirror"] = action("mirror", "M", c.mirror)
        actions["cancel"] = action("cancel", "Esc", c.cancel)
        actions["reveal"] = action("reveal", "Space", c.reveal)
        # The presenter view hides the hand at the screen until the presenter reveals it.
        actions["reveal-hand"] = action("reveal-hand", None, self._reveal_hand)
        actions["reveal-hand"].setCheckable(True)
        actions["reveal-hand"].setEnabled(False)
        return actions

    def turn_actions(self) -> list[QAction | None]:
        a = self._actions
        order = ["end-turn", None, "rotate", "mirror", "cancel", None, "refresh"]
        order += [k for k in a if k.startswith("take-")] + [None, "reveal"]
        return [None if k is None else a[k] for k in order]

    def action(self, name: str) -> QAction:
        return self._actions[name]

    # --- texts ------------------------------------------------------------------------
    def title(self) -> str:
        return texts.title()

    def action_text(self, action, names) -> str:
        return texts.action_text(action, names)

    def reason_text(self, reason) -> str:
        return texts.reason_text(reason)

    def retranslate(self) -> None:
        # The message line in the new language: the last refusal or the last line.
        if self._refusal is not None:
            self.panel.show_reason(self._refusal)
        else:
            self.controller.say_again()
        a = self._actions
        a["end-turn"].setText(texts.end_turn())
        a["refresh"].setText(texts.refresh())
        for ability in ABILITIES:
            key = f"take-{ability.value}"
            if key in a:
                a[key].setText(texts.take_ability(ability))
                a[key].setToolTip(labels.ability_effect(ability))
        a["rotate"].setText(texts.rotate())
        a["mirror"].setText(texts.mirror())
        a["cancel"].setText(texts.cancel())
        a["reveal"].setText(CopenhagenOptions.tr("Show my hand"))
        a["reveal-hand"].setText(texts.reveal_hand())
        a["reveal-hand"].setToolTip(texts.reveal_hand_tip())
        self.controller.rebuild()

    # --- the table --------------------------------------------------------------------
    def table_widget(self) -> QWidget:
        return self._widget

    def set_session(self, session) -> None:
        if self.lesson is not None and session is not self.lesson.session:
            self.end_tutorial()  # another game replaced the lesson's: the learner left it
        super().set_session(session)
        self.controller.lesson_seat = LEARNER if self.lesson is not None else None
        self._stopped = False
        self._was_over = session is not None and session.state.is_over
        self.controller.set_session(session)

    # --- looking back (the History) -----------------------------------------------------
    def turn_of(self, state) -> tuple[int, int]:
        return (state.turn_number - 1) // state.player_count + 1, state.active

    def preview(self, state) -> None:
        """A past state as the person at the screen may see it: their own hand at most
        (none while the hand-off cover is up), never another seat's."""
        from .scene.hints import ViewHints

        live = self.controller.hints
        viewer = None if live.covered else live.viewer
        self.scene.sync(SPEC.view_for(state, viewer), ViewHints(names=self.session.names, viewer=viewer))

    def end_preview(self) -> None:
        self._redraw()

    # --- the presenter view --------------------------------------------------------------
    def set_presenting(self, on: bool, scale: float) -> None:
        super().set_presenting(on, scale)
        self._presenting = on
        self._revealed_for = None
        self._actions["reveal-hand"].setChecked(False)  # hidden until revealed
        self._redraw()

    def presenter_actions(self) -> list[QAction]:
        return [self._actions["reveal-hand"]]

    def _reveal_hand(self, on: bool) -> None:
        self._revealed_for = self.controller.hints.viewer if on else None
        self._redraw()

    def _hide_hand(self) -> bool:
        """While presenting, the hand at the screen shows only once the presenter revealed
        it; a reveal holds for that player's hand only."""
        viewer = self.controller.hints.viewer
        reveal = self._actions["reveal-hand"]
        if self._revealed_for is not None and self._revealed_for != viewer:
            self._revealed_for = None  # another player's hand now
            reveal.setChecked(False)
        reveal.setEnabled(self._presenting and viewer is not None)
        return self._presenting and self._revealed_for is None

    def _redraw(self) -> None:
        if self.session is None or self._stopped:
            return
        c = self.controller
        self.scene.hand_hidden = self._hide_hand()
        self.scene.sync(c.drawn_state(), c.hints)
        self.refresh()
        state = self.session.state
        if self.panel is not None:
            seat = next(iter(SPEC.seats_to_act(state)), None)
            is_bot = seat is not None and c.seat_levels()[seat] is not None
            if c.hints.covered:
                self.panel.set_prompt(labels.pass_to(self.session.names[c.hints.cover_seat]))
            else:
                self.panel.set_prompt(texts.prompt(state, self.session.names, seat, is_bot))
            self.panel.refresh()
        self.changed.emit()
        if state.is_over and not self._was_over:
            self._was_over = True
            self.game_over.emit()
        elif not state.is_over:
            self._was_over = False

    def _on_message(self, text: str) -> None:
        self._refusal = None
        if self.panel is not None:
            self.panel.show_message(text)
        self.message.emit(text)

    def _on_refused(self, reason) -> None:
        """A refused gesture: the reason in the message line, linked to its rule."""
        self._refusal = reason  # said again after a language switch
        self.panel.show_reason(reason)
        self.message.emit(texts.reason_text(reason))
        if self.lesson is not None:
            self.lesson.explain(reason)

    def open_rule_link(self, link: str) -> bool:
        """Open this game's rulebook at the section a ``rules:<anchor>`` link names."""
        from copenhagen_gui.shell.rulebook import open_rule_link

        parent = self.window if isinstance(self.window, QWidget) else self._widget
        return open_rule_link(parent, link, self.rulebook())

    def refresh(self) -> None:
        if self._stopped:
            return  # replaced or closing: a late signal must not redraw a table left behind
        c = self.controller
        a = self._actions
        seat = c.seat() if self.session is not None else None
        state = self.session.state if self.session is not None else None

        def legal(action) -> bool:
            return seat is not None and SPEC.check(state, action) is None

        a["end-turn"].setEnabled(seat is not None and legal(EndTurn(seat)))
        a["refresh"].setEnabled(seat is not None and legal(Refresh(seat)))
        for ability in ABILITIES:
            key = f"take-{ability.value}"
            if key in a:
                a[key].setEnabled(seat is not None and legal(TakeAbility(seat, ability)))
        selecting = seat is not None and c.selection.tile is not None
        a["rotate"].setEnabled(selecting and c.selection.pending is None)
        a["mirror"].setEnabled(selecting and c.selection.pending is None)
        a["cancel"].setEnabled(selecting)
        a["reveal"].setEnabled(c.hints.covered)

    def stop(self) -> None:
        """No more redraws: the window closes or another game replaces this one."""
        self._stopped = True
        self.controller.set_session(None)

    def release(self) -> None:
        self.end_tutorial()  # its game leaves the table: the lesson resumes next time
        super().release()

    # --- hints, options, result ----------------------------------------------------------
    def can_hint(self) -> bool:
        # In the lesson the next move is the prepared one, said in its panel.
        return self.session is not None and self.lesson is None and self.controller.can_hint()

    def show_hint(self) -> None:
        if self.can_hint():
            self.controller.hint()

    def options_page(self) -> OptionsPage:
        return CopenhagenOptionsPage()

    def result_screen(self, parent) -> ResultDialog | None:
        if self.session is None or not self.session.state.is_over:
            return None
        return ResultDialog(self.session.state, self.session.names, parent)

    def after_result(self, dialog) -> bool:
        return dialog.result() == ResultDialog.DialogCode.Accepted

    def rulebook(self):
        from copenhagen_gui.shell.rulebook import Rulebook

        return Rulebook("copenhagen", "copenhagen_gui.games.copenhagen.ui.illustrations")

    # --- "Learn the game" -------------------------------------------------------------
    def tutorial_running(self) -> bool:
        return self.lesson is not None

    def start_tutorial(self) -> bool:
        """The guided first game, at the step where the learner left it last time."""
        self.end_tutorial()
        lesson = Lesson(self, (self._learner_name(), tutorial_texts.OPPONENT_NAME),
                        delay_ms=self.tutorial_delay_ms)
        self.lesson = lesson
        self.tutorial_panel = TutorialPanel(lesson, self._widget)
        self._row.addWidget(self.tutorial_panel)
        self.tutorial_panel.show()  # (a child added to a shown widget is not shown by itself)
        lesson.session_replaced.connect(self._put_on_table)
        lesson.changed.connect(self._on_lesson_changed)
        self.tutorial_panel.play_on.connect(self.play_on)
        self.tutorial_panel.close_requested.connect(self.play_on)
        lesson.start()
        return True

    def end_tutorial(self) -> None:
        lesson, panel = self.lesson, self.tutorial_panel
        self.lesson = self.tutorial_panel = None
        self.controller.lesson_seat = None
        self.scene.show_lesson((), "")
        if lesson is not None:
            lesson.stop()
            lesson.deleteLater()
        if panel is not None:
            panel.hide()
            panel.deleteLater()

    def play_on(self) -> None:
        """Leave the lesson: its game goes on as an ordinary one against the computer
        (Learn the game later resumes the lesson where it was left)."""
        if self.lesson is None or self.session is None:
            return
        record = self.session.record
        game = GameRecord(record.game, record.options, record.names, record.seed, record.actions,
                          record.cursor, bots=(None, "normal"), rules_version=record.rules_version)
        if self.lesson.at_end():
            self.lesson.finish()
        self.end_tutorial()
        self._put_on_table(GameSession(game, describe=texts.action_text), autosave=True)

    def _put_on_table(self, session, autosave: bool = False) -> None:
        put = getattr(self.window, "set_session", None)
        if callable(put):
            put(session, autosave=autosave)  # the window's undo, history, bots, autosave
        else:
            self.set_session(session)

    def _learner_name(self) -> str:
        names = getattr(getattr(self.window, "settings", None), "player_names", None)
        return names[0] if names else tutorial_texts.LEARNER_NAME

    def _on_lesson_changed(self) -> None:
        lesson = self.lesson
        if lesson is None or lesson.session is None:
            return
        self.scene.show_lesson(lesson.targets(), tutorial_texts.title(lesson.step.topic))
        self.changed.emit()


MODE_CLASS = CopenhagenMode
