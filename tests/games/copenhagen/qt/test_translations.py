"""Every sentence of the card game has its French, German and Dutch translation in the
.ts files (the one source of translations), with the same placeholders and plural forms
where it counts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ts_files import table

import copenhagen_gui.games.copenhagen as game

ROOT = Path(game.__file__).parent
SOURCES = ["scene/labels.py", "ui/texts.py", "ui/take_why.py", "ui/result_dialog.py", "mode.py",
           "tutorial/texts.py"]
LITERAL = r'"((?:[^"\\]|\\.)*)"'
# A source text may be several adjacent literals over several lines.
CALL = re.compile(rf'\b(Copenhagen\w+)\.tr\(\s*((?:{LITERAL}\s*)+)(, None, )?')
PLACEHOLDER = re.compile(r"%\d|%n")


def sources():
    for name in SOURCES:
        for context, literals, _last, plural in CALL.findall((ROOT / name).read_text(encoding="utf-8")):
            yield context, "".join(re.findall(LITERAL, literals)), bool(plural)


@pytest.mark.parametrize("code", ["fr", "de", "nl"])
def test_every_source_sentence_is_translated(code):
    translations = table(code)
    found = list(sources())
    assert len(found) > 100
    for context, text, plural in found:
        message = translations[(context, text)]
        assert message.finished, (text, code)
        assert message.plural == plural, (text, code)
        for form in message.texts:
            assert set(PLACEHOLDER.findall(form)) == set(PLACEHOLDER.findall(text)), (text, code, form)


def test_french_puts_a_no_break_space_before_high_punctuation():
    bad = [form for (context, _), message in table("fr").items() if context.startswith("Copenhagen")
           for form in message.texts if re.search(r" [:;!?»]|« ", form)]
    assert not bad, bad
