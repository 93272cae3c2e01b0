"""Every ability and a bonus used through the buttons on the player's own sheet, and a
coat-of-arms chain resolved on the table; the model is checked after each step."""

from ui_helpers import (
    abilities_record,
    click,
    click_cell,
    coat_chain_turn,
    find_legal_hover,
    hover_for_cells,
    make_window,
)

from copenhagen_gui.core.chance import rng_for
from copenhagen_gui.core.record import replay
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, CoatCell, CoatTrack, MarkX, Place, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import TRACK_COLOURS, Ability, Colour, bit
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.spec import SPEC as RW_SPEC
from copenhagen_gui.games.copenhagen_rw.ui import texts, view_hints
from copenhagen_gui.games.copenhagen_rw.ui.controller import Mode
from copenhagen_gui.session.game_session import GameSession


def _roll(window):
    click(window, window.mode.panel.button("roll"))
    assert window.session.state.phase is Phase.CHOOSE


def test_reroll_picks_dice_then_rerolls(qtbot):
    window = make_window(qtbot, seed=21)
    c, s = window.mode.controller, window.session
    _roll(window)
    before = s.state.turn.dice
    click(window, window.mode.scene.ability_item(0, Ability.REROLL))
    assert c.mode is Mode.REROLL and c.hints().eligible_dice == {0, 1, 2, 3, 4}
    assert not window.mode.actions.get("confirm").isEnabled()  # no die picked yet
    click(window, window.mode.scene.die_item(1))
    click(window, window.mode.scene.die_item(3))
    assert c.hints().selected_dice == {1, 3}
    click(window, window.mode.panel.button("confirm"))
    state = s.state
    assert state.players[0].printed_rerolls_used == 1
    assert [state.turn.dice[i] for i in (0, 2, 4)] == [before[i] for i in (0, 2, 4)]
    assert c.mode is Mode.NONE
    # The reroll is a barrier: undo cannot take it back.
    assert not s.can_undo() and not window.actions.get("undo").isEnabled()


def test_bonus_and_no_x_from_a_start_track(qtbot):
    # Two players: P1 pre-marks blue, whose first box has a + and whose second a No X star.
    options = GameOptions(2, start_tracks=(Colour.BLUE, None))
    window = make_window(qtbot, options=options, seed=4)
    c, s = window.mode.controller, window.session
    _roll(window)
    blue = Colour.BLUE.index
    click(window, window.mode.scene.bonus_item(0, Colour.BLUE))
    assert s.state.turn.bonuses[blue] == 1 and 1 in s.state.players[0].used[blue]
    click(window, window.mode.scene.ability_item(0, Ability.NO_X))
    assert s.state.turn.no_x and 2 in s.state.players[0].used[blue]
    assert not window.mode.actions.ability(Ability.NO_X).isEnabled()  # once per turn
    click(window, window.mode.scene.shape_item(c.commands().takeable_shapes[0]))
    cell = find_legal_hover(window)
    cells = c.hints().ghost.cells
    click_cell(window, 0, *cell)
    sheet = s.state.players[0]
    assert sheet.crosses == 0 and all(sheet.filled & bit(*xy) for xy in cells)  # windows only
    assert s.state.phase is not Phase.MARK_X


def test_colour_change_and_one_x(qtbot):
    record = abilities_record()
    window = make_window(qtbot, session=GameSession(record))
    c, s = window.mode.controller, window.session
    assert s.state.active == 0 and s.state.phase is Phase.ROLL
    _roll(window)

    # Colour change in place: the ability, a die on the tray (all of its colour), the
    # new face in the popover beside them.
    dice = s.state.turn.dice
    source = dice[0]
    target = next(col for col in TRACK_COLOURS if col is not source)
    count = dice.count(source)
    click(window, window.mode.scene.ability_item(0, Ability.COLOUR_CHANGE))
    click(window, window.mode.scene.die_item(0))
    click(window, window.mode.colour_popover.face_button(target))
    after = s.state.turn.dice
    assert after.count(source) == 0 and after.count(target) == dice.count(target) + count
    assert engine.ability_uses_left(s.state.players[0], Ability.COLOUR_CHANGE) == 0

    # One X: arm it, the free cells light up, click one: an X there.
    click(window, window.mode.scene.ability_item(0, Ability.ONE_X))
    spots = c.hints().spots
    assert c.mode is Mode.ONE_X and spots == set(view_hints.controls(c.state, c.seat()).one_x_cells)
    cell = sorted(spots)[0]
    click_cell(window, 0, *cell)
    sheet = s.state.players[0]
    assert sheet.filled & bit(*cell) and sheet.crosses & bit(*cell) and c.mode is Mode.NONE



def _new_choice_game():
    """A game where P1 has New choice and the coming roll allows a crossed-out shape."""
    for seed in range(60):
        record = abilities_record(seed)
        state = replay(record)[-1]
        roll = RW_SPEC.complete_chance(None, Roll(0), rng_for(record.seed, len(record.actions)))
        state = engine.apply(state, roll)
        for shape in sorted(state.crossed):
            dice = engine.best_dice(state, shape)
            if dice is not None and engine.check(state, ChooseShape(0, shape, dice)) is None:
                return record, shape
    raise AssertionError("no game found where New choice can be used")


def test_new_choice_takes_a_crossed_out_shape(qtbot):
    record, shape = _new_choice_game()
    window = make_window(qtbot, session=GameSession(record))
    c, s = window.mode.controller, window.session
    _roll(window)
    assert shape in s.state.crossed
    click(window, window.mode.scene.shape_item(shape))  # not armed: refused
    assert c.selected_shape is None and window.mode.panel.message.text()
    click(window, window.mode.scene.ability_item(0, Ability.NEW_CHOICE))
    assert c.mode is Mode.NEW_CHOICE and c.hints().new_choice_armed
    click(window, window.mode.scene.shape_item(shape))
    assert c.selected_shape == shape
    assert find_legal_hover(window) is not None
    click_cell(window, 0, *c.hover)
    assert s.state.turn.shape == shape
    assert engine.ability_uses_left(s.state.players[0], Ability.NEW_CHOICE) == 0


def test_coat_of_arms_chain(qtbot):
    record, rest = coat_chain_turn()
    window = make_window(qtbot, session=GameSession(record))
    c, s = window.mode.controller, window.session
    player = s.state.active
    assert s.state.phase is Phase.CHOOSE
    choose, place = rest[0], rest[1]
    assert isinstance(choose, ChooseShape) and isinstance(place, Place)
    click(window, window.mode.scene.shape_item(choose.shape))
    cell = hover_for_cells(window, choose.shape, place.cells)
    click_cell(window, player, *cell)
    assert s.state.turn.shape == choose.shape
    coats_before = len(s.state.players[player].coats)
    for action in rest[2:]:
        state = s.state
        if isinstance(action, MarkX):
            assert state.phase is Phase.MARK_X
            click_cell(window, player, *action.cell)
        elif isinstance(action, CoatCell):
            # A coat of arms: free cells and the tracks are both offered.
            assert state.phase is Phase.COAT
            hints = c.hints()
            assert action.cell in hints.spots and hints.eligible_tracks
            assert window.mode.panel.track_button(Colour.RED).isVisible()
            click_cell(window, player, *action.cell)
        elif isinstance(action, CoatTrack):
            assert state.phase is Phase.COAT
            click(window, window.mode.scene.track_item(player, action.colour))
    state = s.state
    # The last coat cell completed another coat of arms: the chain goes on.
    assert len(state.players[player].coats) >= coats_before + 1
    assert state.phase is Phase.COAT
    assert window.mode.panel.prompt.text() == texts.phase_prompt(state, s.names)
    colour = next(iter(window.mode.panel.track_choices()))
    marked = state.players[player].tracks[colour.index]
    click(window, window.mode.panel.track_button(colour))  # two boxes on one track
    assert s.state.players[player].tracks[colour.index] == min(9, marked + 2)


def test_reroll_by_keyboard(qtbot):
    from PySide6.QtCore import Qt
    from ui_helpers import key

    window = make_window(qtbot, seed=21)
    c, s = window.mode.controller, window.session
    key(window, Qt.Key.Key_Space)
    before = s.state.turn.dice
    key(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # Reroll ability
    assert c.mode is Mode.REROLL
    key(window, Qt.Key.Key_2)
    key(window, Qt.Key.Key_4)
    assert c.selected_dice == {1, 3}
    assert "2" in window.mode.panel.button("confirm").text()  # "Reroll 2 dice"
    key(window, Qt.Key.Key_Return)
    assert s.state.players[0].printed_rerolls_used == 1 and c.mode is Mode.NONE
    assert [s.state.turn.dice[i] for i in (0, 2, 4)] == [before[i] for i in (0, 2, 4)]
    key(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    key(window, Qt.Key.Key_Escape)  # Escape drops the armed ability
    assert c.mode is Mode.NONE and s.state.players[0].printed_rerolls_used == 1
