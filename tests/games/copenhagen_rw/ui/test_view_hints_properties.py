"""Over many states reached by random legal play: everything the view hints offer
(enabled buttons, lit spots, green ghosts, clickable dice, tracks, bonuses and star
buttons) is an action the engine accepts, and every legal move is offered."""

import random
from itertools import combinations

from hypothesis import event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.games.copenhagen_rw.bots.random_player import choose
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
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
from copenhagen_gui.games.copenhagen_rw.rules.boxes import BoxStatus, box_status
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    FACES,
    HEIGHT,
    SHAPES,
    TRACK_COLOURS,
    TRACKS,
    WIDTH,
    Ability,
    Colour,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, Reason
from copenhagen_gui.games.copenhagen_rw.ui.ghost import rotation_count
from copenhagen_gui.games.copenhagen_rw.ui.view_hints import Mode, Selection, build

CELLS = [(x, y) for x in range(WIDTH) for y in range(HEIGHT)]
STEPS = [Phase.ROLL, Phase.CHOOSE, Phase.PLACE, Phase.MARK_X, Phase.COAT, Phase.AFTER, Phase.TRACKS]


@st.composite
def reachable_states(draw):
    """A random legal game played some way, then on to a drawn step of the turn."""
    seed = draw(st.integers(0, 2**31))
    players = draw(st.integers(2, 4))
    warm_up = draw(st.integers(0, 300))
    target = draw(st.sampled_from(STEPS))
    rng, roller = random.Random(seed), Roller(seed)
    game = engine.new_game(GameOptions(players, start_player=seed % players))
    for count in range(warm_up + 400):
        if game.phase is Phase.GAME_OVER or (count >= warm_up and game.phase is target):
            break
        game = engine.apply(game, roller.complete(choose(game, rng)))
    return game


def accepted(game, *actions) -> bool:
    for action in actions:
        if engine.check(game, action) is not None:
            return False
        game = engine.apply(game, action)
    return True


@settings(max_examples=400)
@given(game=reachable_states(), data=st.data())
def test_every_offer_is_accepted_and_every_legal_move_is_offered(game, data):
    event(game.phase.value)  # --hypothesis-show-statistics: the steps of the turn met
    seat = game.chooser
    if seat is None:  # game over: nothing at all is live
        hints = build(game, None, Selection(hover=(0, 0)))
        assert hints.table.ghost is None and not hints.table.spots
        assert all(r is not None for r in hints.table.abilities.values())
        assert set(hints.commands.abilities.values()) == {Reason.GAME_OVER}
        assert not hints.commands.track_choices and not hints.commands.can_roll
        return
    _buttons(game, seat)
    _star_buttons_and_bonuses(game, seat)
    _single_cells(game, seat)
    _dice_and_tracks(game, seat)
    _shapes(game, seat, data)
    # For a computer's seat the user is offered nothing.
    quiet = build(game, None, Selection(hover=(2, 0), shape=_any_shape(game)))
    assert quiet.table.ghost is None and not quiet.table.eligible_dice
    assert not quiet.table.eligible_tracks and not quiet.commands.takeable_shapes


def _any_shape(game):
    return game.turn.shape or SHAPES[0].id


def _buttons(game, seat):
    c = build(game, seat, Selection()).controls
    five = tuple(FACES[:5])
    assert c.can_roll == accepted(game, Roll(seat, five))
    assert c.can_pass == accepted(game, Pass(seat))
    assert c.can_end_turn == accepted(game, EndTurn(seat))
    assert c.can_skip == accepted(game, SkipTrack(seat))
    dice = range(len(game.turn.dice))
    for picked in [(d,) for d in dice] + [tuple(dice)]:
        selection = Selection(mode=Mode.REROLL, dice=frozenset(picked))
        faces = tuple(game.turn.dice[d] for d in picked)
        assert build(game, seat, selection).commands.can_confirm_reroll == (
            bool(picked) and accepted(game, Reroll(seat, picked, faces)))


def _ability_used_somehow(game, seat, ability) -> bool:
    """Some action spending this ability is accepted (enumerated here, not asked)."""
    dice = range(len(game.turn.dice))
    if ability is Ability.REROLL:
        return any(accepted(game, Reroll(seat, (d,), (Colour.WHITE,))) for d in dice)
    if ability is Ability.COLOUR_CHANGE:
        return any(accepted(game, ChangeColour(seat, (d,), f)) for d in dice for f in FACES)
    if ability is Ability.NO_X:
        return accepted(game, UseNoX(seat))
    if ability is Ability.ONE_X:
        return any(accepted(game, DrawOneX(seat, cell)) for cell in CELLS)
    return any(accepted(game, ChooseShape(seat, s, subset)) for s in game.crossed
               for n in range(1, 6) for subset in combinations(dice, n))


def _star_buttons_and_bonuses(game, seat):
    hints = build(game, seat, Selection())
    for ability in Ability:
        reason = hints.controls.abilities[ability]
        assert hints.table.abilities[(seat, ability.value)] is reason
        assert (reason is None) == _ability_used_somehow(game, seat, ability), ability
        for other in range(game.player_count):
            if other != seat:
                assert hints.table.abilities[(other, ability.value)] is not None
    assert hints.commands.abilities == hints.controls.abilities
    sheet = game.players[seat]
    for colour in TRACK_COLOURS:
        live = hints.table.bonuses[(seat, colour.value)] is None
        assert live == accepted(game, UseBonus(seat, colour)) == (hints.commands.bonuses[colour] is None)
        # A live bonus has a + drawn ready to click on the sheet (rules/boxes.py).
        ready = [b for b in TRACKS[colour.index].bonus_boxes
                 if box_status(sheet, colour.index, b) is BoxStatus.READY]
        assert not live or ready


def _single_cells(game, seat):
    """Cells lit, and green single-cell ghosts, where one cell is drawn or marked."""
    modes = [Mode.NONE]
    if build(game, seat, Selection()).controls.abilities[Ability.ONE_X] is None:
        modes.append(Mode.ONE_X)
    for mode in modes:
        if mode is Mode.ONE_X:
            kind = DrawOneX
        else:
            kind = {Phase.MARK_X: MarkX, Phase.COAT: CoatCell}.get(game.phase)
        if kind is None:
            continue
        legal = {cell for cell in CELLS if accepted(game, kind(seat, cell))}
        assert build(game, seat, Selection(mode=mode)).table.spots == legal
        for cell in CELLS:
            ghost = build(game, seat, Selection(mode=mode, hover=cell)).table.ghost
            assert ghost.cells == (cell,) and ghost.legal == (cell in legal)
            assert ghost.legal or ghost.reason


def _dice_and_tracks(game, seat):
    table = build(game, seat, Selection()).table
    tracks = {Colour(colour) for q, colour in table.eligible_tracks if q == seat}
    assert {q for q, _ in table.eligible_tracks} <= {seat}
    buttons = build(game, seat, Selection()).commands.track_choices
    if game.phase is Phase.COAT:
        assert tracks == buttons == {c for c in TRACK_COLOURS if accepted(game, CoatTrack(seat, c))}
    elif game.phase is Phase.TRACKS:
        dice = range(len(game.turn.dice))
        marks = {(d, c) for d in dice for c in TRACK_COLOURS if accepted(game, MarkTrack(seat, d, c))}
        assert table.eligible_dice == {d for d, _ in marks}
        assert tracks == buttons == {c for _, c in marks}
        # What is not offered, the rules say why (the refusal a click on it shows).
        for die in dice:
            assert (engine.die_reason(game, die) is None) == (die in table.eligible_dice)
        for colour in TRACK_COLOURS:
            assert (engine.track_reason(game, colour) is None) == (colour in tracks)
        for die in {d for d, _ in marks if game.turn.dice[d] is Colour.WHITE}:
            joker = build(game, seat, Selection(joker_die=die))
            assert {Colour(c) for _, c in joker.table.eligible_tracks} == {c for d, c in marks if d == die}
            assert joker.commands.track_choices == {c for d, c in marks if d == die}
    else:
        assert not tracks and not buttons
        if game.phase is Phase.ROLL:
            assert bool(table.eligible_dice) == accepted(game, Roll(seat, tuple(FACES[:5])))


def _takeable(game, seat, shape_id) -> bool:
    dice = range(len(game.turn.dice))
    return any(accepted(game, ChooseShape(seat, shape_id, subset))
               for n in range(0, 6) for subset in combinations(dice, n))


def _shapes(game, seat, data):
    if game.phase not in (Phase.CHOOSE, Phase.PLACE):
        return
    if game.phase is Phase.CHOOSE:
        takeable = {s.id for s in SHAPES if _takeable(game, seat, s.id)}
        plain = build(game, seat, Selection()).commands.takeable_shapes
        assert set(plain) == {s for s in takeable if s not in game.crossed}
        armed = build(game, seat, Selection(mode=Mode.NEW_CHOICE))
        if armed.controls.abilities[Ability.NEW_CHOICE] is None:
            assert set(armed.commands.takeable_shapes) == takeable
        if not takeable:
            return
        shape = data.draw(st.sampled_from(sorted(takeable)))
        mode = Mode.NEW_CHOICE if shape in game.crossed else Mode.NONE
    else:
        shape, mode = game.turn.shape, Mode.NONE
    _placements_offered(game, seat, shape, mode)


def _placements_offered(game, seat, shape, mode):
    """Green ghosts are accepted drawings; together they offer every legal drawing;
    the lit spots of a rotation are the cells those drawings cover."""
    offered = set()
    for rotation in range(rotation_count(shape)):
        covered = set()
        for cell in CELLS:
            selection = Selection(shape=shape, rotation=rotation, hover=cell, mode=mode)
            ghost = build(game, seat, selection).table.ghost
            place = Place(seat, ghost.cells)
            if game.phase is Phase.CHOOSE:
                dice = engine.best_dice(game, shape)
                assert ghost.legal == accepted(game, ChooseShape(seat, shape, dice), place)
            else:
                assert ghost.legal == accepted(game, place)
            if ghost.legal:
                offered.add(frozenset(ghost.cells))
                covered.update(ghost.cells)
            else:
                assert ghost.reason
        spots = build(game, seat, Selection(shape=shape, rotation=rotation, mode=mode,
                                            show_all_spots=True)).table.spots
        assert spots == covered
    after = game
    if game.phase is Phase.CHOOSE:
        after = engine.apply(game, ChooseShape(seat, shape, engine.best_dice(game, shape)))
    legal = {frozenset(a.cells) for a in engine.legal_actions(after) if isinstance(a, Place)}
    assert offered == legal
