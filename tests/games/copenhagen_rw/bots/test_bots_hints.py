"""explain() gives a reason, as data, for every kind of action the bots choose."""

import random

import attrs

from copenhagen_gui.games.copenhagen_rw.bots.base import Level, make_bot, play_game
from copenhagen_gui.games.copenhagen_rw.bots.hints import HintKind, HintReason, explain
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import (
    ACTION_TYPES,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Roll,
    SkipTrack,
)
from copenhagen_gui.games.copenhagen_rw.rules.components import FULL_MASK, ROW_MASKS, Ability, Colour, Symbol, bit
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase, PlayerSheet, Turn


def _collect():
    """(state, action) of every decision in a few games of every level."""
    seen = []

    def note(state, bot, action, seconds):
        seen.append((state, bot, action))

    for seed in range(4):
        for levels in ([Level.STRONG, Level.NORMAL], [Level.EASY, Level.STRONG, Level.NORMAL]):
            play_game(GameOptions(len(levels)), [make_bot(lv) for lv in levels], seed, note)
    return seen


def test_every_chosen_action_type_gets_a_reason():
    kinds_by_type = {}
    for state, bot, action in _collect():
        reason = bot.explain(state, action)
        assert isinstance(reason, HintReason) and isinstance(reason.kind, HintKind)
        kinds_by_type.setdefault(type(action), set()).add(reason.kind)
    # Pass only happens in a full building: tested below
    missing = set(ACTION_TYPES.values()) - set(kinds_by_type) - {Pass}
    assert not missing, f"no bot chose {missing} in these games"
    assert kinds_by_type[Roll] == {HintKind.ROLL}
    assert HintKind.PLACE_SCORES in kinds_by_type[Place]
    assert HintKind.MARK_TRACK_UNLOCKS in kinds_by_type[MarkTrack]


def test_pass_is_explained():
    gaps = bit(0, 8) | bit(2, 8) | bit(4, 8)
    state = engine.new_game(GameOptions(2))
    sheet = PlayerSheet(filled=FULL_MASK & ~gaps, printed_rerolls_used=2)
    state = attrs.evolve(state, players=(sheet, PlayerSheet()), phase=Phase.CHOOSE,
                         turn=Turn(dice=(Colour.RED,) * 5))
    action = make_bot(Level.STRONG).choose(state, 0, random.Random(0))
    assert explain(state, action).kind is HintKind.PASS


def test_reasons_carry_the_facts_a_sentence_needs():
    state = engine.new_game(GameOptions(2))
    # a drawn shape that completes the ground floor waits for its X
    placed = bit(3, 0) | bit(4, 0)
    sheet = PlayerSheet(filled=ROW_MASKS[0])
    state = attrs.evolve(state, players=(sheet, PlayerSheet(tracks=(1, 0, 0, 0, 0))), phase=Phase.MARK_X,
                         turn=Turn(dice=(Colour.PURPLE,) * 2 + (Colour.RED,) * 3, assigned=(0, 1),
                                   shape="purple-2", placed=placed))
    reason = explain(state, MarkX(0, (3, 0)))
    assert reason.kind is HintKind.MARK_X_SCORES
    assert reason.points == 1 and len(reason.lines) == 1
    # phase 3: marking red box 2 unlocks a Reroll star
    tracks = attrs.evolve(state.players[0], filled=ROW_MASKS[0], crosses=bit(3, 0))
    state = attrs.evolve(state, players=(tracks, state.players[1]), phase=Phase.TRACKS,
                         turn=attrs.evolve(state.turn, placed=0, drawn=True, choosers=(1,)))
    reason = explain(state, MarkTrack(1, 2, Colour.RED))
    assert reason.kind is HintKind.MARK_TRACK_UNLOCKS
    assert reason.colour is Colour.RED and reason.symbol is Symbol.STAR
    assert reason.ability is Ability.REROLL
    assert explain(state, SkipTrack(1)).kind is HintKind.SKIP_TRACK


def test_suggest_gives_a_legal_move_with_its_reason_and_cells():
    from copenhagen_gui.games.copenhagen_rw.bots import suggest
    from copenhagen_gui.games.copenhagen_rw.roller import Roller

    state = engine.new_game(GameOptions(2))
    roller = Roller(3)
    state = engine.apply(state, roller.complete(suggest(state).action))  # the roll
    while state.phase is not Phase.PLACE:
        hint = suggest(state)
        assert engine.check(state, roller.complete(hint.action)) is None
        state = engine.apply(state, roller.complete(hint.action))
    hint = suggest(state)
    assert isinstance(hint.action, Place)
    assert hint.reason.kind in {HintKind.PLACE_SCORES, HintKind.PLACE_PREPARES,
                                HintKind.PLACE_LOW, HintKind.PLACE_FITS}
    assert hint.cells == hint.action.cells


def test_bonus_hint_names_the_shape_it_makes_affordable():
    from copenhagen_gui.games.copenhagen_rw.rules.actions import UseBonus

    # three green dice and a ready green + (box 1): the + allows a 4-cell green shape
    sheet = PlayerSheet(tracks=(0, 0, 0, 1, 0), ready=(0, 0, 0, 1, 0))
    state = engine.new_game(GameOptions(3))
    state = attrs.evolve(state, players=(sheet, PlayerSheet(), PlayerSheet()), phase=Phase.CHOOSE,
                         turn=Turn(dice=(Colour.GREEN,) * 3 + (Colour.RED,) * 2))
    reason = explain(state, UseBonus(0, Colour.GREEN))
    assert reason.kind is HintKind.USE_BONUS and reason.colour is Colour.GREEN
    assert reason.shape in ("green-4a", "green-4b")
