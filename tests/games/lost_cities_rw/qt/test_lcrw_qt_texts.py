"""Every sentence of the Lost Cities table has its French, German and Dutch translation
in the .ts files (the one source of translations), with the same placeholders; every
reason and event of the engine has a sentence."""

import json
import re
from pathlib import Path

import pytest
from ts_files import messages

from copenhagen_gui.games import lost_cities_rw
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason, Event, EventKind
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.ui import texts

PACKAGE = Path(lost_cities_rw.__file__).parent
SOURCES = {"LostCitiesTable": (PACKAGE / "scene" / "labels.py",),
           "LostCitiesTexts": (PACKAGE / "ui" / "texts.py",),
           "LostCitiesSheetEditor": (PACKAGE / "ui" / "texts.py", PACKAGE / "ui" / "sheet_editor.py"),
           "LostCitiesTutorial": (PACKAGE / "tutorial" / "texts.py",),
           "LostCitiesHints": (PACKAGE / "ui" / "hint_texts.py",)}
LITERAL = r'"(?:[^"\\]|\\.)*"'


def source_strings(paths, context):
    """The text of every translate("<context>", "...") call (its literal may be several
    adjacent literals over several lines), and of every plural <context>.tr("...", None, n)."""
    calls = (re.compile(rf'translate\(\s*"{context}",\s*((?:{LITERAL}\s*)+)\)'),
             re.compile(rf'\b{context}\.tr\(\s*((?:{LITERAL}\s*)+),'))
    found = set()
    for path in paths:
        for call in calls:
            for literals in call.findall(path.read_text(encoding="utf-8")):
                found.add("".join(json.loads(piece) for piece in re.findall(LITERAL, literals)))
    return found


@pytest.mark.parametrize("code", ["fr", "de", "nl"])
@pytest.mark.parametrize("context", sorted(SOURCES))
def test_every_source_string_is_translated_with_its_placeholders(context, code):
    translated = {m.source: m for m in messages(code) if m.context == context}
    assert source_strings(SOURCES[context], context) == set(translated)
    for english, message in translated.items():
        assert message.finished, (english, code)
        for text in message.texts:
            assert sorted(re.findall(r"%\d", text)) == sorted(re.findall(r"%\d", english)), (english, code)


def test_french_puts_a_non_breaking_space_before_colons():
    bad = [text for m in messages("fr") if m.context in SOURCES for text in m.texts
           if " :" in text or " ;" in text]
    assert not bad, bad


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_a_sentence(reason):
    assert texts.reason_text(reason).endswith(".")


@pytest.mark.parametrize("kind", list(EventKind))
def test_every_event_has_a_sentence(kind):
    event = Event(kind, seat=0, colour=Colour.GREEN, square=3, value=4, bridge=Bridge.DICE,
                  end=EndReason.ALL_BRIDGES)
    assert texts.event_text(event, ("Ada", "Bea")).strip()


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "Bea refused the dice (1 of 9 dice symbols hatched).",
     "Bea refused the dice (2 of 9 dice symbols hatched)."),
    ("fr", "Bea a refusé les dés (1 symbole Dés hachuré sur 9).",
     "Bea a refusé les dés (2 symboles Dés hachurés sur 9)."),
    ("de", "Bea hat den Wurf abgelehnt (1 von 9 Würfelsymbolen angekreuzt).",
     "Bea hat den Wurf abgelehnt (2 von 9 Würfelsymbolen angekreuzt)."),
    ("nl", "Bea weigerde de dobbelstenen (1 van 9 dobbelsteensymbolen afgekruist).",
     "Bea weigerde de dobbelstenen (2 van 9 dobbelsteensymbolen afgekruist)."),
])
def test_a_refusal_counts_the_dice_symbols_in_the_singular_and_the_plural(qapp, code, one, two):
    from PySide6.QtCore import QLocale

    from copenhagen_gui.shell import i18n

    locale = QLocale()
    i18n.install_language(qapp, code)
    try:
        said = [texts.event_text(Event(EventKind.REFUSED, seat=1, value=n), ("Ada", "Bea")) for n in (1, 2)]
    finally:
        i18n.clear_language(qapp)
        QLocale.setDefault(locale)
    assert said == [one, two]
