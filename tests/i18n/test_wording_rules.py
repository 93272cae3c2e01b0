"""Rules of wording that keep the translations reading as a native speaker writes:
colours in place (never a capitalised label inside a sentence), French typography,
quoted ability names, plural forms wherever a count is shown, unique menu mnemonics,
and the rulebook's order and bonus cap."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import attrs
import pytest
from PySide6.QtWidgets import QMenu, QToolButton

from copenhagen_gui.games.copenhagen_rw.bots import HintKind, HintReason
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChangeColour, CoatTrack, MarkTrack, UseBonus
from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, Ability, Colour, Symbol
from copenhagen_gui.games.copenhagen_rw.rules.state import Event, EventKind, GameOptions, Phase, Turn
from copenhagen_gui.games.copenhagen_rw.scene import labels
from copenhagen_gui.games.copenhagen_rw.tutorial.texts import instruction
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.games.copenhagen_rw.ui.actions import RollAndWriteActions
from copenhagen_gui.games.copenhagen_rw.ui.hint_texts import hint_text
from copenhagen_gui.games.copenhagen_rw.ui.options_page import RollAndWriteOptionsPage
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "fr", "de", "nl")
NBSP, NNBSP = "\u00a0", "\u202f"

# Each language's colour labels (capitalised, as on a button) and its ability names.
COLOUR_LABELS = {
    "en": ("Red", "Blue", "Purple", "Green", "Yellow"),
    "fr": ("Rouge", "Bleu", "Bleue", "Violet", "Violette", "Vert", "Verte", "Jaune"),
    "de": ("Rot", "Rote", "Roter", "Roten", "Blau", "Blaue", "Blauer", "Blauen", "Lila", "Grün",
           "Grüne", "Grüner", "Grünen", "Gelb", "Gelbe", "Gelber", "Gelben"),
    "nl": ("Rood", "Rode", "Blauw", "Blauwe", "Paars", "Paarse", "Groen", "Groene", "Geel", "Gele"),
}
ABILITY_NAMES = {
    "en": ("Reroll", "No X", "One X", "Colour change", "New choice"),
    "fr": ("Nouveau lancer", "Pas de X", "Une case X", "Changement de couleur", "Nouveau choix"),
    "de": ("Erneut würfeln", "Kein X", "Ein X", "Farbwechsel", "Erneut wählen"),
    "nl": ("Opnieuw gooien", "Geen X", "Eén X", "Kleurwissel", "Opnieuw kiezen"),
}
OPENING_QUOTES = {"en": "“", "fr": "«", "de": "„", "nl": "“"}


def messages(code: str):
    """(context, source, numerus, texts) of every message of a .ts file; for English,
    whose .ts holds only plurals, the texts are the source strings themselves."""
    path = ROOT / "translations" / f"copenhagen_gui_{code if code != 'en' else 'fr'}.ts"
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")]
            found = [source] if code == "en" else (forms or [translation.text or ""])
            yield name, source, message.get("numerus") == "yes", found


def _label_inside(text: str, code: str) -> str | None:
    """A capitalised colour word inside a sentence, or None. A label may stand first,
    right after a colon, or in quotes (a button's name): there it stands on its own."""
    words = "|".join(COLOUR_LABELS[code])
    for match in re.finditer(rf"(?<![\w-])({words})(?![\w-])", text):
        before = text[: match.start()].rstrip(" " + NBSP + NNBSP)
        if before and before[-1] not in ":«„“‘\"":
            return match.group(1)
    return None


# --- colours ---------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGS)
def test_no_capitalised_colour_label_inside_a_translated_sentence(code):
    bad = [(context, text) for context, _, _, found in messages(code) for text in found
           if _label_inside(text, code)]
    assert not bad, bad


def _colour_sentences() -> list[str]:
    """Every text the game fills with a colour, for every colour, in the installed
    language: the places where a label once went into a sentence."""
    out = []
    names = ("Anna", "Ben")
    for colour in TRACK_COLOURS:
        out.append(texts.track_name(colour))
        out += [labels.bonus_tip(colour), labels.die_tip(colour), labels.track_tip(colour, 1)]
        out += [texts.event_text(Event(kind, 0, colour, 2), names) for kind in (
            EventKind.BONUS_USED, EventKind.TRACK_MARKED, EventKind.COAT_TRACK_MARKED,
            EventKind.TRACK_COMPLETED)]
        out.append(texts.event_text(Event(EventKind.COLOUR_CHANGED, 0, (Colour.WHITE, colour, (1, 2))), names))
        out += [texts.action_text(a, names) for a in (
            UseBonus(0, colour), CoatTrack(0, colour), MarkTrack(0, 1, colour), ChangeColour(0, (1, 2), colour))]
        for reason in (
            HintReason(HintKind.REROLL, colour=colour, count=2),
            HintReason(HintKind.COLOUR_CHANGE, colour=colour, count=2, shape=f"{colour.value}-3"),
            HintReason(HintKind.USE_BONUS, colour=colour, shape=f"{colour.value}-2"),
            HintReason(HintKind.USE_BONUS, colour=colour),
            HintReason(HintKind.COAT_TRACK, colour=colour, symbol=Symbol.BONUS),
            HintReason(HintKind.MARK_TRACK_COMPLETES, colour=colour, points=2),
            HintReason(HintKind.MARK_TRACK_UNLOCKS, colour=colour, symbol=Symbol.STAR,
                       ability=Ability.NO_X),
            HintReason(HintKind.MARK_TRACK_PROGRESS, colour=colour),
        ):
            out.append(hint_text(reason))
        state = _demo_state(colour)
        out += [instruction([a], state) for a in (
            UseBonus(0, colour), MarkTrack(0, 0, colour), ChangeColour(0, (1,), colour))]
    return out


def _demo_state(colour):
    """Phase 3 with a die of ``colour`` first (the tutorial's instructions read the dice)."""
    state = engine.new_game(GameOptions(2))
    return attrs.evolve(state, phase=Phase.TRACKS, turn=Turn(dice=(colour, Colour.WHITE) + (Colour.RED,) * 3))


@pytest.mark.parametrize("code", LANGS)
def test_colours_stand_in_their_sentences_as_the_language_writes_them(qapp, language, code):
    language(code)
    sentences = _colour_sentences()
    actions = RollAndWriteActions(qapp)
    sentences += [actions.bonus(c).text() for c in TRACK_COLOURS]
    sentences += [actions.track(c).toolTip() for c in TRACK_COLOURS]
    page = RollAndWriteOptionsPage()
    sentences += [label.text() for label in page._crossed_labels.values()]
    page.deleteLater()
    if code == "de":
        # German capitalises colour nouns ("auf Blau"); a label after its noun is the
        # mistake there ("Leiste Rot", "Bonus Rot").
        bad = [s for s in sentences if re.search(r"\b(Leiste|Bonus|Spur|Würfel:) (Rot|Blau|Lila|Grün|Gelb)\b", s)]
    else:
        bad = [s for s in sentences if _label_inside(s, code)]
    assert not bad, bad


# --- French typography -------------------------------------------------------------------


def _french_texts():
    for _, _, _, found in messages("fr"):
        yield from found
    page = resource_path("rules", "copenhagen_rw", "fr.html").read_text(encoding="utf-8")
    yield re.sub(r"<[^>]+>", "", page)
    for topic in json.loads(resource_path("tutorial", "fr.json").read_text(encoding="utf-8"))["topics"].values():
        yield topic["title"]
        yield topic["text"]


def test_french_puts_a_non_breaking_space_before_double_punctuation_and_inside_guillemets():
    bad = [t for t in _french_texts()
           if re.search(r"[ \n][:;!?»]", t) or re.search(r"«[ \n]", t)]
    assert not bad, bad


def test_french_apostrophes_are_typographic():
    bad = [t for t in _french_texts() if re.search(r"\w'\w", t)]
    assert not bad, bad


# --- ability names ---------------------------------------------------------------------------


def test_english_names_an_ability_inside_a_sentence_only_in_quotes():
    # "Reroll" is also the verb; the other names are never ordinary words.
    names = ABILITY_NAMES["en"][1:]
    bad = []
    for _, source, _, _ in messages("en"):
        for name in names:
            for match in re.finditer(re.escape(name), source):
                alone = source == name
                label = match.start() == 0 and source[match.end():].startswith(":")
                quoted = source[match.start() - 1: match.start()] == "“"
                if not (alone or label or quoted):
                    bad.append(source)
    assert not bad, bad


@pytest.mark.parametrize("code", ["fr", "de", "nl"])
def test_a_quoted_ability_name_is_quoted_in_every_translation(code):
    english = ABILITY_NAMES["en"]
    bad = []
    for _, source, _, found in messages(code):
        quoted = [i for i, name in enumerate(english) if f"“{name}”" in source]
        for text in found:
            for i in quoted:
                name = ABILITY_NAMES[code][i]
                if not re.search(re.escape(OPENING_QUOTES[code]) + rf"[{NBSP} ]?{re.escape(name)}", text):
                    bad.append(text)
    assert not bad, bad


# --- plural forms ------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGS)
def test_every_count_is_a_plural_message(code):
    path = ROOT / "translations" / f"copenhagen_gui_{code}.ts"
    bad = []
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source")
        if "%n" not in source:
            continue
        forms = [f.text or "" for f in message.find("translation").findall("numerusform")]
        if message.get("numerus") != "yes" or len(forms) != 2 or not all("%n" in f for f in forms):
            bad.append(source)
    assert not bad, bad


def test_a_track_tooltip_counts_its_boxes_in_the_singular_and_the_plural(language):
    language("fr")
    assert labels.track_tip(Colour.RED, 1).endswith("1 case cochée sur 9")
    assert labels.track_tip(Colour.RED, 3).endswith("3 cases cochées sur 9")


# --- menus ---------------------------------------------------------------------------------


def _mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


@pytest.mark.parametrize("code", LANGS)
def test_every_menu_has_unique_mnemonics(qtbot, language, code):
    language(code)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    menus = [window.menuBar()] + window.findChildren(QMenu)
    clashes = []
    for menu in menus:
        keys = [_mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        keys = [k for k in keys if k]
        if len(keys) != len(set(keys)):
            clashes.append([a.text() for a in menu.actions() if not a.isSeparator()])
    assert not clashes, clashes


# --- the rulebook ---------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGS)
def test_the_rulebook_follows_the_printed_order_and_states_the_bonus_cap(code):
    page = resource_path("rules", "copenhagen_rw", f"{code}.html").read_text(encoding="utf-8")
    anchors = re.findall(r'<a name="([a-z-]+)">', page)
    assert anchors.index("end") < anchors.index("abilities-detail") < anchors.index("reroll")
    # The turn section refers to the cap of two bonuses of one colour, not "no limit".
    turn = page[page.index('name="turn"'):page.index('name="choosing"')]
    bonuses = re.search(r'name="bonuses">([^<(]+)', page).group(1).strip()
    assert f"<i>{bonuses}</i>" in turn


@pytest.mark.parametrize("code", LANGS)
def test_the_whole_toolbar_fits_a_1024_pixel_window(qtbot, language, code):
    # Longer words pushed "Rules" behind the overflow arrow; the toolbar has short ones.
    language(code)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start_game(GameOptions(2), ["Anna", "Ben"], seed=3, autosave=False)
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    overflow = window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert overflow is None or not overflow.isVisible()
