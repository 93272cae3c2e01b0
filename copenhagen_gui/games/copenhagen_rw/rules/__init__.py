"""The rules of Copenhagen Roll & Write: pure Python, no Qt (a test enforces it)."""

from .actions import (
    ACTION_TYPES,
    Action,
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from .components import (
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACKS,
    Ability,
    Colour,
)
from .engine import IllegalAction, apply, check, legal_actions, new_game
from .state import (
    Event,
    EventKind,
    GameOptions,
    GameState,
    Phase,
    PlayerSheet,
    Reason,
)

__all__ = [
    "ACTION_TYPES", "Action", "ChangeColour", "ChooseShape", "CoatCell", "CoatTrack",
    "DrawOneX", "EndTurn", "MarkTrack", "MarkX", "Pass", "Place", "Reroll", "Roll",
    "SkipTrack", "UseBonus", "UseNoX", "SHAPES", "SHAPES_BY_ID", "TRACK_COLOURS", "TRACKS",
    "Ability", "Colour", "IllegalAction", "apply", "check", "legal_actions", "new_game",
    "Event", "EventKind", "GameOptions", "GameState", "Phase", "PlayerSheet", "Reason",
]
