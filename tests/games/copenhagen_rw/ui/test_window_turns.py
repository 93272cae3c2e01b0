"""Whole turns played by clicking the real table (pytest-qt, offscreen), with the model
checked after every step."""

import html

from PySide6.QtCore import Qt
from ui_helpers import click, click_cell, find_legal_hover, key, make_window

from copenhagen_gui.games.copenhagen_rw.rules.components import bit, mask_to_cells
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase


def test_two_player_turn_by_mouse(qtbot):
    window = make_window(qtbot, options=GameOptions(2), names=["Ann", "Bob"], seed=11)
    c, s = window.mode.controller, window.session
    assert s.state.phase is Phase.ROLL and s.state.active == 0

    click(window, window.mode.panel.button("roll"))  # the Roll button
    state = s.state
    assert state.phase is Phase.CHOOSE and len(state.turn.dice) == 5
    assert window.mode.panel.message.text()  # the message line says what was rolled

    shape = c.commands().takeable_shapes[0]
    click(window, window.mode.scene.shape_item(shape))
    assert c.selected_shape == shape and s.state.phase is Phase.CHOOSE  # UI-only so far

    cell = find_legal_hover(window)
    assert cell is not None
    ghost = c.hints().ghost
    assert ghost.legal and ghost.player == 0
    click_cell(window, 0, *cell)
    state = s.state
    drawn = set(ghost.cells)
    assert set(mask_to_cells(state.players[0].filled)) == drawn
    assert state.turn.shape == shape

    if state.phase is Phase.MARK_X:  # click the cell that gets the X
        x_cell = sorted(drawn)[-1]
        click_cell(window, 0, *x_cell)
        assert s.state.players[0].crosses == bit(*x_cell)
    while s.state.phase is Phase.COAT:  # not expected on the first turn, but harmless
        click(window, window.mode.panel.track_button(next(iter(window.mode.panel.track_choices()))))
    if s.state.phase is Phase.AFTER:
        click(window, window.mode.panel.button("end-turn"))

    # Phase 3: Bob picks unused dice (two in a two-player game) or declines.
    state = s.state
    if state.phase is Phase.TRACKS:
        assert state.chooser == 1
        hints = c.hints()
        assert hints.eligible_dice
        assert not hints.eligible_dice & set(state.turn.assigned)
        die = min(hints.eligible_dice)
        before = sum(state.players[1].tracks)
        click(window, window.mode.scene.die_item(die))
        if c.joker_die is not None:  # a joker: then pick the track
            click(window, window.mode.scene.track_item(1, sorted(c.hints().eligible_tracks)[0][1]))
        assert sum(s.state.players[1].tracks) == before + 1
        if s.state.phase is Phase.TRACKS:
            click(window, window.mode.panel.button("skip"))
    state = s.state
    assert state.phase is Phase.ROLL and state.active == 1
    assert window.mode.banner.isVisible() and "Bob" in window.mode.banner.text()  # the mouse changes hands
    assert s.undo_stack.count() >= 4  # roll, choose, place, X ... one command each


def test_four_player_turn_by_keyboard(qtbot):
    window = make_window(qtbot, options=GameOptions(4, start_player=2), seed=5)
    c, s = window.mode.controller, window.session
    window.mode.view.setFocus()
    key(window, Qt.Key.Key_Space)  # roll
    assert s.state.phase is Phase.CHOOSE and s.state.active == 2
    key(window, Qt.Key.Key_N)  # the first shape that can be taken
    assert c.selected_shape == c.commands().takeable_shapes[0]
    key(window, Qt.Key.Key_R)
    from copenhagen_gui.games.copenhagen_rw.ui.ghost import rotation_count

    assert c.rotation == 1 % rotation_count(c.selected_shape)  # a square has one form
    # Walk the keyboard cursor along the ground floor until the ghost is legal.
    key(window, Qt.Key.Key_Left)
    for _ in range(5):
        if c.hints().ghost.legal:
            break
        key(window, Qt.Key.Key_Right)
    if not c.hints().ghost.legal:
        key(window, Qt.Key.Key_R)
    assert c.hints().ghost.legal, c.hints().ghost.reason
    cells = set(c.hints().ghost.cells)
    key(window, Qt.Key.Key_Return)  # draw
    assert set(mask_to_cells(s.state.players[2].filled)) == cells
    if s.state.phase is Phase.MARK_X:
        key(window, Qt.Key.Key_Return)  # the X goes under the cursor, a cell of the shape
        assert s.state.players[2].crosses.bit_count() == 1
    if s.state.phase is Phase.AFTER:
        key(window, Qt.Key.Key_E)
    # Phase 3: players 3, 0, 1 in turn order; each declines (K) or takes die 1..5.
    order = []
    while s.state.phase is Phase.TRACKS:
        chooser = s.state.chooser
        order.append(chooser)
        picks = c.commands().phase3_picks
        own = [d for d, col in picks if not s.state.turn.dice[d].is_joker]
        if chooser == 3 and own:
            before = list(s.state.players[3].tracks)
            key(window, getattr(Qt.Key, f"Key_{own[0] + 1}"))
            after = s.state.players[3].tracks
            colour = s.state.turn.dice[own[0]] if s.state.phase is Phase.TRACKS else None
            assert sum(after) == sum(before) + 1, (before, after, colour)
        else:
            key(window, Qt.Key.Key_K)
    assert order == [3, 0, 1][: len(order)]
    assert s.state.phase is Phase.ROLL and s.state.active == 3


def test_illegal_spot_shows_the_reason(qtbot):
    window = make_window(qtbot, seed=11)
    c = window.mode.controller
    click(window, window.mode.panel.button("roll"))
    click(window, window.mode.scene.shape_item(c.commands().takeable_shapes[0]))
    # The top floor of an empty building is never supported.
    from ui_helpers import hover_cell

    hover_cell(window, 0, 2, 8)
    ghost = c.hints().ghost
    assert ghost is not None and not ghost.legal and ghost.reason
    filled = window.session.state.players[0].filled
    click_cell(window, 0, 2, 8)
    assert window.session.state.players[0].filled == filled  # nothing drawn
    assert html.escape(ghost.reason) in window.mode.panel.message.text()
    # The refusal links to the rule it breaks: the rulebook opens there.
    text = window.mode.panel.message.text()
    link = text[text.index('href="') + 6:]
    link = link[: link.index('"')]
    assert link.startswith("rules:")
    window.mode.panel.message.linkActivated.emit(link)
    from copenhagen_gui.shell.rulebook import RulebookDialog

    rulebook = window.findChild(RulebookDialog)
    assert rulebook is not None and rulebook.isVisible()
    rulebook.close()


def test_dimmed_shape_is_refused_with_its_reason(qtbot):
    window = make_window(qtbot, seed=11)
    c, s = window.mode.controller, window.session
    click(window, window.mode.panel.button("roll"))
    from copenhagen_gui.games.copenhagen_rw.rules import engine
    from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES
    from copenhagen_gui.games.copenhagen_rw.ui import texts

    refused = next(sh.id for sh in SHAPES if engine.shape_reason(s.state, sh.id) is not None)
    click(window, window.mode.scene.shape_item(refused))
    assert c.selected_shape is None
    assert html.escape(texts.reason_text(engine.shape_reason(s.state, refused))) in window.mode.panel.message.text()


def test_show_all_spots_highlights_legal_cells(qtbot):
    window = make_window(qtbot, seed=11)
    c = window.mode.controller
    click(window, window.mode.panel.button("roll"))
    click(window, window.mode.scene.shape_item(c.commands().takeable_shapes[0]))
    window.mode.actions.get("show-spots").setChecked(False)
    assert not c.hints().spots
    window.mode.actions.get("show-spots").setChecked(True)
    spots = c.hints().spots
    assert spots and all(y < 5 for _, y in spots)  # an empty building: near the ground
    assert window.settings.show_spots is True


def test_dice_tumble_then_settle_on_the_recorded_faces(qtbot):
    window = make_window(qtbot, seed=11)
    c, s = window.mode.controller, window.session
    scene, tray = window.mode.scene, window.mode.scene.tray
    frames, syncs = [], []
    show_faces, sync = tray.show_faces, scene.sync
    tray.show_faces = lambda faces: (frames.append(dict(faces)), show_faces(faces))
    scene.sync = lambda *args: (syncs.append(args[0]), sync(*args))
    click(window, window.mode.panel.button("roll"))
    assert c.tumbling and len(s.state.turn.dice) == 5  # the model has its faces at once
    synced_by_the_roll = len(syncs)
    qtbot.waitUntil(lambda: not c.tumbling, timeout=3000)
    assert len(frames) >= 5 and all(len(f) == 5 for f in frames[:-1])  # several frames...
    assert frames[-1] == {}  # ...then the recorded faces
    assert [die.look[0] for die in tray.dice] == list(s.state.turn.dice)
    assert len(syncs) == synced_by_the_roll  # a frame redraws the dice, not the table


def test_round_end_is_announced(qtbot):
    window = make_window(qtbot, seed=11)
    c, s = window.mode.controller, window.session
    said = []
    c.announced.connect(said.append)
    for _ in range(2):  # both players pass quickly through their turns
        click(window, window.mode.panel.button("roll"))
        click(window, window.mode.scene.shape_item(c.commands().takeable_shapes[0]))
        click_cell(window, s.state.active, *find_legal_hover(window))
        if s.state.phase is Phase.MARK_X:
            click_cell(window, s.state.active, *mask_to_cells(s.state.turn.placed)[0])
        while s.state.phase is Phase.COAT:
            click(window, window.mode.panel.track_button(next(iter(window.mode.panel.track_choices()))))
        if s.state.phase is Phase.AFTER:
            click(window, window.mode.panel.button("end-turn"))
        while s.state.phase is Phase.TRACKS:
            click(window, window.mode.panel.button("skip"))
    assert s.state.round == 2 and s.state.active == 0
    assert said and "2" in said[-1]
    assert window.mode.banner.isVisible() and window.mode.banner.text() == said[-1]


def test_play_a_whole_game_to_the_result_screen(qtbot):
    from ui_helpers import answer_modal, play_one_step

    window = make_window(qtbot, options=GameOptions(2), names=["Ann", "Bob"], seed=2024)
    window.mode.controller.animate_dice = False
    s = window.session
    seen = {}

    def read(dialog):
        seen["title"] = dialog.objectName()
        dialog.findChild(object, "result-show-all").click()  # the whole count at once
        seen["headline"] = dialog.findChild(object, "result-headline").text()
        dialog.reject()

    for _step in range(1500):
        if s.state.phase is Phase.GAME_OVER:
            break
        before = s.undo_stack.count()
        if s.state.last_round and s.state.phase is Phase.TRACKS and "armed" not in seen:
            seen["armed"] = True  # the result screen will open at the end of this round
            answer_modal(read, attempts=500)
        play_one_step(window)
        assert s.undo_stack.count() > before, (s.state.phase, window.mode.panel.message.text())
    state = s.state
    assert state.phase is Phase.GAME_OVER and max(p.points for p in state.players) >= 12
    qtbot.waitUntil(lambda: "headline" in seen, timeout=5000)
    assert seen["title"] == "result-dialog"
    assert s.names[state.winners[0]] in seen["headline"]


def test_rotate_by_right_click_and_wheel(qtbot):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    from ui_helpers import hover_cell

    from copenhagen_gui.games.copenhagen_rw.ui.ghost import rotation_count

    window = make_window(qtbot, seed=11)
    c = window.mode.controller
    click(window, window.mode.panel.button("roll"))
    shape = next(sh for sh in c.commands().takeable_shapes if rotation_count(sh) > 1)
    click(window, window.mode.scene.shape_item(shape))
    hover_cell(window, 0, 2, 0)
    before = c.hints().ghost.cells
    click(window, window.mode.scene.cell_item(0, 2, 0), Qt.MouseButton.RightButton)
    assert c.rotation == 1 and c.hints().ghost.cells != before
    assert window.session.state.players[0].filled == 0  # a right click never draws
    viewport = window.mode.view.viewport()
    pos = QPointF(viewport.rect().center())
    wheel = QWheelEvent(pos, QPointF(viewport.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, wheel)
    assert c.rotation == 0  # one notch back


def test_four_player_turn_by_mouse_with_phase_three_in_turn_order(qtbot):
    from ui_helpers import play_one_step

    window = make_window(qtbot, options=GameOptions(4, start_player=1), seed=9)
    window.mode.controller.animate_dice = False
    s = window.session
    choosers, picks = [], {}
    while not (s.state.phase is Phase.ROLL and s.state.active == 2):
        state = s.state
        if state.phase is Phase.TRACKS:
            choosers.append(state.chooser)
            picks[state.chooser] = sum(state.players[state.chooser].tracks)
        play_one_step(window)  # roll, biggest shape, X, coats, then each chooser's die
        if state.phase is Phase.TRACKS and s.state.events:
            after = sum(s.state.players[state.chooser].tracks)
            assert after in (picks[state.chooser], picks[state.chooser] + 1)
    assert s.state.players[1].filled  # the active player drew
    assert choosers == [2, 3, 0]  # with this seed dice are left for phase 3
