"""Actions are plain values. Every action names the player who takes it.

Chance is part of the action: ``Roll`` and ``Reroll`` carry the faces that were rolled,
so applying them never consults a random generator. ``legal_actions`` lists them with
``faces=()``; a roller outside the rules fills the faces in (see ``roller.py``).
"""

from __future__ import annotations

import attrs

from .components import Cell, Colour


def _cells(value) -> tuple[Cell, ...]:
    return tuple(sorted((int(x), int(y)) for x, y in value))


def _ints(value) -> tuple[int, ...]:
    return tuple(int(v) for v in value)


def _faces(value) -> tuple[Colour, ...]:
    return tuple(Colour(v) for v in value)


def _cell(value) -> Cell:
    x, y = value
    return (int(x), int(y))


@attrs.frozen
class Roll:
    """Phase 1: roll all five dice."""

    player: int
    faces: tuple[Colour, ...] = attrs.field(default=(), converter=_faces)


@attrs.frozen
class Reroll:
    """Reroll ability: roll again the dice at these indices (one star per reroll)."""

    player: int
    dice: tuple[int, ...] = attrs.field(converter=_ints)
    faces: tuple[Colour, ...] = attrs.field(default=(), converter=_faces)


@attrs.frozen
class ChangeColour:
    """Colour change ability: turn dice that show the same face to another face."""

    player: int
    dice: tuple[int, ...] = attrs.field(converter=_ints)
    face: Colour = attrs.field(converter=Colour)


@attrs.frozen
class UseBonus:
    """Cross an unlocked + of this colour: one more die of that colour this turn."""

    player: int
    colour: Colour = attrs.field(converter=Colour)


@attrs.frozen
class UseNoX:
    """No X ability: the shape (and any One X cell) this turn gets only windows."""

    player: int


@attrs.frozen
class DrawOneX:
    """One X ability: draw one extra single cell, before or after the shape."""

    player: int
    cell: Cell = attrs.field(converter=_cell)


@attrs.frozen
class ChooseShape:
    """Take a shape from the pad with these dice (plus this turn's bonuses of its
    colour). A crossed-out shape may be taken with the New choice ability."""

    player: int
    shape: str
    dice: tuple[int, ...] = attrs.field(converter=_ints)


@attrs.frozen
class Place:
    """Phase 2: draw the chosen shape on these cells (any rotation, no mirroring)."""

    player: int
    cells: tuple[Cell, ...] = attrs.field(converter=_cells)


@attrs.frozen
class MarkX:
    """Phase 2: choose which cell of the drawn shape gets the X."""

    player: int
    cell: Cell = attrs.field(converter=_cell)


@attrs.frozen
class CoatCell:
    """Coat of arms, action (a): draw one single window cell."""

    player: int
    cell: Cell = attrs.field(converter=_cell)


@attrs.frozen
class CoatTrack:
    """Coat of arms, action (b): mark two boxes on one ability track."""

    player: int
    colour: Colour = attrs.field(converter=Colour)


@attrs.frozen
class Pass:
    """Ruling 1: no available shape can be drawn, so nothing is drawn this turn."""

    player: int


@attrs.frozen
class EndTurn:
    """The active player is done (offered while an optional One X remains)."""

    player: int


@attrs.frozen
class MarkTrack:
    """Phase 3: another player takes an unused die and marks that colour's track
    (any track for a joker)."""

    player: int
    die: int
    colour: Colour = attrs.field(converter=Colour)


@attrs.frozen
class SkipTrack:
    """Phase 3: decline to mark (ruling 4), or stop after the first die in a
    two-player game."""

    player: int


Action = (
    Roll
    | Reroll
    | ChangeColour
    | UseBonus
    | UseNoX
    | DrawOneX
    | ChooseShape
    | Place
    | MarkX
    | CoatCell
    | CoatTrack
    | Pass
    | EndTurn
    | MarkTrack
    | SkipTrack
)

ACTION_TYPES: dict[str, type] = {
    "roll": Roll,
    "reroll": Reroll,
    "change_colour": ChangeColour,
    "use_bonus": UseBonus,
    "use_no_x": UseNoX,
    "draw_one_x": DrawOneX,
    "choose_shape": ChooseShape,
    "place": Place,
    "mark_x": MarkX,
    "coat_cell": CoatCell,
    "coat_track": CoatTrack,
    "pass": Pass,
    "end_turn": EndTurn,
    "mark_track": MarkTrack,
    "skip_track": SkipTrack,
}
ACTION_KINDS: dict[type, str] = {t: k for k, t in ACTION_TYPES.items()}
CHANCE_ACTIONS = (Roll, Reroll)
