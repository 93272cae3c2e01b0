"""Every Reason the engine can give, each produced by one refused action: a user
interface can rely on each of them appearing, and none is dead."""

import pytest
from rules_helpers import dice, refused, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, Reason

FULL = "\n".join(["OOOOO"] * 9)
STARS = sheet(tracks=(0, 2, 3, 4, 0))  # No X, One X and Colour change unlocked


def choosing(**kw):
    kw.setdefault("sheets", {0: STARS})
    return state(roll="RRYYW", **kw)


def placing(shape="yellow-4a", drawing=""):
    return state(phase=Phase.PLACE, roll="YYYYR", shape=shape, assigned=(0, 1, 2, 3), sheets={0: sheet(drawing)})


def after():
    """The shape is drawn with its X; a One X star is still usable."""
    return state(phase=Phase.AFTER, roll="RRYYW", shape="red-2", assigned=(0, 1), drawn=True,
                 sheets={0: sheet("XO...", tracks=(0, 0, 3, 0, 0))})


def phase_three():
    return state(phase=Phase.TRACKS, roll="RRYYB", assigned=(0, 1), shape="red-2", drawn=True,
                 choosers=(1, 2), sheets={1: sheet(tracks=(0, 0, 0, 0, 9))})


CASES = {
    Reason.GAME_OVER: lambda: (choosing(phase=Phase.GAME_OVER), Roll(0, dice("RRRRR"))),
    Reason.WRONG_PHASE: lambda: (after(), MarkX(0, (0, 0))),  # the X is already marked
    Reason.WRONG_PLAYER: lambda: (choosing(), Pass(1)),
    Reason.BAD_FACES: lambda: (engine.new_game(GameOptions(3)), Roll(0, dice("RR"))),
    Reason.BAD_DIE: lambda: (choosing(), ChooseShape(0, "red-2", (0, 5))),
    Reason.DUPLICATE_DIE: lambda: (choosing(), Reroll(0, (0, 0), dice("RR"))),
    Reason.NO_DICE_CHOSEN: lambda: (choosing(), ChangeColour(0, (), "red")),
    Reason.MIXED_FACES: lambda: (choosing(), ChangeColour(0, (0, 2), "blue")),
    Reason.SAME_FACE: lambda: (choosing(), ChangeColour(0, (0,), "red")),
    Reason.UNKNOWN_SHAPE: lambda: (choosing(), ChooseShape(0, "black-2", (0, 1))),
    Reason.SHAPE_CROSSED_OUT: lambda: (choosing(crossed={"red-4a"}), ChooseShape(0, "red-4a", (0, 1, 4))),
    Reason.DIE_WRONG_COLOUR: lambda: (choosing(), ChooseShape(0, "red-2", (0, 2))),
    Reason.NOT_ENOUGH_DICE: lambda: (choosing(), ChooseShape(0, "red-4a", (0, 1, 4))),
    Reason.TOO_MANY_DICE: lambda: (choosing(), ChooseShape(0, "red-2", (0, 1, 4))),
    Reason.NO_ROOM: lambda: (choosing(sheets={0: sheet("\n".join(["O.O.O"] + ["OOOOO"] * 8))}),
                             ChooseShape(0, "red-2", (0, 1))),
    Reason.OUT_OF_GRID: lambda: (placing(), Place(0, [(4, 0), (5, 0), (5, 1), (6, 1)])),
    Reason.OVERLAP: lambda: (placing(drawing="O...."), Place(0, [(0, 0), (0, 1), (1, 1), (1, 2)])),
    Reason.UNSUPPORTED: lambda: (placing(), Place(0, [(0, 1), (0, 2), (1, 2), (1, 3)])),
    Reason.WRONG_SHAPE: lambda: (placing(), Place(0, [(0, 0), (1, 0), (2, 0), (3, 0)])),
    Reason.MIRRORED: lambda: (placing(), Place(0, [(1, 0), (1, 1), (0, 1), (0, 2)])),
    Reason.NOT_IN_SHAPE: lambda: (state(phase=Phase.MARK_X, roll="RRRRR", shape="red-2", assigned=(0, 1),
                                        placed=3, sheets={0: sheet("OO...")}), MarkX(0, (2, 0))),
    Reason.BONUS_LIMIT: lambda: (choosing(bonuses=(2, 0, 0, 0, 0)), UseBonus(0, "red")),
    Reason.NO_BONUS: lambda: (choosing(), UseBonus(0, "red")),
    Reason.NOT_UNLOCKED_YET: lambda: (state(roll="RRYYW", sheets={0: sheet(tracks=(0, 2, 0, 0, 0), ready=(0,) * 5)}),
                                      UseNoX(0)),
    Reason.NOT_UNLOCKED: lambda: (state(roll="RRYYW"), UseNoX(0)),
    Reason.ALREADY_ACTIVE: lambda: (choosing(no_x=True, options=GameOptions(3, rules_version=1)), UseNoX(0)),
    Reason.NO_X_CELL_WAITING: lambda: (choosing(no_x=True, no_x_cell=True), UseNoX(0)),
    Reason.NO_X_ONE_TILE: lambda: (choosing(no_x=True, sheets={0: sheet(tracks=(0, 4, 0, 0, 0))}), UseNoX(0)),
    Reason.NEW_CHOICE_NEXT_TURN: lambda: (
        choosing(crossed={"red-4a"}, sheets={0: sheet(tracks=(4, 0, 0, 0, 3), ready=(4, 0, 0, 0, 0))}),
        ChooseShape(0, "red-4a", (0, 1, 4))),
    Reason.NOT_ROLLED_YET: lambda: (engine.new_game(GameOptions(3)), UseBonus(0, "red")),
    Reason.ALREADY_ROLLED: lambda: (choosing(), Roll(0, dice("RRRRR"))),
    Reason.REROLL_TOO_LATE: lambda: (placing(), Reroll(0, (4,), dice("R"))),
    Reason.BONUS_TOO_LATE: lambda: (placing(), UseBonus(0, "yellow")),
    Reason.COLOUR_CHANGE_TOO_LATE: lambda: (placing(), ChangeColour(0, (4,), "yellow")),
    Reason.SHAPE_ALREADY_CHOSEN: lambda: (placing(), Pass(0)),
    Reason.NO_SHAPE_CHOSEN: lambda: (choosing(), Place(0, [(0, 0), (1, 0)])),
    Reason.SHAPE_NOT_DRAWN: lambda: (placing(), MarkX(0, (0, 0))),
    Reason.SHAPE_ALREADY_DRAWN: lambda: (after(), Place(0, [(0, 1), (1, 1)])),
    Reason.MARK_X_FIRST: lambda: (state(phase=Phase.MARK_X, roll="RRRRR", shape="red-2", assigned=(0, 1),
                                        placed=3, sheets={0: sheet("OO...", tracks=(0, 0, 3, 0, 0))}),
                                  DrawOneX(0, (2, 0))),
    Reason.COAT_FIRST: lambda: (state(phase=Phase.COAT, roll="RRYYW", drawn=True, pending_coats=1), EndTurn(0)),
    Reason.NO_COAT_WAITING: lambda: (after(), CoatTrack(0, "red")),
    Reason.TRACKS_IN_PHASE_THREE: lambda: (choosing(), MarkTrack(0, 2, "yellow")),
    Reason.TRACK_FULL: lambda: (phase_three(), MarkTrack(1, 2, "yellow")),
    Reason.DIE_ALREADY_USED: lambda: (phase_three(), MarkTrack(1, 0, "red")),
    Reason.DIE_ALREADY_PICKED: lambda: (state(players=2, phase=Phase.TRACKS, roll="RRYYB", assigned=(0, 1),
                                              drawn=True, choosers=(1,), picked=(4,)), MarkTrack(1, 4, "blue")),
    Reason.DIE_COLOUR_MISMATCH: lambda: (phase_three(), MarkTrack(1, 4, "red")),
    Reason.MUST_DRAW: lambda: (choosing(), Pass(0)),
    Reason.NO_CELL: lambda: (state(phase=Phase.COAT, roll="RRYYW", drawn=True, pending_coats=1,
                                   sheets={0: sheet(FULL)}), CoatCell(0, (0, 0))),
    Reason.NOT_A_TRACK: lambda: (state(phase=Phase.COAT, roll="RRYYW", drawn=True, pending_coats=1),
                                 CoatTrack(0, "white")),
}


# Reasons that answer a question about the table rather than refuse one action:
# track_reason is asked of a track, whatever die would mark it.
QUERY_CASES = {
    Reason.NO_DIE_OF_COLOUR: lambda: engine.track_reason(phase_three(), "purple"),
}


def test_every_reason_has_a_case():
    assert set(CASES) | set(QUERY_CASES) == set(Reason)
    assert not set(CASES) & set(QUERY_CASES)


@pytest.mark.parametrize("reason", list(QUERY_CASES), ids=lambda r: r.value)
def test_query_reason_is_given(reason):
    assert QUERY_CASES[reason]() is reason


@pytest.mark.parametrize("reason", list(CASES), ids=lambda r: r.value)
def test_reason_is_given(reason):
    game, action = CASES[reason]()
    refused(game, action, reason)


def test_one_x_refusals_name_the_cell_problem():
    game = choosing()
    refused(game, DrawOneX(0, (0, 1)), Reason.UNSUPPORTED)
    refused(choosing(sheets={0: sheet(FULL, tracks=(0, 0, 3, 0, 0))}), DrawOneX(0, (0, 0)), Reason.NO_CELL)
