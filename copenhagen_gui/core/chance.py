"""Chance outside the rules: a random generator per chance action of a record.

Deriving the generator from the game seed and where the chance falls in the game means a
game reloaded from its record keeps drawing exactly what the uninterrupted game would
have drawn, and never repeats earlier outcomes. The outcome is then stored in the
action, so replaying a record never consults a generator at all.

A record says how its chance is keyed (``ChanceKeying``):

- ``POSITION`` (every ordinary game): by the number of actions already taken.
- ``ORDINAL`` (today's game): by the chance's kind and how many chances of that kind
  came before it. The k-th roll is then the same whatever the players chose in between,
  so everyone who plays the same seed faces the same dice in the same order.
"""

from __future__ import annotations

import enum
import hashlib
import random
import secrets
from collections.abc import Callable, Iterable
from typing import Any


class ChanceKeying(str, enum.Enum):
    POSITION = "position"
    ORDINAL = "ordinal"


def new_seed() -> int:
    # 48 bits: plenty of games, and still an exact number in any JSON reader.
    return secrets.randbits(48)


def _rng(key: str) -> random.Random:
    # A stable hash, not Python's hash(), which is salted per process.
    digest = hashlib.sha256(key.encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def rng_for(seed: int, position: int) -> random.Random:
    return _rng(f"{seed}:{position}")


def chance_kind(action: Any) -> str:
    """Which sequence a chance action draws from: its type (a roll, a reroll, a deal)."""
    return type(action).__name__


def rng_for_ordinal(seed: int, kind: str, ordinal: int) -> random.Random:
    return _rng(f"{seed}:{kind}:{ordinal}")


def rng_for_chance(seed: int, keying: ChanceKeying | str, action: Any, earlier: Iterable[Any],
                   is_chance: Callable[[Any], bool]) -> random.Random:
    """The generator for ``action``, taken after the actions ``earlier`` (the applied
    part of the record, oldest first)."""
    if ChanceKeying(keying) is ChanceKeying.POSITION:
        return rng_for(seed, sum(1 for _ in earlier))
    kind = chance_kind(action)
    ordinal = sum(1 for a in earlier if is_chance(a) and chance_kind(a) == kind)
    return rng_for_ordinal(seed, kind, ordinal)
