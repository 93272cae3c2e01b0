"""Today's game: the date gives the dice, the same on every computer, whatever the
player chooses."""

from __future__ import annotations

import datetime
import random

import pytest

from copenhagen_gui.core import daily, registry
from copenhagen_gui.core.chance import ChanceKeying
from copenhagen_gui.session.game_session import GameSession

DAY = datetime.date(2026, 11, 24)


def _rolls_of_a_run(game: str, day: datetime.date, choices: int, rolls: int = 10) -> list[dict]:
    """Play today's game of ``day`` with random choices from ``choices``; the outcome of
    each full roll, without who rolled."""
    spec = registry.get(game)
    session = GameSession(daily.daily_record(spec, day, spec.default_options(2), "Ann", "Ada"))
    rng, seen = random.Random(choices), []
    while len(seen) < rolls and not spec.is_over(session.state):
        seat = rng.choice(sorted(spec.seats_to_act(session.state)))
        assert session.perform(rng.choice(spec.legal_actions(session.state, seat))) is None
        done = session.action_at(session.position - 1)
        if spec.is_chance(done) and type(done).__name__ == "Roll":
            seen.append({k: v for k, v in spec.action_to_json(done).items()
                         if k not in ("player", "seat")})
    return seen


def test_the_seed_of_a_day_is_fixed_and_fits_a_json_number():
    # Pinned: the same on every computer and every run (sha256, not Python's hash()).
    assert daily.seed_for("lost-cities-rw", DAY, 1) == daily.seed_for("lost-cities-rw", DAY, 1)
    assert 0 <= daily.seed_for("lost-cities-rw", DAY, 1) < 2 ** 48
    assert daily.seed_for("copenhagen-rw", datetime.date(2026, 1, 1), 1) == 174022396947147


def test_each_date_game_and_rules_version_has_its_own_seed():
    seeds = {daily.seed_for(game, DAY + datetime.timedelta(days=d), rules)
             for game in daily.daily_games() for d in range(30) for rules in (1, 2)}
    assert len(seeds) == 2 * 30 * 2


@pytest.mark.parametrize("game", daily.daily_games())
def test_two_runs_of_the_same_day_roll_the_same_dice_whatever_was_chosen(game):
    first = _rolls_of_a_run(game, DAY, choices=1)
    second = _rolls_of_a_run(game, DAY, choices=2)
    assert len(first) == 10 and first == second


@pytest.mark.parametrize("game", daily.daily_games())
def test_another_day_rolls_other_dice(game):
    assert _rolls_of_a_run(game, DAY, 1) != _rolls_of_a_run(game, DAY + datetime.timedelta(days=1), 1)


def test_todays_record_seats_a_person_against_the_strong_player_and_names_its_day():
    spec = registry.get("lost-cities-rw")
    one = daily.daily_record(spec, DAY, spec.default_options(2), "Ann", "Ada")
    two = daily.daily_record(spec, DAY, spec.default_options(2), "Ann", "Ada")
    assert one.names == ("Ann", "Ada") and one.bots == (None, "strong")
    assert one.chance is ChanceKeying.ORDINAL and one.daily == "2026-11-24"
    assert one.seed == two.seed and one.uid != two.uid  # two attempts, two games


def test_the_card_game_has_no_game_of_the_day():
    spec = registry.get("copenhagen")
    with pytest.raises(ValueError):
        daily.daily_record(spec, DAY, spec.default_options(2), "Ann", "Ada")
