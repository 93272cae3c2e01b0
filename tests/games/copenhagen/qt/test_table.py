"""The table through real clicks on the view: takes, builds, refusals, the hand-off
cover, hidden hands, hints and a whole game to the result."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Discard,
    EndTurn,
    PlaceWhite,
    Refresh,
    TakeAbility,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import CARD_COLOURS, COLOURED_TILES
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.games.copenhagen.ui import hint_words, texts


def click(mode, item, button=Qt.LeftButton):
    view = mode.view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    if item.__class__.__name__ in ("CardItem", "StackItem", "CellItem"):
        pos = view.mapFromScene(item._rect.center())
    QTest.mouseClick(view.viewport(), button, pos=pos)


def looks(scene):
    return {key: item.look for key, item in scene.items_by_key.items()}


def test_sync_is_idempotent(make_table):
    mode, session, _ = make_table()
    before = looks(mode.scene)
    count = len(mode.scene.items())
    mode.scene.sync(mode.controller.drawn_state(), mode.controller.hints)
    mode.scene.sync(mode.controller.drawn_state(), mode.controller.hints)
    assert looks(mode.scene) == before
    assert len(mode.scene.items()) == count


def test_clicking_a_harbour_card_takes_it(make_table, qtbot):
    mode, session, _ = make_table()
    state = session.state
    colour = state.harbour[3]
    hand_before = state.players[0].hand[colour.index]
    click(mode, mode.scene.item(("slot", 3)))
    qtbot.waitUntil(lambda: session.record.actions[:session.position][-1] == TakeCard(0, 3))
    assert session.state.players[0].hand[colour.index] == hand_before + 1
    assert mode.scene.item(("slot", 3)).look[0] == "empty"


def test_a_refused_second_card_shows_the_reason(make_table, qtbot):
    mode, session, _ = make_table()
    click(mode, mode.scene.item(("slot", 0)))
    qtbot.waitUntil(lambda: session.state.turn.taken == (0,))
    # Any Cards is active, so a far card is legal and named on the table ...
    assert mode.scene.item(("slot", 5)).look[-1] != ""
    # ... an empty slot is refused with its reason.
    click(mode, mode.scene.item(("slot", 0)))
    qtbot.waitUntil(lambda: mode.panel.message.text() == texts.reason_html(Reason.SLOT_EMPTY))


def test_an_unaffordable_tile_is_refused_with_the_reason(make_table, qtbot):
    mode, session, _ = make_table()
    seat = 0
    tile = next(t.id for t in COLOURED_TILES if t.size == 5)
    reason = SPEC_reason(session.state, seat, tile)
    click(mode, mode.scene.item(("stack", tile)))
    qtbot.waitUntil(lambda: mode.panel.message.text() == texts.reason_html(reason))
    assert mode.controller.selection.tile is None


def SPEC_reason(state, seat, tile):
    from copenhagen_gui.games.copenhagen.rules import queries

    return queries.tile_reason(state, seat, tile)


def _play_until_a_build_is_possible(session):
    """Both seats take cards (strong choices of takes only) until seat 0 can build."""
    from copenhagen_gui.games.copenhagen.rules import queries

    bot = SPEC.bot("strong")
    rng = random.Random(5)
    for _ in range(200):
        state = session.state
        if state.turn.player == 0 and state.phase.value == "start" and queries.buildable_tiles(state, 0):
            return
        seat = state.turn.player
        action = bot.choose(SPEC.view_for(state, seat), seat, rng)
        if isinstance(action, Build) and seat == 0:
            action = next(a for a in engine.legal_actions(state, 0) if isinstance(a, TakeCard))
        session.perform(action)
        session.confirm_turn()  # a person's turn ends when confirmed
    raise AssertionError("seat 0 never could build")


def test_select_a_tile_rotate_and_build_on_a_lit_spot(make_table, qtbot):
    mode, session, _ = make_table(bots=(None, None))
    mode.controller.reveal()
    _play_until_a_build_is_possible(session)
    mode.controller.reveal()
    from copenhagen_gui.games.copenhagen.rules import queries

    tile = queries.buildable_tiles(session.state, 0)[0]
    click(mode, mode.scene.item(("stack", tile)))
    qtbot.waitUntil(lambda: mode.controller.selection.tile == tile)
    mode.action("rotate").trigger()
    assert mode.controller.selection.rotation == 1
    mode.action("mirror").trigger()
    assert mode.controller.selection.mirrored
    spots = mode.controller.hints.spots
    assert spots
    cell, cost = spots[0]
    filled_before = session.state.players[0].filled
    click(mode, mode.scene.item(("cell", 0, cell)))
    if mode.controller.choices:  # a payment choice: take the first button
        mode.panel.choice_buttons[0].click()
    qtbot.waitUntil(lambda: session.state.players[0].filled != filled_before)
    played = session.record.actions[:session.position]
    assert isinstance(played[-1] if isinstance(played[-1], Build) else played[-2], Build)


def test_pass_and_play_hides_hands_behind_the_cover_until_clicked(make_table, qtbot):
    mode, session, _ = make_table(bots=(None, None))
    scene = mode.scene
    assert scene.cover.isVisible()
    assert all(not scene.item(("hand", c)).isVisible() for c in CARD_COLOURS)
    # The cover swallows clicks: the harbour cannot be used behind it.
    click(mode, scene.item(("slot", 2)))
    assert session.record.actions[:session.position][-1].__class__.__name__ == "Deal"
    click(mode, scene.cover)
    qtbot.waitUntil(lambda: not scene.cover.isVisible())
    hand = session.state.players[0].hand
    for c in CARD_COLOURS:
        look = scene.item(("hand", c)).look
        assert (look[2] or 0) == hand[c.index]
    # Seat 0 plays a whole turn; then the cover comes back for seat 1.
    click(mode, scene.item(("slot", 2)))
    click(mode, scene.item(("slot", 3)))
    qtbot.waitUntil(lambda: session.state.turn.player == 1 or session.state.phase.value != "second")
    while session.state.turn.player == 0:
        state = session.state
        if session.awaiting_confirm() is not None:
            assert not scene.cover.isVisible()  # the hand-off comes after the confirm
            mode.panel.buttons["end-turn"].click()
            continue
        action = next(a for a in engine.legal_actions(state, 0) if isinstance(a, (EndTurn, Discard, TakeCard)))
        session.perform(action)
    assert scene.cover.isVisible()
    assert all(not scene.item(("hand", c)).isVisible() for c in CARD_COLOURS)
    # The view the scene draws holds no hand at all.
    assert all(p.hand is None for p in mode.controller.drawn_state().players)


def test_the_table_never_draws_another_players_hand(make_table):
    mode, session, _ = make_table(bots=(None, "strong", "strong"))
    drawn = mode.controller.drawn_state()
    assert drawn.players[0].hand is not None
    assert drawn.players[1].hand is None and drawn.players[2].hand is None


def test_history_lines_name_no_hidden_card():
    from copenhagen_gui.games.copenhagen.rules.actions import Deal
    from copenhagen_gui.games.copenhagen.rules.components import Colour

    names = ("Ann", "Bert")
    deal = Deal((Colour.RED,) * 7, ((Colour.BLUE, Colour.BLUE), (Colour.GREEN,) * 3))
    for word in ("blue", "green", "red"):
        assert word not in texts.action_text(deal, names)
    assert "red" not in texts.action_text(TakeCard(0, 3), names)


def test_every_reason_and_event_has_a_sentence():
    from copenhagen_gui.games.copenhagen.rules.components import Ability, Colour
    from copenhagen_gui.games.copenhagen.rules.state import Event, EventKind

    for reason in Reason:
        assert texts.reason_text(reason)
    for kind in EventKind:
        event = Event(kind, player=0, slot=1, colour=Colour.RED, ability=Ability.ANY_CARDS, count=2, points=1)
        assert texts.event_text(event, ("Ann", "Bert")), kind


def test_a_hint_marks_the_strong_move_on_the_table(make_table):
    mode, session, _ = make_table()
    assert mode.can_hint()
    mode.show_hint()
    action = mode.controller.selection.hint
    assert engine.check(session.state, action) is None
    if isinstance(action, TakeCard):
        assert mode.scene.item(("slot", action.slot)).look[5]
    assert mode.panel.message.text() == hint_words.hint_text(session.state, action)


def _intent_for(mode, action):
    """Do ``action`` the way a person would: through the table and the panel."""
    scene = mode.scene
    c = mode.controller
    if isinstance(action, TakeCard):
        click(mode, scene.item(("slot", action.slot)))
    elif isinstance(action, Discard):
        click(mode, scene.item(("hand", action.colour)))
    elif isinstance(action, PlaceWhite):
        click(mode, scene.item(("cell", action.player, action.cell)))
    elif isinstance(action, EndTurn):
        mode.action("end-turn").trigger()
    elif isinstance(action, Refresh):
        mode.action("refresh").trigger()
    elif isinstance(action, TakeAbility):
        mode.action(f"take-{action.ability.value}").trigger()
    elif isinstance(action, Build):
        click(mode, scene.item(("stack", action.tile)))
        # turn the tile until the build's cells are lit under its brick
        for rotation in range(4):
            for mirrored in (False, True):
                c._select(rotation=rotation, mirrored=mirrored)
                target = [cell for cell, _ in c.hints.spots]
                from copenhagen_gui.games.copenhagen.ui import view_hints

                by_anchor = view_hints.options_by_anchor(c.state, action.player, action.tile, rotation, mirrored)
                option = by_anchor.get(action.brick)
                if option is not None and option.placement.cells == action.cells:
                    assert action.brick in target
                    click(mode, scene.item(("cell", action.player, action.brick)))
                    if c.choices:
                        index = c.choices.index(action) if action in c.choices else 0
                        mode.panel.choice_buttons[index].click()
                    return
        raise AssertionError(f"no lit spot for {action}")


def test_a_whole_two_player_game_through_the_table(make_table, qtbot):
    mode, session, _ = make_table(bots=(None, "strong"), seed=3)
    bot = SPEC.bot("strong")
    rng = random.Random(9)
    for _ in range(400):
        state = session.state
        if state.is_over:
            break
        if session.awaiting_confirm() is not None:  # seat 0 ends the turn by the strip
            mode.panel.buttons["end-turn"].click()
            continue
        seat = state.turn.player
        action = bot.choose(SPEC.view_for(state, seat), seat, rng)
        if seat == 0:
            count = len(session.record.actions[:session.position])
            _intent_for(mode, action)
            assert len(session.record.actions[:session.position]) > count, action
        else:
            session.perform(action)
    assert session.state.is_over
    assert mode.controller.hints.interactive is False
    from copenhagen_gui.games.copenhagen.ui.result_dialog import result_rows

    rows = result_rows(session.state, session.names)
    assert [r[1] for r in rows] == [session.names[s] for s in engine.ranking(session.state)]


def test_a_harbour_card_can_be_taken_with_the_keyboard(make_table, qtbot):
    mode, session, window = make_table()
    window.activateWindow()
    mode.view.setFocus()
    item = mode.scene.item(("slot", 4))
    mode.scene.setFocusItem(item)
    QTest.keyClick(mode.view.viewport(), Qt.Key_Return)
    qtbot.waitUntil(lambda: session.record.actions[:session.position][-1] == TakeCard(0, 4))
