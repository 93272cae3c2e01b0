"""Properties over random legal play (hypothesis): nothing raises, cards are never
created or lost, supplies never go negative, the hand limit holds, ``check`` accepts
exactly what ``legal_actions`` lists, actions survive JSON, replays are exact."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from copenhagen_gui.games.copenhagen.bots import make_bot, play_game
from copenhagen_gui.games.copenhagen.rules import codec, engine, scoring
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Discard,
    EndTurn,
    PlaceWhite,
    Refresh,
    TakeAbility,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import (
    ABILITIES,
    CARD_COLOURS,
    COLOURED_TILES,
    COLOURS,
    HAND_LIMIT,
    HARBOUR_SLOTS,
    full_deck,
    placement_groups,
)
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, EndReason, GameOptions, Phase

GAMES = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
game_args = st.tuples(st.sampled_from([2, 3, 4]), st.integers(0, 2**32))


def play_random(players: int, seed: int, on_state=None):
    """A random game; ``on_state(state, rng)`` is called on every state reached."""
    rng = random.Random(seed)
    state = engine.new_game(GameOptions(players, seed % players))
    actions = []
    while state.phase is not Phase.GAME_OVER:
        if on_state:
            on_state(state, rng)
        auto = engine.automatic_action(state)
        if auto is not None:
            action = engine.complete_chance(state, auto, rng)
        else:
            action = pick(engine.legal_actions(state, state.turn.player), rng)
        state = engine.apply(state, action)
        actions.append(action)
    if on_state:
        on_state(state, rng)
    return state, actions


def pick(legal, rng):
    """A random action, building whenever it can most of the time (so that games
    reach coats of arms, abilities and 12 points)."""
    builds = [a for a in legal if isinstance(a, Build)]
    if builds and rng.random() < 0.8:
        return rng.choice(builds)
    return rng.choice(legal)


def card_total(state) -> list[int]:
    total = [0] * len(CARD_COLOURS)
    for player in state.players:
        for i, n in enumerate(player.hand):
            total[i] += n
    for colour in state.harbour:
        if colour is not None:
            total[colour.index] += 1
    for i in range(len(CARD_COLOURS)):
        total[i] += state.pile[i] + state.discard[i]
    return total


def invariants(state, rng):
    deck = full_deck(state.player_count)
    assert card_total(state) == list(deck)
    assert state.pile_count == sum(state.pile) + (state.end_card is EndCardPlace.IN_PILE)
    assert all(n >= 0 for n in state.supply)
    assert all(n >= 0 for n in state.pile) and all(n >= 0 for n in state.discard)
    for player in state.players:
        assert player.hand_count == sum(player.hand)
        assert all(n >= 0 for n in player.hand)
        limit = HAND_LIMIT + 1 if state.phase is Phase.DISCARD else HAND_LIMIT
        assert player.hand_count <= limit
        assert player.points == scoring.house_points(player.filled, player.bricks)
        union = 0
        for mask in player.colour_masks:
            assert not union & mask  # a cell has one colour
            union |= mask
        assert union == player.filled
    if state.phase is Phase.START:
        assert None not in state.harbour  # every turn starts with 7 cards
    if state.phase is Phase.REFILL:
        assert state.players[state.turn.player].hand_count <= HAND_LIMIT


@GAMES
@given(game_args)
def test_random_play_keeps_every_invariant(args):
    players, seed = args
    final, _ = play_random(players, seed, invariants)
    assert final.winners


def candidates(state, seat, rng):
    """A mix of legal and illegal actions of every kind for ``seat``."""
    found = [TakeCard(seat, s) for s in range(-1, HARBOUR_SLOTS + 1)]
    found += [Discard(seat, c) for c in COLOURS]
    found += [EndTurn(seat), Refresh(seat)]
    found += [TakeAbility(seat, a) for a in ABILITIES]
    found += [PlaceWhite(seat, (x, y)) for x in range(-1, 6) for y in range(0, 10, 3)]
    for _ in range(40):
        tile = rng.choice(COLOURED_TILES)
        placement = rng.choice(rng.choice(placement_groups(tile.id)).placements)
        others = [c for c in CARD_COLOURS if c is not tile.colour]
        paid = [rng.choice((tile.colour, tile.colour, rng.choice(others))) for _ in range(rng.randrange(6))]
        brick = placement.brick if rng.random() < 0.8 else placement.cells[-1]
        found.append(Build(seat, tile.id, placement.cells, brick, paid, rng.random() < 0.3))
    return found


def check_matches_legal(state, rng):
    if rng.random() > 0.3 or state.phase is Phase.GAME_OVER:
        return
    for seat in range(state.player_count):
        legal = set(engine.legal_actions(state, seat))
        for action in legal:
            assert engine.check(state, action) is None
        for action in candidates(state, seat, rng):
            assert (engine.check(state, action) is None) == (action in legal), action


@GAMES
@given(game_args)
def test_check_accepts_exactly_the_listed_actions(args):
    play_random(*args, on_state=check_matches_legal)


@GAMES
@given(game_args)
def test_every_action_of_a_game_survives_json(args):
    _, actions = play_random(*args)
    for action in actions:
        assert codec.action_from_json(codec.action_to_json(action)) == action


@GAMES
@given(game_args)
def test_replaying_a_record_gives_the_same_states_without_an_rng(args):
    players, seed = args
    states = []
    final, actions = play_random(players, seed, lambda s, rng: states.append(s))
    state = engine.new_game(GameOptions(players, seed % players))
    assert state == states[0]
    for action, expected in zip(actions, states[1:]):
        state = engine.apply_unchecked(state, action)
        assert state == expected
    assert state == final


@GAMES
@given(game_args)
def test_a_view_hides_exactly_the_other_hands_and_the_pile(args):
    players, seed = args

    def views(state, rng):
        seat = rng.randrange(players)
        view = engine.view_for(state, seat)
        assert view.pile is None and view.pile_count == state.pile_count
        for i, (seen, real) in enumerate(zip(view.players, state.players)):
            assert seen.hand == (real.hand if i == seat else None)
            assert seen.hand_count == real.hand_count
        if seat in engine.seats_to_act(state):
            assert engine.legal_actions(view, seat) == engine.legal_actions(state, seat)

    play_random(players, seed, views)


def test_games_between_computer_players_keep_every_invariant():
    """Bots reach what random play never does: 12 points, chains, refreshes."""
    endings = set()
    for game in range(6):
        players = 2 + game % 2
        levels = ["strong", "normal", "strong"][:players]
        options = GameOptions(players, game % players)
        final, actions = play_game(options, [make_bot(x) for x in levels], 40 + game)
        rng = random.Random(game)
        state = engine.new_game(final.options)
        for action in actions:
            invariants(state, rng)
            check_matches_legal(state, rng)
            state = engine.apply(state, action)
        assert state == final
        endings.add(final.end_reason)
    assert endings == {EndReason.POINTS, EndReason.END_CARD}
