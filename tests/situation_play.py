"""States to start situations from, reached by legal play of any game through its spec
(random legal actions, or a computer player), and hostile JSON values. No Qt here."""

from __future__ import annotations

import json
import random

from hypothesis import strategies as st


def play_to_situation(spec, options, seed: int, steps: int, level: str | None = None):
    """Play ``steps`` legal actions (then on to the next point a situation can start
    from); that state, or None when the game ended first."""
    rng = random.Random(seed)
    bot = spec.bot(level) if level else None
    state = spec.new_game(options)
    done = 0
    while not spec.is_over(state):
        if done >= steps and spec.can_start_from(state):
            return state
        action = spec.automatic_action(state)
        if action is None:
            seat = min(spec.seats_to_act(state))
            if bot is not None:
                action = bot.choose(spec.view_for(state, seat), seat, rng)
            else:
                action = rng.choice(list(spec.legal_actions(state, seat)))
        if spec.is_chance(action):
            action = spec.complete_chance(state, action, rng)
        state = spec.apply(state, action)
        done += 1
    return None


def as_file(data: dict) -> dict:
    """The situation as a file would hold it (JSON text and back)."""
    return json.loads(json.dumps(data))


# Any JSON value: what a hostile file may put anywhere.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["red", "x", "O", ".....", "roll", "start", "active"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=30,
)


def nodes(data, path=()):
    """Every (path, value) of a JSON tree."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from nodes(value, path + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from nodes(value, path + (index,))


def replaced(data, path, value):
    """A copy of ``data`` with the value at ``path`` replaced."""
    data = json.loads(json.dumps(data))
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def deeply_nested(depth: int = 100_000):
    """A list nested ``depth`` deep (built without recursion)."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value
