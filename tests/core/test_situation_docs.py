"""The examples of docs/situations.md are situations their games accept, and every
refusal reason of every game is documented there."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from copenhagen_gui.core import registry

DOC = (Path(__file__).resolve().parents[2] / "docs" / "situations.md").read_text(encoding="utf-8")
EXAMPLE = re.compile(r"<!-- situation: ([a-z-]+), (\d) players -->\s*```json\n(.*?)```", re.S)
EXAMPLES = EXAMPLE.findall(DOC)


def test_each_game_has_an_example():
    assert sorted(game for game, _seats, _text in EXAMPLES) == sorted(registry.game_ids())


@pytest.mark.parametrize("game, seats, text", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_the_examples_are_accepted_and_written_back_the_same(game, seats, text):
    spec = registry.get(game)
    options = spec.default_options(int(seats))
    state = spec.state_from_json(json.loads(text), options)
    assert spec.state_from_json(spec.state_to_json(state), options) == state


@pytest.mark.parametrize("game", registry.game_ids())
def test_every_refusal_reason_is_documented(game):
    for reason in registry.get(game).situation_reasons:
        assert f"`{reason.value}`" in DOC, reason
