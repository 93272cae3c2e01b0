"""Turn planning shared by the normal and strong computer players.

Nothing hidden is revealed during a turn (only the refill draws), so a player can
try whole turns on its own view: every way to take cards (with discards and the
optional third card), every build, and the coats of arms that follow. The plan whose
end position is worth most (``evaluation``) gives the action to take now; the next
decision of the same turn plans again from there.

A ``Style`` sets how far the planning looks: the normal player values cards by how
concentrated they are and builds greedily; the strong player values cards by the best
build they allow next turn, simulates its best builds to the end of the turn and
values cards less as the End card comes nearer.
"""

from __future__ import annotations

import random

import attrs

from copenhagen_gui.core.building import bit, cells_to_mask

from ..rules import engine
from ..rules.actions import (
    Action,
    Build,
    Discard,
    EndTurn,
    PlaceWhite,
    Refresh,
    TakeAbility,
    TakeCard,
)
from ..rules.components import CARD_COLOURS, TILES_BY_ID, Ability, Side
from ..rules.state import GameState, Phase, PlayerState
from .evaluation import (
    BuildTable,
    Weights,
    ability_value,
    hand_value,
    horizon_factor,
    house_value,
)

WIN = 1000.0
_BOTH = Ability.BOTH_ACTIONS
_CHANGE = Ability.CHANGE_OF_COLORS


@attrs.frozen
class Style:
    weights: Weights = Weights()
    lookahead: bool = True  # value a hand by the best build it allows next turn
    concentration: float = 0.0  # without lookahead: bonus per (cards of a colour)^2
    simulated_builds: int = 4  # best builds played out to the end of the turn (>= 1)
    noise: float = 0.0  # random jitter between nearly equal plans


class _Context:
    """What one decision needs again and again: the seat, the weights, the horizon
    and the build table of the current house."""

    def __init__(self, view: GameState, seat: int, style: Style):
        self.view = view
        self.seat = seat
        self.style = style
        self.w = style.weights
        self.horizon = horizon_factor(view, self.w)
        player = view.players[seat]
        self.table = BuildTable(player, view.supply, self.w) if style.lookahead else None

    def hand_worth(self, hand, change_of_colors: bool) -> float:
        value = hand_value(hand, self.table, change_of_colors, self.w, self.horizon)
        if self.style.concentration:
            value += self.style.concentration * sum(n * n for n in hand)
        return value

    def worth(self, player: PlayerState) -> float:
        """The value of a player's position with the current house's build table."""
        return (
            house_value(player.filled, player.bricks, self.w)
            + self.hand_worth(player.hand, player.is_active(_CHANGE))
            + ability_value(player.abilities, self.w)
        )

    def worth_after_build(self, state: GameState) -> float:
        """The value at the end of a turn with a build (its own fresh build table)."""
        player = state.players[self.seat]
        if state.phase is Phase.GAME_OVER:
            return WIN + player.points if self.seat in state.winners else -WIN
        table = BuildTable(player, state.supply, self.w) if self.style.lookahead else None
        value = (
            house_value(player.filled, player.bricks, self.w)
            + hand_value(player.hand, table, player.is_active(_CHANGE), self.w, self.horizon)
            + ability_value(player.abilities, self.w)
        )
        if self.style.concentration:
            value += self.style.concentration * sum(n * n for n in player.hand)
        return value


def decide(view: GameState, seat: int, style: Style, rng: random.Random) -> Action:
    phase = view.phase
    if phase is Phase.COATS:
        return coat_choice(view, seat, style.weights)
    ctx = _Context(view, seat, style)
    if phase is Phase.DISCARD:
        return _best_discard(view, ctx)[1]
    options: list[tuple[float, Action]] = []
    for action in engine.legal_actions(view, seat):
        if isinstance(action, TakeCard):
            options.append((_continue(engine.apply_unchecked(view, action), ctx), action))
        elif isinstance(action, EndTurn):
            options.append((ctx.worth(view.players[seat]), action))
    options.extend(_build_options(view, ctx))
    if style.noise:
        options = [(v + rng.uniform(0, style.noise), a) for v, a in options]
    return max(options, key=lambda o: o[0])[1]


# --- taking cards --------------------------------------------------------------------------


def _continue(state: GameState, ctx: _Context) -> float:
    """The value of the best way to finish a turn of taking cards from ``state``."""
    phase = state.phase
    seat = ctx.seat
    if phase is Phase.DISCARD:
        value, discard = _best_discard(state, ctx)
        return _continue(engine.apply_unchecked(state, discard), ctx)
    if phase is Phase.SECOND:
        return max(
            _continue(engine.apply_unchecked(state, take), ctx)
            for take in engine.legal_actions(state, seat)
        )
    player = state.players[seat]
    value = ctx.worth(player)
    if phase is Phase.MORE:
        for action in engine.legal_actions(state, seat):
            if isinstance(action, TakeCard):
                value = max(value, _continue(engine.apply_unchecked(state, action), ctx))
        if player.is_active(_BOTH) and ctx.table is not None:
            value = max(value, _both_actions_estimate(player, ctx))
    return value


def _both_actions_estimate(player: PlayerState, ctx: _Context) -> float:
    """Building at once with Both Actions, as the build table foresees it."""
    w = ctx.w
    gain = ctx.table.gain(player.hand, player.is_active(_CHANGE))
    return (
        house_value(player.filled, player.bricks, w)
        + ctx.horizon * w.card * sum(player.hand)
        + gain
        + ability_value(player.abilities, w)
        - w.active[_BOTH.index]
        + w.used
    )


def _best_discard(state: GameState, ctx: _Context) -> tuple[float, Discard]:
    player = state.players[ctx.seat]
    change = player.is_active(_CHANGE)
    best: tuple[float, Discard] | None = None
    for colour, n in zip(CARD_COLOURS, player.hand):
        if not n:
            continue
        hand = list(player.hand)
        hand[colour.index] -= 1
        value = ctx.hand_worth(hand, change)
        if best is None or value > best[0]:
            best = (value, Discard(ctx.seat, colour))
    return best


# --- building ------------------------------------------------------------------------------


def _build_options(view: GameState, ctx: _Context) -> list[tuple[float, Build]]:
    """The best builds legal now, the top ones played out to the end of the turn."""
    seat = ctx.seat
    if view.phase is Phase.START:
        builds = engine.build_actions(view, seat)
    elif view.phase is Phase.MORE and view.players[seat].is_active(_BOTH):
        builds = engine.build_actions(view, seat)
    else:
        return []
    if not builds:
        return []
    w = ctx.w
    player = view.players[seat]
    before = house_value(player.filled, player.bricks, w)
    both = view.phase is Phase.MORE
    scored: dict[tuple, tuple[float, Build]] = {}
    change = player.is_active(_CHANGE)
    for build in builds:
        spec = TILES_BY_ID[build.tile]
        key = (build.tile, build.cells, build.brick, build.discount)
        hand = list(player.hand)
        foreign = False
        for c in build.paid:
            hand[c.index] -= 1
            foreign = foreign or c is not spec.colour
        price = 0.0
        if build.discount:
            price += w.active[Ability.CONSTRUCTION_DISCOUNT.index] - w.used
        if foreign:
            price += w.active[_CHANGE.index] - w.used
        if both:
            price += w.active[_BOTH.index] - w.used
        score = ctx.hand_worth(hand, change and not foreign) - price
        previous = scored.get(key)
        if previous is None or score > previous[0]:
            scored[key] = (score, build)
    ranked = []
    for score, build in scored.values():
        placement_gain = _placement_gain(player, build, w) - before
        ranked.append((score + placement_gain, build))
    ranked.sort(key=lambda o: o[0], reverse=True)
    top = ranked[: max(1, ctx.style.simulated_builds)]
    results = []
    for _, build in top:
        state = _finish_turn(engine.apply_unchecked(view, build), ctx)
        results.append((ctx.worth_after_build(state), build))
    return results


def _placement_gain(player: PlayerState, build: Build, w: Weights) -> float:
    mask = cells_to_mask(build.cells)
    return house_value(player.filled | mask, player.bricks | bit(*build.brick), w)


def _finish_turn(state: GameState, ctx: _Context) -> GameState:
    """Play the coats of arms of a build as this player would."""
    while state.phase is Phase.COATS and state.turn.player == ctx.seat:
        state = engine.apply_unchecked(state, coat_choice(state, ctx.seat, ctx.w))
    return state


# --- coats of arms -------------------------------------------------------------------------


def coat_choice(view: GameState, seat: int, w: Weights) -> Action:
    """The coat-of-arms action worth most: a white tile where it adds most, a new
    ability, or a refresh."""
    player = view.players[seat]
    base_house = house_value(player.filled, player.bricks, w)
    base_abilities = ability_value(player.abilities, w)
    best: tuple[float, Action] | None = None
    for action in engine.legal_actions(view, seat):
        if isinstance(action, PlaceWhite):
            after = engine.apply_unchecked(view, action)
            if after.phase is Phase.GAME_OVER:
                return action
            p = after.players[seat]
            gain = house_value(p.filled, p.bricks, w) - base_house
            gain += 0.6 * after.turn.pending_coats - 0.6 * (view.turn.pending_coats - 1)
        elif isinstance(action, TakeAbility):
            gain = w.active[action.ability.index]
        elif isinstance(action, Refresh):
            sides = [Side.ACTIVE if s is Side.USED else s for s in player.abilities]
            gain = ability_value(sides, w) - base_abilities
        else:
            continue
        if best is None or gain > best[0]:
            best = (gain, action)
    return best[1]
