"""The 5 x 9 house both Copenhagen games build on, as pure bitmask geometry.

Coordinates: x is the column 0..4 from the left, y the floor 0..8 from the ground up.
Cell (x, y) is bit ``y * WIDTH + x`` of an int mask, so a whole building is one int:
overlap is ``&``, "the cell below is filled" is a shift by ``WIDTH``.

Shapes are polyominoes given as cells. ``transform`` applies one of the 8 symmetries
of the square (4 rotations, each with or without mirroring) and keeps the order of the
cells, so a caller can follow a marked cell (the card game's brick) through it.
``placement_masks`` lists every position of a shape on the grid, computed the first
time a shape is asked for and cached.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

WIDTH = 5
HEIGHT = 9
CELL_COUNT = WIDTH * HEIGHT
FULL_MASK = (1 << CELL_COUNT) - 1
GROUND_MASK = (1 << WIDTH) - 1

Cell = tuple[int, int]


def bit(x: int, y: int) -> int:
    return 1 << (y * WIDTH + x)


def in_grid(x: int, y: int) -> bool:
    return 0 <= x < WIDTH and 0 <= y < HEIGHT


def cells_to_mask(cells: Iterable[Cell]) -> int:
    mask = 0
    for x, y in cells:
        mask |= bit(x, y)
    return mask


def mask_to_cells(mask: int) -> tuple[Cell, ...]:
    """Cells of a mask, sorted by (x, y)."""
    found = []
    while mask:
        low = mask & -mask
        index = low.bit_length() - 1
        found.append((index % WIDTH, index // WIDTH))
        mask ^= low
    return tuple(sorted(found))


def cell_count(mask: int) -> int:
    return mask.bit_count()


def empty_count(filled: int) -> int:
    """Empty squares of a building (the tie-break of both games)."""
    return CELL_COUNT - (filled & FULL_MASK).bit_count()


# --- rows and columns ----------------------------------------------------------------

ROW_MASKS: tuple[int, ...] = tuple(GROUND_MASK << (y * WIDTH) for y in range(HEIGHT))
COLUMN_MASKS: tuple[int, ...] = tuple(
    cells_to_mask((x, y) for y in range(HEIGHT)) for x in range(WIDTH)
)


def complete_rows(filled: int) -> tuple[int, ...]:
    """The y of every full row."""
    return tuple(y for y, m in enumerate(ROW_MASKS) if filled & m == m)


def complete_columns(filled: int) -> tuple[int, ...]:
    """The x of every full column."""
    return tuple(x for x, m in enumerate(COLUMN_MASKS) if filled & m == m)


# --- support and fitting ---------------------------------------------------------------


def resting_cells(filled: int) -> int:
    """Empty cells a placement may rest on: the ground floor, or right above a filled
    cell. A placement is supported when at least one of its cells is one of these."""
    return (GROUND_MASK | (filled << WIDTH)) & FULL_MASK & ~filled


def is_supported(filled: int, mask: int) -> bool:
    """At least one cell of ``mask`` is on the ground or above a cell filled *before*
    the placement (cells of the placement never support each other)."""
    return bool(mask & (GROUND_MASK | (filled << WIDTH)))


def fits(filled: int, mask: int) -> bool:
    """``mask`` is empty in the building and supported."""
    return not mask & filled and bool(mask & (GROUND_MASK | (filled << WIDTH)))


def unsupported_pieces(pieces: Iterable[int]) -> tuple[int, ...]:
    """The pieces (disjoint masks) that no order of placing them all could support:
    empty when the whole building can be built from them. Placing a piece only adds
    support, so placing any piece that rests, again and again, finds an order when
    one exists."""
    left = list(pieces)
    placed = 0
    while left:
        rest = GROUND_MASK | (placed << WIDTH)
        still = [p for p in left if not p & rest]
        if len(still) == len(left):
            break
        for p in left:
            if p & rest:
                placed |= p
        left = still
    return tuple(left)


_NOT_LEFT_COLUMN = FULL_MASK & ~COLUMN_MASKS[0]
_NOT_RIGHT_COLUMN = FULL_MASK & ~COLUMN_MASKS[WIDTH - 1]


def neighbours(mask: int) -> int:
    """Cells orthogonally next to ``mask`` and not in it."""
    around = (
        ((mask << 1) & _NOT_LEFT_COLUMN)
        | ((mask >> 1) & _NOT_RIGHT_COLUMN)
        | (mask << WIDTH)
        | (mask >> WIDTH)
    )
    return around & FULL_MASK & ~mask


# --- polyomino symmetries ----------------------------------------------------------------

# (quarter turns counter-clockwise, mirrored first): the identity comes first.
ROTATIONS: tuple[tuple[int, bool], ...] = tuple((r, False) for r in range(4))
SYMMETRIES: tuple[tuple[int, bool], ...] = ROTATIONS + tuple((r, True) for r in range(4))


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """The cells moved so min x = min y = 0, sorted."""
    return tuple(sorted(_to_origin(list(cells))))


def _to_origin(cells: Sequence[Cell]) -> tuple[Cell, ...]:
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple((x - min_x, y - min_y) for x, y in cells)


def transform(cells: Sequence[Cell], rotation: int, mirrored: bool) -> tuple[Cell, ...]:
    """The shape mirrored (x -> -x) if asked, then turned ``rotation`` quarter turns
    counter-clockwise, moved to the origin. Cell i of the result is the image of cell
    i of ``cells``."""
    moved = [(-x, y) if mirrored else (x, y) for x, y in cells]
    for _ in range(rotation % 4):
        moved = [(-y, x) for x, y in moved]
    return _to_origin(moved)


def orientations(cells: Iterable[Cell], *, mirroring: bool) -> tuple[tuple[Cell, ...], ...]:
    """The distinct images of a shape (normalised), the given orientation first.
    ``mirroring`` False: rotations only (Roll & Write); True: all 8 (the card game)."""
    cells = tuple(cells)
    found: list[tuple[Cell, ...]] = []
    for rotation, mirrored in SYMMETRIES if mirroring else ROTATIONS:
        image = normalise(transform(cells, rotation, mirrored))
        if image not in found:
            found.append(image)
    return tuple(found)


def offsets(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Every (dx, dy) that keeps a shape already at the origin inside the grid."""
    cells = tuple(cells)
    width = max(x for x, _ in cells) + 1
    height = max(y for _, y in cells) + 1
    return tuple(
        (dx, dy) for dy in range(HEIGHT - height + 1) for dx in range(WIDTH - width + 1)
    )


@cache
def _placement_masks(shape: tuple[Cell, ...], mirroring: bool) -> tuple[int, ...]:
    masks: list[int] = []
    seen: set[int] = set()
    for image in orientations(shape, mirroring=mirroring):
        base = cells_to_mask(image)
        for dx, dy in offsets(image):
            mask = base << (dy * WIDTH + dx)
            if mask not in seen:
                seen.add(mask)
                masks.append(mask)
    return tuple(masks)


def placement_masks(cells: Iterable[Cell], *, mirroring: bool) -> tuple[int, ...]:
    """Every distinct set of grid cells the shape can cover (any allowed orientation,
    any position), computed once per shape."""
    return _placement_masks(normalise(cells), mirroring)


def fitting_masks(filled: int, cells: Iterable[Cell], *, mirroring: bool) -> tuple[int, ...]:
    """The placements of a shape that are legal in this building."""
    rest = GROUND_MASK | (filled << WIDTH)
    return tuple(
        m for m in placement_masks(cells, mirroring=mirroring) if not m & filled and m & rest
    )


def parse_diagram(text: str) -> dict[str, int]:
    """Masks per character of a building drawn as text, the top row first (for tests
    and tutorials). Each line is one floor of up to 5 characters, leading blanks
    ignored; '.' is empty. Fewer than 9 lines mean the lowest floors."""
    lines = [ln.strip() for ln in text.strip("\n").splitlines() if ln.strip()]
    if len(lines) > HEIGHT:
        raise ValueError(f"a building has {HEIGHT} floors, not {len(lines)}")
    masks: dict[str, int] = {}
    for row, line in enumerate(lines):
        y = len(lines) - 1 - row
        if len(line) > WIDTH:
            raise ValueError(f"floor {y} is wider than {WIDTH}: {line!r}")
        for x, char in enumerate(line):
            if char not in ". ":
                masks[char] = masks.get(char, 0) | bit(x, y)
    return masks
