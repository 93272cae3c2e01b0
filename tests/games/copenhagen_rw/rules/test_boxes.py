"""The + and ★ under the track boxes: one status per box (rules/boxes.py) for the table's
drawing and tooltips, in agreement with what the rules let a player use."""

from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import sheet

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.boxes import BoxStatus, box_status, status_reason
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    TRACK_LENGTH,
    TRACK_OF_ABILITY,
    TRACKS,
    Ability,
    Symbol,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import Reason


def test_a_box_is_locked_pending_ready_or_used():
    me = sheet(tracks=(0, 4, 0, 0, 0), ready=(0, 2, 0, 0, 0), used=(frozenset(), frozenset({1}), *[frozenset()] * 3))
    assert [box_status(me, 1, b) for b in (1, 2, 3, 4, 5)] == [
        BoxStatus.USED, BoxStatus.READY, BoxStatus.PENDING, BoxStatus.PENDING, BoxStatus.LOCKED]


def test_a_pending_box_says_it_waits_for_the_next_turn():
    assert status_reason(BoxStatus.PENDING, Symbol.BONUS) is Reason.NOT_UNLOCKED_YET
    assert status_reason(BoxStatus.READY, Symbol.STAR) is None
    assert status_reason(BoxStatus.LOCKED, Symbol.BONUS) is Reason.NO_BONUS
    assert status_reason(BoxStatus.USED, Symbol.STAR) is Reason.NOT_UNLOCKED


tracks = st.tuples(*[st.integers(0, TRACK_LENGTH)] * 5)


@st.composite
def sheets(draw):
    marked = draw(tracks)
    ready = tuple(draw(st.integers(0, m)) for m in marked)
    used = tuple(frozenset(draw(st.sets(st.integers(1, r)))) if r else frozenset() for r in ready)
    return sheet(tracks=marked, ready=ready, used=used)


@settings(max_examples=300)
@given(sheets())
def test_the_rules_use_exactly_the_boxes_the_table_draws_ready(me):
    for track, spec in enumerate(TRACKS):
        ready_plus = [b for b in spec.bonus_boxes if box_status(me, track, b) is BoxStatus.READY]
        assert engine.usable_boxes(me, track, Symbol.BONUS) == ready_plus
        stars = {box_status(me, track, b) for b in spec.star_boxes}
        ability = spec.ability
        if ability is Ability.REROLL:
            continue  # the printed rerolls count too
        assert TRACK_OF_ABILITY[ability] == track
        reason = engine.ability_reason(me, ability)
        assert (reason is None) == (BoxStatus.READY in stars)
        assert (reason is Reason.NOT_UNLOCKED_YET) == (BoxStatus.READY not in stars and BoxStatus.PENDING in stars)
