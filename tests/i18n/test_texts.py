"""Every model value the player can meet has a sentence in every language."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QLocale

from copenhagen_gui.games.copenhagen_rw.bots import random_player
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ACTION_TYPES
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    COLUMNS,
    ROWS,
    SHAPES,
    TRACK_COLOURS,
    Ability,
    Colour,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import Event, EventKind, GameOptions, NothingToMark, Phase, Reason
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.shell import i18n

LANGS = [code for code, _ in i18n.LANGUAGES]
NAMES = ("Anna", "Bjørn", "Cécile", "Dirk")

# One sample value per event kind, shaped like the engine's.
SAMPLE_EVENTS = {
    EventKind.ROLLED: Event(EventKind.ROLLED, 0, (Colour.RED,) * 4 + (Colour.WHITE,)),
    EventKind.REROLLED: Event(EventKind.REROLLED, 0, ((1, Colour.BLUE), (3, Colour.GREEN))),
    EventKind.COLOUR_CHANGED: Event(EventKind.COLOUR_CHANGED, 0, (Colour.BLUE, Colour.GREEN, (1, 3))),
    EventKind.BONUS_USED: Event(EventKind.BONUS_USED, 0, Colour.PURPLE),
    EventKind.NO_X_USED: Event(EventKind.NO_X_USED, 0),
    EventKind.ONE_X_DRAWN: Event(EventKind.ONE_X_DRAWN, 0, (2, 0)),
    EventKind.SHAPE_CHOSEN: Event(EventKind.SHAPE_CHOSEN, 0, "green-5"),
    EventKind.NEW_CHOICE_USED: Event(EventKind.NEW_CHOICE_USED, 0, "red-4a"),
    EventKind.SHAPE_DRAWN: Event(EventKind.SHAPE_DRAWN, 0, "yellow-3"),
    EventKind.X_MARKED: Event(EventKind.X_MARKED, 0, (1, 1)),
    EventKind.ROW_SCORED: Event(EventKind.ROW_SCORED, 0, ROWS[3], 2),
    EventKind.COLUMN_SCORED: Event(EventKind.COLUMN_SCORED, 0, COLUMNS[1], 4),
    EventKind.COAT_EARNED: Event(EventKind.COAT_EARNED, 0, COLUMNS[3]),
    EventKind.COAT_CELL_DRAWN: Event(EventKind.COAT_CELL_DRAWN, 0, (4, 2)),
    EventKind.COAT_TRACK_MARKED: Event(EventKind.COAT_TRACK_MARKED, 0, Colour.YELLOW),
    EventKind.COAT_LOST: Event(EventKind.COAT_LOST, 0),
    EventKind.PASSED: Event(EventKind.PASSED, 0),
    EventKind.TRACK_MARKED: Event(EventKind.TRACK_MARKED, 0, Colour.RED),
    EventKind.TRACK_SKIPPED: Event(EventKind.TRACK_SKIPPED, 0),
    EventKind.NOTHING_TO_MARK: Event(EventKind.NOTHING_TO_MARK, 0, NothingToMark.TRACKS_FULL),
    EventKind.TRACK_COMPLETED: Event(EventKind.TRACK_COMPLETED, 0, Colour.BLUE, 2),
    EventKind.SYMBOL_UNLOCKED: Event(EventKind.SYMBOL_UNLOCKED, 0, (Colour.GREEN, 4)),
    EventKind.TURN_ENDED: Event(EventKind.TURN_ENDED, 0),
    EventKind.LAST_ROUND: Event(EventKind.LAST_ROUND, 0),
    EventKind.GAME_ENDED: Event(EventKind.GAME_ENDED, 0, (0,)),
}

SAMPLE_ACTIONS = {
    "roll": ACTION_TYPES["roll"](0, ()),
    "reroll": ACTION_TYPES["reroll"](0, (0, 2)),
    "change_colour": ACTION_TYPES["change_colour"](0, (1,), "green"),
    "use_bonus": ACTION_TYPES["use_bonus"](0, "red"),
    "use_no_x": ACTION_TYPES["use_no_x"](0),
    "draw_one_x": ACTION_TYPES["draw_one_x"](0, (0, 0)),
    "choose_shape": ACTION_TYPES["choose_shape"](0, "blue-4b", (0, 1, 2, 3)),
    "place": ACTION_TYPES["place"](0, ((0, 0), (0, 1))),
    "mark_x": ACTION_TYPES["mark_x"](0, (0, 0)),
    "coat_cell": ACTION_TYPES["coat_cell"](0, (1, 0)),
    "coat_track": ACTION_TYPES["coat_track"](0, "purple"),
    "pass": ACTION_TYPES["pass"](0),
    "end_turn": ACTION_TYPES["end_turn"](0),
    "mark_track": ACTION_TYPES["mark_track"](0, 2, "yellow"),
    "skip_track": ACTION_TYPES["skip_track"](0),
}


def test_samples_cover_every_event_kind_and_action_type():
    assert set(SAMPLE_EVENTS) == set(EventKind)
    assert set(SAMPLE_ACTIONS) == set(ACTION_TYPES)


@pytest.mark.parametrize("code", LANGS)
def test_every_value_has_a_text_in_every_language(language, code):
    language(code)
    for reason in Reason:
        assert texts.reason_text(reason).strip()
    for event in SAMPLE_EVENTS.values():
        sentence = texts.event_text(event, NAMES)
        assert "Anna" in sentence and "%" not in sentence, sentence
    for action in SAMPLE_ACTIONS.values():
        sentence = texts.action_text(action, NAMES)
        assert "Anna" in sentence and "%" not in sentence, sentence
    for colour in Colour:
        assert texts.colour_name(colour)
    for colour in TRACK_COLOURS:
        assert texts.track_name(colour)
    for ability in Ability:
        assert texts.ability_name(ability) and texts.ability_help(ability)
    for shape in SHAPES:
        name = texts.shape_name(shape.id)
        assert str(shape.size) in name and name[0].isupper()
    for phase in Phase:
        assert texts.phase_name(phase)


@pytest.mark.parametrize("code", ["fr", "de", "nl"])
def test_other_languages_really_translate(language, code):
    english = [texts.reason_text(r) for r in Reason]
    english += [texts.event_text(e, NAMES) for e in SAMPLE_EVENTS.values()]
    english += [texts.action_text(a, NAMES) for a in SAMPLE_ACTIONS.values()]
    language(code)
    translated = [texts.reason_text(r) for r in Reason]
    translated += [texts.event_text(e, NAMES) for e in SAMPLE_EVENTS.values()]
    translated += [texts.action_text(a, NAMES) for a in SAMPLE_ACTIONS.values()]
    same = [t for t, e in zip(translated, english) if t == e]
    assert not same


@pytest.mark.parametrize(
    "code, one, two",
    [
        ("en", "1 point", "2 points"),
        ("fr", "1 point", "2 points"),
        ("de", "1 Punkt", "2 Punkte"),
        ("nl", "1 punt", "2 punten"),
    ],
)
def test_plural_forms(language, code, one, two):
    language(code)
    assert texts.points_text(1) == one
    assert texts.points_text(2) == two


# The glossary of the rules reference: the printed rulebooks' own words.
GLOSSARY = {
    "en": ("Reroll", "No X", "One X", "Colour change", "New choice"),
    "fr": ("Nouveau lancer", "Pas de X", "Une case X", "Changement de couleur", "Nouveau choix"),
    "de": ("Erneut würfeln", "Kein X", "Ein X", "Farbwechsel", "Erneut wählen"),
    "nl": ("Opnieuw gooien", "Geen X", "Eén X", "Kleurwissel", "Opnieuw kiezen"),
}


@pytest.mark.parametrize("code", LANGS)
def test_ability_names_follow_the_glossary(language, code):
    language(code)
    names = tuple(texts.ability_name(a) for a in (
        Ability.REROLL, Ability.NO_X, Ability.ONE_X, Ability.COLOUR_CHANGE, Ability.NEW_CHOICE))
    assert names == GLOSSARY[code]


def test_player_names_are_inserted_literally():
    tricky = ("%2 %1", "100% Bob")
    sentence = texts.event_text(SAMPLE_EVENTS[EventKind.ROW_SCORED], tricky)
    assert sentence.startswith("%2 %1 ") and "row 4" in sentence


def test_prompts_follow_a_whole_game():
    """Every state of a random game has a one-line prompt naming who acts."""
    for players in (2, 3):
        state = engine.new_game(GameOptions(players))
        rng, roller = random.Random(5), Roller(5)
        seen = set()
        while state.phase is not Phase.GAME_OVER:
            prompt = texts.phase_prompt(state, NAMES)
            assert NAMES[state.chooser] in prompt and "\n" not in prompt
            seen.add(state.phase)
            for event in state.events:
                assert texts.event_text(event, NAMES)
            action = roller.complete(random_player.choose(state, rng))
            assert texts.action_text(action, NAMES)
            state = engine.apply(state, action)
        winners = [NAMES[p] for p in state.winners]
        assert all(name in texts.phase_prompt(state, NAMES) for name in winners)
        assert {Phase.ROLL, Phase.CHOOSE, Phase.PLACE, Phase.MARK_X, Phase.TRACKS} <= seen


def test_join_names():
    assert texts.join_names(["Anna"]) == "Anna"
    assert texts.join_names(["Anna", "Ben"]) == "Anna and Ben"
    assert texts.join_names(["Anna", "Ben", "Carl"]) == "Anna, Ben and Carl"


def test_every_game_reason_links_to_a_rule():
    technical = {Reason.BAD_FACES, Reason.BAD_DIE, Reason.DUPLICATE_DIE, Reason.UNKNOWN_SHAPE}
    for reason in Reason:
        anchor = texts.reason_rule_anchor(reason)
        if reason in technical:
            assert anchor is None
        else:
            assert anchor in texts.RULE_ANCHORS, reason
            assert f'href="rules:{anchor}"' in texts.reason_html(reason)


@pytest.mark.parametrize(
    "tags, expected",
    [
        (["fr-CA", "en-US"], "fr"),
        (["de-AT"], "de"),
        (["nl-BE"], "nl"),
        (["es-ES", "nl-NL"], "nl"),
        (["es-ES", "ja-JP"], "en"),
    ],
)
def test_default_language_from_the_preferred_languages(tags, expected):
    class Locale:
        def uiLanguages(self):
            return tags

    assert i18n.default_language(Locale()) == expected


def test_default_language_from_a_real_locale():
    assert i18n.default_language(QLocale("de_CH")) == "de"
    assert i18n.default_language(QLocale("pt_BR")) == "en"


def test_unknown_codes_fall_back_to_english(qapp):
    try:
        assert i18n.install_language(qapp, "xx") == "en"
        assert i18n.installed_language(qapp) == "en"
    finally:
        i18n.clear_language(qapp)
    assert i18n.installed_language(qapp) is None


@pytest.mark.parametrize(
    "code, one, three",
    [
        ("en", "1 use left", "3 uses left"),
        ("fr", "1 utilisation restante", "3 utilisations restantes"),
        ("de", "noch 1 Einsatz", "noch 3 Einsätze"),
        ("nl", "nog 1 keer te gebruiken", "nog 3 keer te gebruiken"),
    ],
)
def test_uses_left_plural(language, code, one, three):
    language(code)
    assert texts.uses_left_text(1) == one
    assert texts.uses_left_text(3) == three
