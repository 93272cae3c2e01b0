"""The lesson's prepared tables for rules its recorded game never reaches (pure Python):
each a situation (docs/situations.md) and the moves played from it. Both are checked
by the rules like any prepared game (``shell.lesson.script.problems``)."""

from __future__ import annotations

from ..rules.actions import ChooseShape, CoatCell, CoatTrack, MarkX, Pass, Place

CROSSED_FOR_TWO = ["red-4b", "blue-4b", "purple-4b", "green-4b", "yellow-4b"]

# Five dice of five colours, no joker, no bonus or reroll left: no shape can be drawn.
PASSING = {
    "phase": "choose", "active": 0, "round": 5,
    "dice": ["red", "blue", "purple", "green", "yellow"],
    "crossed": CROSSED_FOR_TWO,
    "players": [
        {"building": [".....", ".....", ".....", ".....", ".....", ".....", "O....", "XOO..", "OOXOO"],
         "tracks": {"green": "xx.......", "red": "x........"},
         "used": {"green": [1], "red": [1]}, "printed_rerolls_used": 2},
        {"building": [".....", ".....", ".....", ".....", ".....", ".....", ".....", "OX...", "OOOXO"],
         "tracks": {"blue": "xxx......"}},
    ],
}
PASSING_MOVES = (Pass(0),)

# The long purple shape, standing in the right column, uses all five dice and completes
# the 2nd row (a coat of arms); its window completes the 4th row (a second coat), whose
# two boxes fill the green track.
CHAIN = {
    "phase": "choose", "active": 0, "round": 6,
    "dice": ["purple", "purple", "white", "purple", "purple"],
    "crossed": CROSSED_FOR_TWO,
    "players": [
        {"building": [".....", ".....", ".....", ".....", ".....", "OOO..", "OXOO.", "OOOX.", "XOOOO"],
         "tracks": {"green": "xxxxxxx..", "purple": "xx.......", "red": "x........"},
         "used": {"green": [1, 4], "purple": [1]}, "printed_rerolls_used": 2},
        {"building": [".....", ".....", ".....", ".....", ".....", "X....", "OO...", "OXO..", "OOOXO"],
         "tracks": {"blue": "xxx......", "red": "xx......."}},
    ],
}
CHAIN_MOVES = (
    ChooseShape(0, "purple-5", (0, 1, 2, 3, 4)),
    Place(0, ((4, 1), (4, 2), (4, 3), (4, 4), (4, 5))),
    MarkX(0, (4, 5)),
    CoatCell(0, (3, 3)),
    CoatTrack(0, "green"),
)
