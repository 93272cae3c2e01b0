"""The bots' judgement: what a sheet is worth now plus what it can still expect, and the
best move by that measure (one move deep, accelerations followed).

Worth = the points on the sheet + each expedition's expected future gain
(``columns.py``, for the turns estimated to be left) + the artifact and dice columns
at fixed values per mark. Every number lives in ``Weights``: the levels differ only in
these data (and the easy level's mistakes).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..rules.components import TRACK_LENGTH
from .columns import MAX_TURNS, ColumnGains
from .model import DOUBLED, REFUSE, Claims, Layout, Pad, acceleration_moves, moves, play_move


@attrs.frozen
class Weights:
    price: float = 5.0  # what spending a turn's mark on an expedition must at least earn
    art_value: float = 10.0  # one more artifact hatched
    acc_value: float = 10.0  # a future acceleration square reached
    bridge_value: float = 10.0  # a future bridge reached (it may be claimed by then)
    refusal_value: float = 0.0  # one more dice symbol (most games end with all exhausted: 0)
    exhaustion_cost: float = 10.0  # the 9th dice symbol
    game_length: float = 40.0  # turns a game is expected to last
    sees_the_end: bool = False  # score a move that ends the game by its final points


class Judge:
    """Scores sheets for one game's layout and the turns left."""

    def __init__(self, lay: Layout, weights: Weights, turns_left: float, seats: int,
                 bridge_values: list[float] | None = None):
        self.lay = lay
        self.w = weights
        r = int(round(min(max(turns_left, 0.0), MAX_TURNS)))
        values = bridge_values or [weights.bridge_value] * 6
        self.gains = [ColumnGains(lay, c, weights.price, weights.art_value, weights.acc_value,
                                  values[c], seats).table[r] for c in range(6)]

    def value(self, pad: Pad) -> float:
        lay, w = self.lay, self.w
        exp = lay.exp
        total = 0.0
        for c in range(6):
            k = pad.level[c]
            d = 1 if pad.circle[c] == DOUBLED else 0
            if k or d:
                total += exp[k] * (2 if d else 1)
            total += self.gains[c][k][pad.top[c]][d]
        total += w.art_value * pad.artifacts
        dice = pad.dice
        total += w.refusal_value * min(dice, TRACK_LENGTH - 1)
        if dice == TRACK_LENGTH:
            total -= w.exhaustion_cost
        return total + lay.bridge * bin(pad.won).count("1")


EndTest = Callable[[Pad, Claims], bool]


def best_move(judge: Judge, pad: Pad, numbers, colours, zero_ten: bool, claims: Claims, turn: int,
              ends: EndTest | None = None):
    """The move with the highest worth after it (accelerations followed greedily), and that
    worth. Refusing is a move of its own. ``ends(pad, claims)`` says whether the game would
    end with the sheet so: then the worth is the final score."""
    candidates = moves(pad, numbers, colours, zero_ten)
    candidates.append((REFUSE, 0, 0))
    best, best_value = None, float("-inf")
    for move in candidates:
        value = judge_after(judge, pad, move, claims, turn, ends)
        if value > best_value:
            best, best_value = move, value
    return best, best_value


def judge_after(judge: Judge, pad: Pad, move, claims: Claims, turn: int, ends: EndTest | None = None,
                depth: int = 0) -> float:
    trial = pad.copy()
    trial_claims = Claims(claims.turn_of)
    if play_move(trial, move, judge.lay, trial_claims, turn) and depth < 4:
        return best_acceleration(judge, trial, trial_claims, turn, ends, depth + 1)[1]
    return worth(judge, trial, trial_claims, ends)


def worth(judge: Judge, pad: Pad, claims: Claims, ends: EndTest | None) -> float:
    if ends is not None and ends(pad, claims):
        return pad.score(judge.lay)
    return judge.value(pad)


def best_acceleration(judge: Judge, pad: Pad, claims: Claims, turn: int, ends: EndTest | None = None,
                      depth: int = 0):
    """(move, or None to decline, and the worth) for an acceleration just gained."""
    best, best_value = None, worth(judge, pad, claims, ends)
    for move in acceleration_moves(pad):
        value = judge_after(judge, pad, move, claims, turn, ends, depth)
        if value > best_value:
            best, best_value = move, value
    return best, best_value
