"""A scripted learner: makes the demo's prepared moves through the window's own
controls (clicks on the table, the turn panel's buttons, dialogs)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import answer_modal, click, click_cell, hover_for_cells, key

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


def show_lesson(window, lesson):
    """Put the lesson's sessions on the window's table, as the window does."""
    lesson.session_replaced.connect(lambda s: window.set_session(s))
    window.mode.controller.refused.connect(lesson.explain_refusal)


def make_move(window, action, following=None):
    """One prepared move (a shape with its drawing: ``following`` is the Place)."""
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
        source = state.turn.dice[action.dice[0]]

        def change(dialog):
            dialog.choose(source, action.face, len(action.dice))
            dialog.accept()

        answer_modal(change)
        click(window, scene.ability_item(0, Ability.COLOUR_CHANGE))
    elif isinstance(action, UseNoX):
        click(window, scene.ability_item(0, Ability.NO_X))
    elif isinstance(action, EndTurn):
        click(window, panel.button("end-turn"))
    elif isinstance(action, Pass):
        click(window, panel.button("pass"))
    else:
        raise AssertionError(f"no way to click {action!r}")


def draw(window, shape, cells):
    cell = hover_for_cells(window, shape, cells)
    click_cell(window, 0, *cell)
