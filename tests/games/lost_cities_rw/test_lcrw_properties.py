"""Property tests: random legal play never raises and keeps the sheet's invariants;
check accepts exactly what legal_actions lists; actions, options and custom sheets
survive JSON; replaying a record's actions gives the same states."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lcrw_helpers import house_json

from copenhagen_gui.games.lost_cities_rw.bots.random_player import play_game
from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import (
    Accelerate,
    DeclineAcceleration,
    Refuse,
    Roll,
    Take,
    action_from_json,
    action_to_json,
)
from copenhagen_gui.games.lost_cities_rw.rules.components import BRIDGE_LEVEL, COLOURS, Bridge
from copenhagen_gui.games.lost_cities_rw.rules.options import Options, options_from_json, options_to_json
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Status, Symbol
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import sheet_from_json, sheet_to_json
from copenhagen_gui.games.lost_cities_rw.rules.state import Circle, Phase
from copenhagen_gui.games.lost_cities_rw.spec import SPEC

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
games = st.tuples(st.integers(2, 5), st.integers(0, 2**32 - 1), st.booleans())


def options_for(seats: int, seed: int, zero_ten: bool) -> Options:
    return Options(seats, first_seat=seed % seats, zero_starts_as_ten=zero_ten)


def every_candidate(seat: int) -> list:
    """Every action a seat could try, legal or not (rolls without faces)."""
    takes = [Take(seat, n, c, circle) for n in range(10) for c in COLOURS for circle in (False, True)]
    return [Roll(seat), Refuse(seat), DeclineAcceleration(seat), *takes,
            *(Accelerate(seat, c) for c in COLOURS)]


def assert_sheet_invariants(state):
    for player in state.sheets:
        assert 0 <= player.artifacts <= 9 and 0 <= player.dice_marks <= 9
        for colour, exp in zip(COLOURS, player.expeditions):
            assert all(1 <= v <= 10 for v in exp.numbers)
            assert list(exp.numbers) == sorted(exp.numbers)
            assert exp.circle is not Circle.OPEN or not exp.numbers
            assert not exp.top_artifact or exp.full
            if exp.level < BRIDGE_LEVEL:
                assert Bridge(colour) not in player.bridges_won
        for bridge in player.bridges_won:
            assert player.crossed(bridge) and state.bridge_claims[bridge] is not None


@FAST
@given(games)
def test_random_legal_play_never_raises_and_keeps_the_invariants(game):
    seats, seed, zero_ten = game
    rng = random.Random(seed)
    state = engine.new_game(options_for(seats, seed, zero_ten))
    while not state.over:
        seat = rng.choice(sorted(engine.seats_to_act(state)))
        action = rng.choice(engine.legal_actions(state, seat))
        if SPEC.is_chance(action):
            action = SPEC.complete_chance(state, action, rng)
        state = engine.apply(state, action)
        assert_sheet_invariants(state)
    assert state.end is not None
    assert all(p.exhausted for p in state.sheets) or None not in state.bridge_claims


@FAST
@given(games, st.floats(0, 1))
def test_check_accepts_exactly_the_listed_legal_actions(game, where):
    seats, seed, zero_ten = game
    actions, _ = play_game(options_for(seats, seed, zero_ten), seed)
    state = engine.replay(options_for(seats, seed, zero_ten), actions[: int(where * len(actions))])[-1]
    for seat in range(seats):
        accepted = {a for a in every_candidate(seat) if engine.check(state, a) is None}
        assert accepted == set(engine.legal_actions(state, seat))
        assert bool(accepted) == (seat in engine.seats_to_act(state))


@FAST
@given(games)
def test_replaying_the_json_actions_gives_the_same_states(game):
    seats, seed, zero_ten = game
    options = options_for(seats, seed, zero_ten)
    rng = random.Random(seed)
    states, actions = [engine.new_game(options)], []
    while not states[-1].over:
        state = states[-1]
        seat = engine.next_in_turn_order(state)
        action = rng.choice(engine.legal_actions(state, seat))
        if SPEC.is_chance(action):
            action = SPEC.complete_chance(state, action, rng)
        actions.append(action)
        states.append(engine.apply(state, action))
    stored = json.loads(json.dumps({"options": options_to_json(options),
                                    "actions": [action_to_json(a) for a in actions]}))
    replayed = engine.replay(options_from_json(stored["options"], seats),
                             [action_from_json(a) for a in stored["actions"]])
    assert replayed == states


actions = st.one_of(
    st.builds(Roll, st.integers(0, 4), st.lists(st.integers(0, 9), min_size=3, max_size=3),
              st.lists(st.sampled_from(COLOURS), min_size=3, max_size=3)),
    st.builds(Take, st.integers(0, 4), st.integers(0, 9), st.sampled_from(COLOURS), st.booleans()),
    st.builds(Refuse, st.integers(0, 4)),
    st.builds(Accelerate, st.integers(0, 4), st.sampled_from(COLOURS)),
    st.builds(DeclineAcceleration, st.integers(0, 4)),
)


@settings(max_examples=100, deadline=None)
@given(actions)
def test_actions_survive_json(action):
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def rising(low, high, count):
    return st.lists(st.integers(low, high), min_size=count, max_size=count, unique=True).map(sorted)


@st.composite
def custom_sheets(draw):
    """Valid sheets other than the house sheet: any rising scales keeping the anchors and
    signs, any layout of special squares, any statuses."""
    data = house_json()
    # an id is a slug; a name is one line of text UTF-8 can hold
    data["sheet_id"] = draw(st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_-]{0,11}", fullmatch=True))
    data["name"] = draw(st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")),
                                min_size=1, max_size=30).filter(str.strip))
    status = st.sampled_from([s.value for s in Status])
    exp = [-50, *draw(rising(-49, -1, 3)), *draw(rising(1, 34, 4)), 35, 50]
    track = [0, *draw(rising(-90, -1, 3)), *draw(rising(1, 69, 4)), 70, 100]
    for key, values in (("expedition_scale", exp), ("track_scale", track)):
        data[key] = [{"value": v, "status": draw(status), "source": "pad"} for v in values]
    for column in data["special_squares"].values():
        for entry in column:
            entry.update(symbol=draw(st.sampled_from([s.value for s in Symbol])), status=draw(status))
    return sheet_from_json(data)


@FAST
@given(custom_sheets(), st.integers(2, 5), st.booleans())
def test_options_with_a_custom_sheet_survive_json(sheet, seats, zero_ten):
    options = Options(seats, sheet, seats - 1, zero_ten)
    assert options_from_json(json.loads(json.dumps(options_to_json(options))), seats) == options
    assert sheet_from_json(json.loads(json.dumps(sheet_to_json(sheet)))) == sheet


@FAST
@given(custom_sheets(), st.integers(0, 2**32 - 1))
def test_random_play_on_any_valid_sheet_reaches_the_end(sheet, seed):
    actions, final = play_game(Options(3, sheet), seed)
    assert final.phase is Phase.OVER
    assert engine.replay(Options(3, sheet), actions)[-1] == final
