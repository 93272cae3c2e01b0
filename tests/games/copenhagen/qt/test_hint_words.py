"""A card-game hint says exactly what it shows: over positions of random legal games,
for any legal move shown as a hint (the strong player's included), what the words say
— the card and harbour place, the tile, the cards paid, the ability tiles used, the
points and coats of arms — is what the table draws (the ghost, the lit place) and what
making the move does (the rules applied, the lines and coats counted afresh)."""

from __future__ import annotations

import random
import re

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from copenhagen_gui.core.building import WIDTH
from copenhagen_gui.games.copenhagen.rules import engine, queries
from copenhagen_gui.games.copenhagen.rules.actions import Build, PlaceWhite, TakeAbility, TakeCard
from copenhagen_gui.games.copenhagen.rules.components import ABILITIES, COLOURED_TILES, TILES_BY_ID, Side
from copenhagen_gui.games.copenhagen.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen.scene import labels
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.games.copenhagen.ui import hint_words, view_hints
from copenhagen_gui.games.copenhagen.ui.view_hints import Selection

NAMES = ("Ann", "Bert", "Cleo", "Dora")
COAT_SQUARES = {(2, 2), (4, 4), (1, 6), (3, 8)}  # the rulebook's four, counted here afresh
COAT_ROWS = (1, 3, 5)


def _played(seed: int, players: int, moves: int):
    """A position after ``moves`` moves of a seeded game between normal computer players
    (they build, score and earn coats of arms, as people do)."""
    game = _GAMES.get((seed, players))
    if game is None:
        game = _GAMES[seed, players] = _SeededGame(seed, players)
    return game.after(moves)


class _SeededGame:
    """One seeded game, played as far as asked so far: the examples often ask for another
    position of a game already played (the states are immutable; the same moves, the
    same random numbers in the same order as when played from the start each time)."""

    def __init__(self, seed: int, players: int):
        self.rng, self.bot = random.Random(seed), SPEC.bot("normal")
        self.state = engine.new_game(GameOptions(players))
        self.positions = []  # the state before each move (automatic actions done)
        self._settle()

    def _settle(self) -> None:
        while (auto := engine.automatic_action(self.state)) is not None:
            self.state = engine.apply(self.state, engine.complete_chance(self.state, auto, self.rng))
        self.positions.append(self.state)

    def after(self, moves: int):
        while len(self.positions) <= moves and not self.state.is_over:
            seat = self.state.turn.player
            self.state = engine.apply(self.state, self.bot.choose(SPEC.view_for(self.state, seat), seat, self.rng))
            self._settle()
        return self.positions[min(moves, len(self.positions) - 1)]


_GAMES: dict[tuple[int, int], _SeededGame] = {}


@st.composite
def shown_moves(draw):
    """A position of a game and a legal move of the player to act there: the move the
    Hint button would show, or any legal one (a build, half the time one can be made)."""
    state = draw(st.builds(_played, st.integers(0, 2**16), st.integers(2, 4), st.integers(0, 130))
                 .filter(lambda s: not s.is_over))
    seat = state.turn.player
    legal = list(engine.legal_actions(state, seat))
    builds = [a for a in legal if isinstance(a, Build)]
    how = draw(st.sampled_from(("hint", "build", "any")))
    if how == "hint":
        rng = random.Random(draw(st.integers(0, 99)))
        return state, SPEC.bot("strong").choose(SPEC.view_for(state, seat), seat, rng)
    pool = builds if how == "build" and builds else legal
    return state, pool[draw(st.integers(0, len(pool) - 1))]


def _cells(player) -> set:
    return {(x, y) for y in range(9) for x in range(WIDTH) if player.filled >> (y * WIDTH + x) & 1}


def _says(text: str, number: int, noun: str) -> bool:
    return re.search(rf"\b{number} {noun}", text) is not None


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(shown_moves())
def test_the_words_of_a_hint_are_what_its_move_shows_and_does(qapp, move):
    state, action = move
    event(type(action).__name__)
    _check(state, action)


def test_every_move_of_whole_games_is_described_as_it_plays(qapp):
    """Every move of three games between computer players, to their ends (rows, columns,
    coats of arms and the winning build come up), as a hint would show it."""
    scored = wins = 0
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        rng = random.Random(seed)
        bot = SPEC.bot("normal")
        state = engine.new_game(GameOptions(players))
        while not state.is_over:
            auto = engine.automatic_action(state)
            if auto is not None:
                state = engine.apply(state, engine.complete_chance(state, auto, rng))
                continue
            seat = state.turn.player
            action = bot.choose(SPEC.view_for(state, seat), seat, rng)
            _check(state, action)
            after = engine.apply(state, action)
            scored += after.players[seat].points > state.players[seat].points
            wins += after.is_over
            state = after
    assert scored >= 5 and wins >= 1


def _check(state, action) -> None:
    seat = action.player
    text = hint_words.hint_text(state, action)
    after = engine.apply(state, action)
    before_player, after_player = state.players[seat], after.players[seat]
    alone = tuple(None if s == seat else "strong" for s in range(len(state.players)))  # (no hand-off cover)
    shown = view_hints.build(state, NAMES[:len(alone)], alone, None, Selection(hint=action))

    # What the table draws, and the words name it.
    if isinstance(action, TakeCard):
        assert shown.hint_slots == {action.slot}
        assert f"{labels.a_card(state.harbour[action.slot])} from harbour place {action.slot + 1}." in text
        _check_take_why(state, after, seat, text)
    elif isinstance(action, Build):
        spec = TILES_BY_ID[action.tile]
        assert tuple(shown.hint_cells) == action.cells and shown.hint_tile == action.tile
        assert f"build {labels.a_tile(spec.colour)} of {spec.size} squares" in text
        assert _says(text, len(action.paid), "card")
    elif isinstance(action, PlaceWhite):
        assert tuple(shown.hint_cells) == (action.cell,)

    # The ability tiles the move turns to their used side, and no other, are named.
    if not isinstance(action, TakeAbility):
        used = {a for a in ABILITIES
                if before_player.side(a) is Side.ACTIVE and after_player.side(a) is Side.USED}
        for ability in ABILITIES:
            assert (f"uses “{labels.ability(ability)}”" in text) == (ability in used), ability

    # Points and coats of arms, counted from the house before and after.
    points = after_player.points - before_player.points
    assert ("scores" in text) == (points > 0) and (points == 0 or _says(text, points, "point"))
    new = _cells(after_player) - _cells(before_player)
    full_rows = {y for y in COAT_ROWS if all((x, y) in _cells(after_player) for x in range(WIDTH))}
    was_full = {y for y in COAT_ROWS if all((x, y) in _cells(before_player) for x in range(WIDTH))}
    coats = len(new & COAT_SQUARES) + len(full_rows - was_full)
    wins = after.is_over and seat in after.winners and points > 0
    assert ("wins the game" in text) == wins
    if not wins:
        assert ("coat" in text) == (coats > 0) and (coats == 0 or _says(text, coats, "coat"))


def _check_take_why(state, after, seat: int, text: str) -> None:
    """A take's hint says what the hand then pays for, or saves up for, as the rules'
    build options count it, and when the hand goes over the limit."""
    def payable(st, tile_id) -> bool:
        return any(o.payable or o.discount_payable for o in queries.build_options(st, seat, tile_id))

    said = re.search(r"your cards pay for an? (\w+) tile of (\d) squares", text)
    if said:
        colour, size = said.group(1), int(said.group(2))
        tiles = [t for t in COLOURED_TILES if t.colour.value == colour and t.size == size]
        assert any(payable(after, t.id) and not payable(state, t.id) for t in tiles), text
    saving = re.search(r"save up for an? (\w+) tile of (\d) squares: (\d) more card", text)
    if saving:
        colour, size = saving.group(1), int(saving.group(2))
        tiles = [t for t in COLOURED_TILES if t.colour.value == colour and t.size == size]
        assert tiles and not any(payable(after, t.id) for t in tiles), text
        assert any(queries.build_options(after, seat, t.id) for t in tiles), text  # it fits the house
    assert not (said and saving)
    assert ("must discard one" in text) == (after.phase is Phase.DISCARD)
