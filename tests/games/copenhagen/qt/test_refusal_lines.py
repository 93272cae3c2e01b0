"""A refusal line goes once it no longer applies: the next selection, or the pointer on
a legal spot, clears it (the table kit's turn strip does it for every game)."""

from __future__ import annotations

from PySide6.QtTest import QTest

from copenhagen_gui.games.copenhagen.rules import queries
from copenhagen_gui.games.copenhagen.rules.components import COLOURED_TILES
from copenhagen_gui.games.copenhagen.ui import texts

from .test_table import _play_until_a_build_is_possible, click


def _refused_tile(state, seat):
    return next((t.id for t in COLOURED_TILES if queries.tile_reason(state, seat, t.id) is not None), None)


def _ready_to_build(make_table):
    """Two people at the table; the first may build now, their hand shown."""
    mode, session, _ = make_table(bots=(None, None))
    mode.controller.reveal()
    _play_until_a_build_is_possible(session)
    mode.controller.reveal()
    return mode, session


def test_the_next_selection_clears_a_refusal(make_table, qtbot):
    mode, session = _ready_to_build(make_table)
    state = session.state
    refused = _refused_tile(state, 0)
    assert refused is not None
    click(mode, mode.scene.item(("stack", refused)))
    line = texts.reason_html(queries.tile_reason(state, 0, refused))
    qtbot.waitUntil(lambda: mode.panel.message.text() == line)
    tile = queries.buildable_tiles(state, 0)[0]
    click(mode, mode.scene.item(("stack", tile)))
    qtbot.waitUntil(lambda: mode.controller.selection.tile == tile)
    assert mode.panel.message.text() == "" and not mode.panel.refusal_shown()
    mode.retranslate()  # a language switch does not bring it back
    assert mode.panel.message.text() != line


def test_a_legal_hover_clears_a_refusal_an_illegal_one_keeps_it(make_table, qtbot):
    mode, session = _ready_to_build(make_table)
    tile = queries.buildable_tiles(session.state, 0)[0]
    click(mode, mode.scene.item(("stack", tile)))
    qtbot.waitUntil(lambda: mode.controller.selection.tile == tile)
    legal = {cell for cell, _ in mode.controller.hints.spots}
    view = mode.view

    def at(cell):
        item = mode.scene.item(("cell", 0, cell))
        return view.mapFromScene(item._rect.center())

    cells = [key[2] for key in mode.scene.items_by_key if key[:2] == ("cell", 0)]
    top = max(cells, key=lambda c: (c[1], c[0]))  # high up: nothing under it is built yet
    assert top not in legal
    click(mode, mode.scene.item(("cell", 0, top)))
    qtbot.waitUntil(lambda: mode.panel.refusal_shown())
    refusal = mode.panel.message.text()
    QTest.mouseMove(view.viewport(), at(top))  # still where it was refused
    assert mode.panel.message.text() == refusal
    QTest.mouseMove(view.viewport(), at(sorted(legal)[0]))
    qtbot.waitUntil(lambda: not mode.panel.refusal_shown())
    assert mode.panel.message.text() == ""
