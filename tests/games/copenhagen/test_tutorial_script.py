"""The prepared games of Learn the game: legal, stacked, the same every time, and the
learner makes every move of their seat inside a step that explains it."""

from __future__ import annotations

from copenhagen_gui.games.copenhagen.rules import queries
from copenhagen_gui.games.copenhagen.rules.actions import Deal, Refill
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, EndReason, EventKind
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.games.copenhagen.tutorial import script
from copenhagen_gui.games.copenhagen.tutorial.lesson import CopenhagenLesson
from copenhagen_gui.games.copenhagen.tutorial.script import LEARNER, Topic
from copenhagen_gui.shell.lesson.script import StepKind, problems


def _states(game):
    """Every state of a prepared game, from its start (raises on an illegal move)."""
    state = SPEC.new_game(game.options) if game.situation is None else \
        SPEC.state_from_json(game.situation, game.options)
    states = [state]
    for action in game.actions:
        state = SPEC.apply(state, action)
        states.append(state)
    return states


def test_every_prepared_game_is_legal_and_every_chance_carries_its_cards():
    for game in script.build().games:
        assert len(_states(game)) == len(game.actions) + 1
        chance = [a for a in game.actions if isinstance(a, (Deal, Refill))]
        assert chance or game.situation is not None  # (the last game ends before any refill)
        assert all(
            (a.harbour is not None and a.hands is not None) if isinstance(a, Deal) else a.drawn is not None
            for a in chance)


def test_every_prepared_move_is_legal_and_the_steps_and_chapters_follow_the_game(qapp):
    assert problems(CopenhagenLesson(), SPEC) == []
    assert len(CopenhagenLesson().chapter_titles()) == len(script.CHAPTERS)


def test_the_first_game_starts_new_and_the_others_from_situations_the_rules_accept():
    games = script.build().games
    assert games[0].situation is None
    assert all(game.situation is not None for game in games[1:])
    for game in games[1:]:
        state = SPEC.state_from_json(game.situation, game.options)
        assert SPEC.state_from_json(SPEC.state_to_json(state), game.options) == state


def test_the_lesson_is_the_same_every_time():
    assert script.build() == script.build()


def test_every_move_of_the_learner_is_made_in_a_step_that_waits_for_it():
    lesson = script.build()
    for index, game in enumerate(lesson.games):
        asked = {i for step in lesson.steps if step.kind is StepKind.DO and step.game == index
                 for i in step.actions}
        learner = {i for i, a in enumerate(game.actions) if getattr(a, "player", None) == LEARNER}
        assert learner == asked


def test_each_step_teaches_one_idea_and_all_of_them_come_up():
    lesson = script.build()
    topics = [step.topic for step in lesson.steps]
    assert len(topics) == len(set(topics))
    assert set(topics) == set(Topic)
    assert all(step.framed for step in lesson.steps)  # each names what it talks about


def test_the_steps_follow_the_games_in_order():
    lesson = script.build()
    places = [(step.game, step.start) for step in lesson.steps]
    assert places == sorted(places)
    assert all(step.start <= step.end for step in lesson.steps)


def _final(topic):
    lesson = script.build()
    step = next(s for s in lesson.steps if s.topic is topic)
    return _states(lesson.games[step.game])


def test_the_first_game_scores_two_rows_and_refreshes_both_used_ability_tiles():
    final = _states(script.build().games[0])[-1]
    assert final.players[LEARNER].points == 2
    assert not final.is_over
    assert all(side is None or side.value == "active" for side in final.players[LEARNER].abilities)


def test_the_learner_uses_the_three_other_ability_tiles_and_chains_a_white_tile():
    states = _final(Topic.ADDITIONAL_CARD)
    used = {e.ability for s in states for e in s.events if e.kind.value == "ability_used"}
    assert {a.value for a in used} == {"additional_card", "both_actions", "change_of_colors"}
    kinds = [e.kind.value for s in states for e in s.events]
    assert "column_completed" in kinds and "white_placed" in kinds
    assert kinds.count("coat_earned") == 2  # the purple tile's, then the white tile's


def test_the_end_card_ends_one_game_and_twelve_points_the_last_one_with_a_coat_of_arms_lost():
    by_card = _final(Topic.END_CARD_UP)[-1]
    assert by_card.end_reason is EndReason.END_CARD and by_card.winners == (LEARNER,)
    by_points = _final(Topic.TWELVE_POINTS)[-1]
    assert by_points.end_reason is EndReason.POINTS and by_points.winners == (LEARNER,)
    assert by_points.players[LEARNER].points >= 12
    assert any(e.kind.value == "coat_earned" for e in by_points.events)  # earned, never taken


def test_the_game_of_three_runs_the_deck_out_and_shuffles_the_end_card_into_the_new_one():
    lesson = script.build()
    step = next(s for s in lesson.steps if s.topic is Topic.END_CARD_ASIDE)
    game = lesson.games[step.game]
    states = _states(game)
    assert game.seats == 3 and states[0].player_count == 3
    assert states[0].end_card is EndCardPlace.SET_ASIDE and states[0].pile_count == 1
    # The refill after the learner's two cards: the last card, the reshuffle with the
    # End card among the new deck's bottom 10, then the harbour goes on filling.
    refill = states[step.end + 1]
    kinds = [e.kind for e in refill.events]
    assert kinds == [EventKind.SLOT_FILLED, EventKind.RESHUFFLED, EventKind.END_CARD_SHUFFLED_IN,
                     EventKind.SLOT_FILLED]
    assert refill.end_card is EndCardPlace.IN_PILE and sum(refill.discard) == 0
    # Karen's and Otto's turns follow; the End card cannot come up yet.
    seats = [SPEC.action_seat(a) for a in game.actions[step.end + 1:]]
    assert [s for s in seats if s is not None] == [1, 1, 2, 2]
    final = states[-1]
    assert not final.is_over and queries.cards_before_end_card(final) == final.pile_count - 10 > 0
