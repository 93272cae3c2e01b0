"""Helpers for the window tests: build the real window, click and hover items of the
real scene through the view, answer modal dialogs, and make game records that reach
the situations a test needs (abilities unlocked, a coat-of-arms chain, the last move)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from copenhagen_gui.core.record import GameRecord
from copenhagen_gui.games.copenhagen_rw.bots import random_player
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    MarkTrack,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, WIDTH, Ability, Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.ui.ghost import ghost_cells, rotation_count
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings
from tests.window_focus import activate


def make_window(qtbot, session=None, options=None, names=None, seed=7) -> MainWindow:
    window = MainWindow(Settings())
    # Closing a window with an unsaved game asks first; tests close without asking.
    qtbot.addWidget(window, before_close_func=_forget_changes)
    if session is not None:
        window.set_session(session)
    else:
        options = options or GameOptions(2)
        names = names or [f"P{i + 1}" for i in range(options.player_count)]
        window.start_game(options, names, seed)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    activate(window)
    window.zoom_to_fit()
    QApplication.processEvents()
    return window


def adopt_window(qtbot, window) -> MainWindow:
    """Have a window built by the test closed at its end without questions."""
    qtbot.addWidget(window, before_close_func=_forget_changes)
    return window


def close_window(window):
    """Close a window as its user would, its game dropped without asking (its
    autosave file is then free for another window)."""
    _forget_changes(window)
    assert window.close()


def _forget_changes(window):
    if window.mode is not None:
        window.mode.stop()
    if window.session is not None:
        window.session.undo_stack.setClean()


def finish_start_setup(window):
    """Answer the two-player start-track question (ruling 10): no start track for anyone."""
    while window.mode.start_setup is not None:
        window.mode.start_picker.buttons[None].click()  # the window may not be shown
        QApplication.processEvents()


def point(window, item) -> QPoint:
    return window.mode.view.mapFromScene(item.sceneBoundingRect().center())


def click(window, item, button=Qt.MouseButton.LeftButton):
    """Click a widget (a button of the turn panel) or an item of the table."""
    if isinstance(item, QWidget):
        assert item.isVisible() and item.isEnabled(), item.objectName()
        QTest.mouseClick(item, button)
        QApplication.processEvents()
        return
    QTest.mouseClick(window.mode.view.viewport(), button, Qt.KeyboardModifier.NoModifier, point(window, item))
    QApplication.processEvents()


def hover(window, item):
    # Qt sends no move event for a move to where the pointer already is (an earlier
    # test may have left it there): step beside the item first.
    target = point(window, item)
    QTest.mouseMove(window.mode.view.viewport(), target + QPoint(1, 1))
    QTest.mouseMove(window.mode.view.viewport(), target)
    QApplication.processEvents()


def key(window, key, modifier=Qt.KeyboardModifier.NoModifier):
    # The keys are window shortcuts, which Qt delivers only to the active window, as a
    # player's keyboard only reaches the window they work in. Activation is asynchronous
    # (after show, after a dialog closes) and late on a busy machine: wait for it.
    activate(window)
    QTest.keyClick(window, key, modifier)
    QApplication.processEvents()


def hover_cell(window, player, x, y):
    hover(window, window.mode.scene.cell_item(player, x, y))


def click_cell(window, player, x, y):
    click(window, window.mode.scene.cell_item(player, x, y))


def find_legal_hover(window) -> tuple[int, int] | None:
    """Move the mouse over the active building, cell by cell, until the ghost of the
    picked shape is legal; rotate (R) and try again if no cell works."""
    c = window.mode.controller
    player = c.state.active
    for _ in range(rotation_count(c.selected_shape)):
        for y in range(HEIGHT):
            for x in range(WIDTH):
                hover_cell(window, player, x, y)
                hints = c.hints()
                if hints.ghost is not None and hints.ghost.legal:
                    return (x, y)
        key(window, Qt.Key.Key_R)
    return None


def hover_for_cells(window, shape_id: str, cells) -> tuple[int, int]:
    """Rotate the picked shape and hover the cell that puts it exactly on ``cells``."""
    c = window.mode.controller
    target = tuple(sorted(cells))
    for _ in range(rotation_count(shape_id)):
        for y in range(HEIGHT):
            for x in range(WIDTH):
                if ghost_cells(shape_id, c.rotation, (x, y)) == target:
                    hover_cell(window, c.state.active, x, y)
                    return (x, y)
        key(window, Qt.Key.Key_R)
    raise AssertionError(f"no hover puts {shape_id} on {target}")


def answer_modal(callback, attempts: int = 50):
    """Run ``callback(dialog)`` on the next modal dialog as soon as it is open."""

    def poll(left=attempts):
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            callback(dialog)
        elif left:
            QTimer.singleShot(20, lambda: poll(left - 1))

    QTimer.singleShot(0, poll)


# --- records that reach a situation ---------------------------------------------------


_WANTED = {Colour.PURPLE: 3, Colour.GREEN: 4, Colour.YELLOW: 3}  # first ★ of One X, Colour change, New choice
_ABILITY_ACTIONS = (UseNoX, DrawOneX, ChangeColour, Reroll, UseBonus)


def abilities_record(seed: int = 0) -> GameRecord:
    """A two-player game in which P1 (player 0) is about to roll with One X, Colour
    change and New choice unlocked and unused: player 0 marks those tracks in phase 3;
    otherwise both play at random without using any ability or bonus."""
    options = GameOptions(2, start_tracks=(Colour.GREEN, Colour.BLUE))
    state = engine.new_game(options)
    rng, roller, actions = random.Random(seed), Roller(seed), []
    abilities = (Ability.ONE_X, Ability.COLOUR_CHANGE, Ability.NEW_CHOICE)
    while True:
        if state.phase is Phase.GAME_OVER:
            raise AssertionError("the game ended before the abilities were unlocked")
        sheet = state.players[0]
        if state.phase is Phase.ROLL and state.active == 0 and all(
            engine.ability_reason(sheet, a) is None for a in abilities
        ):
            return GameRecord(GAME_ID, options, ("P1", "P2"), seed, tuple(actions), len(actions))
        legal = engine.legal_actions(state)
        if state.phase is Phase.TRACKS and state.chooser == 0:
            picks = [a for a in legal if isinstance(a, MarkTrack) and a.colour in _WANTED
                     and sheet.tracks[a.colour.index] < _WANTED[a.colour]]
            action = picks[0] if picks else SkipTrack(0)
        else:
            plain = [a for a in legal if not isinstance(a, _ABILITY_ACTIONS)
                     and not (isinstance(a, ChooseShape) and a.shape in state.crossed)]
            action = rng.choice(plain)
            if isinstance(action, CoatTrack) and state.active == 0:
                action = next((b for b in legal if isinstance(b, CoatTrack) and b.colour in _WANTED), action)
        action = roller.complete(action)
        state = engine.apply(state, action)
        actions.append(action)


def coat_chain_turn(player_count: int = 4):
    """A random game with a coat-of-arms chain: a turn in which a coat cell completes
    another coat of arms. Returns (record up to and including that turn's roll,
    the turn's following actions up to the chained coat cell)."""
    for seed in range(200):
        record, _ = random_player.play_game(GameOptions(player_count), seed)
        state = engine.new_game(record.options)
        for index, action in enumerate(record.actions):
            state = engine.apply(state, action)
            if isinstance(action, CoatCell) and any(e.kind is EventKind.COAT_EARNED for e in state.events):
                roll = max(j for j in range(index) if isinstance(record.actions[j], Roll))
                rest = record.actions[roll + 1: index + 1]
                if isinstance(rest[0], ChooseShape):  # a plain turn: shape, place, X, coats
                    prefix = GameRecord(GAME_ID, record.options, record.names, record.seed,
                                        record.actions[: roll + 1], roll + 1)
                    return prefix, rest
    raise AssertionError("no coat-of-arms chain in 200 random games")


def last_move_record(player_count: int = 2, seed: int = 3) -> GameRecord:
    """A finished random game, wound back by one action (the cursor keeps the last
    move as redo history is not wanted: the record simply stops before it)."""
    record, _ = random_player.play_game(GameOptions(player_count), seed)
    count = len(record.actions) - 1
    wound_back = GameRecord(GAME_ID, record.options, record.names, record.seed, record.actions[:count], count)
    return wound_back, record.actions[-1]


def place_picked_shape(window) -> bool:
    """Draw the picked shape at the lowest legal spot: rotate (R) to the right form,
    hover the cell that puts it there, click. Pure geometry finds the spot, so only
    one hover per drawing is needed."""
    from copenhagen_gui.games.copenhagen_rw.rules.engine import placement_reason

    c = window.mode.controller
    state = c.state
    shape = c.selected_shape
    best = None
    for turns in range(rotation_count(shape)):
        rotation = (c.rotation + turns) % rotation_count(shape)
        for y in range(HEIGHT):
            for x in range(WIDTH):
                cells = ghost_cells(shape, rotation, (x, y))
                if placement_reason(state.sheet.filled, shape, cells) is None:
                    key_ = (max(cy for _, cy in cells), turns, y, x)
                    if best is None or key_ < best[0]:
                        best = (key_, turns, (x, y))
    if best is None:
        return False
    _, turns, cell = best
    for _ in range(turns):
        key(window, Qt.Key.Key_R)
    hover_cell(window, state.active, *cell)
    click_cell(window, state.active, *cell)
    return True


def play_one_step(window):
    """One decision of whoever must act, through the window's own controls."""
    from copenhagen_gui.games.copenhagen_rw.rules.components import mask_to_cells

    c = window.mode.controller
    state = c.state
    panel = window.mode.panel
    phase = state.phase
    if phase is Phase.ROLL:
        click(window, panel.button("roll"))
    elif phase is Phase.CHOOSE:
        shapes = c.commands().takeable_shapes
        if shapes:
            # The biggest shape on offer, like a greedy player.
            from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES_BY_ID

            shape = max(shapes, key=lambda s: (SHAPES_BY_ID[s].size, s))
            click(window, window.mode.scene.shape_item(shape))
            assert c.selected_shape == shape, (shape, window.mode.panel.message.text())
            assert place_picked_shape(window)
        else:
            click(window, panel.button("pass"))
    elif phase is Phase.MARK_X:
        click_cell(window, state.active, *mask_to_cells(state.turn.placed)[0])
    elif phase is Phase.COAT:
        colours = panel.track_choices()
        if colours:
            click(window, panel.track_button(sorted(colours)[0]))
        else:
            click_cell(window, state.active, *sorted(c.hints().spots)[0])
    elif phase is Phase.AFTER:
        click(window, panel.button("end-turn"))
    elif phase is Phase.TRACKS:
        dice = sorted(c.hints().eligible_dice)
        if dice:
            click(window, window.mode.scene.die_item(dice[0]))
            if c.joker_die is not None:
                click(window, panel.track_button(sorted(panel.track_choices())[0]))
        else:
            click(window, panel.button("skip"))
