"""The card game's Qt side as the shell window uses it: the table (scene, view, turn
panel), the Turn-menu commands, texts, options, result and hints."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QVBoxLayout, QWidget

from copenhagen_gui.shell.actions import GameActions
from copenhagen_gui.shell.mode import GameMode, OptionsPage
from copenhagen_gui.shell.whats_this import TableWhatsThis

from .rules.actions import Refresh, TakeAbility
from .rules.components import ABILITIES, Ability
from .rules.state import GameOptions
from .scene import labels
from .scene.table import TableScene
from .scene.view import TableView
from .spec import SPEC
from .ui import texts
from .ui.confirm_setting import CopenhagenConfirmTurns
from .ui.controller import Controller
from .ui.result_dialog import ResultDialog
from .ui.turn_keys import TurnKeys, confirm_prompt, end_turn_tip
from .ui.turn_panel import AFTER_THE_END, TurnPanel
from .ui.whats_this import Explainer


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
        shared = getattr(window, "actions", None)
        if isinstance(shared, GameActions):  # the window's: back to the result, or a new game, once over
            panel_actions.update({name: shared.get(name) for name in AFTER_THE_END})
        self.panel = TurnPanel(panel_actions, self.controller, table)
        self.keys = TurnKeys(self.controller, self._widget, self)
        settings = getattr(window, "settings", None)
        self.confirm_setting = CopenhagenConfirmTurns(getattr(settings, "path", None), self)
        self.confirm_setting.action.toggled.connect(self._confirm_turns_changed)
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.panel)
        row = QHBoxLayout(self._widget)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(table, 1)
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
        self.controller.hints_changed.connect(self._refusal_over_if_moved)
        self.panel.refusal_cleared.connect(self._forget_refusal)
        self._was_over = False
        self._stopped = False
        # "What is this?": a right click (unless a tile is being turned) or Help > What is this?
        self.whats_this = TableWhatsThis(self.view, Explainer(self), self.open_rule_link)
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
        items = [None if k is None else a[k] for k in order]
        return items[:1] + self.keys.menu_actions() + items[1:] + [None, self.confirm_setting.action]

    def key_actions(self) -> list[QAction]:
        return self.keys.key_actions()

    def action(self, name: str) -> QAction:
        return self._actions[name]

    # --- texts ------------------------------------------------------------------------
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
        # The message line in the new language: the last refusal or the last line.
        if self._refusal is not None:
            self.panel.show_reason(self._refusal, self._selected())
        else:
            self.controller.say_again()
        a = self._actions
        a["end-turn"].setText(texts.end_turn())
        a["end-turn"].setToolTip(end_turn_tip())
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
        self.keys.retranslate()
        self.confirm_setting.retranslate()
        self.controller.rebuild()

    # --- the table --------------------------------------------------------------------
    def table_widget(self) -> QWidget:
        return self._widget

    def set_session(self, session) -> None:
        super().set_session(session)  # (another game than the lesson's ends the lesson)
        # In the lesson the other seats' moves are made for them: no hand-off cover.
        self.controller.lesson_seat = self.lesson.learner if self.lesson is not None else None
        self._stopped = False
        self._was_over = session is not None and session.state.is_over
        if session is not None and self.lesson is None:
            session.set_confirm_turns(self.confirm_setting.on)  # a finished turn undoes until End turn
        self.controller.set_session(session)

    def _confirm_turns_changed(self, on: bool) -> None:
        if self.session is not None and self.lesson is None:
            self.session.set_confirm_turns(on)  # (off: a waiting turn ends now)
            self.controller.rebuild()

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
        if self.session is None or self._stopped or self.session.settling:
            return  # (settling: the refill follows at once; the table shows both)
        c = self.controller
        self.scene.hand_hidden = self._hide_hand()
        preview = getattr(self.window, "preview", None)
        if preview is not None and preview.active:
            self.preview(preview.state)  # a past moment stays on the table (the presenter view began)
        else:
            self.scene.sync(c.drawn_state(), c.hints)
        self.refresh()
        state = self.session.state
        if self.panel is not None:
            seat = next(iter(SPEC.seats_to_act(state)), None)
            is_bot = seat is not None and c.seat_levels()[seat] is not None
            if c.hints.covered:
                self.panel.set_prompt(labels.pass_to(self.session.names[c.hints.cover_seat]))
            elif c.hints.awaiting is not None:
                self.panel.set_prompt(confirm_prompt(self.session.names[c.hints.awaiting]))
            else:
                self.panel.set_prompt(texts.prompt(state, self.session.names, seat, is_bot))
            self.panel.refresh()
            end_turn = self.panel.buttons["end-turn"]  # bold while a finished turn waits for it
            font = end_turn.font()
            if font.bold() != (c.hints.awaiting is not None):
                font.setBold(c.hints.awaiting is not None)
                end_turn.setFont(font)
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

    def _selected(self) -> tuple:
        """What the player has selected, as far as a refusal is concerned."""
        s = self.controller.selection
        return s.tile, s.pending

    def _refusal_over_if_moved(self) -> None:
        ghost = self.controller.hints.ghost
        self.panel.selection_moved(self._selected(), legal_hover=ghost is not None and ghost.legal)

    def _forget_refusal(self) -> None:
        self._refusal = None

    def _on_refused(self, reason) -> None:
        """A refused gesture: the reason in the message line, linked to its rule."""
        self._refusal = reason  # said again after a language switch
        self.panel.show_reason(reason, self._selected())
        self.message.emit(texts.reason_text(reason))
        if self.lesson is not None:
            self.lesson.explain_refusal(reason)

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

        a["end-turn"].setEnabled(self.session is not None and c.can_end_turn())
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
        self.keys.refresh(seat)

    def stop(self) -> None:
        """No more redraws: the window closes or another game replaces this one."""
        self._stopped = True
        self.controller.set_session(None)

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
        return dialog.new_game_requested

    # --- "Learn the game" (shell/lesson): the script and the table's hooks -------------
    def lesson_script(self):
        from .tutorial.lesson import CopenhagenLesson

        return CopenhagenLesson()

    def lesson_began(self, lesson) -> None:
        self._refused_at = None
        lesson.changed.connect(self._remember_refused_pointer)
        self.controller.hints_changed.connect(self._forget_refusal_on_legal_spot)

    def lesson_ended(self, lesson) -> None:
        lesson.changed.disconnect(self._remember_refused_pointer)
        self.controller.hints_changed.disconnect(self._forget_refusal_on_legal_spot)
        self.controller.lesson_seat = None
        self.controller.rebuild()

    def _pointer(self) -> tuple:
        selection = self.controller.selection
        return selection.tile, selection.rotation, selection.mirrored, selection.hover

    def _remember_refused_pointer(self) -> None:
        if self.lesson is not None and not self.lesson.feedback_ok:
            self._refused_at = self._pointer()

    def _forget_refusal_on_legal_spot(self) -> None:
        """After a refusal, the red words go once the tile under the pointer may be built."""
        lesson, ghost = self.lesson, self.controller.hints.ghost
        if lesson is not None and not lesson.feedback_ok and ghost is not None and ghost.legal \
                and self._pointer() != self._refused_at:
            lesson.legal_gesture_shown()


MODE_CLASS = CopenhagenMode
