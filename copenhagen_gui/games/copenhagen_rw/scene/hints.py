"""What the window wants the table to show beyond the game state itself: the shape
being chosen, the ghost following the mouse, highlighted cells, dice and tracks.

The user interface fills these in (``ui/view_hints.py`` asks the rules); the scene only
draws them and never decides what is legal."""

from __future__ import annotations

import attrs


@attrs.frozen
class Ghost:
    """A shape drawn semi-transparently on a building under the mouse."""

    player: int
    cells: tuple[tuple[int, int], ...]
    legal: bool
    reason: str = ""  # already translated: why a click there is refused (said on a click)
    x_cell: tuple[int, int] | None = None  # a hinted move: where its X goes


@attrs.frozen
class ViewHints:
    selected_shape: str | None = None  # highlighted on the pad
    ghost: Ghost | None = None
    # Cells to highlight on the acting player's building: (x, y) pairs; a
    # (player, x, y) triple names another player's building explicitly.
    spots: frozenset = frozenset()
    selected_dice: frozenset[int] = frozenset()  # picked for a reroll / colour change / phase 3
    eligible_dice: frozenset[int] = frozenset()  # dice that may be clicked now
    eligible_tracks: frozenset[tuple[int, str]] = frozenset()  # (player, colour value) rows
    new_choice_armed: bool = False  # crossed-out shapes selectable (New choice)
    # (player, Ability value) -> None when that star button may be clicked now, else the
    # reason its tooltip gives. A button not listed is drawn disabled, with no reason.
    abilities: dict = attrs.field(factory=dict, hash=False)
    # (player, colour value) -> None when that track's ready + may be clicked now, else
    # why not. Only the acting player's tracks are listed.
    bonuses: dict = attrs.field(factory=dict, hash=False)
    # (shape id, None or why whoever chooses may not pick it now), in pad order: the
    # pad dims the shapes with a reason and says it in their tooltips.
    shape_reasons: tuple = ()
    home_seat: int = 0  # whose sheet has the big place, for the whole game
    computer_levels: tuple = ()  # per seat: "easy" / "normal" / "strong", or None (a person)
    # Each player's last move, highlighted until their next turn: (player, x, y)
    # cells, (player, track index, box 1..9) track boxes, pad shapes crossed out.
    recent_cells: frozenset = frozenset()
    recent_boxes: frozenset = frozenset()
    recent_shapes: frozenset = frozenset()
