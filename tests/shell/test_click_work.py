"""What one click costs, counted through the real window (issue 29): the table is synced
once per click, the window's commands (and its title) are refreshed once, and only the pieces
whose look changed are painted again. (Times are for benchmarks/, never for tests.)"""

from __future__ import annotations

import types

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from copenhagen_gui.core import registry
from copenhagen_gui.games.copenhagen.rules.components import CARD_COLOURS


class _Counts:
    def __init__(self):
        self.syncs = 0
        self.refreshes = 0
        self.painted: list = []


@pytest.fixture
def counts(monkeypatch):
    """Counts table syncs, the window's refreshes of its commands (those not skipped as
    already shown) and the items painted, for the card game's
    table. The item classes are wrapped before the table is made (a piece looks up its
    paint once it has been painted)."""
    from copenhagen_gui.games.copenhagen.scene import items
    from copenhagen_gui.games.copenhagen.scene.table import TableScene
    from copenhagen_gui.shell.window_commands import WindowCommands

    seen = _Counts()
    sync = TableScene.sync

    def counted_sync(self, *args, **kwargs):
        seen.syncs += 1
        return sync(self, *args, **kwargs)

    monkeypatch.setattr(TableScene, "sync", counted_sync)
    refresh = WindowCommands.refresh

    def counted_refresh(self):
        shown = self._shown_for
        refresh(self)
        seen.refreshes += shown is None or self._shown_for is not shown

    monkeypatch.setattr(WindowCommands, "refresh", counted_refresh)
    for klass in {k for k in vars(items).values() if isinstance(k, type)}:
        paint = klass.__dict__.get("paint")
        if isinstance(paint, types.FunctionType):
            def counted_paint(self, painter, option, widget=None, _paint=paint):
                seen.painted.append(self)
                return _paint(self, painter, option, widget)

            monkeypatch.setattr(klass, "paint", counted_paint)
    return seen


class _Paints(QObject):
    def __init__(self, widget):
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _settled(view, counts) -> bool:
    """Whether the table, painted again now, paints no piece anew: its layout and scale
    are final and every piece's picture is kept."""
    counts.painted.clear()
    view.viewport().repaint()
    return not counts.painted


def _looks(scene) -> dict:
    """Every piece's look (what its picture is drawn from)."""
    return {item: item.look for item in scene.items() if hasattr(item, "look")}


def test_a_take_that_ends_the_turn_syncs_the_table_once_and_paints_only_what_changed(
        main_window, counts, qtbot):
    from copenhagen_gui.games.copenhagen.rules.actions import Refill

    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen", bots=[None, "normal"], autosave=False)
    window.bot_driver.set_paused(True)
    scene, view = window.mode.table_scene(), window.mode.view
    session = window.session
    paints = _Paints(view.viewport())
    qtbot.waitUntil(lambda: _settled(view, counts))
    end_turn = window.mode.panel.buttons["end-turn"]
    # Two cards, then End turn: the turn ends, the harbour is refilled.
    for slot in (3, 2, None):
        # (the piece the pointer leaves is painted with the click's frame: it counts as changed)
        hovered = {item for item in _looks(scene) if getattr(item, "hovered", False)}
        if slot is None:
            widget, where = end_turn, end_turn.rect().center()
            assert end_turn.isVisible() and end_turn.isEnabled()
        else:
            item = scene.item(("slot", slot))
            widget, where = view.viewport(), view.mapFromScene(item._rect.center())
            QTest.mouseMove(widget, where)
            qtbot.waitUntil(lambda item=item: item.hovered)
        before, position, keyed = _looks(scene), session.position, scene._keyed
        counts.syncs = counts.refreshes = 0
        painted_at = paints.count
        counts.painted.clear()
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=where)
        assert session.position > position
        assert counts.syncs == 1
        assert counts.refreshes == 1
        qtbot.waitUntil(lambda painted_at=painted_at: paints.count > painted_at)
        changed = {item for item, look in _looks(scene).items() if look != before.get(item)}
        assert changed
        changed |= {keyed, scene._keyed} - {None}  # the keyboard's ring left one piece for another
        changed |= hovered ^ {item for item in _looks(scene) if getattr(item, "hovered", False)}
        for piece in counts.painted:  # a piece, or a part of one, whose look changed
            assert piece in changed or piece.parentItem() in changed, (type(piece).__name__, piece.look)
    played = session.record.actions[:session.position]
    assert isinstance(played[-1], Refill)  # the second take did bring the refill


def test_the_hand_off_cover_is_all_that_is_painted_until_the_next_player_reveals_the_table(
        main_window, counts, qtbot):
    from copenhagen_gui.games.copenhagen.scene.items import HouseBoard

    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen", bots=[None, None], autosave=False)
    scene, view, session = window.mode.table_scene(), window.mode.view, window.session
    paints = _Paints(view.viewport())

    def click(item) -> None:
        painted_at = paints.count
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item._rect.center()))
        qtbot.waitUntil(lambda: paints.count > painted_at)

    window.mode.controller.reveal()  # Ann takes the screen
    qtbot.waitUntil(lambda: _settled(view, counts))
    click(scene.item(("slot", 3)))
    ann_sees = _looks(scene)
    counts.painted.clear()
    click(scene.item(("slot", 2)))  # her second card: her turn waits for End turn
    counts.painted.clear()
    end_turn = window.mode.panel.buttons["end-turn"]
    painted_at = paints.count
    QTest.mouseClick(end_turn, Qt.MouseButton.LeftButton)  # the cover comes up for Bob
    qtbot.waitUntil(lambda: paints.count > painted_at)
    assert session.state.turn.player == 1 and scene.cover.isVisible()
    assert set(counts.painted) == {scene.cover}  # nothing under it
    counts.painted.clear()
    window.mode.controller.reveal()  # Bob takes the screen (Space, or a click on the cover)
    assert not scene.cover.isVisible()
    # Every piece that changed since Ann's table is painted, now that it is seen (a
    # house board draws only its page, unchanged: its header and frame are pieces).
    changed = {item for item, look in _looks(scene).items()
               if look != ann_sees[item] and item.isVisible() and not isinstance(item, HouseBoard)}
    assert scene.item(("hand", CARD_COLOURS[0])) in changed
    # (a piece that remembers its looks shows one it had before as a copy, without painting)
    changed = {item for item in changed if not getattr(item, "REMEMBERS_LOOKS", False)}
    qtbot.waitUntil(lambda: changed <= set(counts.painted))


def test_the_table_is_painted_again_when_the_first_player_takes_the_screen(main_window, counts, qtbot):
    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Bob"], seed=5,
                      game_id="copenhagen", bots=[None, None], autosave=False)
    scene, view = window.mode.table_scene(), window.mode.view
    assert scene.cover.isVisible()
    paints = _Paints(view.viewport())
    qtbot.waitUntil(lambda: scene.cover in counts.painted)  # the cover shown, nothing else
    painted_at = paints.count
    counts.painted.clear()
    window.mode.controller.reveal()  # Space, with the pointer away from the table
    qtbot.waitUntil(lambda: paints.count > painted_at)
    qtbot.waitUntil(lambda: scene.item(("hand", CARD_COLOURS[0])) in counts.painted)
