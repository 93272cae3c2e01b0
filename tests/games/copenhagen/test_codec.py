"""Actions and options to JSON and back (records are JSON)."""

import json

import pytest

from copenhagen_gui.games.copenhagen.rules import codec
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Deal,
    Discard,
    EndTurn,
    PlaceWhite,
    Refill,
    Refresh,
    TakeAbility,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import Ability, Colour
from copenhagen_gui.games.copenhagen.rules.state import GameOptions

from .helpers import colours

EXAMPLES = [
    Deal(colours("RYGBPRY"), (colours("RG"), colours("BYP"))),
    Deal(),
    Refill(colours("RB")),
    Refill((), end_card=True),
    Refill(),
    TakeCard(1, 6),
    Discard(0, Colour.PURPLE),
    Build(2, "yellow-5", [(1, 6), (2, 6), (2, 7), (2, 8), (3, 8)], (3, 8), colours("YYBB"), True),
    Build(0, "red-2", [(0, 0), (1, 0)], (0, 0)),
    EndTurn(3),
    PlaceWhite(0, (4, 3)),
    TakeAbility(1, Ability.CHANGE_OF_COLORS),
    Refresh(0),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: type(a).__name__)
def test_round_trip_through_json_text(action):
    text = json.dumps(codec.action_to_json(action))
    assert codec.action_from_json(json.loads(text)) == action


def test_the_json_form_is_readable():
    data = codec.action_to_json(EXAMPLES[7])
    assert data == {
        "type": "build",
        "player": 2,
        "tile": "yellow-5",
        "cells": [[1, 6], [2, 6], [2, 7], [2, 8], [3, 8]],
        "brick": [3, 8],
        "paid": ["yellow", "yellow", "blue", "blue"],
        "discount": True,
    }


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "fly"},
        {"type": "take_card", "player": 0},
        {"type": "take_card", "player": 0, "slot": "3"},
        {"type": "take_card", "player": True, "slot": 3},
        {"type": "take_card", "player": 0, "slot": 3, "extra": 1},
        {"type": "discard", "player": 0, "colour": "white"},
        {"type": "build", "player": 0, "tile": "red-2", "cells": [[0, 0], [1]], "brick": [0, 0]},
        {"type": "build", "player": 0, "tile": "red-2", "cells": [], "brick": [0, 0]},
        {"type": "build", "player": 0, "tile": "red-2", "cells": [[0, 0], [1, 0]], "brick": [0, 0], "paid": ["pink"]},
        {"type": "build", "player": 0, "tile": "red-2", "cells": [[0, 0], [1, 0]], "brick": [0, 0], "discount": 1},
        {"type": "take_ability", "player": 0, "ability": "flying"},
        {"type": "refill", "drawn": "red"},
        {"type": "deal", "harbour": ["red"], "hands": "x"},
    ],
)
def test_malformed_actions_raise_value_error(data):
    with pytest.raises(ValueError):
        codec.action_from_json(data)


def test_options_round_trip():
    options = GameOptions(3, 2)
    assert codec.options_from_json(codec.options_to_json(options), 3) == options


@pytest.mark.parametrize(
    "data, seats",
    [
        ({"player_count": 3}, 2),
        ({"player_count": 2, "start_player": 2}, 2),
        ({"player_count": 5}, 5),
        ({"player_count": 2, "colour": "red"}, 2),
        ("x", 2),
    ],
)
def test_bad_options_raise_value_error(data, seats):
    with pytest.raises(ValueError):
        codec.options_from_json(data, seats)
