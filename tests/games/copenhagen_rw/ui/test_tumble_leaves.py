"""Dice still tumbling when the table turns to something else: a past moment of the
History, or another game opened at once. The tumble ends there and then (its timer
stopped: no later frame can draw the game that was on the table over what the table
shows now). Two findings of the GUI fuzz (tools/fuzz_gui.py)."""

from __future__ import annotations

from pathlib import Path

from ui_helpers import click, make_window

from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession

RECORDS = Path(__file__).resolve().parents[1] / "records"


def _dice_shown(window) -> list:
    return [die.look[0] for die in window.mode.scene.tray.dice]


def test_the_history_preview_is_not_overdrawn_by_the_tumbling_dice(qtbot):
    window = make_window(qtbot, options=GameOptions(3), names=["Ann", "Bob", "Cy"], seed=11)
    c = window.mode.controller
    assert c.animate_dice
    click(window, window.mode.panel.button("roll"))
    assert c.tumbling
    before_the_roll = replay(window.session.record)[0]
    assert window.preview.show(before_the_roll)
    assert not c.tumbling  # settled first: no frame of the live dice comes any more
    assert window.mode.scene.state is before_the_roll
    assert _dice_shown(window) == [None] * 5  # the moment before the roll: no dice yet
    window.preview.end()
    assert _dice_shown(window) == list(window.session.state.turn.dice)


def test_the_table_ends_a_tumble_when_it_is_given_other_dice(qtbot):
    window = make_window(qtbot, options=GameOptions(3), names=["Ann", "Bob", "Cy"], seed=11)
    click(window, window.mode.panel.button("roll"))
    scene = window.mode.scene
    assert scene.tumble.running
    scene.sync(replay(window.session.record)[0], window.session.names)  # any other dice
    assert not scene.tumble.running


def test_opening_a_finished_four_player_game_while_the_dice_tumble(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Ann", "Bob"], seed=3)
    click(window, window.mode.panel.button("roll"))
    assert window.mode.controller.tumbling
    record = storage.load_record(RECORDS / "game_4p_seed5.json")  # four players, over
    # (It raised IndexError: the old two-player table was redrawn, with the new game's
    # scoring lines, after the new game was set. An exception in a slot fails the test.)
    window.set_session(GameSession(record, describe=window.describe(record.game)), autosave=False)
    assert not window.mode.controller.tumbling
    state = window.session.state
    assert window.mode.scene.state is state and state.phase is Phase.GAME_OVER
    assert len(window.mode.scene.sheets) == 4
    assert _dice_shown(window) == list(state.turn.dice) + [None] * (5 - len(state.turn.dice))
    assert window.mode.scoring_lines is not None and window.mode.scoring_lines.isVisible()
