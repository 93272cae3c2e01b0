"""Refusals and the dice column, bridges, and the end of the game (rules reference
3.8-3.10)."""

from lcrw_helpers import B, G, R, col, game, kinds, plain_sheet, play, rolled, sheet

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Refuse, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason, EventKind
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.games.lost_cities_rw.rules.views import BridgeMark, bridge_marks

PLAIN = plain_sheet()
SIX = col("1 2 3 4 5 6")


def test_refusing_hatches_the_next_dice_symbol():
    state = play(rolled(game(2, sheets={0: sheet(dice_marks=2)}), "1 2 3 / R G B"), Refuse(0))
    assert state.sheets[0].dice_marks == 3
    assert state.events[-1].kind is EventKind.REFUSED and state.events[-1].value == 3


def test_the_ninth_dice_symbol_exhausts_the_player_who_keeps_playing():
    state = play(rolled(game(2, sheets={0: sheet(dice_marks=8)}), "1 2 3 / R G B"), Refuse(0))
    assert state.sheets[0].exhausted
    assert kinds(state)[-1] is EventKind.EXHAUSTED
    state = play(state, Refuse(1))  # turn ends; seat 1 rolls, seat 0 still takes dice
    state = play(rolled(state, "4 5 6 / R G B"), Refuse(1), Take(0, 4, R))
    assert state.sheets[0].expeditions[R].numbers == (4,)


def test_an_exhausted_player_may_still_refuse_and_nothing_happens():
    state = play(rolled(game(2, sheets={0: sheet(dice_marks=9)}), "1 2 3 / R G B"), Refuse(0))
    assert state.sheets[0].dice_marks == 9
    assert kinds(state) == [EventKind.REFUSED]


def test_the_seventh_dice_symbol_crosses_the_dice_bridge():
    state = play(rolled(game(2, sheets={0: sheet(dice_marks=6)}), "1 2 3 / R G B"), Refuse(0))
    assert Bridge.DICE in state.sheets[0].bridges_won


def test_the_first_to_cross_a_bridge_wins_it():
    state = play(rolled(game(3, sheet_data=PLAIN, sheets={0: sheet(red=SIX)}), "7 8 9 / R G B"), Take(0, 7, R))
    assert state.events[-1].kind is EventKind.BRIDGE_WON and state.events[-1].bridge is Bridge.RED
    assert state.sheets[0].bridges_won == {Bridge.RED}


def test_everyone_crossing_in_the_same_turn_shares_the_bridge():
    sheets = {0: sheet(red=SIX), 1: sheet(red=SIX), 2: sheet(red=SIX)}
    state = play(rolled(game(3, sheet_data=PLAIN, sheets=sheets), "7 8 9 / R R B"), Take(0, 7, R), Take(2, 9, R))
    assert state.bridge_claims[Bridge.RED] == 0
    state = play(state, Take(1, 8, R))
    assert all(Bridge.RED in s.bridges_won for s in state.sheets)
    closed = [e for e in state.events if e.kind is EventKind.BRIDGE_CLOSED]
    assert [e.bridge for e in closed] == [Bridge.RED]


def test_crossing_a_bridge_claimed_in_an_earlier_turn_wins_nothing():
    sheets = {0: sheet(red=SIX), 1: sheet(red=SIX)}
    state = play(rolled(game(2, sheet_data=PLAIN, sheets=sheets), "7 8 9 / R G B"), Take(0, 7, R), Refuse(1))
    assert bridge_marks(state, 1)[Bridge.RED] is BridgeMark.LOST
    assert bridge_marks(state, 0)[Bridge.RED] is BridgeMark.WON
    state = play(rolled(state, "7 8 9 / R G B"), Take(1, 7, R))
    assert state.sheets[1].bridges_won == frozenset()
    assert state.events[-1].kind is EventKind.BRIDGE_MISSED


def test_a_bridge_stays_open_for_everyone_until_its_turn_ends():
    sheets = {0: sheet(red=SIX), 1: sheet(red=SIX)}
    state = play(rolled(game(2, sheet_data=PLAIN, sheets=sheets), "7 8 9 / R G B"), Take(0, 7, R))
    assert bridge_marks(state, 1)[Bridge.RED] is BridgeMark.OPEN
    assert bridge_marks(state, 1)[Bridge.GREEN] is BridgeMark.OPEN


def test_the_game_ends_when_every_player_is_exhausted_at_the_end_of_the_turn():
    state = rolled(game(3, sheets={s: sheet(dice_marks=8) for s in range(3)}), "1 2 3 / R G B")
    state = play(state, Refuse(0), Refuse(1))
    assert state.phase is Phase.OTHERS  # checked only once everybody has chosen
    state = play(state, Refuse(2))
    assert state.phase is Phase.OVER and state.end is EndReason.ALL_EXHAUSTED
    assert kinds(state)[-2:] == [EventKind.TURN_ENDED, EventKind.GAME_OVER]
    assert engine.seats_to_act(state) == frozenset()


def test_one_player_still_fresh_keeps_the_game_going():
    state = rolled(game(2, sheets={0: sheet(dice_marks=8), 1: sheet(dice_marks=7)}), "1 2 3 / R G B")
    state = play(state, Refuse(0), Refuse(1))
    assert state.phase is Phase.ROLL


def test_the_game_ends_when_all_eight_bridges_are_crossed():
    claims = (3, 4, 5, 5, 6, 7, None, 8)
    state = rolled(game(2, sheet_data=PLAIN, sheets={1: sheet(artifacts=6)}, bridge_claims=claims, turn=9),
                   "1 2 3 / R G B")
    state = play(state, Refuse(0))
    assert state.phase is Phase.OTHERS
    layout = plain_sheet(green="r--------")
    state = rolled(game(2, sheet_data=layout, sheets={1: sheet(artifacts=6)}, bridge_claims=claims, turn=9),
                   "1 2 3 / R G B")
    state = play(state, Refuse(0), Take(1, 1, G))
    assert state.phase is Phase.OVER and state.end is EndReason.ALL_BRIDGES
    assert Bridge.ARTIFACTS in state.sheets[1].bridges_won


def test_bridges_crossed_by_the_same_player_count_towards_the_end():
    claims = (1, 1, 1, 1, 1, 1, 1, None)
    state = rolled(game(2, sheets={0: sheet(dice_marks=6)}, bridge_claims=claims, turn=2), "1 2 3 / R G B")
    state = play(state, Refuse(0), Refuse(1))
    assert state.end is EndReason.ALL_BRIDGES


def test_every_bridge_mark_is_lost_once_the_game_is_over():
    claims = (0, 0, 0, 0, 0, 0, 0, None)
    state = rolled(game(2, sheets={0: sheet(dice_marks=6)}, bridge_claims=claims), "1 2 3 / R G B")
    state = play(state, Refuse(0), Take(1, 1, B))
    assert state.phase is Phase.OVER
    assert bridge_marks(state, 1) == (BridgeMark.LOST,) * 8
    assert bridge_marks(state, 0)[Bridge.DICE] is BridgeMark.WON
