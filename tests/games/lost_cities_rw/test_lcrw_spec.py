"""The GameSpec contract and purity: no Qt under rules/ or bots/."""

import random
import subprocess
import sys

import pytest

from copenhagen_gui.core.spec import GameSpec
from copenhagen_gui.games.lost_cities_rw.rules.actions import Roll
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.spec import SPEC


def test_spec_satisfies_the_protocol_with_its_id_and_seats():
    assert isinstance(SPEC, GameSpec)
    assert (SPEC.game_id, SPEC.min_seats, SPEC.max_seats) == ("lost-cities-rw", 2, 5)


@pytest.mark.parametrize("seats", [1, 6])
def test_seat_counts_outside_2_to_5_are_refused(seats):
    with pytest.raises(ValueError):
        Options(seats)


def test_complete_chance_fills_in_fair_faces_and_the_roll_is_an_undo_barrier():
    state = SPEC.new_game(SPEC.default_options(2))
    (intent,) = SPEC.legal_actions(state, 0)
    assert SPEC.is_chance(intent) and not intent.completed
    done = SPEC.complete_chance(state, intent, random.Random(5))
    assert len(done.numbers) == 3 and len(done.colours) == 3
    assert all(0 <= n <= 9 for n in done.numbers)
    assert SPEC.check(state, done) is None
    assert done == SPEC.complete_chance(state, intent, random.Random(5))
    assert SPEC.automatic_action(state) is None


def test_view_for_shows_everything_open_information():
    state = SPEC.new_game(SPEC.default_options(3))
    assert SPEC.view_for(state, 1) is state and SPEC.view_for(state, None) is state


def test_options_from_json_refuses_a_seat_count_mismatch():
    data = SPEC.options_to_json(SPEC.default_options(3))
    with pytest.raises(ValueError):
        SPEC.options_from_json(data, 4)
    assert SPEC.options_from_json(data, 3) == SPEC.default_options(3)


@pytest.mark.parametrize("bad", [None, [], {"type": "dance", "seat": 0}, {"type": "take", "seat": 0},
                                 {"type": "take", "seat": 0, "number": 3, "colour": "pink"},
                                 {"type": "refuse", "seat": "0"}, {"type": "roll", "seat": 0, "numbers": ["a"]}])
def test_broken_actions_are_refused_with_value_error(bad):
    with pytest.raises(ValueError):
        SPEC.action_from_json(bad)


def test_roll_action_json_keeps_the_faces():
    action = Roll(1, (0, 9, 4), (0, 5, 3))
    assert SPEC.action_from_json(SPEC.action_to_json(action)) == action


def test_rules_and_bots_import_without_qt():
    code = (
        "import sys, pkgutil, importlib\n"
        "import copenhagen_gui.games.lost_cities_rw.spec\n"
        "import copenhagen_gui.games.lost_cities_rw.rules as r, copenhagen_gui.games.lost_cities_rw.bots as b\n"
        "for pkg in (r, b):\n"
        "    for m in pkgutil.iter_modules(pkg.__path__):\n"
        "        importlib.import_module(pkg.__name__ + '.' + m.name)\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
