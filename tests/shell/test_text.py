"""The one template fill (``shell.text.fill``) and the helpers that show a text as typed
where Qt reads markup: a value is put in once and never read again, so a player named
"%2" or "<b>x</b>" keeps that name in every sentence and every widget."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QWidget
from shown_text import mnemonic_shown, rich_shown

from copenhagen_gui.shell.text import auto_text_safe, fill, mnemonic_safe, title_safe

NAMES = ["%1", "%2", "Ann%2", "&", "A&&B", "<b>x</b>", "&lt;i&gt;", "[*]", "a[*][*]",
         "\u200fשלום", "مرحبا\u200f", "👩\u200d👩\u200d👧", "😀"]


@pytest.mark.parametrize("template, values, filled", [
    ("%1 — %2", ("Ann%2", "Lost Cities"), "Ann%2 — Lost Cities"),  # the window title of the review
    ("%1 are level on %2 points", ("Ann%2 and Bob", "0"), "Ann%2 and Bob are level on 0 points"),
    ("%2, then %1", ("a", "b"), "b, then a"),  # a translation may put them in another order
    ("%1 and %1", ("x",), "x and x"),
    ("%1 %2", ("%2", "%1"), "%2 %1"),
    ("%1%", ("50",), "50%"),  # the statistics' percentage
    ("%1 of %3", ("a", "b"), "a of %3"),  # no third value: the placeholder stays as written
    ("%10 %1", tuple("abcdefghij"), "j a"),  # the tenth value, not %1 followed by 0
    ("%10", ("a",), "%10"),
    ("100%% %0 %n %L1 %", ("a",), "100%% %0 %n %L1 %"),  # no escapes, as in Qt
    ("%%1", ("a",), "%a"),
    ("%1 (%2)", (3, None), "3 (None)"),  # str() of what is not text
    ("no placeholder", ("a",), "no placeholder"),
])
def test_fill_puts_each_value_in_once(template, values, filled):
    assert fill(template, *values) == filled


# Text between placeholders: no "%", and no digit right after one (it would make "%12").
_LITERAL = st.text(st.characters(blacklist_characters="%"), max_size=8).filter(
    lambda text: text[:1] not in set("0123456789"))
_VALUE = st.lists(st.sampled_from(["%1", "%2", "%3", "%9", "%", "a", "é", "%%", "&", "<b>"]),
                  max_size=5).map("".join)


@given(pieces=st.lists(st.tuples(_LITERAL, st.integers(1, 9)), max_size=6), tail=_LITERAL,
       values=st.lists(_VALUE, min_size=9, max_size=9))
def test_each_placeholder_is_replaced_exactly_once_whatever_the_values_hold(pieces, tail, values):
    template = "".join(f"{text}%{n}" for text, n in pieces) + tail
    expected = "".join(text + values[n - 1] for text, n in pieces) + tail
    assert fill(template, *values) == expected


@given(values=st.lists(_VALUE, min_size=1, max_size=4))
def test_values_holding_placeholders_come_out_unchanged(values):
    template = " | ".join(f"%{i}" for i in range(1, len(values) + 1))
    assert fill(template, *values).split(" | ") == values


@pytest.mark.parametrize("name", NAMES)
def test_a_name_on_a_button_or_in_a_menu_shows_as_typed(name):
    text = fill("Pass to %1", mnemonic_safe(name))
    assert mnemonic_shown(text) == f"Pass to {name}"
    assert QKeySequence.mnemonic(text).isEmpty()  # Qt makes no shortcut of it


@pytest.mark.parametrize("name", NAMES)
def test_a_name_in_a_tooltip_or_message_box_shows_as_typed(name):
    text = auto_text_safe(fill("Undo the move of %1", name))
    assert rich_shown(text) == f"Undo the move of {name}"


def test_plain_tooltips_are_left_as_they_are():
    assert auto_text_safe("Undo Roll the dice (Ann & Bob)") == "Undo Roll the dice (Ann & Bob)"


@pytest.mark.parametrize("name", NAMES)
def test_a_name_in_a_rich_text_label_shows_as_typed_once_escaped(qtbot, name):
    import html

    label = QLabel(f"<h2>{html.escape(fill('%1 wins', name))}</h2>", textFormat=Qt.TextFormat.RichText)
    qtbot.addWidget(label)
    assert rich_shown(label.text(), label.textFormat()) == f"{name} wins"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("modified", [False, True])
def test_a_name_in_a_window_title_shows_as_typed(qtbot, name, modified):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.setWindowTitle(fill("%1[*] — %2", title_safe(name), "Lost Cities"))
    window.setWindowModified(modified)
    mark = "*" if modified else ""
    assert window.windowHandle().title() == f"{name}{mark} — Lost Cities"
