"""Translated templates are filled in one pass by ``shell.text.fill``, never by chained
``.replace("%1", a).replace("%2", b)``: the second replace would fill a "%2" that the
first one brought in with a player's name ("Ann%2" became "AnnLost Cities…"). This scan
keeps a chained fill, or a second homemade fill, from coming back."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import copenhagen_gui

PACKAGE = Path(copenhagen_gui.__file__).parent
THE_FILL = PACKAGE / "shell" / "text.py"
_PLACEHOLDER_TEXT = re.compile(r"%(\d|\{)")  # "%1", or f"%{i}"
# A pattern for Qt placeholders ("%([1-9])", r"%(\d)") compiled or used outside the one fill.
_PLACEHOLDER_PATTERN = re.compile(r"""["']%\((\[1-9\]|\\d|\[0-9\])""")


def placeholder_replaces(source: str) -> list[int]:
    """Lines of ``.replace(...)`` calls whose first argument starts with a placeholder."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "replace" and node.args):
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            text = first.value
        elif isinstance(first, ast.JoinedStr) and first.values:  # f"%{i}"
            head = first.values[0]
            text = head.value + "{" if isinstance(head, ast.Constant) else "{"
        else:
            continue
        if _PLACEHOLDER_TEXT.match(text):
            lines.append(node.lineno)
    return lines


def _sources():
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, path.read_text(encoding="utf-8")


def test_the_scan_finds_a_chained_fill():
    chained = ('title = (tr("%1 — %2").replace("%1", names)\n'
               '         .replace(\n    "%2", game))\n'
               'for i, v in enumerate(values):\n    text = text.replace(f"%{i}", v)\n'
               'path = name.replace("_", "-").replace("%", "")\n')
    assert sorted(placeholder_replaces(chained)) == [1, 1, 5]
    assert _PLACEHOLDER_PATTERN.search('_PLACEHOLDER = re.compile(r"%([1-9])")')
    assert _PLACEHOLDER_PATTERN.search('re.sub(r"%(\\d)", value, text)')


def test_no_template_is_filled_by_chained_replace():
    found = [f"{path.relative_to(PACKAGE.parent)}:{line}"
             for path, source in _sources() for line in placeholder_replaces(source)]
    assert found == [], "fill templates with copenhagen_gui.shell.text.fill, in one pass"


def test_placeholders_are_parsed_in_one_place_only():
    found = [str(path.relative_to(PACKAGE.parent)) for path, source in _sources()
             if path != THE_FILL and _PLACEHOLDER_PATTERN.search(source)]
    assert found == [], "fill templates with copenhagen_gui.shell.text.fill"
    assert _PLACEHOLDER_PATTERN.search(THE_FILL.read_text(encoding="utf-8"))
