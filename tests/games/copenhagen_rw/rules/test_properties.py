"""Property tests: random legal play keeps every invariant of the sheet, records replay
exactly, and random illegal actions are refused without touching the state."""

import copy
import random
from functools import cache

import attrs
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.core import record
from copenhagen_gui.games.copenhagen_rw.bots.random_player import choose, play_game
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine, scoring
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
    SkipTrack,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    FACES,
    PLACEMENT_BY_MASK,
    PLACEMENTS,
    SHAPES,
    TRACK_LENGTH,
    Colour,
    cells_to_mask,
    supported_cells,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase

FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
games = st.tuples(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))


def options_for(players: int, seed: int) -> GameOptions:
    return GameOptions(players, start_player=seed % players)


def assert_step(before, action, after):
    """Invariants between two consecutive states."""
    assert after.crossed >= before.crossed
    for i, (old, new) in enumerate(zip(before.players, after.players)):
        # a shape waiting for its X is drawn but not scored yet
        waiting = after.turn.placed if i == after.active and after.phase is Phase.MARK_X else 0
        assert new.points == scoring.breakdown(attrs.evolve(new, filled=new.filled & ~waiting)).total
        assert new.crosses & ~new.filled == 0
        assert new.filled & old.filled == old.filled and new.crosses & old.crosses == old.crosses
        grown = [n - o for o, n in zip(old.tracks, new.tracks)]
        assert all(g >= 0 for g in grown) and all(t <= TRACK_LENGTH for t in new.tracks)
        allowed = {MarkTrack: 1, CoatTrack: 2}.get(type(action), 0) if i == action.player else 0
        assert sum(grown) <= allowed and sum(1 for g in grown if g) <= 1
        assert all(r <= t for r, t in zip(new.ready, new.tracks))
        assert all(max(u, default=0) <= t for u, t in zip(new.used, new.tracks))
        assert new.printed_rerolls_used >= old.printed_rerolls_used
        new_cells = new.filled & ~old.filled
        if not new_cells:
            continue
        assert i == action.player
        support = supported_cells(old.filled)
        if isinstance(action, Place):
            assert new_cells in PLACEMENT_BY_MASK[before.turn.shape] and new_cells & support
        else:  # a single cell: One X or a coat of arms
            assert isinstance(action, (DrawOneX, CoatCell)) and new_cells & ~support == 0


def walk(players: int, seed: int, check_legal_sample: bool = True):
    rng = random.Random(seed)
    roller = Roller(seed)
    game = engine.new_game(options_for(players, seed))
    actions = []
    while game.phase is not Phase.GAME_OVER:
        assert len(actions) < 5000, "the game must end"
        legal = engine.legal_actions(game)
        assert legal, f"no legal action in {game.phase}"
        if check_legal_sample:
            for action in rng.sample(legal, min(3, len(legal))):
                assert engine.check(game, roller.complete(action)) is None
        action = roller.complete(choose(game, rng))
        after = engine.apply(game, action)
        assert_step(game, action, after)
        actions.append(action)
        game = after
    return game, actions


@FAST
@given(games)
def test_random_legal_games_keep_the_invariants_and_end(game_args):
    final, _ = walk(*game_args)
    assert final.winners and any(p.points >= 12 for p in final.players)
    assert final.winners == scoring.winners(final.players)


@FAST
@given(games, st.floats(0, 1))
def test_save_load_replay_gives_the_same_state(game_args, fraction):
    players, seed = game_args
    rec, final = play_game(options_for(players, seed), seed)
    cursor = int(len(rec.actions) * fraction)
    loaded = record.loads(record.dumps(rec.__class__(rec.game, rec.options, rec.names, seed, rec.actions, cursor)))
    assert loaded.actions == rec.actions and loaded.cursor == cursor
    assert record.replay(loaded)[-1] == record.replay(rec, upto=cursor)[-1]
    assert record.replay(loaded, upto=len(rec.actions))[-1] == final


cells = st.tuples(st.integers(-1, 5), st.integers(-1, 9))
dice_ids = st.lists(st.integers(-1, 5), max_size=6).map(tuple)
faces = st.sampled_from(FACES)
players = st.integers(0, 3)
random_actions = st.one_of(
    st.builds(Roll, players, st.lists(faces, min_size=4, max_size=6)),
    st.builds(Reroll, players, dice_ids, st.lists(faces, max_size=6)),
    st.builds(ChangeColour, players, dice_ids, faces),
    st.builds(UseBonus, players, faces),
    st.builds(UseNoX, players),
    st.builds(DrawOneX, players, cells),
    st.builds(ChooseShape, players, st.sampled_from([s.id for s in SHAPES] + ["nope"]), dice_ids),
    st.builds(Place, players, st.lists(cells, max_size=5)),
    st.builds(MarkX, players, cells),
    st.builds(CoatCell, players, cells),
    st.builds(CoatTrack, players, faces),
    st.builds(Pass, players),
    st.builds(EndTurn, players),
    st.builds(MarkTrack, players, st.integers(-1, 5), faces),
    st.builds(SkipTrack, players),
)


def kind_of(game, action):
    """What an action decides, ignoring which of several alike dice it names."""
    dice = game.turn.dice
    if isinstance(action, (Roll, Reroll)):
        return type(action), tuple(sorted(getattr(action, "dice", ())))  # a set of dice
    if isinstance(action, ChangeColour):
        return type(action), dice[action.dice[0]], len(action.dice), action.face
    if isinstance(action, ChooseShape):
        jokers = sum(1 for i in action.dice if dice[i] is Colour.WHITE)
        return type(action), action.shape, jokers
    if isinstance(action, MarkTrack):
        return type(action), dice[action.die], action.colour
    return action


@cache
def reachable_states(players: int, seed: int) -> tuple:
    rec, _ = play_game(options_for(players, seed), seed)
    return tuple(record.replay(rec))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 5), st.integers(0, 600), random_actions)
def test_a_random_action_is_refused_with_the_state_untouched_or_applies_cleanly(players, seed, step, action):
    states = reachable_states(players, seed)
    game = states[min(step, len(states) - 1)]
    snapshot = copy.deepcopy(game)
    reason = engine.check(game, action)
    event("legal" if reason is None else "refused")
    if reason is None:
        assert_step(game, action, engine.apply(game, action))
        # the legal list offers an equivalent action (it keeps one per kind of choice)
        assert kind_of(game, action) in {kind_of(game, a) for a in engine.legal_actions(game)}
    else:
        try:
            engine.apply(game, action)
        except engine.IllegalAction as refused:
            assert refused.reason is reason
        else:
            raise AssertionError("apply accepted what check refused")
        assert game == snapshot


def test_placements_of_the_chosen_cells_are_recognised_whatever_their_order():
    mask = cells_to_mask([(1, 1), (0, 0), (1, 0), (0, 1)])
    assert mask in PLACEMENT_BY_MASK["red-4a"]


def every_action(game):
    """Every well-formed action of the player to act, legal or not, in a bounded space."""
    p = game.chooser
    subsets = [tuple(i for i in range(5) if mask >> i & 1) for mask in range(32)]
    grid = [(x, y) for x in range(5) for y in range(9)]
    yield from (Roll(p), Pass(p), EndTurn(p), UseNoX(p), SkipTrack(p))
    yield from (Reroll(p, d) for d in subsets)
    yield from (ChangeColour(p, d, f) for d in subsets for f in FACES)
    yield from (UseBonus(p, f) for f in FACES)
    yield from (ChooseShape(p, s.id, d) for s in SHAPES for d in subsets)
    yield from (cls(p, c) for cls in (DrawOneX, MarkX, CoatCell) for c in grid)
    yield from (CoatTrack(p, f) for f in FACES)
    yield from (MarkTrack(p, d, f) for d in range(5) for f in FACES)
    if game.turn.shape:
        yield from (Place(p, pl.cells) for pl in PLACEMENTS[game.turn.shape])


def test_the_legal_list_offers_every_kind_of_move_check_accepts():
    roller = Roller(0)
    for players, seed in ((2, 1), (3, 2), (4, 3), (4, 4)):
        for game in reachable_states(players, seed)[::5]:
            if game.phase is Phase.GAME_OVER:
                continue
            accepted = {kind_of(game, a) for a in every_action(game)
                        if engine.check(game, roller.complete(a)) is None}
            offered = {kind_of(game, a) for a in engine.legal_actions(game)}
            assert accepted == offered, game.phase
