"""Ruling 10: in a two-player game the start track is part of the setup. Each person
is asked on their own sheet, with each track's ability named; computer players choose
for themselves; no answer is preselected; the game starts once everyone has chosen."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialogButtonBox
from ui_helpers import answer_modal, click, make_window

from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, TRACKS, Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.ui import texts
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings


def picker_button(window, colour):
    return window.mode.start_picker.buttons[colour]


def test_each_person_is_asked_on_their_own_sheet_before_the_first_roll(qtbot):
    window = make_window(qtbot)
    window.begin_game(GameOptions(2, start_player=1), ["Ann", "Bob"], seed=4)
    QApplication.processEvents()
    c = window.mode.controller
    # The start player is asked first, with their own sheet in front and its tracks lit.
    assert window.mode.start_picker.isVisible() and not window.mode.panel.isVisible()
    assert "Bob" in window.mode.start_picker.heading.text()
    assert c.setup_view.active == 1
    assert all(window.mode.scene.track_item(1, col).look[-1] for col in TRACK_COLOURS)  # lit
    assert not any(window.mode.scene.track_item(0, col).look[-1] for col in TRACK_COLOURS)
    assert window.mode.scene.sheets[1].header.look[3] == "active"  # the "Playing" badge
    assert not window.mode.actions.get("roll").isEnabled()  # nobody plays before the setup
    click(window, window.mode.scene.track_item(1, "blue"))  # a click on the sheet answers
    assert "Ann" in window.mode.start_picker.heading.text() and c.setup_view.active == 0
    assert c.setup_view.players[1].tracks[Colour.BLUE.index] == 2  # Bob's answer shows
    click(window, picker_button(window, Colour.RED))
    # Everyone has answered: the game begins with those tracks marked.
    state = window.session.state
    assert window.session.record.options.start_tracks == (Colour.RED, Colour.BLUE)
    assert state.phase is Phase.ROLL and state.active == 1
    assert [p.tracks for p in state.players] == [(2, 0, 0, 0, 0), (0, 2, 0, 0, 0)]
    assert not window.mode.start_picker.isVisible() and window.mode.panel.isVisible()
    assert window.mode.actions.get("roll").isEnabled()


def test_the_buttons_name_each_tracks_ability_and_none_is_preselected(qtbot):
    window = make_window(qtbot)
    window.begin_game(GameOptions(2), ["Ann", "Bob"], seed=4)
    for colour in TRACK_COLOURS:
        button = picker_button(window, colour)
        assert texts.ability_name(TRACKS[colour.index].ability) in button.text()
        assert not button.isDefault() and not button.autoDefault()
    assert all(not p.tracks[c.index] for p in window.mode.controller.setup_view.players for c in TRACK_COLOURS)
    # Choosing no start track stays possible, on purpose.
    click(window, picker_button(window, None))
    click(window, picker_button(window, None))
    assert window.session.record.options.start_tracks == (None, None)


def test_computer_players_choose_their_own_start_track(qtbot):
    window = make_window(qtbot)
    window.begin_game(GameOptions(2, start_player=0), ["Ann", "Robo"], seed=4, bots=(None, "strong"))
    assert "Ann" in window.mode.start_picker.heading.text()
    click(window, picker_button(window, Colour.YELLOW))
    chosen = window.session.record.options.start_tracks
    assert chosen[0] is Colour.YELLOW and chosen[1] in TRACK_COLOURS
    assert window.session.bots == (None, "strong")
    # Two computer players: nobody is asked, the game starts at once.
    window.begin_game(GameOptions(2), ["Robo", "Bobo"], seed=4, bots=("easy", "normal"))
    assert window.mode.start_setup is None and all(window.session.record.options.start_tracks)


def test_the_new_game_dialog_leads_to_the_question(qtbot):
    window = make_window(qtbot, options=GameOptions(3))

    def fill(dialog):
        dialog.set_player_count(2)
        dialog.set_name(0, "Ann")
        dialog.set_name(1, "Bob")
        dialog.options_page().set_start_player(0)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    answer_modal(fill)
    window.actions.get("new-game").trigger()
    assert window.mode.start_setup is not None and "Ann" in window.mode.start_picker.heading.text()
    assert not window.actions.get("save").isEnabled()


def test_the_first_game_of_a_fresh_start_asks_too(qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.start(offer_resume=False)
    assert window.mode.start_setup is not None
    assert window.session.state.phase is Phase.ROLL and not window.mode.controller.commands().can_roll
