"""One decision of a judging bot: read the view, build the judge for the turns left and
the bridges still open, and pick the move worth most."""

from __future__ import annotations

from ..rules import engine
from ..rules.components import TRACK_LENGTH
from ..rules.state import GameState
from .base import acceleration_action, to_action
from .heuristic import Judge, Weights, best_acceleration, best_move
from .model import Claims, Pad, layout_for

MIN_TURNS_LEFT = 2.0


def turns_left(view: GameState, weights: Weights) -> float:
    return max(weights.game_length - view.turn, MIN_TURNS_LEFT)


def judge_for(view: GameState, weights: Weights) -> Judge:
    # A bridge already claimed is worth nothing to reach any more.
    bridges = [0.0 if view.bridge_claims[c] is not None else weights.bridge_value for c in range(6)]
    return Judge(layout_for(view.options.sheet), weights, turns_left(view, weights), len(view.sheets), bridges)


def end_test(pads: list[Pad], seat: int):
    """Would the game end at this turn's end with ``seat``'s sheet changed so (the others
    as they are now)?"""
    others_exhausted = all(p.dice == TRACK_LENGTH for i, p in enumerate(pads) if i != seat)

    def ends(pad: Pad, claims: Claims) -> bool:
        if others_exhausted and pad.dice == TRACK_LENGTH:
            return True
        return None not in claims.turn_of

    return ends


def choose(view: GameState, seat: int, weights: Weights):
    """The action worth most to ``seat`` (which must have a choice to make)."""
    pads = [Pad.of(s) for s in view.sheets]
    pad = pads[seat]
    judge = judge_for(view, weights)
    claims = Claims(view.bridge_claims)
    ends = end_test(pads, seat) if weights.sees_the_end else None
    if seat in view.accelerating:
        move, _ = best_acceleration(judge, pad, claims, view.turn, ends)
        return acceleration_action(seat, move)
    dice = engine.dice_for(view, seat)
    move, _ = best_move(judge, pad, dice.numbers, dice.colours, view.options.zero_starts_as_ten, claims,
                        view.turn, ends)
    return to_action(seat, move, dice.numbers, pad)
