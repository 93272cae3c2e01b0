"""A session that starts from a situation, in every game: the table is the situation,
undo never goes before it, chance after it is drawn and kept, and saving, the autosave
and reopening bring back the same game with the moves made since the start."""

from __future__ import annotations

import attrs
import pytest
from situation_play import play_to_situation

from copenhagen_gui.core import record as records
from copenhagen_gui.core import registry
from copenhagen_gui.core.situation import SituationError
from copenhagen_gui.games.lost_cities_rw.rules.state import Circle, Expedition
from copenhagen_gui.session import storage
from copenhagen_gui.session.game_session import GameSession

GAMES = ("copenhagen-rw", "copenhagen", "lost-cities-rw")
NAMES = ("Ann", "Bob", "Cy")


def _situation(game_id: str):
    """A situation well into a three-player game (computer play) where the seat to act
    has a move that is not chance (the dice rolled, a turn of cards), with its options."""
    spec = registry.get(game_id)
    options = spec.default_options(3)
    for steps in range(45, 400):
        state = play_to_situation(spec, options, seed=6, steps=steps, level="normal")
        if _decisions(spec, state):
            return spec, options, spec.state_from_json(spec.state_to_json(state), options)
    raise AssertionError("no situation with a decision")


def _decisions(spec, state) -> list:
    seat = min(spec.seats_to_act(state))
    return [a for a in spec.legal_actions(state, seat) if not spec.is_chance(a)]


def _play(session, count: int) -> None:
    """``count`` legal moves of whoever acts (a decision where there is one)."""
    spec = session.spec
    for _ in range(count):
        state = session.state
        move = (_decisions(spec, state) or spec.legal_actions(state, min(spec.seats_to_act(state))))[0]
        assert session.perform(move) is None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_from_a_situation_begins_there_and_undo_stops_there(qtbot, game_id):
    spec, options, start = _situation(game_id)
    session = GameSession.from_situation(spec, start, NAMES, options=options, seed=11)
    assert session.state == start and session.position == 0 and not session.can_undo()
    assert session.record.start == start and session.record.from_situation
    _play(session, 1)
    assert session.can_undo()
    session.undo()
    assert session.state == start and session.position == 0 and not session.can_undo()
    session.undo_stack.setIndex(0)  # a click at the top of the history: still the start
    assert session.state == start


@pytest.mark.parametrize("game_id", GAMES)
def test_saving_and_reopening_keeps_the_start_and_the_moves_since(qtbot, game_id, tmp_path):
    spec, options, start = _situation(game_id)
    session = GameSession.from_situation(spec, start, NAMES, bots=(None, "easy", None),
                                         options=options, seed=11)
    _play(session, 6)
    path = tmp_path / "game.json"
    storage.save_record(path, session.record)
    again = GameSession(storage.load_record(path))
    assert again.state == session.state and again.record == session.record
    assert again.record.start == start and again.bots == (None, "easy", None)
    assert [c.actions for c in _commands(again)] == [c.actions for c in _commands(session)]


def _commands(session):
    stack = session.undo_stack
    return [stack.command(i) for i in range(stack.count())]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_autosave_of_a_game_from_a_situation_resumes_it(qtbot, game_id, tmp_path):
    spec, options, start = _situation(game_id)
    session = GameSession.from_situation(spec, start, NAMES, options=options, seed=4)
    autosave = storage.Autosaver(session, path=tmp_path / "autosave.json")
    _play(session, 3)
    qtbot.waitUntil(lambda: not autosave.pending)
    resumed = GameSession(storage.load_autosave(tmp_path / "autosave.json"))
    assert resumed.state == session.state and resumed.record.start == start
    assert resumed.position == session.position == 3 + _automatic(session)


def _automatic(session) -> int:
    """Moves the session made by itself (the card game's refills)."""
    actions = session.record.actions
    return sum(1 for a in actions if session.spec.action_seat(a) is None)


def test_chance_after_the_start_is_drawn_by_the_seed_and_kept():
    spec = registry.get("lost-cities-rw")
    options = spec.default_options(2)
    start = spec.state_from_json({"phase": "roll", "active": 0, "round": 3,
                                  "players": [{}, {}]}, options)
    one = GameSession.from_situation(spec, start, NAMES[:2], options=options, seed=8)
    two = GameSession.from_situation(spec, start, NAMES[:2], options=options, seed=8)
    _play(one, 1)
    _play(two, 1)
    assert one.state.roll is not None and one.state == two.state  # the same seed draws the same
    assert records.replay(one.record)[-1] == one.state  # the faces are in the record
    assert not one.can_undo()  # a roll stays a barrier


def test_a_situation_the_rules_cannot_reach_is_refused():
    spec, options, start = _situation("lost-cities-rw")
    sheet = start.sheets[0]
    falling = Expedition(Circle.STRUCK, (5, 2))  # a number lower than the one below
    impossible = attrs.evolve(start, sheets=(
        attrs.evolve(sheet, expeditions=(falling,) + sheet.expeditions[1:]),) + start.sheets[1:])
    with pytest.raises(SituationError) as refused:
        GameSession.from_situation(spec, impossible, NAMES, options=options)
    assert refused.value.reason.value == "number_lower_than_below"


def test_only_a_turn_start_and_the_right_seats_make_a_game():
    spec, options, start = _situation("lost-cities-rw")
    session = GameSession.from_situation(spec, start, NAMES, options=options)
    _play(session, 1)  # the active seat took its dice: the others choose now
    assert not spec.can_start_from(session.state)
    with pytest.raises(ValueError):
        GameSession.from_situation(spec, session.state, NAMES, options=options)
    with pytest.raises(ValueError):  # three seats at the table, two names
        GameSession.from_situation(spec, start, NAMES[:2], options=options)
    with pytest.raises(SituationError):  # a three-seat situation in a two-seat game
        GameSession.from_situation(spec, start, NAMES[:2], options=spec.default_options(2))
