"""Asking "what is this?" on a table the way a person does (a right click, Shift+F1 and
a click or Enter) and checking the bubble that answers: shared by the three games'
tests."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell.rulebook import RulebookDialog

LANGUAGES = ("en", "fr", "de", "nl")


def rule_anchors(folder: str) -> dict[str, set[str]]:
    """The section anchors of a game's rulebook, per language."""
    return {code: set(re.findall(r'<a name="([a-z0-9-]+)"',
                                 resource_path("rules", *filter(None, [folder]), f"{code}.html")
                                 .read_text(encoding="utf-8")))
            for code in LANGUAGES}


def right_click(view, scene_pos: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=view.mapFromScene(scene_pos))


def left_click(view, scene_pos: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_pos))


def ask(mode, scene_pos: QPointF):
    """Right click at ``scene_pos``: the bubble shows; its explanation."""
    right_click(mode.view, scene_pos)
    bubble = mode.whats_this.bubble
    assert bubble.isVisible(), "no bubble"
    return bubble.explanation


def check_told(mode, scene_pos: QPointF, title_words: str, anchor: str, folder: str) -> None:
    """The piece at ``scene_pos`` is told with ``title_words`` in its title, one or two
    sentences (three at most, with the rule of the moment) and a link to ``anchor``,
    a section of its rulebook in every language; the bubble lies beside the piece,
    inside the table, without covering the point clicked."""
    explanation = ask(mode, scene_pos)
    bubble = mode.whats_this.bubble
    assert title_words in bubble.title.text(), bubble.title.text()
    assert explanation.anchor == anchor, (bubble.title.text(), explanation.anchor)
    assert 1 <= len(re.findall(r"[.!?](\s|$)", bubble.text.text())) <= 3, bubble.text.text()
    assert f'href="rules:{anchor}"' in bubble.link.text()
    for code, anchors in rule_anchors(folder).items():
        assert anchor in anchors, (code, anchor)
    viewport = mode.view.viewport().rect()
    assert viewport.contains(bubble.geometry()), (bubble.geometry(), viewport)
    assert not bubble.geometry().contains(mode.view.mapFromScene(scene_pos))


def follow_the_link(window, mode, qtbot) -> RulebookDialog:
    """Click "See the rule" (its label's link): the rulebook opens at that section."""
    bubble = mode.whats_this.bubble
    href = re.search(r'href="([^"]+)"', bubble.link.text()).group(1)
    bubble.link.linkActivated.emit(href)  # what a click on the link sends
    dialog = next(d for d in window.findChildren(RulebookDialog))
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.current_section() == bubble.explanation.anchor
    return dialog


def choose_language(window, code: str) -> None:
    window.findChild(QAction, f"action-language-{code}").trigger()
    QApplication.processEvents()  # the LanguageChange events


@pytest.fixture
def english_at_the_end(qapp):
    """A test that switches the language leaves English behind it."""
    from PySide6.QtCore import QLocale

    from copenhagen_gui.shell import i18n

    locale = QLocale()
    yield
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)
    qapp.processEvents()


def check_told_in(window, mode, qtbot, code: str, title: str) -> None:
    """The open bubble is told again in ``code`` (its title ``title`` there, its text and
    link in that language too), and again in English once English is chosen."""
    bubble = mode.whats_this.bubble

    def shown():
        return bubble.title.text(), bubble.text.text(), bubble.link.text()

    english = shown()
    choose_language(window, code)
    qtbot.waitUntil(lambda: bubble.title.text() == title)
    assert bubble.isVisible()
    assert all(a != b for a, b in zip(english, shown())), shown()
    choose_language(window, "en")
    qtbot.waitUntil(lambda: shown() == english)
    assert bubble.isVisible()


def help_key(window) -> None:
    """Shift+F1: Qt's What's This mode."""
    QTest.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    QApplication.processEvents()
