"""The printed components of Copenhagen Roll & Write: colours, dice faces, the facade
pad's shapes, the building grid as bitmasks, coats of arms and ability tracks.

Everything here is constant data. The building's geometry is the 5 x 9 house shared
with the card game (``core.building``): x is the column 0..4 from the left, y the row
0..8 from the ground floor up, and a cell (x, y) is bit ``y * WIDTH + x`` of a mask.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping

import attrs

from copenhagen_gui.core.building import (  # noqa: F401 (the rules import them from here)
    CELL_COUNT,
    COLUMN_MASKS,
    FULL_MASK,
    GROUND_MASK,
    HEIGHT,
    ROW_MASKS,
    WIDTH,
    Cell,
    bit,
    cells_to_mask,
    in_grid,
    mask_to_cells,
    normalise,
    orientations,
    transform,
)
from copenhagen_gui.core.building import resting_cells as supported_cells  # noqa: F401

TRACK_LENGTH = 9
DICE_COUNT = 5
WINNING_POINTS = 12
TRACK_COMPLETE_POINTS = 2
PRINTED_REROLLS = 2
MAX_BONUSES_PER_COLOUR = 2


class Colour(str, enum.Enum):
    """A die face. The five colours name shapes and tracks; WHITE is the joker."""

    RED = "red"
    BLUE = "blue"
    PURPLE = "purple"
    GREEN = "green"
    YELLOW = "yellow"
    WHITE = "white"

    @property
    def is_joker(self) -> bool:
        return self is Colour.WHITE

    @property
    def index(self) -> int:
        """Position among the five track colours (printed order, top to bottom)."""
        return _TRACK_INDEX[self]


TRACK_COLOURS: tuple[Colour, ...] = (
    Colour.RED,
    Colour.BLUE,
    Colour.PURPLE,
    Colour.GREEN,
    Colour.YELLOW,
)
FACES: tuple[Colour, ...] = TRACK_COLOURS + (Colour.WHITE,)
_TRACK_INDEX: dict[Colour, int] = {c: i for i, c in enumerate(TRACK_COLOURS)}


class Ability(str, enum.Enum):
    """The ability printed under the stars of each track."""

    REROLL = "reroll"
    NO_X = "no_x"
    ONE_X = "one_x"
    COLOUR_CHANGE = "colour_change"
    NEW_CHOICE = "new_choice"


class Symbol(str, enum.Enum):
    BONUS = "bonus"  # the printed +
    STAR = "star"  # the printed ★


@attrs.frozen
class TrackSpec:
    colour: Colour
    ability: Ability
    bonus_boxes: tuple[int, ...]  # 1-based box numbers with a + under them
    star_boxes: tuple[int, ...]  # 1-based box numbers with a ★ under them

    def symbol_at(self, box: int) -> Symbol | None:
        if box in self.bonus_boxes:
            return Symbol.BONUS
        if box in self.star_boxes:
            return Symbol.STAR
        return None

    def boxes_with(self, symbol: Symbol) -> tuple[int, ...]:
        return self.bonus_boxes if symbol is Symbol.BONUS else self.star_boxes


TRACKS: tuple[TrackSpec, ...] = (
    TrackSpec(Colour.RED, Ability.REROLL, (1, 3), (2, 4, 5, 6)),
    TrackSpec(Colour.BLUE, Ability.NO_X, (1, 5), (2, 4, 6)),
    TrackSpec(Colour.PURPLE, Ability.ONE_X, (1, 4), (3, 5, 7)),
    TrackSpec(Colour.GREEN, Ability.COLOUR_CHANGE, (1, 5), (4, 7, 8)),
    TrackSpec(Colour.YELLOW, Ability.NEW_CHOICE, (1, 4), (3, 6, 7)),
)
TRACK_OF_ABILITY: dict[Ability, int] = {t.ability: i for i, t in enumerate(TRACKS)}


# --- coats of arms -----------------------------------------------------------------


class LineKind(str, enum.Enum):
    ROW = "row"
    COLUMN = "column"


@attrs.frozen(order=True)
class Line:
    """A row (index = y) or a column (index = x) of the building."""

    kind: LineKind
    index: int

    @property
    def mask(self) -> int:
        return ROW_MASKS[self.index] if self.kind is LineKind.ROW else COLUMN_MASKS[self.index]

    def points(self, all_windows: bool) -> int:
        base = 1 if self.kind is LineKind.ROW else 2
        return base * 2 if all_windows else base


ROWS: tuple[Line, ...] = tuple(Line(LineKind.ROW, y) for y in range(HEIGHT))
COLUMNS: tuple[Line, ...] = tuple(Line(LineKind.COLUMN, x) for x in range(WIDTH))
LINES: tuple[Line, ...] = ROWS + COLUMNS

# Coats of arms sit above columns 1 and 3 and at the right end of rows 1, 3 and 5.
COAT_LINES: frozenset[Line] = frozenset(
    {COLUMNS[1], COLUMNS[3], ROWS[1], ROWS[3], ROWS[5]}
)


# --- facade shapes -----------------------------------------------------------------


def rotations(cells: Iterable[Cell]) -> tuple[tuple[Cell, ...], ...]:
    """The distinct quarter-turn rotations of a shape (counter-clockwise), starting with
    the printed one; Roll & Write never mirrors a shape."""
    return orientations(normalise(cells), mirroring=False)


def mirror(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    return normalise(transform(tuple(cells), 0, True))


@attrs.frozen
class ShapeSpec:
    """One shape printed on the facade pad."""

    id: str
    colour: Colour
    cells: tuple[Cell, ...]  # printed orientation, normalised
    single_use: bool  # printed under ×; crossed out on the pad once drawn

    @property
    def size(self) -> int:
        return len(self.cells)


def _shape(colour: Colour, label: str, cells, single_use: bool) -> ShapeSpec:
    return ShapeSpec(f"{colour.value}-{label}", colour, normalise(cells), single_use)


_O = ((0, 0), (0, 1), (1, 0), (1, 1))
_I4 = ((0, 0), (0, 1), (0, 2), (0, 3))
_DOMINO = ((0, 0), (0, 1))
_ELL3 = ((0, 0), (1, 0), (1, 1))
_LINE3 = ((0, 0), (0, 1), (0, 2))

SHAPES: tuple[ShapeSpec, ...] = (
    _shape(Colour.RED, "2", _DOMINO, False),
    _shape(Colour.RED, "3", _ELL3, False),
    _shape(Colour.RED, "4a", _O, True),
    _shape(Colour.RED, "4b", _O, True),
    _shape(Colour.RED, "5", ((0, 0), (1, 0), (1, 1), (2, 0), (2, 1)), True),
    _shape(Colour.BLUE, "2", _DOMINO, False),
    _shape(Colour.BLUE, "3", _ELL3, False),
    _shape(Colour.BLUE, "4a", ((0, 0), (1, 0), (1, 1), (1, 2)), True),
    _shape(Colour.BLUE, "4b", ((0, 0), (0, 1), (0, 2), (1, 0)), True),
    _shape(Colour.BLUE, "5", ((0, 0), (1, 0), (1, 1), (1, 2), (2, 0)), True),
    _shape(Colour.PURPLE, "2", _DOMINO, False),
    _shape(Colour.PURPLE, "3", _LINE3, False),
    _shape(Colour.PURPLE, "4a", _I4, True),
    _shape(Colour.PURPLE, "4b", _I4, True),
    _shape(Colour.PURPLE, "5", ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)), True),
    _shape(Colour.GREEN, "2", _DOMINO, False),
    _shape(Colour.GREEN, "3", _LINE3, False),
    _shape(Colour.GREEN, "4a", ((0, 1), (1, 0), (1, 1), (1, 2)), True),
    _shape(Colour.GREEN, "4b", ((0, 0), (0, 1), (0, 2), (1, 1)), True),
    _shape(Colour.GREEN, "5", ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)), True),
    _shape(Colour.YELLOW, "2", _DOMINO, False),
    _shape(Colour.YELLOW, "3", _ELL3, False),
    _shape(Colour.YELLOW, "4a", ((0, 0), (0, 1), (1, 1), (1, 2)), True),
    _shape(Colour.YELLOW, "4b", ((0, 1), (0, 2), (1, 0), (1, 1)), True),
    _shape(Colour.YELLOW, "5", ((0, 0), (0, 1), (1, 1), (2, 1), (2, 2)), True),
)
SHAPES_BY_ID: dict[str, ShapeSpec] = {s.id: s for s in SHAPES}

# The 4-cell shape of each colour crossed out by default in a two-player game (ruling 6).
DEFAULT_TWO_PLAYER_CROSSED: tuple[str, ...] = tuple(
    f"{c.value}-4b" for c in TRACK_COLOURS
)


def four_cell_shapes(colour: Colour) -> tuple[str, ...]:
    return tuple(s.id for s in SHAPES if s.colour is colour and s.size == 4)


# --- precomputed placements --------------------------------------------------------


@attrs.frozen
class Placement:
    """A shape rotated and moved onto the grid."""

    shape_id: str
    rotation: int  # index into rotations(shape.cells)
    mask: int
    cells: tuple[Cell, ...]


def _placements_of(shape: ShapeSpec) -> tuple[Placement, ...]:
    found = []
    for r, rotated in enumerate(rotations(shape.cells)):
        width = max(x for x, _ in rotated) + 1
        height = max(y for _, y in rotated) + 1
        for oy in range(HEIGHT - height + 1):
            for ox in range(WIDTH - width + 1):
                cells = tuple(sorted((x + ox, y + oy) for x, y in rotated))
                found.append(Placement(shape.id, r, cells_to_mask(cells), cells))
    return tuple(found)


class _PerShape(Mapping):
    """A table with one row per shape id, each row computed on first use: building all
    of them at import would cost start-up time the first window does not need."""

    def __init__(self, build):
        self._build = build
        self._rows: dict = {}

    def __getitem__(self, shape_id: str):
        row = self._rows.get(shape_id)
        if row is None:
            row = self._rows[shape_id] = self._build(SHAPES_BY_ID[shape_id])
        return row

    def __iter__(self):
        return iter(SHAPES_BY_ID)

    def __len__(self) -> int:
        return len(SHAPES_BY_ID)


def _mirror_masks(shape: ShapeSpec) -> frozenset[int]:
    """Masks of the shape's mirror image that are not also rotations of it."""
    mirrored = ShapeSpec(shape.id, shape.colour, mirror(shape.cells), shape.single_use)
    return frozenset(p.mask for p in _placements_of(mirrored)) - PLACEMENT_BY_MASK[shape.id].keys()


PLACEMENTS: Mapping[str, tuple[Placement, ...]] = _PerShape(_placements_of)
PLACEMENT_MASKS: Mapping[str, tuple[int, ...]] = _PerShape(
    lambda s: tuple(p.mask for p in PLACEMENTS[s.id])
)
# Placements by mask per shape, to recognise a drawn set of cells.
PLACEMENT_BY_MASK: Mapping[str, dict[int, Placement]] = _PerShape(
    lambda s: {p.mask: p for p in PLACEMENTS[s.id]}
)
# Masks of mirror images that are not rotations, to explain why they are refused.
MIRROR_MASKS: Mapping[str, frozenset[int]] = _PerShape(_mirror_masks)

SINGLE_CELL_MASKS: tuple[int, ...] = tuple(1 << i for i in range(CELL_COUNT))
