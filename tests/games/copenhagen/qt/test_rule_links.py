"""A refused move says why, in the player's language, with a link that opens the
card game's rulebook at the rule it breaks."""

from __future__ import annotations

import re

import pytest

from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.ui import texts
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell.rulebook import RulebookDialog

from .gestures import click

# Refusals of actions the table never builds: nothing to read up on.
TECHNICAL = {Reason.OUTCOME_MISSING, Reason.IMPOSSIBLE_OUTCOME, Reason.UNKNOWN_TILE}


@pytest.mark.parametrize("code", ["en", "fr", "de", "nl"])
def test_every_rule_anchor_is_a_section_of_the_rulebook_in_every_language(code):
    page = resource_path("rules", "copenhagen", f"{code}.html").read_text(encoding="utf-8")
    anchors = set(re.findall(r'<a name="([a-z0-9-]+)"', page))
    assert set(texts.RULE_ANCHORS) == anchors
    assert {texts.reason_rule_anchor(r) for r in Reason if r not in TECHNICAL} <= anchors


def test_every_refusal_a_player_can_meet_links_to_a_rule():
    for reason in Reason:
        html = texts.reason_html(reason)
        assert html.startswith(texts.reason_text(reason).replace("'", "&#x27;"))
        if reason not in TECHNICAL:
            assert f'href="rules:{texts.reason_rule_anchor(reason)}"' in html


def test_a_refused_click_shows_the_reason_and_its_link_opens_the_rule(make_table, qtbot):
    mode, session, window = make_table()
    assert sum(session.state.players[0].hand) == 2
    click(mode, mode.scene.item(("stack", "purple-5")))  # 5 cards: a hand of 2 cannot pay
    message = mode.panel.message
    assert message.text().startswith(texts.reason_text(Reason.CANNOT_AFFORD))
    assert 'href="rules:build"' in message.text()
    message.linkActivated.emit("rules:build")  # what a click on the link sends
    dialog = next(d for d in window.findChildren(RulebookDialog))
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.current_section() == "build"
    dialog.close()
