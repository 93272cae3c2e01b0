"""Compact set-ups for the card game's rules tests.

Colours are letters: R Y G B P (cards and tiles) and W (white tiles). In a house
diagram (top floor first, as in ``core.building.parse_diagram``) an upper-case letter
is a window of that colour and a lower-case one a brick; '.' is empty.
"""

from __future__ import annotations

import random

import attrs

from copenhagen_gui.core.building import parse_diagram
from copenhagen_gui.games.copenhagen.rules import engine, scoring
from copenhagen_gui.games.copenhagen.rules.actions import Deal
from copenhagen_gui.games.copenhagen.rules.components import (
    ABILITIES,
    CARD_COLOURS,
    COLOURS,
    Ability,
    Colour,
    Side,
)
from copenhagen_gui.games.copenhagen.rules.state import GameOptions, GameState, Phase

LETTERS = {c.value[0].upper(): c for c in COLOURS}  # R Y G B P W


def colours(text: str) -> tuple[Colour, ...]:
    """'RRB' -> (red, red, blue)."""
    return tuple(LETTERS[ch] for ch in text.replace(" ", ""))


def counts(text: str) -> tuple[int, ...]:
    found = [0] * len(CARD_COLOURS)
    for c in colours(text):
        found[c.index] += 1
    return tuple(found)


def house(diagram: str) -> dict:
    """PlayerState fields for a house drawn as text."""
    masks = [0] * len(COLOURS)
    bricks = 0
    for char, mask in parse_diagram(diagram).items():
        masks[LETTERS[char.upper()].index] |= mask
        if char.islower():
            bricks |= mask
    filled = 0
    for m in masks:
        filled |= m
    return {
        "colour_masks": tuple(masks),
        "filled": filled,
        "bricks": bricks,
        "points": scoring.house_points(filled, bricks),
    }


def dealt(players: int = 2, harbour: str = "RYGBPRY", hands: tuple[str, ...] | None = None,
          start: int = 0) -> GameState:
    """A game right after a deal with these cards (hands in seat order)."""
    if hands is None:
        sizes = {2: ("RG", "BYP"), 3: ("RG", "BYP", "RRY"), 4: ("RG", "BYP", "RRY", "GGBB")}
        hands = sizes[players]
        if start:
            raise ValueError("give the hands when another seat starts")
    state = engine.new_game(GameOptions(players, start))
    return engine.apply(state, Deal(colours(harbour), tuple(colours(h) for h in hands)))


def with_player(state: GameState, seat: int, *, hand: str | None = None, diagram: str | None = None,
                abilities: dict[Ability, Side | None] | None = None) -> GameState:
    """The state with one player's hand, house or ability tiles replaced."""
    player = state.players[seat]
    changes: dict = {}
    if hand is not None:
        changes["hand"] = counts(hand)
        changes["hand_count"] = len(colours(hand))
    if diagram is not None:
        changes.update(house(diagram))
    if abilities is not None:
        sides = list(player.abilities)
        for ability, side in abilities.items():
            sides[ability.index] = side
        changes["abilities"] = tuple(sides)
    players = list(state.players)
    players[seat] = attrs.evolve(player, **changes)
    return attrs.evolve(state, players=tuple(players))


def with_harbour(state: GameState, text: str) -> GameState:
    """Harbour slots from 7 letters, '.' for an empty slot."""
    slots = tuple(None if ch == "." else LETTERS[ch] for ch in text)
    return attrs.evolve(state, harbour=slots)


def all_active(*abilities: Ability) -> dict[Ability, Side]:
    return {a: Side.ACTIVE for a in abilities}


def every_ability(side: Side = Side.ACTIVE) -> dict[Ability, Side]:
    return {a: side for a in ABILITIES}


def play(state: GameState, *actions) -> GameState:
    for action in actions:
        state = engine.apply(state, action)
    return state


def random_game(players: int, seed: int, max_actions: int = 5000):
    """A whole game of uniformly random legal actions; returns (final state, actions)."""
    rng = random.Random(seed)
    state = engine.new_game(GameOptions(players, seed % players))
    actions = []
    while state.phase is not Phase.GAME_OVER:
        assert len(actions) < max_actions
        auto = engine.automatic_action(state)
        if auto is not None:
            action = engine.complete_chance(state, auto, rng)
        else:
            action = rng.choice(engine.legal_actions(state, state.turn.player))
        state = engine.apply(state, action)
        actions.append(action)
    return state, actions
