"""The why the watcher's commentary gives a Roll & Write move states what the rules give
for that very move (issue 25): over random positions of games computer players played,
every legal move is told with the lines it completes and their points, the coats of
arms it earns, the symbols and the full track it brings, the only place a shape fits,
the jokers a shape takes and the dice it leaves to the others — each worked out here from the sheets before and
after the move, by the rules' definitions — and claims none of these when it brings none."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen_rw.bots.base import make_bot, play_game
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Place
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    LINES,
    TRACK_COMPLETE_POINTS,
    TRACK_LENGTH,
    TRACKS,
    Colour,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, GameState, Phase
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.move_why import WatchWhy, reasons
from copenhagen_gui.shell.text import fill


@cache
def _states(seed: int, players: int) -> tuple[GameState, ...]:
    from copenhagen_gui.core.record import GameRecord

    levels = ("strong", "normal", "easy", "strong")[:players]
    _, actions = play_game(GameOptions(players), [make_bot(level) for level in levels], seed)
    record = GameRecord(GAME_ID, GameOptions(players), tuple(levels), seed, tuple(actions), len(actions))
    return tuple(s for s in replay(record) if s.phase not in (Phase.GAME_OVER, Phase.ROLL))  # (a roll: no why)


def _scored(state: GameState, seat: int) -> set:
    """The lines of ``seat``'s building that have scored: full, and no cell of them
    still waiting for its X."""
    sheet = state.players[seat]
    waiting = state.turn.placed if state.active == seat else 0
    return {ln for ln in LINES if ln.mask & sheet.filled == ln.mask and not ln.mask & waiting}


def _lines(lines) -> str:
    return texts.join_names([texts.line_name(line) for line in lines])


def _check(before: GameState, action, after: GameState) -> None:
    said = " ".join(reasons(before, action, after))
    seat = action.player
    was, now = before.players[seat], after.players[seat]
    lines = [ln for ln in LINES if ln in _scored(after, seat) - _scored(before, seat)]
    if lines:
        points = sum(ln.points(all_windows=not now.crosses & ln.mask) for ln in lines)
        assert fill(WatchWhy.tr("It completes %1 for %2."), _lines(lines), texts.points_text(points)) in said
        windows = [ln for ln in lines if not now.crosses & ln.mask]
        assert (fill(WatchWhy.tr("Only windows in %1: double points."), _lines(windows)) in said) == bool(windows)
        event("completes lines")
    else:
        completes = WatchWhy.tr("It completes %1 for %2.").split("%1")[0]
        assert not any(completes + texts.line_name(ln) in said for ln in LINES), said
    coats = len(now.coats - was.coats)
    assert (WatchWhy.tr("It earns %n coat(s) of arms.", None, coats) in said) == bool(coats), said
    symbols = [TRACKS[t].symbol_at(box) for t, (b, a) in enumerate(zip(was.tracks, now.tracks))
               for box in range(b + 1, a + 1) if TRACKS[t].symbol_at(box)]
    unlock = WatchWhy.tr("It unlocks %1 for later turns.").split("%1")[0]
    assert said.count(WatchWhy.tr("a bonus (+)")) == sum(1 for s in symbols if s.value == "bonus")
    assert (unlock in said) == bool(symbols), said
    full = [t for t, (b, a) in enumerate(zip(was.tracks, now.tracks)) if b < TRACK_LENGTH == a]
    completes = fill(WatchWhy.tr("It completes the track for %1."), texts.points_text(TRACK_COMPLETE_POINTS))
    assert (completes in said) == bool(full), said
    if isinstance(action, Place):
        places = [a for a in engine.legal_actions(before) if isinstance(a, Place)]
        assert (WatchWhy.tr("The only place where it fits.") in said) == (len(places) == 1), said
        event("the only place" if len(places) == 1 else "a place among others")
    if isinstance(action, ChooseShape):
        jokers = sum(1 for i in after.turn.assigned if before.turn.dice[i] is Colour.WHITE)
        assert (WatchWhy.tr("It uses %n joker(s).", None, jokers) in said) == bool(jokers), said
        left = [face for i, face in enumerate(before.turn.dice) if i not in after.turn.assigned]
        if left:
            names = texts.join_names([texts.colour_noun(face) for face in left])
            assert fill(WatchWhy.tr("Left for the others' tracks: %1."), names) in said, said
        else:
            assert WatchWhy.tr("It takes all five dice: none is left to the others.") in said, said


# Every decision of a turn, the rarer ones (the X, a coat of arms) as often as the others.
PHASES = (Phase.CHOOSE, Phase.PLACE, Phase.MARK_X, Phase.COAT, Phase.AFTER, Phase.TRACKS)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), phase=st.sampled_from(PHASES),
       where=st.floats(0, 1, exclude_max=True))
def test_the_why_of_every_move_states_what_the_rules_give(qapp, seed, players, phase, where):
    states = _states(seed, players)
    states = [s for s in states if s.phase is phase] or states
    before = states[int(where * len(states))]
    roller = Roller(seed)
    event(before.phase.value)
    for action in engine.legal_actions(before):
        action = roller.complete(action)  # a reroll's faces: the dice, not the commentary
        _check(before, action, engine.apply_unchecked(before, action))


def _situation(top: str, dice: list[str]) -> GameState:
    """Two players; the first to choose, with ``dice``, in a building full but for its
    top floor, drawn as ``top`` ("." empty, "O" window)."""
    from copenhagen_gui.games.copenhagen_rw.spec import SPEC

    options = GameOptions(2)
    building = [top] + ["OOOOO"] * 8
    data = {"phase": "choose", "active": 0, "round": 5, "dice": dice, "crossed": list(options.crossed_at_setup),
            "players": [{"building": building}, {"building": ["....."] * 9}]}
    return SPEC.state_from_json(data, options)


def _told(state: GameState, action) -> tuple[str, GameState]:
    assert engine.check(state, action) is None
    after = engine.apply(state, action)
    return " ".join(reasons(state, action, after)), after


def test_the_only_shape_in_the_only_place_and_the_lines_it_completes(qapp):
    from copenhagen_gui.games.copenhagen_rw.rules.actions import MarkX
    from copenhagen_gui.games.copenhagen_rw.rules.components import COLUMNS, ROWS

    state = _situation("..OOO", ["red", "red", "blue", "green", "yellow"])
    said, state = _told(state, ChooseShape(0, "red-2", (0, 1)))
    assert said == "The only shape it can take. Left for the others' tracks: blue, green and yellow."
    said, state = _told(state, Place(0, ((0, 8), (1, 8))))
    assert said == "The only place where it fits. It fills row 9, column 1 and column 2; the X decides the points."
    said, state = _told(state, MarkX(0, (0, 8)))
    points = ROWS[8].points(False) + COLUMNS[0].points(False) + COLUMNS[1].points(True)
    assert said == (f"It completes row 9, column 1 and column 2 for {points} point(s). "
                    "Only windows in column 2: double points. It earns 1 coat(s) of arms.")  # column 2's


def test_a_pass_says_which_shape_the_dice_allow_that_fits_nowhere(qapp):
    from copenhagen_gui.games.copenhagen_rw.rules.actions import Pass

    state = _situation("....O", ["red", "red", "red", "red", "red"])  # room for four cells in a row
    assert engine.check(state, Pass(0)) is not None  # the red 4-cell straight fits: no pass
    state = _situation("O.O.O", ["red", "red", "red", "red", "red"])  # single holes only
    said, _ = _told(state, Pass(0))
    assert said == "Its dice allow the red 5-cell shape, but it fits nowhere."
    state = _situation("O.O.O", ["blue", "red", "green", "yellow", "purple"])
    said, _ = _told(state, Pass(0))
    assert said == "No shape left on the pad matches its dice."
