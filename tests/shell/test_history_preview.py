"""The History dock: moves grouped by round and by turn, in the words of the game;
clicking one shows that moment on the table, read-only, without changing the game (and
in the card game never another seat's hand); the lines follow a language change."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from copenhagen_gui.core import registry
from copenhagen_gui.shell.history_panel import STATE_ROLE
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings
from tests.history_outline import click, lines, outline, rows

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")


def _window(qtbot, game_id: str) -> MainWindow:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.start_game(registry.get(game_id).default_options(2), ["Anna", "Mads"], 5, game_id=game_id)
    mode = window.mode
    while getattr(mode, "start_setup", None) is not None:  # Roll & Write's start tracks
        mode.start_picker.buttons[None].click()
    window.show()
    window.history_dock.show()
    return window


def _play(window, moves: int, seed: int = 1, qtbot=None) -> None:
    """Random legal moves through the session, as the table would make them; then,
    with ``qtbot``, until the History shows them (it follows once the table painted)."""
    rng = random.Random(seed)
    session = window.session
    for _ in range(moves):
        seats = sorted(session.spec.seats_to_act(session.state))
        if not seats:
            break
        actions = list(session.spec.legal_actions(session.state, seats[0]))
        assert session.perform(rng.choice(actions)) is None
        session.confirm_turn()  # (the card game: a finished turn ends by End turn)
    if qtbot is not None:
        _caught_up(qtbot, window)


def _caught_up(qtbot, window):
    qtbot.waitUntil(lambda: not window.history_view.catching_up())


def _lines(window) -> list[str]:
    return [line for _round, turns in window.history_view.groups() for _seat, lines in turns
            for line, _state in lines]


def _drawn(window, state):
    """What the table draws for ``state``: the card game shows only what the person at
    the screen may see."""
    if window.mode.game_id != "copenhagen":
        return state
    hints = window.mode.controller.hints
    return window.session.spec.view_for(state, None if hints.covered else hints.viewer)


def test_history_is_grouped_by_round_and_turn(qtbot):
    window = _window(qtbot, "copenhagen-rw")
    _play(window, 80, qtbot=qtbot)
    groups = window.history_view.groups()
    rounds = [number for number, _turns in groups]
    assert rounds[:2] == [1, 2] and rounds == sorted(rounds)
    first_round_turns = [seat for seat, _lines in groups[0][1]]
    assert first_round_turns == [0, 1]  # Anna's turn, then Mads's, each a group of its own
    top, turns = outline(window.history_view)[0]
    assert top.data() == "Round 1" and turns[0][0].data() == "Anna’s turn"
    roll = turns[0][1][0][0].data()
    assert roll.startswith("Roll the dice (Anna): ")  # the game's words, and the dice rolled
    assert len(roll.split(": ")[1].split(", ")) == 5
    assert len(_lines(window)) == window.session.undo_stack.index()


@pytest.mark.parametrize("game_id", GAMES)
def test_previewing_a_moment_never_changes_the_game(qtbot, game_id):
    window = _window(qtbot, game_id)
    _play(window, 30, qtbot=qtbot)
    qtbot.waitUntil(lambda: not getattr(window.mode.controller, "tumbling", False))  # the dice settled
    session = window.session
    state, record = session.state, session.record
    item = rows(window.history_view)[0]
    click(window.history_view, item)
    assert window.preview.active and window.preview_banner.isVisible()
    assert window.preview_banner.text().startswith("Looking at round 1")
    assert window.preview.state is item.data(STATE_ROLE)
    assert window.mode.table_scene().state == _drawn(window, window.preview.state)  # that moment
    # Read-only: nothing on the table or in the Edit menu acts; computer players wait.
    assert not window.actions.get("undo").isEnabled()
    assert not window.mode.table_widget().isEnabled() and window.bot_driver.paused
    assert session.state == state and session.record == record
    qtbot.mouseClick(window.preview_banner, Qt.MouseButton.LeftButton)  # back to the game
    assert not window.preview.active and not window.preview_banner.isVisible()
    assert window.mode.table_widget().isEnabled() and not window.bot_driver.paused
    assert session.state == state and session.record == record
    assert window.mode.table_scene().state == _drawn(window, state)  # the live game again


def test_a_move_ends_the_preview(qtbot):
    window = _window(qtbot, "lost-cities-rw")
    _play(window, 6, qtbot=qtbot)
    click(window.history_view, rows(window.history_view)[0])
    assert window.preview.active
    _play(window, 1, seed=2)  # the game moves on (a computer, a second window...)
    assert not window.preview.active and window.mode.table_widget().isEnabled()


def test_a_card_game_preview_never_shows_another_seats_hand(qtbot, monkeypatch):
    window = _window(qtbot, "copenhagen")
    _play(window, 24, qtbot=qtbot)
    spec = window.session.spec
    mode = window.mode
    drawn = []
    real_sync = mode.scene.sync
    monkeypatch.setattr(mode.scene, "sync", lambda state, hints: (drawn.append((state, hints)),
                                                                    real_sync(state, hints)))
    live = mode.controller.hints
    viewer = None if live.covered else live.viewer
    groups = outline(window.history_view)
    items = [index for index, _under in groups] + [under[0][0] for _index, under in groups]
    for item in items:
        click(window.history_view, item)
        past = item.data(STATE_ROLE)
        state, hints = drawn[-1]
        assert hints.viewer == viewer
        for seat in range(len(past.players)):
            if seat != viewer:
                assert state.players[seat].hand is None  # masked, as for anyone watching
        assert state == spec.view_for(past, viewer)
    assert any(past.players[0].hand for past in (i.data(STATE_ROLE) for i in items))


def test_the_history_follows_a_language_change(qtbot, app_language):
    from copenhagen_gui.shell import i18n

    window = _window(qtbot, "copenhagen-rw")
    _play(window, 12, qtbot=qtbot)
    english = _lines(window)
    i18n.install_language(app_language, "fr")
    QApplication.processEvents()
    french = [lines(window.history_view)[0].data()]
    session = window.session
    first = session.undo_stack.command(0)
    said = "; ".join(window.mode.history_text(a, session.names) for a in first.actions)
    assert french == [said] and said != english[0]  # the same move, said in French
    assert _lines(window)[1:] != english[1:]


def _tree(view) -> list:
    """What the History shows: [(group text, state, [children...]) ...], lines as (text, state, [])."""
    def walk(node):
        index, under = node
        return (index.data(), index.data(STATE_ROLE), [walk(n) for n in under])
    return [walk(node) for node in outline(view)]


def _expected(window) -> list:
    """The same shape, built from the undo stack by ``groups()``."""
    names = window.session.names
    shown = []
    for number, turns in window.history_view.groups():
        turn_nodes = [(f"{names[seat]}’s turn", lines[-1][1], [(line, state, []) for line, state in lines])
                      for seat, lines in turns]
        shown.append((f"Round {number}", turns[-1][1][-1][1], turn_nodes))
    return shown or [("Start of the game", None, [])]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_history_follows_moves_undo_and_redo_line_by_line(qtbot, game_id):
    """The tree is kept up to date a line at a time (not rebuilt per move): after moves,
    undos back over turns and rounds, redos, and a new move after an undo, it shows
    exactly what the undo stack holds, and each group looks at its last line's moment."""
    window = _window(qtbot, game_id)
    session = window.session
    assert _tree(window.history_view) == _expected(window)  # the start, before any move
    _play(window, 25, qtbot=qtbot)
    assert _tree(window.history_view) == _expected(window)
    undone = 0
    while session.can_undo() and undone < 12:  # back to the last roll, shuffle or refill
        session.undo()
        undone += 1
        _caught_up(qtbot, window)
        assert _tree(window.history_view) == _expected(window)
    for _ in range(min(undone, 5)):
        session.redo()
    _caught_up(qtbot, window)
    assert _tree(window.history_view) == _expected(window)
    _play(window, 3, seed=9, qtbot=qtbot)  # a new branch: the undone moves above it are gone
    assert _tree(window.history_view) == _expected(window)
    session.undo_stack.setIndex(0)  # the stack's own way back (chance bounces it to the last barrier)
    _caught_up(qtbot, window)
    assert _tree(window.history_view) == _expected(window)


def test_a_hidden_history_catches_up_when_shown(qtbot):
    window = _window(qtbot, "lost-cities-rw")
    window.history_dock.hide()
    _play(window, 10)
    window.session.undo_stack.setIndex(3)
    assert not window.history_view.catching_up()  # hidden: nothing to do per move
    window.history_dock.show()
    assert _tree(window.history_view) == _expected(window)
    assert len(_lines(window)) == window.session.undo_stack.index() > 0


def _last_line(view):
    return lines(view)[-1]


@pytest.mark.parametrize("shown_first", [True, False])
def test_the_last_move_is_in_view_whole(qtbot, shown_first):
    """Following the game, the History shows its last move whole: after moves, and when
    it is opened on a long game (its wrapped lines settle their heights as the dock
    takes its width)."""
    window = _window(qtbot, "copenhagen")
    if not shown_first:
        window.history_dock.hide()
    _play(window, 60, qtbot=qtbot)
    window.history_dock.show()
    tree = window.history_view
    qtbot.waitUntil(lambda: tree.verticalScrollBar().maximum() > 0)  # more moves than fit
    qtbot.waitUntil(lambda: tree.viewport().rect().contains(tree.visualRect(_last_line(tree))))
    assert _last_line(tree).data() == _lines(window)[-1]
    # A narrower dock wraps more lines: the last one stays in view.
    window.resizeDocks([window.history_dock], [170], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: tree.width() < 200)
    qtbot.waitUntil(lambda: tree.viewport().rect().contains(tree.visualRect(_last_line(tree))))
