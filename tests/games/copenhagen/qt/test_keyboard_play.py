"""The card game without a mouse, in the real window: every kind of turn played by key
presses only (take cards, build a tile and pay, use an ability, play the hint), and a
finished turn that undoes step by step until End turn (Enter) brings the refill and the
hand-off."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.games.copenhagen.rules import queries
from copenhagen_gui.games.copenhagen.rules.actions import Build, Refill, TakeCard
from copenhagen_gui.games.copenhagen.rules.components import Ability, Side
from copenhagen_gui.games.copenhagen.rules.state import Phase
from copenhagen_gui.games.copenhagen.spec import SPEC

Key = Qt.Key


@pytest.fixture
def table(main_window, qtbot):
    """Two people at one screen (the hand-off cover between turns), by keys only."""
    window = main_window
    assert window.start_game(SPEC.default_options(2), ["Ann", "Bob"], seed=5, autosave=False,
                             game_id="copenhagen")
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    return window


def key(window, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window, k, modifier)


def played(session) -> list:
    return list(session.record.actions[:session.position])


def ring(window):
    return window.mode.controller.hints.keyboard


def uncover(window, qtbot) -> None:
    """Space: the next person shows their hand."""
    assert window.mode.scene.cover.isVisible()
    key(window, Key.Key_Space)
    qtbot.waitUntil(lambda: not window.mode.scene.cover.isVisible())


def keyed_items(window) -> list:
    return [k for k, item in window.mode.scene.items_by_key.items() if item.keyed]


def test_take_two_cards_undo_the_second_and_end_the_turn_by_enter(table, qtbot):
    window, session = table, table.session
    uncover(window, qtbot)
    assert keyed_items(window) == [("slot", 0)]  # the ring shows where the keyboard is
    key(window, Key.Key_3)  # the card of harbour slot 3
    assert played(session)[-1] == TakeCard(0, 2)
    assert ring(window) == ("slot", 1)  # on the first card that may follow
    key(window, Key.Key_Right)  # over the empty slot 3
    assert ring(window) == ("slot", 3)
    key(window, Key.Key_Return)
    assert played(session)[-1] == TakeCard(0, 3)
    # Done but not confirmed: no refill, no hand-off, the step undoes.
    assert session.awaiting_confirm() == 0 and session.state.phase is Phase.REFILL
    assert not window.mode.scene.cover.isVisible()
    assert window.mode.panel.buttons["end-turn"].isVisible()
    assert "Enter" in window.mode.panel.prompt.text()
    assert window.actions.get("undo").isEnabled()
    key(window, Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert played(session)[-1] == TakeCard(0, 2) and session.state.phase is Phase.SECOND
    assert ring(window) == ("slot", 1)
    key(window, Key.Key_Right)
    key(window, Key.Key_Return)
    assert played(session)[-1] == TakeCard(0, 3)
    key(window, Key.Key_Return)  # End turn
    assert isinstance(played(session)[-1], Refill)
    assert session.state.turn.player == 1
    assert window.mode.scene.cover.isVisible()  # the hand-off comes after the confirm
    assert not window.actions.get("undo").isEnabled()  # the refill is chance: no way back


def test_a_non_adjacent_card_uses_any_cards_by_keys(table, qtbot):
    window, session = table, table.session
    uncover(window, qtbot)
    key(window, Key.Key_1)
    key(window, Key.Key_5)  # not next to slot 1: the Any Cards ability
    assert played(session)[-2:] == [TakeCard(0, 0), TakeCard(0, 4)]
    assert session.state.players[0].side(Ability.ANY_CARDS) is Side.USED
    key(window, Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # taken back with its ability
    assert session.state.players[0].side(Ability.ANY_CARDS) is Side.ACTIVE
    key(window, Key.Key_5)
    key(window, Key.Key_Return)
    assert session.state.turn.player == 1


def _until_ann_can_build(window, qtbot):
    """Both people take cards (the strong player's takes) until Ann can build."""
    session = window.session
    bot = SPEC.bot("strong")
    rng = random.Random(5)
    for _ in range(200):
        state = session.state
        if state.turn.player == 0 and state.phase is Phase.START and queries.buildable_tiles(state, 0):
            break
        seat = state.turn.player
        action = bot.choose(SPEC.view_for(state, seat), seat, rng)
        if isinstance(action, Build):
            action = next(a for a in SPEC.legal_actions(state, seat) if isinstance(a, TakeCard))
        assert session.perform(action) is None
        session.confirm_turn()
    else:
        raise AssertionError("Ann never could build")
    uncover(window, qtbot)


def _build_by_keys(window, qtbot) -> None:
    """T picks the first buildable tile with the ring on its first spot; Enter places
    it; a payment choice is made by its number."""
    controller = window.mode.controller
    key(window, Key.Key_T)
    assert controller.selection.tile is not None
    assert ring(window)[0] == "cell" and ring(window)[2] in dict(controller.hints.spots)
    key(window, Key.Key_Return)
    if controller.choices:
        assert window.mode.panel.choice_buttons[0].isVisible()
        key(window, Key.Key_1)


def test_build_a_tile_and_pay_by_keys_a_misplaced_one_undone_first(table, qtbot):
    window, session = table, table.session
    _until_ann_can_build(window, qtbot)
    hand = session.state.players[0].hand_count
    controller = window.mode.controller
    # A tile dropped one cell off: the arrows move the ghost, Enter builds there.
    key(window, Key.Key_T)
    spots = dict(controller.hints.spots)
    first = ring(window)[2]
    moves = [(Key.Key_Right, (1, 0)), (Key.Key_Up, (0, 1)), (Key.Key_Left, (-1, 0))]
    arrow, cell = next((k, (first[0] + dx, first[1] + dy)) for k, (dx, dy) in moves
                       if (first[0] + dx, first[1] + dy) in spots)
    key(window, arrow)
    assert ring(window) == ("cell", 0, cell) and controller.hints.ghost.legal
    key(window, Key.Key_Return)
    if controller.choices:
        key(window, Key.Key_1)
    build = next(a for a in reversed(played(session)) if isinstance(a, Build))
    assert build.brick == cell and session.state.players[0].hand_count < hand
    assert session.awaiting_confirm() == 0  # (no coat of arms earned by this build)
    # The misclick taken back: the tile is in the supply again, the cards in the hand.
    key(window, Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.players[0].filled == 0 and session.state.players[0].hand_count == hand
    _build_by_keys(window, qtbot)
    build = next(a for a in reversed(played(session)) if isinstance(a, Build))
    assert build.brick == first
    key(window, Key.Key_Return)  # End turn
    assert session.state.turn.player == 1 and isinstance(played(session)[-1], Refill)


def test_hint_then_enter_plays_the_hint(table, qtbot):
    window, session = table, table.session
    uncover(window, qtbot)
    key(window, Key.Key_H)
    hinted = window.mode.controller.selection.hint
    assert hinted is not None
    key(window, Key.Key_Return)
    assert played(session)[-1] == hinted


def test_the_turn_menu_lists_the_keys(table):
    menu = table.turn_menu
    shown = {a.objectName(): a.shortcut().toString() for a in menu.actions()}
    assert shown["action-confirm"] == "Return"
    assert shown["action-next-tile"] == "T"
    assert shown["action-end-turn"] == "E"
    harbour = next(a.menu() for a in menu.actions() if a.menu() is not None
                   and a.menu().actions()[0].objectName() == "action-slot-1")
    assert [a.shortcut().toString() for a in harbour.actions()] == [str(i) for i in range(1, 8)]


def test_without_confirm_each_turn_the_last_step_ends_the_turn(table, qtbot):
    window, session = table, table.session
    uncover(window, qtbot)
    key(window, Key.Key_1)
    key(window, Key.Key_2)
    assert session.awaiting_confirm() == 0
    setting = window.mode.confirm_setting.action
    assert setting.isChecked() and setting in window.turn_menu.actions()
    setting.trigger()  # off: the waiting turn ends now
    assert isinstance(played(session)[-1], Refill) and session.state.turn.player == 1
    uncover(window, qtbot)
    key(window, Key.Key_1)
    key(window, Key.Key_2)
    assert isinstance(played(session)[-1], Refill) and session.state.turn.player == 0


def test_a_computer_player_waits_for_the_persons_end_turn_and_ends_its_own_at_once(main_window, qtbot):
    window = main_window
    assert window.start_game(SPEC.default_options(2), ["Ann", "Mads"], seed=5, autosave=False,
                             bots=(None, "easy"), game_id="copenhagen")
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    window.bot_driver.set_delay(0)
    session = window.session
    key(window, Key.Key_1)
    key(window, Key.Key_2)
    assert session.awaiting_confirm() == 0 and not window.bot_driver.busy()  # Mads waits
    assert window.actions.get("undo").isEnabled()
    key(window, Key.Key_Return)
    qtbot.waitUntil(lambda: session.state.turn.player == 0 and session.state.turn_number == 3)
    assert session.awaiting_confirm() is None  # Mads's turn ended with its refill
