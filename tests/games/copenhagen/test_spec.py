"""The card game as a GameSpec: protocol, identity, automatic chance steps, purity."""

import random
import subprocess
import sys

from copenhagen_gui.core.chance import rng_for
from copenhagen_gui.core.spec import GameSpec
from copenhagen_gui.games.copenhagen.rules.actions import Deal, Refill, TakeCard
from copenhagen_gui.games.copenhagen.spec import SPEC


def test_spec_satisfies_the_protocol():
    assert isinstance(SPEC, GameSpec)
    assert SPEC.game_id == "copenhagen"
    assert (SPEC.min_seats, SPEC.max_seats) == (2, 4)
    assert SPEC.rules_version >= 1


def test_a_session_like_loop_plays_a_game_through_the_spec():
    """What the session does: complete automatic actions with rng_for(seed, position),
    let seats act, record JSON, and replay the record without any rng."""
    options = SPEC.default_options(3)
    state = SPEC.new_game(options)
    record = []
    pick = random.Random(4)
    while not SPEC.is_over(state):
        auto = SPEC.automatic_action(state)
        if auto is not None:
            assert SPEC.is_chance(auto) and SPEC.action_seat(auto) is None
            assert SPEC.seats_to_act(state) == frozenset()
            action = SPEC.complete_chance(state, auto, rng_for(77, len(record)))
        else:
            (seat,) = SPEC.seats_to_act(state)
            action = pick.choice(list(SPEC.legal_actions(state, seat)))
            assert SPEC.action_seat(action) == seat and not SPEC.is_chance(action)
        assert SPEC.check(state, action) is None
        state = SPEC.apply(state, action)
        record.append(SPEC.action_to_json(action))
    replayed = SPEC.new_game(SPEC.options_from_json(SPEC.options_to_json(options), 3))
    for data in record:
        replayed = SPEC.apply_unchecked(replayed, SPEC.action_from_json(data))
    assert replayed == state
    assert SPEC.scores(state) == tuple(p.points for p in state.players)
    assert set(SPEC.ranking(state)) == {0, 1, 2}


def test_the_opening_deal_is_the_first_automatic_action():
    state = SPEC.new_game(SPEC.default_options(2))
    assert SPEC.automatic_action(state) == Deal()
    assert SPEC.is_chance(Deal()) and SPEC.is_chance(Refill())
    assert not SPEC.is_chance(TakeCard(0, 0))


def test_view_for_masks_through_the_spec():
    state = SPEC.new_game(SPEC.default_options(2))
    state = SPEC.apply(state, SPEC.complete_chance(state, Deal(), random.Random(1)))
    assert SPEC.view_for(state, 0).players[1].hand is None


def test_rules_bots_and_spec_import_no_qt():
    code = (
        "import sys\n"
        "import copenhagen_gui.games.copenhagen.spec as s\n"
        "import copenhagen_gui.games.copenhagen.rules.queries\n"
        "import copenhagen_gui.games.copenhagen.bots\n"
        "import copenhagen_gui.core.building\n"
        "s.SPEC.bot('strong')\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
