"""The Lost Cities table through the real scene and view: sync is idempotent, clicks on
dice and lit cells perform the right actions, a refused click shows the engine's reason,
keys reach every decision, and a whole 2-player game is played to the result."""

import random

import pytest
from lcrw_qt_helpers import make_session, play_random
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.games.lost_cities_rw.mode import LostCitiesMode
from copenhagen_gui.games.lost_cities_rw.rules.actions import Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Symbol
from copenhagen_gui.games.lost_cities_rw.rules.state import Phase
from copenhagen_gui.games.lost_cities_rw.scene import geometry as geo
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.games.lost_cities_rw.ui import hint_playback, hint_texts, texts, view_hints


def start(mode, session):
    mode.set_session(session)
    mode.view.fit()
    return session


def click(view, item, rect=None):
    rect = rect if rect is not None else item.sceneBoundingRect()
    QTest.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(rect.center()))


def roll_fixed(session, numbers, colours):
    """Put a known roll on the table (the session itself rolls random faces)."""
    seat = session.state.active
    session.perform(Roll(seat, numbers, colours))


def test_sync_is_idempotent(table):
    _, mode = table
    session = start(mode, make_session(3))
    play_random(session, 25, random.Random(1))
    scene = mode.scene
    hints = mode.controller.hints()
    scene.sync(session.state, hints)
    items = set(scene.items())
    looks = {id(i): getattr(i, "look", None) for i in items}
    scene.sync(session.state, hints)
    assert set(scene.items()) == items
    assert {id(i): getattr(i, "look", None) for i in scene.items()} == looks


def test_clicking_a_number_die_then_a_colour_die_takes_the_pair(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (3, 6, 8), (Colour.RED, Colour.GREEN, Colour.BLUE))
    scene, view = mode.scene, mode.view
    click(view, None, scene.die_item("number", 1).face_rect)
    assert mode.controller.selection.number == 1
    click(view, None, scene.die_item("colour", 1).face_rect)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    assert session.state.sheets[0].expeditions[Colour.GREEN].numbers == (6,)
    assert session.state.active_choice == (6, Colour.GREEN)


def test_clicking_a_lit_cell_writes_there(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (4, 4, 4), (Colour.BLUE, Colour.BLUE, Colour.BLUE))
    spot = mode.scene.spot_item(0, ("square", int(Colour.BLUE), 0))
    assert spot is not None
    click(mode.view, spot)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    assert session.state.sheets[0].expeditions[Colour.BLUE].numbers == (4,)


def test_a_zero_lights_the_circle_and_clicking_it_doubles_the_expedition(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (0, 0, 0), (Colour.PURPLE,) * 3)
    spot = mode.scene.spot_item(0, ("circle", int(Colour.PURPLE)))
    click(mode.view, spot)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    assert session.state.sheets[0].expeditions[Colour.PURPLE].circle.value == "doubled"


def test_a_refused_click_shows_the_engines_reason(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (0, 0, 0), (Colour.RED, Colour.RED, Colour.RED))
    square = geo.square_rect(Colour.RED, 3).translated(mode.scene.sheets[0].pos())
    click(mode.view, None, square)  # the red column, not a lit cell: only the circle is lit
    assert mode.panel.message.text() == texts.click_lit_square()
    roll_free = make_session(2)
    start(mode, roll_free)
    roll_fixed(roll_free, (7, 7, 7), (Colour.RED,) * 3)
    roll_free.perform(Take(0, 7, Colour.RED))
    roll_free.perform(Refuse(1))
    roll_free.perform(Roll(1, (2, 2, 2), (Colour.RED,) * 3))
    roll_free.perform(Refuse(1))
    assert view_hints.deciding_seat(roll_free.state, roll_free.bots) == 0
    square = geo.square_rect(Colour.RED, 1).translated(mode.scene.sheets[0].pos())
    click(mode.view, None, square)
    qtbot.waitUntil(lambda: mode.panel.message.text() != "")
    assert mode.panel.message.text() == texts.reason_text(SPEC.check(
        roll_free.state, Take(0, 2, Colour.RED)))
    assert roll_free.state.sheets[0].expeditions[Colour.RED].numbers == (7,)


def test_clicking_another_players_sheet_says_whose_sheet_to_use(table):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (5, 5, 5), (Colour.RED,) * 3)
    square = geo.square_rect(Colour.RED, 0).translated(mode.scene.sheets[1].pos())
    click(mode.view, None, square)
    assert mode.panel.message.text() == texts.not_your_sheet("Ada")
    assert session.state.phase is Phase.ACTIVE


def test_keys_roll_pick_take_and_refuse(table, qtbot):
    window, mode = table
    session = start(mode, make_session(2))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(mode.view, Qt.Key_Space)
    qtbot.waitUntil(lambda: session.state.phase is Phase.ACTIVE)
    legal = [a for a in SPEC.legal_actions(session.state, 0) if isinstance(a, Take) and not a.circle]
    if not legal:  # every number is a 0: take the circle by its cell instead of keys
        legal = [a for a in SPEC.legal_actions(session.state, 0) if isinstance(a, Take)]
    target = legal[0]
    n = session.state.roll.numbers.index(target.number)
    c = session.state.roll.colours.index(target.colour)
    QTest.keyClick(mode.view, Qt.Key_1 + n)
    QTest.keyClick(mode.view, Qt.Key_4 + c)
    qtbot.waitUntil(lambda: session.state.phase is Phase.OTHERS)
    assert session.state.active_choice == (target.number, target.colour)
    QTest.keyClick(mode.view, Qt.Key_R)
    qtbot.waitUntil(lambda: session.state.phase is Phase.ROLL)
    assert session.state.sheets[1].dice_marks == 1


def test_an_acceleration_is_offered_and_taken_by_its_cell(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    sheet = session.state.options.sheet
    colour = next(c for c, s in sheet.squares_with(Symbol.ACCELERATION) if s == 1)
    roll_fixed(session, (1, 1, 1), (colour,) * 3)
    session.perform(Take(0, 1, colour))
    session.perform(Refuse(1))
    roll_fixed(session, (2, 2, 2), (colour,) * 3)
    session.perform(Refuse(1))
    session.perform(Take(0, 2, colour))  # square 2 carries the acceleration
    assert 0 in session.state.accelerating
    assert mode.actions["decline"].isEnabled()
    spot = mode.scene.spot_item(0, ("square", int(colour), 2))
    click(mode.view, spot)
    qtbot.waitUntil(lambda: 0 not in session.state.accelerating)
    assert session.state.sheets[0].expeditions[colour].numbers == (1, 2, 2)


def test_hint_shows_the_strong_players_choice_on_the_table(table):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (5, 2, 9), (Colour.ORANGE, Colour.BLUE, Colour.BLUE))
    mode.show_hint()
    action = mode.controller.hint
    assert SPEC.check(session.state, action) is None
    words = hint_texts.hint_words(hint_playback.effect_of(session.state, action), session.names)
    assert mode.panel.message.text() == words and words.startswith(texts.hint_text(action, session.names))
    assert isinstance(action, (Take, Refuse))
    assert (mode.scene.hints.hint_spot is not None) == isinstance(action, Take)


def test_undo_goes_back_to_the_roll_and_not_past_it(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (4, 4, 4), (Colour.BLUE,) * 3)
    session.perform(Take(0, 4, Colour.BLUE))
    assert session.can_undo()
    session.undo()
    assert session.state.phase is Phase.ACTIVE
    assert mode.scene.spot_item(0, ("square", int(Colour.BLUE), 0)) is not None
    assert not session.can_undo()


def test_a_whole_two_player_game_through_the_controller(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2, seed=11))
    over = []
    mode.game_over.connect(lambda: over.append(True))
    rng = random.Random(5)
    controller = mode.controller
    for _ in range(3000):
        if session.state.over:
            break
        commands = controller.commands()
        hints = controller.hints()
        if commands.decision == "roll":
            assert controller.roll()
        elif commands.decision == "accelerate":
            spots = hints.spots
            if spots and rng.random() < 0.7:
                spot = rng.choice(spots)
                click(mode.view, mode.scene.spot_item(spot.seat, spot.key))
            else:
                assert controller.decline()
        elif hints.spots and rng.random() < 0.8:
            spot = rng.choice(hints.spots)
            if len(spot.actions) == 1:
                click(mode.view, mode.scene.spot_item(spot.seat, spot.key))
            else:
                action = rng.choice(spot.actions)
                n = next(d.index for d in hints.dice if d.kind == "number" and d.available
                         and d.face == action.number)
                click(mode.view, mode.scene.spot_item(spot.seat, spot.key))
                click(mode.view, None, mode.scene.die_item("number", n).face_rect)
        else:
            assert controller.refuse()
    assert session.state.over
    assert over == [True]
    from copenhagen_gui.games.lost_cities_rw.ui.result_dialog import ResultDialog, result_rows
    rows = result_rows(session.state, session.names)
    assert [r[6] for r in rows] == sorted((r[6] for r in rows), reverse=True)
    dialog = ResultDialog(session.state, session.names)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2


def test_options_page_offers_the_house_sheet(qtbot):
    mode = LostCitiesMode(None)
    page = mode.options_page()
    qtbot.addWidget(page)
    assert page.sheet_combo.count() == 1
    options = page.options(3, random.Random(2))
    assert options.seat_count == 3 and options.sheet.is_house_sheet
    assert 0 <= options.first_seat < 3


@pytest.mark.parametrize("seats", [2, 5])
def test_every_sheet_fits_the_table_without_overlap(table, seats):
    _, mode = table
    start(mode, make_session(seats))
    rects = [s.sceneBoundingRect() for s in mode.scene.sheets]
    assert all(mode.scene.sceneRect().contains(r) for r in rects)
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    tray = geo.tray_rect(seats)
    assert not any(tray.intersects(r) for r in rects)


def test_enabled_commands_are_actions_the_engine_accepts(table):
    _, mode = table
    session = start(mode, make_session(3, seed=4))
    rng = random.Random(9)
    from copenhagen_gui.games.lost_cities_rw.rules import engine
    from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, DeclineAcceleration
    for _ in range(150):
        if session.state.over:
            break
        mode.refresh()
        state, seat = session.state, view_hints.deciding_seat(session.state, session.bots)
        a = mode.actions
        enabled = {name for name, action in a.items() if action.isEnabled()}
        expected = {"roll": Roll(seat), "refuse": Refuse(seat), "decline": DeclineAcceleration(seat)}
        for name, action in expected.items():
            assert (name in enabled) == (engine.check(state, action) is None), name
        for colour in Colour:
            assert (f"accelerate-{colour.key}" in enabled) == (
                engine.check(state, Accelerate(seat, colour)) is None)
        dice = engine.dice_for(state, seat)
        offered = [state.roll.numbers[i] for i in range(3) if f"pick-number-{i + 1}" in enabled]
        assert sorted(offered) == sorted(dice.numbers if dice else ())
        session.perform(rng.choice(SPEC.legal_actions(state, seat)))


def test_a_refusal_goes_at_the_next_pick_of_a_die(table, qtbot):
    _, mode = table
    session = start(mode, make_session(2))
    roll_fixed(session, (5, 5, 5), (Colour.RED,) * 3)
    square = geo.square_rect(Colour.RED, 0).translated(mode.scene.sheets[1].pos())
    click(mode.view, None, square)  # another player's sheet: refused
    assert mode.panel.message.text() == texts.not_your_sheet("Ada") and mode.panel.refusal_shown()
    click(mode.view, None, mode.scene.die_item("number", 1).face_rect)  # a selection
    assert mode.controller.selection.number == 1
    assert mode.panel.message.text() == "" and not mode.panel.refusal_shown()
    mode.retranslate()  # a language switch does not bring it back
    assert mode.panel.message.text() == ""
