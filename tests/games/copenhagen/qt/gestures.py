"""Doing an action the way a person does: clicks on the table's items through the
view, and the turn panel's buttons (rotate, mirror, payment, end turn...)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Discard,
    EndTurn,
    PlaceWhite,
    Refresh,
    TakeAbility,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.ui import view_hints


def click(mode, item, button=Qt.LeftButton):
    view = mode.view
    rect = getattr(item, "_rect", None)
    centre = rect.center() if rect is not None else item.sceneBoundingRect().center()
    QTest.mouseClick(view.viewport(), button, pos=view.mapFromScene(centre))


def press(mode, name: str) -> None:
    """Click the turn panel's button of a command (the same QAction as the menu)."""
    button = mode.panel.buttons[name]
    assert button.isVisible() and button.isEnabled(), name
    button.click()


def do(mode, action) -> None:
    """The action by its click, then, when it finished the turn, the turn confirmed
    by the strip's End turn button (as the player does before the refill comes)."""
    _do(mode, action)
    if mode.session.awaiting_confirm() is not None:
        press(mode, "end-turn")


def _do(mode, action) -> None:
    scene = mode.scene
    if isinstance(action, TakeCard):
        click(mode, scene.item(("slot", action.slot)))
    elif isinstance(action, Discard):
        click(mode, scene.item(("hand", action.colour)))
    elif isinstance(action, PlaceWhite):
        click(mode, scene.item(("cell", action.player, action.cell)))
    elif isinstance(action, EndTurn):
        press(mode, "end-turn")
    elif isinstance(action, Refresh):
        press(mode, "refresh")
    elif isinstance(action, TakeAbility):
        press(mode, f"take-{action.ability.value}")
    elif isinstance(action, Build):
        build(mode, action)
    else:
        raise AssertionError(action)


def build(mode, action: Build) -> None:
    """Pick the stack, turn/mirror with the panel's buttons until the tile's brick on
    the build's brick cell covers the build's cells, click there, then pay."""
    c = mode.controller
    click(mode, mode.scene.item(("stack", action.tile)))
    assert c.selection.tile == action.tile
    for _ in range(2):
        for _ in range(4):
            sel = c.selection
            option = view_hints.options_by_anchor(
                c.state, action.player, action.tile, sel.rotation, sel.mirrored).get(action.brick)
            if option is not None and option.placement.cells == action.cells:
                assert action.brick in dict(c.hints.spots)  # lit on the table
                click(mode, mode.scene.item(("cell", action.player, action.brick)))
                if c.choices:
                    buttons = mode.panel.choice_buttons
                    assert len(buttons) == len(c.choices)
                    index = c.choices.index(action) if action in c.choices else next(
                        i for i, b in enumerate(c.choices) if b.discount == action.discount)
                    buttons[index].click()
                return
            press(mode, "rotate")
        press(mode, "mirror")
    raise AssertionError(f"no orientation puts {action.tile} on {action.cells}")
