"""Hints say exactly what they show (issue 25): over random positions of random games,
the lines and points a hint's words state are what the engine does with the very move
the table shows as a ghost and Enter plays; a hint that claims no line completes none."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen_rw.bots import HintKind, random_player, suggest
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import Place, Reroll, Roll
from copenhagen_gui.games.copenhagen_rw.rules.state import EventKind, GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.hint_playback import lay_out
from copenhagen_gui.games.copenhagen_rw.ui.hint_texts import hint_text
from copenhagen_gui.games.copenhagen_rw.ui.view_hints import Selection

K = HintKind
# Reasons that say which lines the move completes, and for how many points.
COMPLETES = {K.CHOOSE_SHAPE, K.PLACE_SCORES, K.MARK_X_SCORES, K.ONE_X_SCORES, K.COAT_CELL_SCORES}
# Reasons that say the move completes no line.
COMPLETES_NOTHING = {K.PLACE_PREPARES, K.PLACE_LOW, K.PLACE_FITS, K.MARK_X_SPARES, K.COAT_CELL,
                     K.ONE_X_FILLS}
# Reasons whose points are what the move scores (a full track included).
SCORES = COMPLETES | {K.COAT_TRACK, K.MARK_TRACK_COMPLETES}


@cache
def _game(seed: int, players: int):
    record, _ = random_player.play_game(GameOptions(players), seed)
    # (before a roll the hint is always "Roll": nothing to check there)
    return [s for s in replay(record) if s.phase not in (Phase.GAME_OVER, Phase.ROLL)]


def _what_the_engine_does(state, move):
    """The lines the move completes and the points its player gains, by the engine."""
    seat, after, lines = move[0].player, state, []
    for action in move:
        assert engine.check(after, action) is None  # the shown move is legal, step by step
        after = engine.apply(after, action)
        lines += [e.value for e in after.events
                  if e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED)]
    return tuple(lines), after.players[seat].points - state.players[seat].points


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), where=st.floats(0, 1, exclude_max=True))
def test_a_hint_states_what_its_shown_move_does(qapp, seed, players, where):
    states = _game(seed, players)
    state = states[int(where * len(states))]
    hint = suggest(state)
    reason = hint.reason
    event(reason.kind.value)
    if isinstance(hint.action, (Roll, Reroll)):
        return  # the dice decide: nothing is claimed of the outcome
    move = hint.move
    assert move[0] == hint.action
    assert lay_out(state, Selection(), hint).selection.hint == move  # what Enter plays
    lines, points = _what_the_engine_does(state, move)
    if reason.kind in COMPLETES:
        assert reason.lines == lines, (reason, move)
    if reason.kind in COMPLETES_NOTHING:
        assert lines == (), (reason, move)
    if reason.kind in SCORES:
        assert reason.points == points, (reason, move)
    place = next((a for a in move if isinstance(a, Place)), None)
    if place is not None and reason.cells:
        assert reason.cells == tuple(place.cells)  # the cells named are the ghost's
    # The words: every line completed is named, with the points it brings.
    words = hint_text(reason)
    if reason.kind in COMPLETES and lines:
        assert all(texts.line_name(line) in words for line in lines), words
        assert texts.points_text(points) in words, words
