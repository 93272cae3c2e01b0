"""Hint in Lost Cities shows the move itself, as Roll & Write's does: a suggested take
picks its two dice on the table (Enter then takes them), its square is lit, and the
words say what that very move does — the rules' answer for the dice shown, checked over
random games."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from copenhagen_gui.core import registry
from copenhagen_gui.games.lost_cities_rw.rules import engine, scoring
from copenhagen_gui.games.lost_cities_rw.rules.actions import Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.events import EventKind
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.rules.targets import TargetKind
from copenhagen_gui.games.lost_cities_rw.spec import SPEC
from copenhagen_gui.games.lost_cities_rw.ui import hint_playback, hint_texts, view_hints

GAME_ID = "lost-cities-rw"


def _start(window):
    window.start_game(registry.get(GAME_ID).default_options(2), ["Ann", "Bob"], game_id=GAME_ID)
    return window.mode, window.session


def test_hint_picks_the_dice_of_its_take_and_enter_takes_them(main_window, qtbot):
    mode, session = _start(main_window)
    session.perform(Roll(0, (5, 2, 9), (Colour.ORANGE, Colour.BLUE, Colour.BLUE)))
    mode.show_hint()
    hint = mode.controller.hint
    assert isinstance(hint, Take)  # a first pick: the strong player always writes
    roll = session.state.roll
    selection = mode.controller.selection
    assert (roll.numbers[selection.number], roll.colours[selection.colour]) == (hint.number, hint.colour)
    selected = {(d.kind, d.index) for d in mode.scene.hints.dice if d.selected}
    assert selected == {("number", selection.number), ("colour", selection.colour)}
    assert mode.scene.hints.hint_spot is not None  # the square it writes in, lit
    effect = hint_playback.effect_of(session.state, hint)
    assert mode.panel.message.text() == hint_texts.hint_words(effect, session.names)
    assert f"square {effect.target.square + 1}" in mode.panel.message.text()
    expected = engine.apply(session.state, hint).sheets[0]
    assert mode.actions["take"].isEnabled()
    QTest.keyClick(mode.view, Qt.Key_Return)  # Enter: the hint's move, nothing else
    assert session.state.sheets[0] == expected


def test_enter_makes_the_hinted_choice_when_the_picked_dice_allow_two(main_window):
    """With rule Q1 a 0 may start an expedition as a 10 or mark its circle: Enter makes
    the hint's choice, not a question."""
    main_window.start_game(Options(2, zero_starts_as_ten=True), ["Ann", "Bob"], game_id=GAME_ID)
    mode, session = main_window.mode, main_window.session
    session.perform(Roll(0, (0, 0, 0), (Colour.RED,) * 3))
    mode.show_hint()
    hint = mode.controller.hint
    assert hint.number == 0 and hint.colour is Colour.RED
    assert len(mode.controller.commands().take) == 2  # the dice picked allow both
    expected = engine.apply(session.state, hint).sheets[0]
    mode.actions["take"].trigger()
    assert session.state.sheets[0] == expected


def _random_states(count: int, rng: random.Random):
    """States where a seat chooses, from random two- and three-player games."""
    found = []
    while len(found) < count:
        seats = rng.choice((2, 3))
        state = SPEC.new_game(registry.get(GAME_ID).default_options(seats))
        for _ in range(rng.randrange(1, 90)):
            if state.over:
                break
            seat = min(state.pending)
            action = rng.choice(SPEC.legal_actions(state, seat))
            if type(action) is Roll:
                action = SPEC.complete_chance(state, action, rng)
            state = SPEC.apply(state, action)
        if not state.over and state.phase.value != "roll":
            found.append(state)
    return found


def test_the_words_of_a_hint_are_what_the_move_shown_does_over_random_games(qapp):
    rng = random.Random(25)
    strong = SPEC.bot("strong")
    for state in _random_states(40, rng):
        bots = (None,) * state.seat_count
        seat = view_hints.deciding_seat(state, bots)
        hint = strong.choose(SPEC.view_for(state, seat), seat, rng)
        selection = view_hints.hint_selection(state, seat, hint)
        if isinstance(hint, Take):  # the move shown: the dice picked on the table
            shown = view_hints.commands(state, bots, selection).take
            assert hint in shown
        effect = hint_playback.effect_of(state, hint)
        after = engine.apply(state, hint)
        before_sheet, after_sheet = state.sheets[seat], after.sheets[seat]
        sheet = state.options.sheet
        assert effect.points == (scoring.total(sheet, before_sheet), scoring.total(sheet, after_sheet))
        assert effect.artifact == (after_sheet.artifacts > before_sheet.artifacts)
        assert set(effect.bridges) == set(after_sheet.bridges_won - before_sheet.bridges_won)
        assert effect.acceleration == (seat in after.accelerating)
        if effect.target is not None and effect.target.kind is TargetKind.SQUARE:
            exp = after_sheet.expeditions[effect.target.colour]
            assert exp.numbers[effect.target.square] == effect.target.value
        if isinstance(hint, Refuse):
            assert (effect.dice_symbols or before_sheet.dice_marks) == after_sheet.dice_marks
            assert effect.exhausted == any(e.kind is EventKind.EXHAUSTED for e in after.events)
        words = hint_texts.hint_words(effect, ("Ann", "Bob", "Cy"))
        assert ("Points:" in words) == (effect.points[0] != effect.points[1])
