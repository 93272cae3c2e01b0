"""Hidden information (spec §2.9): a seat sees its own hand, everyone's hand sizes,
the draw pile's size but not its colours; the rest is public."""

import attrs

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import TakeCard

from .helpers import dealt, play


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others():
    state = dealt(players=3)
    view = engine.view_for(state, 1)
    assert view.players[1].hand == state.players[1].hand
    assert view.players[0].hand is None and view.players[2].hand is None
    assert [p.hand_count for p in view.players] == [2, 3, 3]


def test_the_draw_pile_colours_are_masked_but_its_size_is_public():
    state = dealt()
    view = engine.view_for(state, 0)
    assert view.pile is None
    assert view.pile_count == state.pile_count == 59
    assert view.end_card is state.end_card


def test_public_parts_are_unchanged():
    state = play(dealt(), TakeCard(0, 3), TakeCard(0, 4))
    view = engine.view_for(state, 1)
    for name in ("harbour", "discard", "supply", "phase", "turn", "events", "pile_count"):
        assert getattr(view, name) == getattr(state, name)
    for seen, real in zip(view.players, state.players):
        assert attrs.evolve(seen, hand=real.hand) == real


def test_the_public_view_hides_every_hand():
    view = engine.view_for(dealt(), None)
    assert all(p.hand is None for p in view.players)


def test_events_of_the_deal_say_only_how_many_cards_each_seat_got():
    state = dealt()
    dealt_events = [e for e in state.events if e.kind.value == "hand_dealt"]
    assert [(e.player, e.count, e.cards, e.colour) for e in dealt_events] == [(0, 2, (), None), (1, 3, (), None)]


def test_a_seat_can_list_its_legal_actions_from_its_view():
    state = dealt()
    assert engine.legal_actions(engine.view_for(state, 0), 0) == engine.legal_actions(state, 0)
