"""The why the watcher's commentary gives a Roll & Write move states what the rules give
for that very move (issue 25): over random positions of games computer players played,
every legal move is told with the lines it completes and their points, the coats of
arms it earns, the symbols and the full track it brings, the only place a shape fits,
the dice a shape leaves to the others — each worked out here from the sheets before and
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
from copenhagen_gui.games.copenhagen_rw.rules.components import LINES, TRACK_COMPLETE_POINTS, TRACK_LENGTH, TRACKS
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
