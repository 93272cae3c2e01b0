"""Filling translated templates, and showing a player's text exactly as typed.

``fill(template, *values)`` puts values into a template's ``%1``, ``%2``... in one pass,
like ``QString::arg`` with several arguments: a value is never read again, so a player
named "%2" or "Ann%1" keeps that name in every sentence. (Chaining
``.replace("%1", a).replace("%2", b)`` would fill a "%2" inside ``a`` with ``b``.)

The rules of ``fill``:

- a placeholder is ``%`` and a number from 1 to 99 without a leading zero; ``%N`` takes
  the N-th value, wherever it stands (a translation may put ``%2`` before ``%1``);
- ``%10`` is the tenth value, never ``%1`` followed by "0" (as in Qt);
- a placeholder without a value (``%3`` with two values) stays as written, as Qt leaves it;
- there is no escape, as in Qt: ``%%``, ``%0``, ``%n`` (filled earlier by ``tr``),
  ``%L1`` and a lone ``%`` stay as written; ``%%1`` is a "%" and then the first value;
- a value that is not a string is shown with ``str()`` (format numbers for the reader's
  language with ``QLocale`` first).

Names shown in widgets that read markup need one more step, done where they are shown:
``mnemonic_safe`` for button, action and tab texts (where "&" marks a shortcut letter),
``auto_text_safe`` for tooltips and message boxes (Qt guesses whether they are rich
text), ``title_safe`` for window titles ("[*]" marks unsaved changes), ``html.escape``
for rich-text labels; other labels are set to plain text.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9][0-9]?)")


def fill(template: str, *values: object) -> str:
    """``template`` with each ``%N`` replaced once by ``values[N - 1]``, left to right."""

    def value(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return str(values[number - 1]) if number <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)


def mnemonic_safe(text: str) -> str:
    """``text`` for a button, action or tab label: each "&" doubled, so Qt shows it
    instead of underlining the next letter as a keyboard shortcut."""
    return text.replace("&", "&&")


def title_safe(text: str) -> str:
    """``text`` inside a window title, where Qt reads "[*]" as the place of the
    unsaved-changes mark: each "[*]" doubled, which Qt shows as one "[*]"."""
    return text.replace("[*]", "[*][*]")


def auto_text_safe(text: str) -> str:
    """``text`` for a tooltip or a message box, which Qt shows as rich text when it
    looks like markup: a name such as "<b>Ann</b>" or "&lt;" then comes out as typed
    (the words made into escaped HTML); any other text is left as it is."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt

    if GuiQt.mightBeRichText(text):
        return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text
