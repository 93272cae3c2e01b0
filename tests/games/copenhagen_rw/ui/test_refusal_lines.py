"""Roll & Write's refusal lines: a click on a track when no unused die shows its colour
says so (the engine's reason for the track, not "this die"), and the line goes at the
next selection (the kit's turn strip)."""

from __future__ import annotations

from test_feel_table import session_after
from ui_helpers import click, make_window

from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkX, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES, Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase, Reason
from copenhagen_gui.games.copenhagen_rw.ui import texts

R, B, G, Y, P = Colour.RED, Colour.BLUE, Colour.GREEN, Colour.YELLOW, Colour.PURPLE


def test_a_track_no_unused_die_shows_is_refused_and_the_next_pick_clears_it(qtbot):
    # Ann drew the red domino with both reds; Bob may take two of blue, green, yellow.
    s = session_after([Roll(0, (R, R, B, G, Y)), ChooseShape(0, "red-2", (0, 1)),
                       Place(0, ((0, 0), (0, 1))), MarkX(0, (0, 0))])
    window = make_window(qtbot, s)
    mode = window.mode
    assert s.state.phase is Phase.TRACKS and s.state.chooser == 1
    assert mode.controller.selected_dice == frozenset() and mode.controller.joker_die is None
    click(window, mode.scene.track_item(1, R))  # both reds were used for the shape
    line = texts.reason_html(Reason.NO_DIE_OF_COLOUR)
    qtbot.waitUntil(lambda: mode.panel.message.text() == line)
    assert "No unused die shows this colour" in line
    click(window, mode.scene.die_item(2))  # the blue die: a selection
    qtbot.waitUntil(lambda: not mode.panel.refusal_shown())
    assert mode.panel.message.text() != line


def test_picking_a_takeable_shape_clears_the_refusal_of_another(qtbot):
    s = session_after([Roll(0, (R, R, B, Y, G))])
    window = make_window(qtbot, s)
    mode, c = window.mode, window.mode.controller
    takeable = c.commands().takeable_shapes
    refused = next(shape.id for shape in SHAPES if shape.id not in takeable)
    click(window, mode.scene.shape_item(refused))
    qtbot.waitUntil(lambda: mode.panel.refusal_shown())
    line = mode.panel.message.text()
    state = s.state
    click(window, mode.scene.shape_item(sorted(takeable)[0]))
    qtbot.waitUntil(lambda: c.selected_shape == sorted(takeable)[0])
    assert s.state is state  # nothing played: the selection alone cleared the line
    assert not mode.panel.refusal_shown() and mode.panel.message.text() != line
