"""Every hint reason reads as one finished sentence in every language: all
placeholders filled, names of colours, shapes and lines from the game's own texts."""

from __future__ import annotations

import random

import attrs
import pytest
from PySide6.QtCore import QLocale

from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen_rw.bots import HintKind, HintReason, explain, random_player, suggest
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.components import LINES, TRACK_COLOURS, TRACKS, Ability, Colour, Symbol
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.hint_texts import hint_text
from copenhagen_gui.shell import i18n

ROW, COLUMN = LINES[0], next(ln for ln in LINES if ln.kind.value != LINES[0].kind.value)


def _examples() -> list[HintReason]:
    """One or more reasons of every kind, with all the facts a sentence may use."""
    k = HintKind
    return [
        HintReason(k.ROLL),
        HintReason(k.REROLL, colour=Colour.RED, count=2),
        HintReason(k.REROLL, count=1),
        HintReason(k.COLOUR_CHANGE, colour=Colour.BLUE, count=2, shape="blue-3"),
        HintReason(k.COLOUR_CHANGE, colour=Colour.BLUE, count=1),
        HintReason(k.USE_BONUS, colour=Colour.GREEN, shape="green-4a"),
        HintReason(k.USE_BONUS, colour=Colour.GREEN),
        HintReason(k.NO_X, ability=Ability.NO_X, points=4, lines=(COLUMN,)),
        HintReason(k.NO_X, ability=Ability.NO_X, lines=(ROW, COLUMN)),
        HintReason(k.NO_X, ability=Ability.NO_X),
        HintReason(k.NO_X_CELL, ability=Ability.NO_X),
        HintReason(k.ONE_X_SCORES, ability=Ability.ONE_X, points=1, lines=(ROW,), cells=((2, 0),)),
        HintReason(k.ONE_X_FILLS, ability=Ability.ONE_X, cells=((4, 3),)),
        HintReason(k.NEW_CHOICE, shape="yellow-4b", colour=Colour.YELLOW, count=4),
        HintReason(k.CHOOSE_SHAPE, shape="red-5", colour=Colour.RED, count=5, points=3,
                   lines=(ROW, COLUMN), cells=((0, 0),)),
        HintReason(k.CHOOSE_SHAPE, shape="red-2", colour=Colour.RED, count=2),
        HintReason(k.PASS),
        HintReason(k.PLACE_SCORES, points=3, lines=(ROW, COLUMN), cells=((0, 0),)),
        HintReason(k.PLACE_PREPARES, lines=(ROW,), cells=((0, 0),)),
        HintReason(k.PLACE_LOW, cells=((0, 0),)),
        HintReason(k.PLACE_FITS, cells=((0, 0),)),
        HintReason(k.MARK_X_SCORES, points=2, lines=(COLUMN,), cells=((1, 1),)),
        HintReason(k.MARK_X_SPARES, cells=((1, 1),)),
        HintReason(k.COAT_CELL_SCORES, points=1, lines=(ROW,), cells=((3, 2),)),
        HintReason(k.COAT_CELL, cells=((3, 2),)),
        HintReason(k.COAT_TRACK, colour=Colour.PURPLE, points=2),
        HintReason(k.COAT_TRACK, colour=Colour.PURPLE, symbol=Symbol.STAR, ability=Ability.ONE_X),
        HintReason(k.COAT_TRACK, colour=Colour.PURPLE, symbol=Symbol.BONUS),
        HintReason(k.COAT_TRACK, colour=Colour.PURPLE),
        HintReason(k.END_TURN, ability=Ability.ONE_X),
        HintReason(k.MARK_TRACK_UNLOCKS, colour=Colour.YELLOW, symbol=Symbol.STAR,
                   ability=Ability.NEW_CHOICE),
        HintReason(k.MARK_TRACK_UNLOCKS, colour=Colour.YELLOW, symbol=Symbol.BONUS),
        HintReason(k.MARK_TRACK_COMPLETES, colour=Colour.RED, points=2),
        HintReason(k.MARK_TRACK_PROGRESS, colour=Colour.BLUE),
        HintReason(k.SKIP_TRACK),
    ]


def test_examples_cover_every_kind():
    assert {r.kind for r in _examples()} == set(HintKind)


@pytest.fixture
def language(qapp):
    locale = QLocale()
    yield lambda code: i18n.install_language(qapp, code)
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)


@pytest.mark.parametrize("code", ["en", "fr", "de", "nl"])
def test_every_kind_is_a_finished_sentence(language, code):
    language(code)
    seen = set()
    for reason in _examples():
        text = hint_text(reason)
        assert text and "%" not in text, (code, reason.kind, text)
        if reason.shape is not None and reason.kind in (HintKind.NEW_CHOICE, HintKind.CHOOSE_SHAPE):
            assert texts.shape_name(reason.shape) in text, (code, text)
        elif reason.colour is not None:
            # The colour is named: each colour makes its own sentence.
            others = {hint_text(attrs.evolve(reason, colour=c, shape=None)) for c in TRACK_COLOURS}
            assert len(others) == len(TRACK_COLOURS), (code, others)
        if reason.kind in (HintKind.USE_BONUS, HintKind.COAT_TRACK) or reason.kind.value.startswith("mark_track"):
            # A track is named with its ability, as on the sheet.
            assert texts.ability_name(TRACKS[reason.colour.index].ability) in text, (code, text)
        if reason.points:
            assert texts.points_text(reason.points) in text, (code, text)
        if reason.lines and not (reason.kind is HintKind.NO_X and reason.points):
            assert texts.line_name(reason.lines[0]) in text, (code, text)
        seen.add(text)
    assert len(seen) == len(_examples())  # every case says something of its own
    if code != "en":
        language("en")
        english = {hint_text(r) for r in _examples()}
        language(code)
        assert not english & seen  # translated, not left in English


def test_reasons_from_real_games_all_have_a_text():
    """The bots' own reasons, from random positions of real games."""
    rng = random.Random(3)
    kinds = set()
    for seed in range(3):
        record, _ = random_player.play_game(GameOptions(2 + seed % 3), seed)
        for state in replay(record)[:-1:3]:
            kinds.add(suggest(state).reason.kind)
            for action in rng.sample(engine.legal_actions(state), k=1):
                reason = explain(state, action)
                kinds.add(reason.kind)
                assert hint_text(reason)
    assert len(kinds) >= 15
