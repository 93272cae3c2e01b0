"""The strip under the Roll & Write table: exactly as tall as its lines and one row of
buttons, the same height through a whole round (the table never jumps), nothing cut,
no empty band; the line that tells a computer's last turn is there only in a game
with a computer player."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from strip_checks import StripWatch, wait_for_toolbar_icons
from ui_helpers import make_window, play_one_step

from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase


def _watch(qtbot, window):
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() == 1366)
    wait_for_toolbar_icons(qtbot, window)
    return StripWatch(window.mode.panel, window.mode.view)


def test_with_computers_the_strip_keeps_its_height_through_a_round(qtbot):
    names = ["Me", "Ida", "Jo"]
    window = make_window(qtbot, options=GameOptions(3), names=names, seed=31)
    window.mode.controller.animate_dice = False
    window.start_game(GameOptions(3), names, 31, bots=(None, "strong", "strong"))
    window.bot_driver.set_paused(True)
    watch = _watch(qtbot, window)
    panel, s = window.mode.panel, window.session
    assert panel.recap.isVisibleTo(panel)
    start_round = s.state.round
    for step in range(300):
        state = s.state
        if state.round > start_round + 1 or state.phase is Phase.GAME_OVER:
            break
        if state.chooser == 0:
            play_one_step(window)
        else:
            assert window.bot_driver.play_now()
        QApplication.processEvents()
        watch.check(f"step {step}: {state.phase}")
    assert s.state.round > start_round + 1
    assert panel.recap.text()  # a computer's turn was told


def test_between_people_only_the_strip_has_no_recap_line_and_keeps_its_height(qtbot):
    window = make_window(qtbot, options=GameOptions(2), seed=8)
    window.mode.controller.animate_dice = False
    watch = _watch(qtbot, window)
    panel, s = window.mode.panel, window.session
    assert not panel.recap.isVisibleTo(panel)  # nobody's turn to tell: no empty line
    for step in range(40):
        play_one_step(window)
        watch.check(f"step {step}: {s.state.phase}")
    assert s.state.round > 1
    panel.show_message("Eine Meldung, die viel länger ist als der Streifen breit. " * 10)
    watch.check("long message")
