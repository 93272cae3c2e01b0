"""The table feels calm (issue 14): nothing red after a good move, seats that stay
put, a turn strip that never moves under the pointer, hints that are whole moves."""

from __future__ import annotations

import html

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import click, click_cell, hover_cell, key, make_window, play_one_step

from copenhagen_gui.games.copenhagen_rw.bots import suggest
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkX, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, Reason
from copenhagen_gui.games.copenhagen_rw.spec import SPEC
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.session.game_session import GameSession

R, B, P, G, Y, W = Colour.RED, Colour.BLUE, Colour.PURPLE, Colour.GREEN, Colour.YELLOW, Colour.WHITE


def session_after(actions, players=2, names=("Ann", "Bob")):
    session = GameSession.new_game(SPEC, GameOptions(players), names[:players], seed=5)
    for action in actions:
        assert session.perform(action) is None, action
    return session


def test_no_red_under_the_pointer_after_a_legal_drawing(qtbot):
    # Ann rolled two reds: the red domino drawn standing in column 0 by a click.
    window = make_window(qtbot, session_after([Roll(0, (R, R, B, W, G))]))
    c = window.mode.controller
    click(window, window.mode.scene.shape_item("red-2"))
    hover_cell(window, 0, 0, 0)
    assert c.hints().ghost.legal
    click_cell(window, 0, 0, 0)
    assert c.state.phase is Phase.MARK_X
    # The pointer rests on the drawn cell: the X ghost there is legal, nothing red.
    ghost = c.hints().ghost
    assert ghost is None or ghost.legal
    # After the X, the pointer rests on a filled cell: no ghost, no reason anywhere.
    click_cell(window, 0, 0, 0)
    assert c.state.phase is not Phase.MARK_X
    assert c.hints().ghost is None or c.hints().ghost.legal
    reasons = [texts.reason_text(r) for r in Reason]
    message = window.mode.panel.message.text()
    assert not any(html.escape(r) in message for r in reasons)


def test_an_illegal_hover_is_a_quiet_ghost_and_the_reason_comes_with_the_click(qtbot):
    window = make_window(qtbot, session_after([Roll(0, (R, R, B, W, G))]))
    c = window.mode.controller
    click(window, window.mode.scene.shape_item("red-2"))
    hover_cell(window, 0, 2, 5)  # floating in the air
    ghost = c.hints().ghost
    assert ghost is not None and not ghost.legal
    item = window.mode.scene.sheet_item(0).ghost
    assert item.isVisible() and item.look[:2] == (ghost.cells, False)  # no words on the table
    assert html.escape(ghost.reason) not in window.mode.panel.message.text()
    click_cell(window, 0, 2, 5)
    assert html.escape(ghost.reason) in window.mode.panel.message.text()


def test_seats_keep_their_place_for_a_whole_four_player_round(qtbot):
    window = make_window(qtbot, options=GameOptions(4), names=["Me", "Ida", "Jo", "Kim"], seed=31)
    c = window.mode.controller
    c.animate_dice = False
    window.start_game(GameOptions(4), ["Me", "Ida", "Jo", "Kim"], 31, bots=(None, "strong", "strong", "strong"))
    window.bot_driver.set_paused(True)
    s = window.session
    scene = window.mode.scene
    places = [(sheet.scenePos(), sheet.scale()) for sheet in scene.sheets]
    scene_rect = scene.sceneRect()
    seen = set()
    start_round = s.state.round
    for _ in range(400):
        state = s.state
        if state.round > start_round or state.phase is Phase.GAME_OVER:
            break
        seen.add((state.chooser, state.phase))
        if state.chooser == 0:
            play_one_step(window)
        else:
            assert window.bot_driver.play_now()
        QApplication.processEvents()
        assert [(sheet.scenePos(), sheet.scale()) for sheet in scene.sheets] == places
        assert scene.sceneRect() == scene_rect
    assert s.state.round == start_round + 1
    assert {seat for seat, phase in seen if phase is Phase.TRACKS} == {0, 1, 2, 3}
    # The home seat (the person's) is the large one; the active one glows instead.
    assert max(sheet.scale() for sheet in scene.sheets) == scene.sheets[0].scale()


def test_phase_three_buttons_stay_where_they_were_after_the_first_pick(qtbot):
    # Ann drew the red domino (two red dice) and ended; Bob may take two of the others.
    s = session_after([Roll(0, (R, R, B, G, Y)), ChooseShape(0, "red-2", (0, 1)),
                       Place(0, ((0, 0), (0, 1))), MarkX(0, (0, 0))])
    window = make_window(qtbot, s)
    panel = window.mode.panel
    assert s.state.phase is Phase.TRACKS and s.state.chooser == 1

    def places():
        buttons = [panel.button("skip")] + [panel.track_button(c) for c in (R, B, P, G, Y)]
        return [b.mapTo(window, QPoint(0, 0)) for b in buttons], [b.size() for b in buttons]

    height = window.mode.panel.height()
    before = places()
    click(window, panel.track_button(B))
    assert s.state.phase is Phase.TRACKS and s.state.turn.picked  # a second pick is asked
    QApplication.processEvents()
    assert places() == before
    assert window.mode.panel.height() == height
    window.mode.panel.show_message("A very long message " * 40)
    QApplication.processEvents()
    assert window.mode.panel.height() == height  # the table above never zooms


def test_hint_shows_the_whole_move_and_enter_plays_it(qtbot):
    # Four greens: the strong player takes the green 4-cell shape (with the joker).
    window = make_window(qtbot, session_after([Roll(0, (G, G, G, G, R))]))
    c = window.mode.controller
    state = c.state
    key(window, Qt.Key.Key_H)
    first = suggest(state).action
    assert isinstance(first, ChooseShape)
    ghost = c.hints().ghost
    assert ghost is not None and ghost.legal
    move = c.hint_move
    assert move[0] == first and isinstance(move[1], Place)
    assert sorted(ghost.cells) == sorted(move[1].cells)
    assert isinstance(move[2], MarkX) and ghost.x_cell == move[2].cell  # the X on the ghost
    expected = state
    for action in move:
        assert engine.check(expected, action) is None  # a full legal move
        expected = engine.apply(expected, action)
    before = window.session.undo_stack.count()
    key(window, Qt.Key.Key_Return)
    assert window.session.undo_stack.count() == before + 1  # one undo step
    assert window.session.state == expected


def test_a_reroll_hint_picks_its_dice(qtbot):
    window = make_window(qtbot, session_after([Roll(0, (R, R, B, W, G))]))
    c = window.mode.controller
    from copenhagen_gui.games.copenhagen_rw.bots.hints import Suggestion
    from copenhagen_gui.games.copenhagen_rw.rules.actions import Reroll

    c.take_hint(Suggestion(Reroll(0, (2, 4)), None, ()))
    assert c.selected_dice == frozenset({2, 4}) and c.commands().can_confirm_reroll
    assert c.hints().selected_dice == frozenset({2, 4})


def test_an_announcement_goes_as_soon_as_the_person_acts(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Ann", "Bob"], seed=4)
    window.mode.controller.animate_dice = False
    banner = window.mode.banner
    window.mode.game_started()  # "New game — Ann starts", over the pad
    assert banner.isVisible()
    click(window, window.mode.panel.button("roll"))
    assert not banner.isVisible()  # Ann now chooses on the pad: nothing covers it
