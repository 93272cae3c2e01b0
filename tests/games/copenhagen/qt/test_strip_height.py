"""The strip under the card game's table: exactly as tall as its two lines and one row
of buttons, the same height through turns, payment choices and refusals (the table
never jumps); nothing in the strip is cut, and there is no empty band."""

from __future__ import annotations

import random

from strip_checks import StripWatch

from copenhagen_gui.games.copenhagen.rules.actions import Build
from copenhagen_gui.games.copenhagen.rules.components import CARD_COLOURS, Colour
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.spec import SPEC

from .gestures import click, do


def _payment_choices():
    """Ways to pay for a red domino: with one card of each other colour, or one red
    card and Construction Discount."""
    where = dict(player=0, tile="red-2", cells=((0, 0), (1, 0)), brick=(0, 0))
    others = [Build(**where, paid=(Colour.RED, other)) for other in CARD_COLOURS if other is not Colour.RED]
    return (*others, Build(**where, paid=(Colour.RED,), discount=True))


def test_the_strip_keeps_its_height_and_the_table_stays_put_through_turns(make_table, qtbot):
    mode, session, window = make_table(bots=(None, None), seed=5)
    panel = mode.panel
    watch = StripWatch(panel, mode.view)
    bot = SPEC.bot("strong")
    rng = random.Random(3)
    builds = 0
    for step in range(60):
        if mode.scene.cover.isVisible():
            click(mode, mode.scene.cover)
            watch.check(f"step {step}: cover lifted")
        state = session.state
        seat = state.turn.player
        action = bot.choose(SPEC.view_for(state, seat), seat, rng)
        builds += isinstance(action, Build)
        do(mode, action)
        watch.check(f"step {step}: {action}")
    assert builds >= 2
    # Payment choices on the strip: the same height, every button whole.
    mode.controller.choices = _payment_choices()
    panel.refresh()
    watch.check("payment choices")
    assert len(panel.choice_buttons) == 5 and all(b.isVisibleTo(panel) for b in panel.choice_buttons)
    # A refusal with its rule's link, and a message far longer than the strip.
    panel.show_reason(Reason.UNSUPPORTED)
    watch.check("refusal")
    long = "Diese Nachricht ist viel zu lang für eine Zeile des Streifens. " * 10
    panel.show_message(long)
    watch.check("long message")
    assert panel.message.text() == long and panel.message.toolTip() == long
    # In a narrow window the choices scroll sideways; the strip keeps its height.
    height = panel.height()
    window.resize(640, 768)
    qtbot.waitUntil(lambda: window.width() <= 640)
    StripWatch(panel, mode.view)
    assert panel.height() == height and panel.button_row.forth.isVisible()
