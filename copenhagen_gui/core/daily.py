"""Today's game: one game per calendar date, the same on every computer.

The date (and the game's rules version, so a rules change cannot silently reshuffle a day
already played) gives the seed. Today's record keys chance by ordinal
(``ChanceKeying.ORDINAL``): the k-th roll of the day is the same whatever anybody chose
before it, so everyone playing on that date faces the same dice in the same order.
A person plays against the strong computer player.
"""

from __future__ import annotations

import datetime
import random
from typing import TYPE_CHECKING, Any

from . import catalogue
from .seats import BotLevel

if TYPE_CHECKING:  # the record module (attrs) loads when a day's game is made: faster start
    from .record import GameRecord
    from .spec import GameSpec

OPPONENT_LEVEL = BotLevel.STRONG
# Changing this string changes every day's dice: only with a new app version.
_SALT = "copenhagen-gui/todays-game"


def today() -> datetime.date:
    """The player's own calendar date (today's game changes at their midnight)."""
    return datetime.date.today()


def _digest(game_id: str, day: datetime.date, rules_version: int, purpose: str) -> bytes:
    import hashlib  # here, not at the top: the home screen imports this module (start-up)

    key = f"{_SALT}/{purpose}/{game_id}/{day.isoformat()}/rules-{rules_version}"
    return hashlib.sha256(key.encode()).digest()


def seed_for(game_id: str, day: datetime.date, rules_version: int) -> int:
    """The seed of ``game_id``'s game of ``day``: 48 bits, like every seed."""
    return int.from_bytes(_digest(game_id, day, rules_version, "seed")[:6], "big")


def setup_rng(game_id: str, day: datetime.date, rules_version: int) -> random.Random:
    """For the setup choices today's game fixes (who starts, start tracks), apart from
    the dice so a change in the setup never moves the rolls."""
    return random.Random(int.from_bytes(_digest(game_id, day, rules_version, "setup")[:8], "big"))


def daily_games() -> tuple[str, ...]:
    """The games with a game of the day (their catalogue entries say so): games whose
    only chance is rolls, so the date's seed gives everyone the same dice."""
    return catalogue.daily_games()


def is_daily(game_id: str) -> bool:
    return game_id in daily_games()


def daily_record(spec: GameSpec, day: datetime.date, options: Any, person: str,
                 opponent: str) -> GameRecord:
    """A new game of the day: ``person`` in seat 0 against the strong computer player.
    Each attempt gets an id of its own: two attempts on one day share their seed."""
    import uuid

    from .chance import ChanceKeying  # hashlib, secrets: not for the home screen
    from .record import GameRecord

    if not is_daily(spec.game_id):
        raise ValueError(f"{spec.game_id} has no game of the day")
    return GameRecord(
        spec.game_id, options, (person, opponent),
        seed=seed_for(spec.game_id, day, spec.rules_version),
        bots=(None, OPPONENT_LEVEL.value),
        chance=ChanceKeying.ORDINAL, daily=day.isoformat(), uid=uuid.uuid4().hex)
