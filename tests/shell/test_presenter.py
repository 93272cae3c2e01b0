"""View > Presenter view (F11) through the real window, in each game: full screen without
menus, toolbar or docks; the table and the strip's texts at least half as large again as
in the window maximised on the same screen; the card game's hand hidden until Reveal
hand (the hand-off cover still comes up); F11, Escape or the floating control leave,
and the window is as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from strip_checks import StripWatch

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen.rules.components import CARD_COLOURS
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell.table_kit import presenter

RECORDS = Path(__file__).resolve().parents[1] / "games"
GAMES = {
    "copenhagen-rw": ("copenhagen_rw/records/game_3p_seed11.json", lambda scene: scene.die_item(0)),
    "copenhagen": ("copenhagen/records/game_3p_seed5.json", lambda scene: scene.item(("slot", 0))),
    "lost-cities-rw": ("lost_cities_rw/records/game_2p_seed8.json", lambda scene: scene.die_item("number", 0)),
}


def put_mid_game(window, tmp_path, game_id: str) -> None:
    """The game's golden record half played, its first seat a person at the screen."""
    data = json.loads((RECORDS / GAMES[game_id][0]).read_text(encoding="utf-8"))
    data["players"][0].pop("bot", None)
    data["cursor"] = len(data["actions"]) // 2
    path = tmp_path / "mid.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    record = storage.load_record(path)
    window.set_session(GameSession(record, describe=window.describe(record.game)), autosave=False)


def maximise(qtbot, window) -> None:
    """As a maximised window on this screen (the offscreen platform maximises nothing)."""
    window.setGeometry(window.screen().availableGeometry())
    qtbot.waitUntil(lambda: window.geometry() == window.screen().availableGeometry())


def on_screen_width(view, item) -> float:
    return view.transform().mapRect(item.sceneBoundingRect()).width()


def point_size(widget: QWidget) -> float:
    return widget.fontInfo().pointSizeF()


def presenting(window) -> bool:
    return presenter.presenter_of(window).active


@pytest.mark.parametrize("game_id, leave", [("copenhagen-rw", "F11"), ("copenhagen", "Escape"),
                                            ("lost-cities-rw", "control")])
def test_the_presenter_view_shows_the_table_and_its_texts_larger_and_leaving_restores_the_window(
        qtbot, main_window, tmp_path, game_id, leave):
    window = main_window
    window.bot_driver.set_paused(True)
    put_mid_game(window, tmp_path, game_id)
    maximise(qtbot, window)
    window.zoom_to_fit()
    mode = window.mode
    view, strip = mode.table_view(), mode.turn_strip()
    piece = GAMES[game_id][1](mode.table_scene())
    button = next(b for b in strip.findChildren(QWidget) if b.objectName().startswith("button-"))
    before = dict(piece=on_screen_width(view, piece), prompt=point_size(strip.prompt),
                  message=point_size(strip.message), button=point_size(button),
                  geometry=window.geometry(), prompt_height=strip.prompt.height())

    QTest.keyClick(window, Qt.Key.Key_F11)
    assert presenting(window) and window.actions.get("presenter").isChecked()
    qtbot.waitUntil(lambda: window.geometry() == window.screen().geometry())
    assert window.menuBar().isHidden() and window.toolbar.isHidden()
    assert on_screen_width(view, piece) >= 1.5 * before["piece"] - 1e-6
    assert point_size(strip.prompt) >= 1.5 * before["prompt"] - 0.1
    assert point_size(strip.message) >= 1.5 * before["message"] - 0.1
    assert point_size(button) >= 1.5 * before["button"] - 0.1
    StripWatch(strip, view)  # every line and button of the larger strip whole, no empty band
    control = presenter.presenter_of(window).control
    assert control.isVisible() and window.rect().contains(control.geometry())
    # The keys of the hidden menus still work: Ctrl+H shows the History and hides it.
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.history_dock.isVisible)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.history_dock.isVisible())

    if leave == "control":
        qtbot.mouseClick(control.leave, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(window, getattr(Qt.Key, f"Key_{leave}"))
    assert not presenting(window) and not window.actions.get("presenter").isChecked()
    qtbot.waitUntil(lambda: window.geometry() == before["geometry"])
    assert not window.menuBar().isHidden() and not window.toolbar.isHidden() and not control.isVisible()
    assert view.scale_factor() == 1.0
    qtbot.waitUntil(lambda: on_screen_width(view, piece) == pytest.approx(before["piece"]))
    assert point_size(strip.prompt) == pytest.approx(before["prompt"])
    assert point_size(strip.message) == pytest.approx(before["message"])
    assert strip.prompt.height() == before["prompt_height"]


def test_the_history_dock_hides_while_presenting_and_comes_back(qtbot, main_window, tmp_path):
    window = main_window
    put_mid_game(window, tmp_path, "lost-cities-rw")
    window.actions.get("history").trigger()
    qtbot.waitUntil(window.history_dock.isVisible)
    window.actions.get("presenter").trigger()
    assert window.history_dock.isHidden()
    window.actions.get("presenter").trigger()
    qtbot.waitUntil(window.history_dock.isVisible)
    assert window.actions.get("history").isChecked()


def hand_shown(scene) -> bool:
    return all(scene.item(("hand", c)).look[0] != "back" for c in CARD_COLOURS) and \
        scene.item(("hand", CARD_COLOURS[0])).isVisible()


def test_the_card_games_hand_is_hidden_until_the_presenter_reveals_it(qtbot, main_window):
    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen", bots=[None, "normal"], autosave=False)
    window.bot_driver.set_paused(True)
    mode, scene = window.mode, window.mode.table_scene()
    assert hand_shown(scene)
    window.actions.get("presenter").trigger()
    back = scene.item(("hand", CARD_COLOURS[0]))
    assert back.look[0] == "back" and back.look[2] == window.session.state.players[0].hand_count
    assert not any(scene.item(("hand", c)).isVisible() for c in CARD_COLOURS[1:])
    reveal = presenter.presenter_of(window).control.findChild(QWidget, "presenter-reveal-hand")
    assert reveal is not None and reveal.isVisible() and reveal.isEnabled()
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert hand_shown(scene) and mode.action("reveal-hand").isChecked()
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert not hand_shown(scene)
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    window.actions.get("presenter").trigger()  # leave: the hand as usual
    assert hand_shown(scene) and not mode.action("reveal-hand").isChecked()
    window.actions.get("presenter").trigger()  # again: hidden again until revealed again
    assert not hand_shown(scene)
    window.actions.get("presenter").trigger()


def test_in_pass_and_play_the_cover_still_comes_up_and_a_reveal_holds_for_one_hand(qtbot, main_window):
    from copenhagen_gui.games.copenhagen.rules.actions import EndTurn, TakeCard
    from copenhagen_gui.games.copenhagen.spec import SPEC

    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen", bots=[None, None], autosave=False)
    mode, scene, session = window.mode, window.mode.table_scene(), window.session
    window.actions.get("presenter").trigger()
    assert scene.cover.isVisible()  # Ann's turn: pass the screen to her first
    view = mode.table_view()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(scene.cover.message_rect())  # "Pass to Ann" whole, not cut by the zoom
    mode.controller.reveal()  # Ann clicks the cover: her hand, but hidden from the room
    assert not scene.cover.isVisible() and not hand_shown(scene)
    mode.action("reveal-hand").trigger()
    assert hand_shown(scene)
    seat = session.state.turn.player
    while session.state.turn.player == seat:  # Ann plays her turn
        if session.awaiting_confirm() is not None:
            assert hand_shown(scene)  # her turn done, not yet ended: still her (revealed) hand
            mode.action("end-turn").trigger()
            continue
        legal = SPEC.legal_actions(session.state, seat)
        take = [a for a in legal if isinstance(a, TakeCard)]
        assert session.perform(take[0] if take else next(a for a in legal if isinstance(a, EndTurn))) is None
    assert scene.cover.isVisible()  # the cover for Bob
    mode.controller.reveal()
    assert not hand_shown(scene) and not mode.action("reveal-hand").isChecked()  # Bob's: hidden
    window.actions.get("presenter").trigger()


def test_presenting_follows_the_table_to_another_game(qtbot, main_window, tmp_path):
    window = main_window
    window.bot_driver.set_paused(True)
    put_mid_game(window, tmp_path, "lost-cities-rw")
    lost_cities = window.mode
    window.actions.get("presenter").trigger()
    assert lost_cities.table_view().scale_factor() == presenter.SCALE
    put_mid_game(window, tmp_path, "copenhagen-rw")
    assert window.mode is not lost_cities and presenting(window)
    assert window.mode.table_view().scale_factor() == presenter.SCALE
    assert window.mode.turn_strip().text_scale() == presenter.SCALE
    assert lost_cities.table_view().scale_factor() == 1.0 and lost_cities.turn_strip().text_scale() == 1.0
    window.actions.get("presenter").trigger()
    assert window.mode.table_view().scale_factor() == 1.0


def test_closing_the_window_while_presenting_keeps_its_menus_and_toolbar_for_next_time(qtbot, main_window,
                                                                                       tmp_path):
    window = main_window
    put_mid_game(window, tmp_path, "copenhagen")
    window.actions.get("presenter").trigger()
    window.close()
    assert not presenting(window)
    assert not window.menuBar().isHidden() and not window.toolbar.isHidden()
    assert not window.isFullScreen()


def test_a_moment_of_the_history_stays_on_the_table_when_the_presenter_view_begins(qtbot, main_window):
    """The card game draws its table again for the presenter (hands hidden): a past
    moment looked at in the History stays, it does not become the live table."""
    from copenhagen_gui.games.copenhagen.spec import SPEC
    from copenhagen_gui.shell.history_panel import state_after

    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen", bots=[None, "normal"], autosave=False)
    window.bot_driver.set_paused(True)
    session, scene = window.session, window.mode.table_scene()
    while session.position < 4:
        seats = SPEC.seats_to_act(session.state)
        if not seats:  # a finished turn waits for End turn
            assert session.confirm_turn()
            continue
        seat = next(iter(seats))
        assert session.perform(SPEC.legal_actions(session.state, seat)[0]) is None
    past = state_after(session.undo_stack.command(0))
    assert window.preview.show(past)
    window.actions.get("presenter").trigger()
    assert window.preview.active and scene.state.turn_number == past.turn_number
    assert scene.state != SPEC.view_for(session.state, None)
    window.actions.get("presenter").trigger()
    assert window.preview.active and scene.state.turn_number == past.turn_number
