"""What an expedition column is still worth: expected future gains by dynamic programming.

Each column is treated on its own (a Lagrangian relaxation of "one mark per turn"):
every turn its colour is offered with some probability together with a few number
dice; the column takes the lowest usable number (a lower top never hurts) when the
gain, less a price ``price`` for spending the turn's mark, beats waiting. Gains are the
scale steps (doubled after a marked circle), plus fixed values for the column's
artifact and acceleration squares and its bridge. ``gains(colour)[r][k][t][d]`` is the
expected future gain with ``r`` turns left at level ``k``, top number ``t`` (0 = not
started) and circle ``d`` (1 = doubled). Computed once per sheet and weights.
"""

from __future__ import annotations

import functools
from itertools import product

from ..rules.components import BRIDGE_LEVEL, SQUARES
from .model import Layout

MAX_TURNS = 60
P_COLOUR = {3: 1 - (5 / 6) ** 3, 2: 1 - (5 / 6) ** 2}


@functools.cache
def _lowest_at_least(dice: int) -> tuple:
    """For a started column (a 0 reads 10): [t][v] = P(lowest die value >= t is v), v=1..10."""
    table = []
    for t in range(11):
        row = [0.0] * 11
        if t >= 1:
            def below(w: int, t: int = t) -> float:
                return ((10 - (w - t)) / 10) ** dice  # no die in [t, w-1]

            for v in range(t, 11):
                row[v] = below(v) - below(v + 1)
        table.append(tuple(row))
    return tuple(table)


@functools.cache
def _start_offers(dice: int) -> tuple:
    """For an unstarted column: P(has a 0, lowest non-zero face) over all outcomes
    (lowest 0 when every die shows 0)."""
    counts: dict = {}
    for faces in product(range(10), repeat=dice):
        nonzero = [f for f in faces if f]
        key = (0 in faces, min(nonzero) if nonzero else 0)
        counts[key] = counts.get(key, 0) + 1
    total = 10 ** dice
    return tuple((zero, low, n / total) for (zero, low), n in sorted(counts.items()))


class ColumnGains:
    def __init__(self, lay: Layout, colour: int, price: float, art_value: float, acc_value: float,
                 bridge_value: float, seats: int):
        self.table = _solve(tuple(lay.exp), tuple(lay.art[colour]), tuple(lay.acc[colour]), price,
                            art_value, acc_value, bridge_value, seats)


@functools.lru_cache(maxsize=64)
def _solve(exp, art, acc, price, art_value, acc_value, bridge_value, seats):
    active = 1 / seats
    offers = ((active, 3), (1 - active, 2))  # the active seat sees 3+3 dice, the others ~2+2

    def step_gain(k: int, d: int) -> float:
        """Gain of writing square k+1 (k filled) besides its special symbol."""
        before = exp[k] if (k or d) else 0
        gain = (exp[k + 1] - before) * (2 if d else 1)
        if art[k]:
            gain += art_value
        if acc[k]:
            gain += acc_value
        if k + 1 == BRIDGE_LEVEL:
            gain += bridge_value
        return gain - price

    gains_of = [[step_gain(k, d) for d in (0, 1)] for k in range(SQUARES)]
    zero = [[[0.0, 0.0] for _ in range(11)] for _ in range(SQUARES + 1)]
    tables = [zero]
    for _ in range(MAX_TURNS):
        prev = tables[-1]
        cur = [[[0.0, 0.0] for _ in range(11)] for _ in range(SQUARES + 1)]
        for d in (0, 1):
            # unstarted (t = 0): double with a 0 (open circle only), or start with the lowest face
            wait = prev[0][0][d]
            expected = 0.0
            for weight, dice in offers:
                p = P_COLOUR[dice]
                value = (1 - p) * wait
                for has_zero, low, prob in _start_offers(dice):
                    best = wait
                    if low:
                        best = max(best, gains_of[0][d] + prev[1][low][d])
                    if has_zero and not d:
                        best = max(best, 2 * exp[0] - price + prev[0][0][1])
                    value += p * prob * best
                expected += weight * value
            cur[0][0][d] = expected
            for k in range(1, SQUARES):
                g = gains_of[k][d]
                nxt = prev[k + 1]
                for t in range(1, 11):
                    wait = prev[k][t][d]
                    expected = 0.0
                    for weight, dice in offers:
                        p = P_COLOUR[dice]
                        row = _lowest_at_least(dice)[t]
                        value = (1 - p) * wait
                        hit = 0.0
                        for v in range(t, 11):
                            pv = row[v]
                            if pv:
                                take = g + nxt[v][d]
                                hit += pv * (take if take > wait else wait)
                        miss = 1 - sum(row[t:])
                        value += p * (hit + miss * wait)
                        expected += weight * value
                    cur[k][t][d] = expected
        tables.append(cur)
    return tables
