"""Chance outside the rules: a random generator per (seed, position in the record).

Deriving the generator from the game seed and the number of actions already applied
means a game reloaded from its record keeps drawing exactly what the uninterrupted game
would have drawn, and never repeats earlier outcomes. The outcome is then stored in the
action, so replaying a record never consults a generator at all.
"""

from __future__ import annotations

import hashlib
import random
import secrets


def new_seed() -> int:
    # 48 bits: plenty of games, and still an exact number in any JSON reader.
    return secrets.randbits(48)


def rng_for(seed: int, position: int) -> random.Random:
    # A stable hash, not Python's hash(), which is salted per process.
    digest = hashlib.sha256(f"{seed}:{position}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))
