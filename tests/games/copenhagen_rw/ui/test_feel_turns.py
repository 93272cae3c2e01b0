"""Computer turns you can follow (issue 14): each player's last move stays
highlighted on their sheet until their next turn, a recap line keeps what the computer
did, and a turn that used all five dice says why nobody marks a track."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from ui_helpers import make_window, play_one_step

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkX, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, WIDTH, Colour, bit
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.spec import SPEC
from copenhagen_gui.session.game_session import GameSession

G = Colour.GREEN


def new_cells(before, after) -> set:
    added = after.filled & ~before.filled
    return {(x, y) for x in range(WIDTH) for y in range(HEIGHT) if added & bit(x, y)}


def test_the_computers_last_move_stays_highlighted_and_told(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Me", "Mads"], seed=3)
    c = window.mode.controller
    c.animate_dice = False
    window.start_game(GameOptions(2), ["Me", "Mads"], 3, bots=(None, "strong"))
    window.bot_driver.set_paused(True)
    recaps = []
    c.recap_changed.connect(recaps.append)
    s = window.session
    while s.state.active == 0:  # my turn, and Mads's phase 3
        if s.state.chooser == 0:
            play_one_step(window)
        else:
            assert window.bot_driver.play_now()
    bot_start = s.state
    while not (s.state.active == 0 and s.state.phase is Phase.ROLL):  # Mads's turn, my phase 3
        if s.state.chooser == 0:
            play_one_step(window)
        else:
            assert window.bot_driver.play_now()
    QApplication.processEvents()
    drawn = new_cells(bot_start.players[1], s.state.players[1])
    assert drawn  # Mads drew a shape (a pass draws nothing: not with this seed)
    hints = c.hints()
    assert {(x, y) for (p, x, y) in hints.recent_cells if p == 1} == drawn
    scene = window.mode.scene
    assert all(scene.cell_item(1, x, y).look[2] for x, y in drawn)
    assert not any(scene.cell_item(0, x, y).look[2] for x in range(WIDTH) for y in range(HEIGHT))
    marked = [(t, box) for t, (was, now) in enumerate(zip(bot_start.players[1].tracks, s.state.players[1].tracks))
              for box in range(was + 1, now + 1)]
    assert {(t, b) for (p, t, b) in hints.recent_boxes if p == 1} == set(marked)
    # The recap of Mads's whole turn stays under the table, in words.
    recap = window.mode.panel.recap.text()
    assert "Mads" in recaps[-1] and recaps[-1] in recap.replace("&amp;", "&")
    # Mads's sheet says who plays it.
    assert scene.sheet_item(1).header.look[5] == "strong" and len(scene.sheet_item(0).header.look) == 6
    from copenhagen_gui.games.copenhagen_rw.scene import labels

    assert labels.computer_seat("strong") == "Computer (strong)"
    # My own turn begins: my move of the last turn is no longer highlighted, Mads's is.
    play_one_step(window)  # roll
    assert c.hints().recent_cells == hints.recent_cells


def test_a_turn_using_all_five_dice_says_why_nobody_marks_a_track(qtbot):
    session = GameSession.new_game(SPEC, GameOptions(2), ("Ann", "Bob"), seed=5)
    window = make_window(qtbot, session)
    state = engine.apply(session.state, Roll(0, (G,) * 5))
    assert session.perform(Roll(0, (G,) * 5)) is None
    choose = ChooseShape(0, "green-5", (0, 1, 2, 3, 4))
    place = next(iter(engine.placements(engine.apply(state, choose).sheet.filled, "green-5")))
    assert session.perform_all([choose, Place(0, place.cells)]) is None
    assert session.perform(MarkX(0, place.cells[0])) is None
    assert session.state.active == 1 and session.state.phase is Phase.ROLL
    message = window.mode.panel.message.text()
    assert "Ann used all five dice: nobody marks a track in phase 3." in message
