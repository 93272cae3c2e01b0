"""Roll & Write as the shell window plays it (see shell/mode.py): the table (scene,
view, turn panel, announcement banner), its commands (ui/actions.py), the two-player
start-track question of ruling 10, the hint that lights cells, the guided first game
with coach marks on the table and the richer commentary of a watched game.

Texts that were the window's before Roll & Write became a mode keep their translation
context "MainWindow" (``MainWindow.tr``)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from copenhagen_gui.shell.banner import Banner
from copenhagen_gui.shell.mode import GameMode, OptionsPage
from copenhagen_gui.shell.text import fill

from . import texts
from .rules.components import TRACK_COLOURS, Ability, Colour
from .rules.state import GameOptions, Phase
from .scene import TableScene, TableView
from .spec import SPEC
from .ui.actions import RollAndWriteActions
from .ui.colour_popover import ColourPopover
from .ui.controller import Mode, TurnController
from .ui.turn_panel import TurnPanel

# The other player of the guided demo (the same in every language).
DEMO_OPPONENT = "Karen"


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
        self.panel = TurnPanel(self.actions, self.controller)
        self.banner = Banner(self.view)
        self.colour_popover = ColourPopover(self.view.viewport())
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
        self.lesson = None  # the guided demo, while it runs
        self.coach = None  # its coach marks on the table
        self.scoring_lines = None  # the lines that scored, lit once the game is over
        self.result_dialog = None  # the last result screen shown
        self.last_hint = None  # the last hint given (Suggestion)
        self.start_setup = None  # a two-player start-track setup being asked (ruling 10)
        self.start_picker = None  # its question under the table, made on first use
        self._narrator = None
        self._connect()
        settings = window.settings
        self.actions.get("show-spots").setChecked(settings.show_spots)
        self.controller.set_show_all_spots(settings.show_spots)
        self._setup_motion(settings)
        self.retranslate()

    def _connect(self):
        a = self.actions.get
        c = self.controller
        a("roll").triggered.connect(c.roll)
        a("confirm").triggered.connect(c.do_default)
        a("cancel").triggered.connect(c.cancel)
        a("rotate").triggered.connect(lambda: c.rotate(1))
        a("rotate-back").triggered.connect(lambda: c.rotate(-1))
        a("next-shape").triggered.connect(lambda: c.cycle_shape(1))
        a("previous-shape").triggered.connect(lambda: c.cycle_shape(-1))
        a("pass").triggered.connect(c.pass_turn)
        a("end-turn").triggered.connect(c.end_turn)
        a("skip").triggered.connect(c.skip_tracks)
        a("show-spots").toggled.connect(self._toggle_spots)
        for ability in Ability:
            self.actions.ability(ability).triggered.connect(
                lambda _=False, ab=ability: c.click_ability(c.state.active, ab))
        moves = {"left": (-1, 0), "right": (1, 0), "up": (0, 1), "down": (0, -1)}
        for name, (dx, dy) in moves.items():
            a(f"cursor-{name}").triggered.connect(lambda _=False, d=(dx, dy): c.move_cursor(*d))
        for i in range(5):
            a(f"die-{i + 1}").triggered.connect(lambda _=False, die=i: c.toggle_die(die))
        for colour in TRACK_COLOURS:
            self.actions.bonus(colour).triggered.connect(
                lambda _=False, col=colour: c.click_bonus(c.state.active, col))
            self.actions.track(colour).triggered.connect(
                lambda _=False, col=colour: self._track_button(col))
        c.changed.connect(self.changed)
        c.message_changed.connect(self.panel.show_message)
        c.refused.connect(self.panel.show_reason)
        self.panel.message.linkActivated.connect(self._open_rule_link)
        c.announced.connect(self.banner.show_text)
        c.announcement_over.connect(self.banner.stop)  # never over the pad while a person decides
        c.game_over.connect(self.game_over)
        c.changed.connect(self._sync_colour_popover)
        c.changed.connect(self._sync_scoring_lines)
        self.colour_popover.chosen.connect(self._change_colour)

    # --- names and texts -------------------------------------------------------------

    def title(self) -> str:
        return MainWindow.tr("Copenhagen Roll & Write")

    def action_text(self, action, names) -> str:
        return texts.action_text(action, names)

    def reason_text(self, reason) -> str:
        return texts.reason_text(reason)

    def retranslate(self) -> None:
        self.actions.retranslate()
        self.bonus_menu.setTitle(MainWindow.tr("&Bonuses"))
        self.reduce_motion_action.setText(MainWindow.tr("Reduce &motion"))
        self.reduce_motion_action.setToolTip(
            MainWindow.tr("Show the rolled dice at once, without the tumbling animation"))
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
            self._drop_start_setup()
        if self.lesson is not None:
            from .tutorial.session import TutorialSession

            if not isinstance(session, TutorialSession):
                self.end_tutorial()
        super().set_session(session)
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
        """A past state on the table: open information, drawn without any hint."""
        self.banner.stop()
        self.scene.sync(state, self.session.names, None)

    def end_preview(self) -> None:
        self.controller.sync()

    def refresh(self) -> None:
        """Enable exactly the commands that make sense now."""
        c = self.controller
        a = self.actions.get
        if self.session is None:
            return
        a("roll").setEnabled(c.can_roll())
        a("confirm").setEnabled(c.mode is not Mode.REROLL or c.can_confirm_reroll())
        a("rotate").setEnabled(c.can_rotate())
        a("rotate-back").setEnabled(c.can_rotate())
        takeable = bool(c.takeable_shapes())
        a("next-shape").setEnabled(takeable)
        a("previous-shape").setEnabled(takeable)
        a("pass").setEnabled(c.can_pass())
        a("end-turn").setEnabled(c.can_end_turn())
        a("skip").setEnabled(c.can_skip())
        for ability in Ability:
            reason = c.ability_reason(ability)
            action = self.actions.ability(ability)
            action.setEnabled(reason is None)
            action.setToolTip(texts.ability_name(ability) if reason is None else texts.reason_text(reason))
        for colour in TRACK_COLOURS:
            self.actions.bonus(colour).setEnabled(c.bonus_reason(colour) is None)
        self.panel.refresh()

    def stop(self) -> None:
        """Another game replaces this one, or the window closes."""
        self.banner.stop()
        self.controller.stop_tumbling()
        self.end_tutorial()
        self._drop_start_setup()

    def release(self) -> None:
        super().release()
        self.controller.set_session(None)
        self.controller.bot_seats = frozenset()
        self._sync_scoring_lines()

    def _track_button(self, colour: Colour):
        c = self.controller
        if c.state.phase is Phase.COAT:
            c.coat_track(colour)
        else:
            c.mark_track(colour)

    def _setup_motion(self, settings):
        """View > Reduce motion (no dice animation), kept under this game's own key;
        while dice tumble, a click on the table or a key settles them."""
        from PySide6.QtGui import QAction

        from .ui import dice_animation

        self._settings_path = getattr(settings, "path", None)
        action = QAction(self.window, objectName="action-reduce-motion", checkable=True)
        reduced = self._settings_path is not None and dice_animation.reduce_motion(self._settings_path)
        action.setChecked(reduced)
        self.controller.animate_dice = not reduced
        action.toggled.connect(self._toggle_motion)
        self.reduce_motion_action = action
        self._skip_tumble = dice_animation.SkipTumble(self.controller, self)
        self.view.installEventFilter(self._skip_tumble)
        self.view.viewport().installEventFilter(self._skip_tumble)

    def _toggle_motion(self, reduced: bool):
        from .ui import dice_animation

        self.controller.animate_dice = not reduced
        if reduced:
            self.controller.stop_tumbling()
        if self._settings_path is not None:
            dice_animation.set_reduce_motion(self._settings_path, reduced)

    def _toggle_spots(self, on: bool):
        self.controller.set_show_all_spots(on)
        self.window.settings.show_spots = on

    def _open_rule_link(self, link: str):
        from copenhagen_gui.shell import rulebook

        rulebook.open_rule_link(self.window, link, self.rulebook())

    def _sync_colour_popover(self):
        """Colour change in place: the popover shows beside the dice picked on the tray
        while the ability waits for its new face."""
        c = self.controller
        popover = self.colour_popover
        dice = sorted(c.selected_dice)
        if c.mode is not Mode.COLOUR_CHANGE or not dice or self.session is None:
            if popover.isVisible():
                popover.hide()
                self.view.setFocus()
            return
        rect = QRectF()
        for die in dice:
            item = self.scene.die_item(die)
            rect = rect.united(self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF())
        popover.show_for(c.state.turn.dice[dice[0]], len(dice), rect)

    def _change_colour(self, face):
        c = self.controller
        if c.mode is Mode.COLOUR_CHANGE and c.selected_dice:
            c.change_colour(sorted(c.selected_dice), face)

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

        from .ui import start_tracks

        if not start_tracks.needs_asking(options):
            return self.window.start_game(options, names, seed, bots=bots, game_id=self.game_id)
        # The new, empty game goes on the table for the question; nobody plays it
        # (all seats people: no computer moves; no autosave) until the answers are in.
        self.window.set_session(GameSession.new_game(SPEC, options, names, seed,
                                                     describe=texts.action_text), autosave=False)
        if self.start_picker is None:
            self.start_picker = start_tracks.StartTrackPicker()
            self.page.layout().addWidget(self.start_picker)
        setup = start_tracks.StartTrackSetup(options, bots, parent=self)
        self.start_setup = setup
        setup.asking.connect(self._ask_start_track)
        setup.finished.connect(lambda chosen: self._start_after_setup(chosen, names, seed, bots))
        self.start_picker.chosen.connect(setup.choose)
        self.controller.start_track_clicked.connect(setup.choose)
        setup.start()
        self.changed.emit()  # nothing to save while the question is asked
        return True

    def _ask_start_track(self, seat: int):
        self.panel.hide()
        self.start_picker.ask(self.session.names[seat])
        self.start_picker.show()
        self.controller.setup_view = self.start_setup.preview()
        self.controller.sync()

    def _start_after_setup(self, options: GameOptions, names, seed, bots):
        self._drop_start_setup()
        self.window.start_game(options, names, seed, bots=bots, game_id=self.game_id)

    def _drop_start_setup(self):
        setup = self.start_setup
        if setup is None:
            return
        self.start_setup = None
        self.start_picker.chosen.disconnect(setup.choose)
        self.controller.start_track_clicked.disconnect(setup.choose)
        setup.deleteLater()
        self.controller.setup_view = None
        self.start_picker.hide()
        self.panel.show()

    def game_started(self) -> None:
        start = self.session.record.options.start_player
        self.banner.show_text(fill(MainWindow.tr("New game — %1 starts"), self.session.names[start]))

    def watch_options(self, seat_count: int, rng) -> GameOptions:
        return GameOptions(seat_count, start_player=rng.randrange(seat_count))

    def narrator(self):
        """Roll & Write's commentary tells every event, not only the move."""
        if self._narrator is None:
            from .ui.watch import Narrator

            self._narrator = Narrator(self)
        return self._narrator

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
        """At the end, the lines that scored are lit on every sheet."""
        over = self.session is not None and self.session.state.phase is Phase.GAME_OVER
        if not over:
            if self.scoring_lines is not None:
                self.scoring_lines.hide()
            return
        if self.scoring_lines is None:
            from .ui.scoring_lines import ScoringLines

            self.scoring_lines = ScoringLines()
            self.scene.addItem(self.scoring_lines)
        self.scoring_lines.show_for(self.scene, self.session.state)
        self.scoring_lines.show()

    def rulebook(self):
        from copenhagen_gui.shell import rulebook

        return rulebook.ROLL_AND_WRITE

    # --- the guided demo -------------------------------------------------------------

    def start_tutorial(self) -> bool:
        """'Learn the game': the prepared game, explained by coach marks on the table;
        resumes at the step where the learner left it."""
        from .tutorial.coach import Coach
        from .tutorial.lesson import Lesson
        from .tutorial.panel import TutorialPanel

        window = self.window
        self.end_tutorial()
        lesson = Lesson(self, names=(window.settings.player_names[0], DEMO_OPPONENT),
                        delay_ms=self.lesson_delay_ms)
        self.lesson = lesson
        lesson.session_replaced.connect(lambda session: window.set_session(session, autosave=False))
        lesson.changed.connect(self.controller.sync)
        lesson.finished.connect(self.end_tutorial)
        self.controller.refused.connect(lesson.explain_refusal)
        self.controller.highlight_provider = lesson.target_cells
        self.controller.dice_provider = lesson.target_dice
        bubble = TutorialPanel(lesson)
        bubble.leave_requested.connect(self.leave_tutorial)
        lesson.start()
        self.coach = Coach(self, lesson, bubble)
        self.retranslate()
        self.view.setFocus()
        return True

    lesson_delay_ms = 450  # between two of the other player's moves (tests: 0)

    def tutorial_running(self) -> bool:
        return self.lesson is not None

    def leave_tutorial(self):
        """The learner leaves before the end: the demo's game goes on as an ordinary
        one against the computer; Learn the game later resumes at the same step."""
        from copenhagen_gui.core.record import GameRecord
        from copenhagen_gui.session.game_session import GameSession

        if self.lesson is None or self.session is None:
            return
        record = self.session.record
        game = GameRecord(record.game, record.options, record.names, record.seed, record.actions,
                          record.cursor, bots=(None, "normal"), rules_version=record.rules_version)
        self.end_tutorial()
        self.window.set_session(GameSession(game, describe=texts.action_text), autosave=True)

    def end_tutorial(self):
        lesson = self.lesson
        if lesson is None:
            return
        self.lesson = None
        lesson.stop()
        self.controller.highlight_provider = None
        self.controller.dice_provider = None
        self.controller.refused.disconnect(lesson.explain_refusal)
        if self.coach is not None:
            self.coach.stop()
            self.coach.deleteLater()
            self.coach = None
        lesson.deleteLater()
        self.controller.sync()


MODE_CLASS = RollAndWriteMode
