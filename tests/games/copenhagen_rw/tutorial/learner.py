"""A scripted learner for "Learn the game": makes the demo's prepared moves through the
window's own controls only (clicks on the table, the turn panel, the colour popover,
keys), and a watch on the session that records which accepted moves came from such
an input."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import click, click_cell, hover_for_cells, key

from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from copenhagen_gui.games.copenhagen_rw.rules.components import Ability, Colour
from copenhagen_gui.session.game_session import GameSession


class InputWatch:
    """Hooks ``GameSession.perform``: every accepted action, with whether a simulated
    click or key of the learner was being handled when it was taken."""

    def __init__(self, monkeypatch):
        self.user_input = False
        self.performed: list[tuple[object, bool]] = []
        original = GameSession.perform
        watch = self

        def perform(session, action):
            result = original(session, action)
            if result is None:
                watch.performed.append((action, watch.user_input))
            return result

        monkeypatch.setattr(GameSession, "perform", perform)

    @contextlib.contextmanager
    def input(self):
        self.user_input = True
        try:
            yield
        finally:
            self.user_input = False

    def seat_moves(self, seat: int) -> list[tuple[object, bool]]:
        return [(a, by_input) for a, by_input in self.performed if a.player == seat]


def make_move(window, action, following=None, watch: InputWatch | None = None):
    """One prepared move (a shape with its drawing: ``following`` is the Place)."""
    with watch.input() if watch is not None else contextlib.nullcontext():
        _make_move(window, action, following)


def _make_move(window, action, following):
    scene, panel = window.mode.scene, window.mode.panel
    state = window.session.state
    if isinstance(action, Roll):
        click(window, panel.button("roll"))
    elif isinstance(action, Reroll):
        click(window, scene.ability_item(0, Ability.REROLL))
        for die in action.dice:
            click(window, scene.die_item(die))
        key(window, Qt.Key.Key_Return)
    elif isinstance(action, UseBonus):
        click(window, scene.bonus_item(0, action.colour))
    elif isinstance(action, ChooseShape):
        if action.shape in state.crossed:
            click(window, scene.ability_item(0, Ability.NEW_CHOICE))
        click(window, scene.shape_item(action.shape))
        draw(window, action.shape, following.cells)
    elif isinstance(action, Place):
        draw(window, state.turn.shape, action.cells)
    elif isinstance(action, (MarkX, CoatCell)):
        click_cell(window, 0, *action.cell)
    elif isinstance(action, DrawOneX):
        click(window, scene.ability_item(0, Ability.ONE_X))
        click_cell(window, 0, *action.cell)
    elif isinstance(action, CoatTrack):
        click(window, panel.track_button(action.colour))
    elif isinstance(action, MarkTrack):
        click(window, scene.die_item(action.die))
        if state.turn.dice[action.die] is Colour.WHITE:
            click(window, panel.track_button(action.colour))
    elif isinstance(action, SkipTrack):
        click(window, panel.button("skip"))
    elif isinstance(action, ChangeColour):
        change_colour(window, action)
    elif isinstance(action, UseNoX):
        click(window, scene.ability_item(0, Ability.NO_X))
    elif isinstance(action, EndTurn):
        click(window, panel.button("end-turn"))
    elif isinstance(action, Pass):
        click(window, panel.button("pass"))
    else:
        raise AssertionError(f"no way to click {action!r}")


def change_colour(window, action):
    """Colour change in place: the ability, the dice of one colour on the tray, then
    the new face in the popover beside them."""
    scene = window.mode.scene
    click(window, scene.ability_item(0, Ability.COLOUR_CHANGE))
    for die in action.dice:
        click(window, scene.die_item(die))
    popover = window.mode.colour_popover
    QApplication.processEvents()
    click(window, popover.face_button(action.face))


def draw(window, shape, cells):
    cell = hover_for_cells(window, shape, cells)
    click_cell(window, 0, *cell)
