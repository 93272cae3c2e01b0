"""Roll & Write as the shell window plays it (see shell/mode.py): the table (scene,
view, turn panel, announcement banner), its commands (ui/actions.py), the two-player
start-track question of ruling 10, the hint that lights cells, the guided first game
with coach marks on the table and the richer commentary of a watched game.

Texts that were the window's before Roll & Write became a mode keep their translation
context "MainWindow" (``MainWindow.tr``)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from copenhagen_gui.shell.banner import Banner
from copenhagen_gui.shell.mode import GameMode, OptionsPage
from copenhagen_gui.shell.text import fill
from copenhagen_gui.shell.whats_this import TableWhatsThis

from .rules.components import TRACK_COLOURS, Ability
from .rules.state import GameOptions, Phase
from .scene import TableScene, TableView
from .spec import SPEC
from .ui import texts
from .ui.actions import RollAndWriteActions
from .ui.colour_popover import InPlaceColourChange
from .ui.controller import Mode, TurnController
from .ui.dice_animation import ReduceMotion
from .ui.start_tracks import StartTrackQuestion, needs_asking
from .ui.turn_panel import TurnPanel
from .ui.whats_this import Explainer


class MainWindow(QObject):
    """Owner of the translation context "MainWindow": ``MainWindow.tr(...)``."""


class RollAndWriteMode(GameMode):
    game_id = SPEC.game_id

    def __init__(self, window):
        super().__init__(window)
        self.actions = RollAndWriteActions(self, window.actions)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.setObjectName("table-view")
        self.controller = TurnController(self.scene, self)
        self.controller.previewed = lambda: (getattr(self.window, "preview", None) is not None
                                             and self.window.preview.shows(self))
        self.panel = TurnPanel(self.actions, self.controller)
        self.banner = Banner(self.view)
        self.bonus_menu = QMenu(window)
        self.bonus_menu.setObjectName("menu-bonuses")
        for colour in TRACK_COLOURS:
            self.bonus_menu.addAction(self.actions.bonus(colour))
        self.page = QWidget(objectName="copenhagen-rw-table-widget")
        layout = QVBoxLayout(self.page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.scoring_lines = None  # the lines that scored, lit once the game is over
        self.result_dialog = None  # the last result screen shown
        self.last_hint = None  # the last hint given (Suggestion)
        # A new two-player game's start tracks, asked under the table (ruling 10).
        self.start_question = StartTrackQuestion(self.page, self.panel, self.controller, self)
        self.start_question.finished.connect(self._start_after_setup)
        self._starting = None  # (names, seed, bots) of the game whose setup is asked
        self._narrator = None
        self._connect()
        settings = window.settings
        self.actions.get("show-spots").setChecked(settings.show_spots)
        self.controller.set_show_all_spots(settings.show_spots)
        self.motion = ReduceMotion(window, self.controller, self.view, getattr(settings, "path", None), self)
        self.reduce_motion_action = self.motion.action
        # "What is this?": a right click or Help > What is this? on any piece
        self.whats_this = TableWhatsThis(self.view, Explainer(self), self._open_rule_link)
        self.retranslate()

    def _connect(self):
        c = self.controller
        self.actions.connect_to(c)
        self.actions.get("show-spots").toggled.connect(self._toggle_spots)
        c.changed.connect(self.changed)
        c.message_changed.connect(self.panel.show_message)
        c.refused.connect(self.panel.show_reason)
        c.changed.connect(self.panel.refusal_over_if_moved)
        self.panel.message.linkActivated.connect(self._open_rule_link)
        c.announced.connect(self.banner.show_text)
        c.announcement_over.connect(self.banner.stop)  # never over the pad while a person decides
        c.game_over.connect(self.game_over)
        self.colour_change = InPlaceColourChange(c, self.view, self)  # follows c.changed
        self.colour_popover = self.colour_change.popover
        c.changed.connect(self._sync_scoring_lines)

    # --- names and texts -------------------------------------------------------------

    def action_text(self, action, names) -> str:
        return texts.action_text(action, names)

    def reason_text(self, reason) -> str:
        return texts.reason_text(reason)

    def retranslate(self) -> None:
        self.actions.retranslate()
        self.bonus_menu.setTitle(MainWindow.tr("&Bonuses"))
        self.motion.retranslate()
        if self.session is not None:
            self.scene.retranslate()
            self.controller.sync()
            self.controller.retranslate()

    # --- the table -------------------------------------------------------------------

    def table_widget(self) -> QWidget:
        return self.page

    def set_session(self, session) -> None:
        """The window puts ``session`` on the table (its seats say who is a computer)."""
        if self.start_setup is not None and session is not self.session:
            self.start_question.drop()
        super().set_session(session)  # (another game than the lesson's ends the lesson)
        self.controller.bot_seats = frozenset(i for i, lv in enumerate(session.bots) if lv)
        self.controller.set_session(session)

    def can_save(self) -> bool:
        return self.start_setup is None

    # --- looking back (the History) ----------------------------------------------------

    def turn_of(self, state) -> tuple[int, int]:
        return state.round, state.active

    def history_text(self, action, names) -> str:
        """The move, and the dice a roll or a reroll brought."""
        text = texts.action_text(action, names)
        faces = getattr(action, "faces", ())
        if not faces:
            return text
        dice = ", ".join(texts.colour_noun(face) for face in faces)
        return fill(MainWindow.tr("%1: %2", "a move in the History: the dice it rolled"), text, dice)

    def preview(self, state) -> None:
        """A past state on the table: open information, drawn without any hint (dice
        still tumbling settle first: they were the game's, not this moment's)."""
        self.banner.stop()
        self.controller.stop_tumbling()
        self.scene.sync(state, self.session.names, None)
        self._sync_scoring_lines()

    def end_preview(self) -> None:
        self.controller.sync()

    def refresh(self) -> None:
        """Enable exactly the commands that make sense now."""
        a = self.actions.get
        if self.session is None:
            return
        c = self.controller
        can = c.commands()
        a("roll").setEnabled(can.can_roll)
        a("confirm").setEnabled(c.mode is not Mode.REROLL or can.can_confirm_reroll)
        a("rotate").setEnabled(can.can_rotate)
        a("rotate-back").setEnabled(can.can_rotate)
        a("next-shape").setEnabled(bool(can.takeable_shapes))
        a("previous-shape").setEnabled(bool(can.takeable_shapes))
        a("pass").setEnabled(can.can_pass)
        a("end-turn").setEnabled(can.can_end_turn)
        a("skip").setEnabled(can.can_skip)
        for ability in Ability:
            reason = can.abilities[ability]
            action = self.actions.ability(ability)
            action.setEnabled(reason is None)
            action.setToolTip(texts.ability_name(ability) if reason is None else texts.reason_text(reason))
        for colour in TRACK_COLOURS:
            self.actions.bonus(colour).setEnabled(can.bonuses[colour] is None)
        self.panel.refresh(can)

    def stop(self) -> None:
        """Another game replaces this one, or the window closes."""
        self.banner.stop()
        self.controller.stop_tumbling()
        self.end_tutorial()
        self.start_question.drop()

    def release(self) -> None:
        super().release()
        self.controller.set_session(None)
        self.controller.bot_seats = frozenset()
        self._sync_scoring_lines()

    def _toggle_spots(self, on: bool):
        self.controller.set_show_all_spots(on)
        self.window.settings.show_spots = on

    def _open_rule_link(self, link: str):
        from copenhagen_gui.shell import rulebook

        rulebook.open_rule_link(self.window, link, self.rulebook())

    # --- commands --------------------------------------------------------------------

    def turn_actions(self):
        a = self.actions.get
        items = [a("roll"), a("confirm"), a("cancel"), None,
                 a("next-shape"), a("previous-shape"), a("rotate"), a("rotate-back"), None]
        items += [self.actions.ability(ability) for ability in Ability]
        items += [self.bonus_menu.menuAction(), None, a("pass"), a("end-turn"), a("skip")]
        return items

    def toolbar_actions(self):
        return [self.actions.get("roll"), self.actions.get("show-spots")]

    def view_actions(self):
        return [self.actions.get("show-spots"), self.reduce_motion_action]

    def key_actions(self):
        return [self.actions.get(f"cursor-{d}") for d in ("left", "right", "up", "down")] + [
            self.actions.get(f"die-{i}") for i in range(1, 6)]

    # --- hints -----------------------------------------------------------------------

    def can_hint(self) -> bool:
        s = self.session
        return (s is not None and self.lesson is None and s.state.phase is not Phase.GAME_OVER
                and not self.controller.bot_to_move() and self.start_setup is None)

    def show_hint(self) -> None:
        """What the strong computer player would do now for the player who must act,
        with its reason in one line, shown as the whole move (Enter accepts it)."""
        if not self.can_hint():
            return
        from .bots import suggest
        from .ui.hint_texts import hint_message

        suggestion = suggest(self.session.state)
        self.controller.take_hint(suggestion)  # the whole move, ready for Enter
        self.last_hint = suggestion
        self.panel.show_message(hint_message(suggestion, self.session.names))

    # --- a new game: the two-player start tracks (ruling 10) --------------------------

    def options_page(self) -> OptionsPage:
        from .ui.options_page import RollAndWriteOptionsPage

        return RollAndWriteOptionsPage()

    def begin_game(self, options: GameOptions, names, seed=None, bots=None) -> bool:
        """A new game chosen by the players. In a two-player game each person first
        picks a start track on their own sheet (ruling 10); then it starts."""
        from copenhagen_gui.session.game_session import GameSession

        if not needs_asking(options):
            return self.window.start_game(options, names, seed, bots=bots, game_id=self.game_id)
        # The new, empty game goes on the table for the question; nobody plays it
        # (all seats people: no computer moves; no autosave) until the answers are in.
        self.window.set_session(GameSession.new_game(SPEC, options, names, seed,
                                                     describe=texts.action_text), autosave=False)
        self._starting = (names, seed, bots)
        self.start_question.ask(options, bots, names)
        self.changed.emit()  # nothing to save while the question is asked
        return True

    @property
    def start_setup(self):
        """The start-track question being asked (None: none)."""
        return self.start_question.setup

    @property
    def start_picker(self):
        return self.start_question.picker

    def _start_after_setup(self, options: GameOptions):
        names, seed, bots = self._starting
        self.window.start_game(options, names, seed, bots=bots, game_id=self.game_id)

    def game_started(self) -> None:
        start = self.session.record.options.start_player
        self.banner.show_text(fill(MainWindow.tr("New game — %1 starts"), self.session.names[start]))

    def watch_options(self, seat_count: int, rng) -> GameOptions:
        return GameOptions(seat_count, start_player=rng.randrange(seat_count))

    def new_narrator(self, parent):
        """Roll & Write's commentary tells every event, not only the move."""
        from .ui.watch import Narrator

        return Narrator(parent)

    # --- the end, the rules ----------------------------------------------------------

    def result_screen(self, parent):
        """The result screen: "Play again" starts a game with the same seats, names
        and computer levels at once, "New game" opens the New game dialog. Once the
        result is accepted, the window no longer undoes the finished game."""
        from .ui.result_dialog import ResultDialog

        self.result_dialog = ResultDialog(self.session.state, self.session.names, parent)
        return self.result_dialog

    def after_result(self, dialog) -> bool:
        from .ui.result_dialog import ResultDialog

        if dialog.result() == ResultDialog.PLAY_AGAIN:
            self.play_again()
            return False
        return dialog.result() == ResultDialog.NEW_GAME

    def play_again(self) -> bool:
        """A new game with the same seats, names and computer levels; the next player
        starts. Two people are asked their start tracks again (ruling 10)."""
        record = self.session.record
        count = record.options.player_count
        options = GameOptions(count, start_player=(record.options.start_player + 1) % count)
        bots = tuple(record.bots)
        return self.begin_game(options, tuple(record.names), None, bots if any(bots) else None)

    def _sync_scoring_lines(self):
        """At the end, the lines that scored are lit on every sheet (of the game the
        table shows: a past moment of the History has none)."""
        shown = self.scene.state if self.session is not None else None
        if shown is None or shown.phase is not Phase.GAME_OVER:
            if self.scoring_lines is not None:
                self.scoring_lines.hide()
            return
        if self.scoring_lines is None:
            from .ui.scoring_lines import ScoringLines

            self.scoring_lines = ScoringLines()
            self.scene.addItem(self.scoring_lines)
        self.scoring_lines.show_for(self.scene, shown)
        self.scoring_lines.show()

    # --- "Learn the game" (shell/lesson): the script and the table's hooks ------------

    def lesson_script(self):
        from .tutorial.lesson import RollAndWriteLesson

        return RollAndWriteLesson()

    def lesson_widget(self, key: tuple):
        return self.panel.button(key[1]) if key and key[0] == "button" else None

    def lesson_label(self, name: str) -> str:
        return self.actions.get(name).iconText().replace("&", "")

    def lesson_began(self, lesson) -> None:
        """What the step asks for is lit (its cells, its dice); the controller's own
        refusals are said in the bubble; once the pointer moves to a legal spot after a
        refusal, the red words go."""
        from .tutorial import anchors

        c = self.controller
        c.highlight_provider = lambda: anchors.target_cells(lesson.expected_moves())
        c.dice_provider = lambda: anchors.target_dice(lesson.expected_moves())
        c.refused.connect(lesson.explain_refusal)
        self._refused_at = None
        lesson.changed.connect(self._on_lesson_changed)
        c.changed.connect(self._forget_refusal_on_legal_spot)

    def lesson_ended(self, lesson) -> None:
        c = self.controller
        c.highlight_provider = None
        c.dice_provider = None
        c.refused.disconnect(lesson.explain_refusal)
        lesson.changed.disconnect(self._on_lesson_changed)
        c.changed.disconnect(self._forget_refusal_on_legal_spot)
        c.sync()

    def _pointer(self) -> tuple:
        c = self.controller
        return c.selected_shape, c.rotation, c.hover

    def _on_lesson_changed(self):
        lesson = self.lesson
        if lesson is not None and not lesson.feedback_ok:
            self._refused_at = self._pointer()  # where the pointer was refused
        self.controller.sync()

    def _forget_refusal_on_legal_spot(self):
        lesson = self.lesson
        if lesson is None or lesson.feedback_ok or self._pointer() == self._refused_at:
            return
        ghost = self.controller.ghost_placement()
        if ghost is not None and ghost[1] is None:
            lesson.legal_gesture_shown()


MODE_CLASS = RollAndWriteMode
