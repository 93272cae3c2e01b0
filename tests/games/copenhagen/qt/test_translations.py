"""Every sentence of the card game's table has its French, German and Dutch
translation in ui/translations.json (the lead merges it into the .ts files)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import copenhagen_gui.games.copenhagen as game

ROOT = Path(game.__file__).parent
SOURCES = ["scene/labels.py", "ui/texts.py", "ui/result_dialog.py", "mode.py",
           "tutorial/texts.py", "tutorial/lesson.py", "tutorial/panel.py"]
LITERAL = r'"((?:[^"\\]|\\.)*)"'
# A source text may be several adjacent literals over several lines.
CALL = re.compile(rf'\b(Copenhagen\w+)\.tr\(\s*((?:{LITERAL}\s*)+)(, None, )?')


def sources():
    for name in SOURCES:
        for context, literals, _last, plural in CALL.findall((ROOT / name).read_text(encoding="utf-8")):
            yield context, "".join(re.findall(LITERAL, literals)), bool(plural)


def test_every_source_sentence_is_translated_in_three_languages():
    table = json.loads((ROOT / "ui/translations.json").read_text(encoding="utf-8"))
    found = list(sources())
    assert len(found) > 100
    for context, text, plural in found:
        entry = table[context][text]
        for lang in ("fr", "de", "nl"):
            value = entry[lang]
            forms = value if isinstance(value, list) else [value]
            assert plural == isinstance(value, list), (text, lang)
            for form in forms:
                assert form.strip()
                assert set(re.findall(r"%\d|%n", form)) == set(re.findall(r"%\d|%n", text)), (text, lang)


def test_french_puts_a_no_break_space_before_high_punctuation():
    table = json.loads((ROOT / "ui/translations.json").read_text(encoding="utf-8"))
    for entries in table.values():
        for entry in entries.values():
            forms = entry["fr"] if isinstance(entry["fr"], list) else [entry["fr"]]
            for form in forms:
                assert not re.search(r" [:;!?»]|« ", form), form
