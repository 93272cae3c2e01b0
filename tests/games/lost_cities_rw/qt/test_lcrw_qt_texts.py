"""Every sentence of the Lost Cities table has its French, German and Dutch translation
in the game's translations.json, with the same placeholders; every reason and event of
the engine has a sentence."""

import json
import re
from pathlib import Path

import pytest

from copenhagen_gui.games import lost_cities_rw
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason, Event, EventKind
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.ui import texts

PACKAGE = Path(lost_cities_rw.__file__).parent
SOURCES = {"LostCitiesTable": (PACKAGE / "scene" / "labels.py",),
           "LostCitiesTexts": (PACKAGE / "ui" / "texts.py",),
           "LostCitiesSheetEditor": (PACKAGE / "ui" / "texts.py", PACKAGE / "ui" / "sheet_editor.py"),
           "LostCitiesTutorial": (PACKAGE / "tutorial" / "texts.py",)}
TRANSLATIONS = json.loads((PACKAGE / "ui" / "translations.json").read_text(encoding="utf-8"))
NBSP = "\u00a0"


LITERAL = r'"(?:[^"\\]|\\.)*"'


def source_strings(paths, context):
    """The text of every translate("<context>", "...") call (its literal may be several
    adjacent literals over several lines)."""
    call = re.compile(rf'translate\(\s*"{context}",\s*((?:{LITERAL}\s*)+)\)')
    found = set()
    for path in paths:
        for literals in call.findall(path.read_text(encoding="utf-8")):
            found.add("".join(json.loads(piece) for piece in re.findall(LITERAL, literals)))
    return found


@pytest.mark.parametrize("context", sorted(SOURCES))
def test_every_source_string_is_translated_with_its_placeholders(context):
    table = TRANSLATIONS[context]
    assert source_strings(SOURCES[context], context) == set(table)
    for english, languages in table.items():
        assert set(languages) == {"fr", "de", "nl"}
        for text in languages.values():
            assert sorted(re.findall(r"%\d", text)) == sorted(re.findall(r"%\d", english))


def test_french_puts_a_non_breaking_space_before_colons():
    for table in TRANSLATIONS.values():
        for languages in table.values():
            assert " :" not in languages["fr"] and " ;" not in languages["fr"]


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_a_sentence(reason):
    assert texts.reason_text(reason).endswith(".")


@pytest.mark.parametrize("kind", list(EventKind))
def test_every_event_has_a_sentence(kind):
    event = Event(kind, seat=0, colour=Colour.GREEN, square=3, value=4, bridge=Bridge.DICE,
                  end=EndReason.ALL_BRIDGES)
    assert texts.event_text(event, ("Ada", "Bea")).strip()
