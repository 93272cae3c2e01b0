"""GameSession: the one writer of the state, its undo stack and ruling 7 (a roll is an
undo barrier)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QUndoView

from copenhagen_gui.core.record import GameRecord, RecordError, RecordProblem, replay
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkX, Place, Reroll, Roll
from copenhagen_gui.games.copenhagen_rw.rules.codec import GAME_ID
from copenhagen_gui.games.copenhagen_rw.rules.components import DICE_COUNT
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase, Reason
from copenhagen_gui.games.copenhagen_rw.spec import SPEC as RW_SPEC
from copenhagen_gui.session.game_session import GameSession
from tests.session.helpers import FACES, NAMES, TWO_PLAYERS, legal, play_randomly, roll_and_choose


@pytest.fixture
def session(qtbot):
    return GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=7)


def test_new_game_starts_at_the_first_roll(session):
    assert session.state == engine.new_game(TWO_PLAYERS)
    assert session.names == NAMES
    assert session.record == GameRecord(GAME_ID, TWO_PLAYERS, NAMES, 7, (), 0)
    assert not session.can_undo() and not session.can_redo()
    assert not session.is_modified()


def test_new_game_needs_one_name_per_player(qtbot):
    with pytest.raises(ValueError):
        GameSession.new_game(RW_SPEC, TWO_PLAYERS, ("Ada",))


def test_perform_applies_the_action_and_signals(session, qtbot):
    with qtbot.waitSignal(session.state_changed):
        assert session.perform(Roll(0, FACES)) is None
    assert session.state.phase is Phase.CHOOSE
    assert session.state.turn.dice == FACES
    assert session.undo_stack.count() == 1
    assert session.is_modified()


def test_refused_action_changes_nothing_and_says_why(session, qtbot):
    before = session.state
    with qtbot.assertNotEmitted(session.state_changed):
        with qtbot.waitSignal(session.action_refused) as refused:
            reason = session.perform(Roll(1, FACES))  # not player 1's turn
    assert reason is Reason.WRONG_PLAYER
    assert refused.args == [Reason.WRONG_PLAYER]
    assert session.state is before
    assert session.undo_stack.count() == 0


def test_roll_faces_are_filled_by_the_session(session):
    assert session.perform(Roll(0)) is None
    faces = session.state.turn.dice
    assert len(faces) == DICE_COUNT
    assert session.record.actions[0] == Roll(0, faces)  # the record keeps the faces


def test_undo_redo_between_rolls_and_the_roll_barrier(session):
    session.perform(Roll(0, FACES))
    rolled = session.state
    session.perform(legal(session.state, ChooseShape))
    chosen = session.state
    session.perform(legal(session.state, Place))
    assert session.state.phase is Phase.MARK_X

    session.undo()
    assert session.state == chosen
    session.undo()
    assert session.state == rolled
    session.redo()
    assert session.state == chosen
    session.undo()
    assert session.state == rolled
    assert not session.can_undo()
    session.undo()  # stops at the roll
    assert session.state == rolled and session.undo_stack.index() == 1
    assert session.can_redo()


def test_a_new_action_drops_the_redo_history(session):
    roll_and_choose(session)
    session.undo()
    assert session.can_redo()
    other = legal(session.state, ChooseShape, index=1)
    session.perform(other)
    assert not session.can_redo()
    assert session.record.actions == (Roll(0, FACES), other)


def test_a_reroll_is_a_barrier_too(session):
    roll_and_choose(session)
    session.undo()  # fine: between two rolls
    assert session.state.phase is Phase.CHOOSE
    assert session.perform(Reroll(0, (0, 1))) is None
    assert not session.can_undo()
    rerolled = session.state
    session.undo()
    assert session.state == rerolled


def test_a_history_view_cannot_step_back_over_a_roll(session, qtbot):
    session.perform(Roll(0, FACES))
    rolled = session.state
    session.perform(legal(session.state, ChooseShape))
    view = QUndoView(session.undo_stack)
    qtbot.addWidget(view)
    with qtbot.waitSignal(session.state_changed):
        view.setCurrentIndex(view.model().index(0, 0))  # the "<empty>" start row
    assert session.undo_stack.index() == 1
    assert view.currentIndex().row() == 1  # the view shows where the game really is
    assert session.state == rolled
    session.undo_stack.setIndex(0)  # the stack's own API is held back as well
    assert session.undo_stack.index() == 1 and session.state == rolled


def test_the_stacks_own_undo_cannot_cross_a_roll(session):
    session.perform(Roll(0, FACES))
    rolled = session.state
    session.undo_stack.undo()
    assert session.undo_stack.index() == 1 and session.state == rolled


def test_every_change_emits_state_changed_once(session, qtbot):
    seen = []
    session.state_changed.connect(lambda: seen.append(session.undo_stack.index()))
    roll_and_choose(session)
    session.undo()
    session.redo()
    session.undo_stack.setIndex(0)  # refused by the barrier: one signal, right index
    assert seen == [1, 2, 1, 2, 1]


def test_record_mirrors_the_stack_including_redo_history(session):
    roll_and_choose(session)
    session.perform(legal(session.state, Place))
    session.undo()
    session.undo()
    record = session.record
    assert len(record.actions) == 3
    assert record.cursor == 1
    assert replay(record)[-1] == session.state


def test_a_reloaded_session_keeps_state_and_undo_history(session):
    roll_and_choose(session)
    session.perform(legal(session.state, Place))
    session.undo()  # one action of redo history
    reloaded = GameSession(session.record)
    assert reloaded.state == session.state
    assert reloaded.record == session.record
    assert not reloaded.is_modified()
    assert reloaded.can_undo() and reloaded.can_redo()
    reloaded.redo()
    assert reloaded.state.phase is Phase.MARK_X
    reloaded.undo()
    reloaded.undo()
    assert reloaded.state.phase is Phase.CHOOSE and not reloaded.can_undo()


def test_a_record_may_hold_rolls_in_its_redo_history(qtbot):
    played = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=3)
    play_randomly(played, 40, seed=3)
    record = played.record
    rewound = GameRecord(GAME_ID, record.options, record.names, record.seed, record.actions, 0)
    session = GameSession(rewound)
    assert session.state == engine.new_game(TWO_PLAYERS)
    while session.can_redo():
        session.redo()
    assert session.state == played.state


def test_an_illegal_record_is_refused(qtbot):
    record = GameRecord(GAME_ID, TWO_PLAYERS, NAMES, 1, (Roll(0, FACES), MarkX(0, (0, 0))), 1)
    with pytest.raises(RecordError) as error:
        GameSession(record)  # the redo history must be legal too
    assert error.value.problem is RecordProblem.ILLEGAL_ACTION and error.value.index == 1


def test_reloading_and_continuing_rolls_the_same_fresh_faces(qtbot):
    live = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=11)
    play_randomly(live, 30, seed=5)
    resumed = GameSession(live.record)
    play_randomly(live, 60, seed=6)
    play_randomly(resumed, 60, seed=6)
    assert resumed.record == live.record
    rolls = [a.faces for a in live.record.actions if isinstance(a, (Roll, Reroll))]
    assert len(set(rolls)) > 1  # the roller does not repeat itself


def test_a_session_without_seed_gets_one_and_keeps_it(qtbot):
    session = GameSession(GameRecord(GAME_ID, TWO_PLAYERS, NAMES, None))
    assert isinstance(session.seed, int)
    assert session.record.seed == session.seed


def test_is_modified_follows_saves_and_undo(session, tmp_path):
    roll_and_choose(session)
    session.mark_saved(tmp_path / "game.json")
    assert session.file_path == tmp_path / "game.json"
    assert not session.is_modified()
    session.undo()
    assert session.is_modified()
    session.redo()
    assert not session.is_modified()


def test_command_texts_name_the_action(session):
    session.perform(Roll(0, FACES))
    text = session.undo_stack.command(0).text()
    assert text  # translated description, or the action's class name as a fallback
    session.retranslate()
    assert session.undo_stack.command(0).text() == text


def test_a_whole_random_game_with_undos_matches_its_replay(qtbot):
    import random

    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=21)
    rng = random.Random(21)
    while session.state.phase is not Phase.GAME_OVER:
        if session.can_undo() and rng.random() < 0.2:
            session.undo()
            continue
        assert session.perform(rng.choice(engine.legal_actions(session.state))) is None
    record = session.record
    assert replay(record)[-1] == session.state
    assert session.perform(Roll(0)) is Reason.GAME_OVER


def test_deleting_a_session_is_quiet(qtbot):
    """The window replaces sessions with deleteLater; the stack's teardown must not
    reach back into the half-deleted session."""
    from PySide6.QtCore import QObject

    owner = QObject()
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=1, parent=owner)
    roll_and_choose(session)
    seen = []
    session.state_changed.connect(lambda: seen.append(True))
    with qtbot.waitSignal(session.destroyed):
        session.deleteLater()
    assert seen == []


def test_performing_from_a_state_changed_slot_keeps_stack_and_state_in_step(session):
    """A listener may answer a change with the next action at once (a bot, a forced
    step); the nested change must leave one consistent history."""
    def choose_after_roll():
        if session.state.phase is Phase.CHOOSE and session.undo_stack.count() == 1:
            session.perform(legal(session.state, ChooseShape))

    session.state_changed.connect(choose_after_roll)
    session.perform(Roll(0, FACES))
    assert session.state.phase is Phase.PLACE
    assert session.undo_stack.index() == 2
    assert replay(session.record)[-1] == session.state
    session.undo()
    assert session.state.phase is Phase.CHOOSE and not session.can_undo()


def test_computer_seats_travel_with_the_record(qtbot):
    """A saved or autosaved game keeps which seats the computer plays."""
    session = GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES, seed=3, bots=(None, "strong"))
    session.perform(Roll(0))
    assert session.bots == (None, "strong")
    assert session.record.bots == (None, "strong")
    reloaded = GameSession(session.record)
    assert reloaded.bots == (None, "strong") and reloaded.state == session.state
    assert GameSession.new_game(RW_SPEC, TWO_PLAYERS, NAMES).bots == (None, None)
