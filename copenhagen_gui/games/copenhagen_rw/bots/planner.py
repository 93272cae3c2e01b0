"""Whole-turn planning for the normal and strong bots.

In phase 1 the planner weighs every way to end the turn's drawing: which shape (a
crossed-out one with New choice), with which dice, how many bonuses, after which
colour change, drawn where, with the X on which cell or none (No X). Each option is
scored by the sheet evaluation of ``evaluate.py`` after the drawing, minus the value
of the bonuses and abilities it spends, minus (for the strong bot) what the dice left
over give the other players in phase 3. The first action of the best option is
returned; the next decision re-plans from the new state and, the evaluation being
the same, continues the same plan (shape values are memoised per building, so this
is cheap).

Rerolls are chance: the planner values every dice combination (only the number of
dice of each face matters: 252 combinations of five dice), then compares keeping
the current dice with the expected value of rerolling each subset of them.

With ``depth2`` (the strong bot) the best few drawings are re-ranked by a one-turn
lookahead: the expected value, over the 252 rolls, of the best drawing the next turn
could add to the building they leave (blended with their plain value).
"""

from __future__ import annotations

import math
from itertools import product

import attrs

from ..rules import engine
from ..rules.actions import (
    Action,
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
from ..rules.components import (
    FACES,
    MAX_BONUSES_PER_COLOUR,
    PLACEMENTS,
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACK_LENGTH,
    Ability,
    Colour,
    Symbol,
    bit,
    cells_to_mask,
    mask_to_cells,
)
from ..rules.state import GameState, Phase
from . import evaluate
from .evaluate import Weights

_WHITE = len(TRACK_COLOURS)  # index of the joker in a counts vector (FACES order)

# Shapes with the same placements (the same geometry) share their evaluation.
_GEOMETRY: dict[str, frozenset[int]] = {
    s.id: frozenset(p.mask for p in PLACEMENTS[s.id]) for s in SHAPES
}


def _outcomes(k: int) -> list[tuple[tuple[int, ...], float]]:
    """Every multiset of faces ``k`` dice can show, as counts, with its probability."""
    found = []
    for faces in product(range(len(FACES)), repeat=k):
        counts = [0] * len(FACES)
        for f in faces:
            counts[f] += 1
        found.append(tuple(counts))
    total = len(FACES) ** k
    tally: dict[tuple[int, ...], int] = {}
    for c in found:
        tally[c] = tally.get(c, 0) + 1
    return [(c, n / total) for c, n in tally.items()]


_OUTCOMES = {k: _outcomes(k) for k in range(1, 6)}


def _counts(dice) -> tuple[int, ...]:
    counts = [0] * len(FACES)
    for face in dice:
        counts[FACES.index(face)] += 1
    return tuple(counts)


@attrs.frozen
class ShapeOption:
    """Where and how to draw one shape in a building, and what it is worth."""

    value: float
    cells: tuple[tuple[int, int], ...]
    x_bit: int  # 0 when drawn with No X
    no_x: bool  # use No X for it


@attrs.frozen
class Plan:
    """The dice-side of a turn: optional colour change, bonuses, shape and dice."""

    value: float
    shape: str | None  # None: pass
    change: tuple[Colour, Colour] | None = None  # (from face, to face)
    bonuses: int = 0  # still to use before choosing
    dice: tuple[int, ...] = ()


class Planner:
    """Decides every action from the evaluation ``weights``.

    ``lookahead`` enables expected-value rerolls; without it rerolls follow a simple
    rule. ``leak`` (in the weights) charges the dice left to the other players."""

    def __init__(self, weights: Weights, lookahead: bool, depth2: int = 0):
        self.w = weights
        self.lookahead = lookahead
        self.depth2 = depth2  # candidates re-ranked by the one-turn lookahead (0: none)
        self.blend = 0.5  # weight of the lookahead against the plain evaluation
        self._shape_memo: dict[tuple, tuple[ShapeOption, ...]] = {}
        self._next_memo: dict[tuple, float] = {}

    # --- entry point -------------------------------------------------------------

    def choose(self, state: GameState) -> Action:
        phase = state.phase
        p = state.chooser
        if phase is Phase.ROLL:
            return Roll(p)
        if phase is Phase.CHOOSE:
            return self._choose_phase(state)
        if phase is Phase.PLACE:
            return self._place(state)
        if phase is Phase.MARK_X:
            return self._mark_x(state)
        if phase is Phase.COAT:
            return self._coat(state)
        if phase is Phase.AFTER:
            return self._after(state)
        if phase is Phase.TRACKS:
            return self._tracks(state)
        raise ValueError("the game is over: nothing to choose")

    # --- values --------------------------------------------------------------------

    def _costs(self, state: GameState, player: int) -> tuple[float, dict]:
        hz = evaluate.horizon(state, player, self.w)
        w = self.w
        return hz, {
            "bonus": hz * w.bonus,
            **{a: hz * w.star(a) for a in Ability},
        }

    def shape_option(self, state: GameState, shape_id: str) -> ShapeOption | None:
        """The best drawing of a shape in the active player's building, or None."""
        options = self._drawings(state, shape_id)
        return options[0] if options else None

    def _drawings(self, state: GameState, shape_id: str) -> tuple[ShapeOption, ...]:
        """Every drawing of a shape in the active player's building, best first."""
        sheet = state.sheet
        hz = evaluate.horizon(state, state.active, self.w)
        no_x_active = state.turn.no_x
        no_x_free = not no_x_active and engine.ability_reason(sheet, Ability.NO_X) is None
        return self._drawings_in(sheet.filled, sheet.crosses, shape_id, hz, no_x_active, no_x_free)

    def _drawings_in(self, filled, crosses, shape_id, hz, no_x_active=False, no_x_free=False):
        key = (filled, crosses, _GEOMETRY[shape_id], hz, no_x_active, no_x_free)
        found = self._shape_memo.get(key)
        if found is not None:
            return found
        if len(self._shape_memo) > 4000:
            self._shape_memo.clear()
        no_x_cost = hz * self.w.star(Ability.NO_X)
        options = []
        for pl in engine.placements(filled, shape_id):
            with_x, x_bit, windows = evaluate.placement_values(filled, crosses, pl.mask, self.w, hz)
            if no_x_active:
                options.append(ShapeOption(windows, pl.cells, 0, False))
            elif no_x_free and windows - no_x_cost > with_x:
                options.append(ShapeOption(windows - no_x_cost, pl.cells, 0, True))
            else:
                options.append(ShapeOption(with_x, pl.cells, x_bit, False))
        options.sort(key=lambda o: -o.value)
        found = self._shape_memo[key] = tuple(options)
        return found

    def next_turn_value(self, filled: int, crosses: int, crossed: frozenset[str], hz: float) -> float:
        """Expected value of the building after one more turn's drawing with a fresh
        roll (no rerolls, bonuses or abilities): a one-turn lookahead."""
        key = (filled, crosses, crossed, hz)
        found = self._next_memo.get(key)
        if found is not None:
            return found
        if len(self._next_memo) > 2000:
            self._next_memo.clear()
        best = [[-math.inf] * 6 for _ in TRACK_COLOURS]
        for shape in SHAPES:
            if shape.id in crossed:
                continue
            options = self._drawings_in(filled, crosses, shape.id, hz)
            if not options:
                continue
            row = best[shape.colour.index]
            v = options[0].value
            for k in range(shape.size, 6):
                if v > row[k]:
                    row[k] = v
        stay = evaluate.building_value(filled, crosses, self.w, hz)
        ev = 0.0
        for counts, prob in _OUTCOMES[5]:
            jokers = counts[_WHITE]
            v = stay
            for c in range(len(TRACK_COLOURS)):
                x = best[c][counts[c] + jokers]
                if x > v:
                    v = x
            ev += prob * v
        self._next_memo[key] = ev
        return ev

    def _colour_tables(self, state: GameState) -> tuple[list[list[tuple[float, str, int]]], float]:
        """Per colour, for k = 0..5 dice usable for it: the best (value, shape, bonuses).
        Also the value of passing (nothing drawn)."""
        sheet = state.sheet
        turn = state.turn
        hz, cost = self._costs(state, state.active)
        new_choice = engine.ability_reason(sheet, Ability.NEW_CHOICE) is None
        pass_value = evaluate.building_value(sheet.filled, sheet.crosses, self.w, hz)
        tables = []
        for c, colour in enumerate(TRACK_COLOURS):
            used = turn.bonuses[c]
            spare = min(
                MAX_BONUSES_PER_COLOUR - used,
                len(engine.usable_boxes(sheet, c, Symbol.BONUS)),
            )
            row: list[tuple[float, str, int]] = [(-math.inf, "", 0)] * 6
            for shape in SHAPES:
                if shape.colour is not colour or shape.size < used:
                    continue
                extra = 0.0
                if shape.id in state.crossed:
                    if not new_choice:
                        continue
                    extra = cost[Ability.NEW_CHOICE]
                option = self.shape_option(state, shape.id)
                if option is None:
                    continue
                for k in range(6):
                    bonuses = max(0, shape.size - used - k)
                    if bonuses > spare:
                        continue
                    value = option.value - extra - bonuses * cost["bonus"]
                    if value > row[k][0]:
                        row[k] = (value, shape.id, bonuses)
            tables.append(row)
        return tables, pass_value

    def _counts_value(self, counts, tables, change_cost: float | None, pass_value: float) -> float:
        """Best plan value for dice with these face counts (ignoring phase 3)."""
        jokers = counts[_WHITE]
        best = -math.inf
        for c in range(len(TRACK_COLOURS)):
            v = tables[c][min(5, counts[c] + jokers)][0]
            if v > best:
                best = v
        if change_cost is not None:
            for f in range(len(FACES)):
                n = counts[f]
                if not n:
                    continue
                for t in range(len(TRACK_COLOURS)):
                    if t == f:
                        continue
                    usable = counts[t] + n + (jokers if f != _WHITE else 0)
                    v = tables[t][min(5, usable)][0] - change_cost
                    if v > best:
                        best = v
        return best if best > -math.inf else pass_value

    # --- phase 1 -------------------------------------------------------------------

    def _choose_phase(self, state: GameState) -> Action:
        p = state.active
        sheet = state.sheet
        tables, pass_value = self._colour_tables(state)
        hz, cost = self._costs(state, p)
        can_change = engine.ability_reason(sheet, Ability.COLOUR_CHANGE) is None
        change_cost = cost[Ability.COLOUR_CHANGE] if can_change else None
        plan = self._best_plan(state, tables, change_cost, pass_value)
        if engine.ability_reason(sheet, Ability.REROLL) is None:
            reroll = self._reroll(state, tables, change_cost, pass_value, plan, cost[Ability.REROLL])
            if reroll is not None:
                return reroll
        if plan.shape is None:
            return Pass(p)
        if plan.change is not None:
            old, new = plan.change
            dice = tuple(i for i, f in enumerate(state.turn.dice) if f is old)
            return ChangeColour(p, dice, new)
        if plan.bonuses:
            return UseBonus(p, SHAPES_BY_ID[plan.shape].colour)
        return ChooseShape(p, plan.shape, plan.dice)

    def _best_plan(self, state, tables, change_cost, pass_value) -> Plan:
        """The best concrete plan for the dice on the table, phase 3 included."""
        turn = state.turn
        candidates: list[Plan] = []
        variants: list[tuple[tuple[Colour, ...], tuple[Colour, Colour] | None, float]] = [
            (turn.dice, None, 0.0)
        ]
        if change_cost is not None:
            for old in dict.fromkeys(turn.dice):
                for new in TRACK_COLOURS:
                    if new is not old:
                        dice = tuple(new if f is old else f for f in turn.dice)
                        variants.append((dice, (old, new), change_cost))
        for dice, change, extra in variants:
            counts = _counts(dice)
            for c, colour in enumerate(TRACK_COLOURS):
                k = min(5, counts[c] + counts[_WHITE])
                value, shape_id, bonuses = tables[c][k]
                if value == -math.inf:
                    continue
                needed = SHAPES_BY_ID[shape_id].size - turn.bonuses[c] - bonuses
                chosen = _pick_dice(dice, colour, needed)
                candidates.append(Plan(value - extra, shape_id, change, bonuses, chosen))
        if not candidates:
            return Plan(pass_value, None)
        if self.depth2 and evaluate.horizon(state, state.active, self.w):
            return self._deep_plan(state, variants)
        candidates.sort(key=lambda pl: -pl.value)
        if not self.w.leak:
            return candidates[0]
        best = None
        for plan in candidates[:6]:
            value = plan.value - self.w.leak * self._leak(state, _free_faces(turn.dice, plan))
            if best is None or value > best[0]:
                best = (value, plan)
        return best[1]

    def _deep_plan(self, state: GameState, variants) -> Plan:
        """Re-rank the best drawings of every affordable shape by the one-turn lookahead."""
        turn = state.turn
        sheet = state.sheet
        hz, cost = self._costs(state, state.active)
        new_choice = engine.ability_reason(sheet, Ability.NEW_CHOICE) is None
        spare = [
            min(MAX_BONUSES_PER_COLOUR - turn.bonuses[c], len(engine.usable_boxes(sheet, c, Symbol.BONUS)))
            for c in range(len(TRACK_COLOURS))
        ]
        found = []
        for dice, change, extra in variants:
            counts = _counts(dice)
            for shape in SHAPES:
                c = shape.colour.index
                used = turn.bonuses[c]
                if shape.size < used:
                    continue
                price = extra
                if shape.id in state.crossed:
                    if not new_choice:
                        continue
                    price += cost[Ability.NEW_CHOICE]
                bonuses = max(0, shape.size - used - counts[c] - counts[_WHITE])
                if bonuses > spare[c]:
                    continue
                price += bonuses * cost["bonus"]
                chosen = _pick_dice(dice, shape.colour, shape.size - used - bonuses)
                plan = Plan(0.0, shape.id, change, bonuses, chosen)
                for option in self._drawings(state, shape.id)[:4]:
                    found.append((option.value - price, -price, plan, option))
        found.sort(key=lambda f: -f[0])
        best = None
        seen = set()
        for _, price, plan, option in found:
            if len(seen) >= self.depth2:
                break
            key = (plan, option.cells)
            if key in seen:
                continue
            seen.add(key)
            value = price + self._after_drawing(state, plan.shape, option)
            if self.w.leak:
                value -= self.w.leak * self._leak(state, _free_faces(turn.dice, plan))
            if best is None or value > best[0]:
                best = (value, attrs.evolve(plan, value=value))
        return best[1]

    def _after_drawing(self, state: GameState, shape_id: str, option: ShapeOption) -> float:
        """Lookahead value of the building once ``option`` is drawn."""
        sheet = state.sheet
        hz = evaluate.horizon(state, state.active, self.w)
        crossed = state.crossed
        if SHAPES_BY_ID[shape_id].single_use:
            crossed = crossed | {shape_id}
        filled = sheet.filled | cells_to_mask(option.cells)
        value = self.next_turn_value(filled, sheet.crosses | option.x_bit, crossed, hz)
        if option.no_x:
            value -= hz * self.w.star(Ability.NO_X)
        return self.blend * value + (1 - self.blend) * option.value

    def _leak(self, state: GameState, free: list[Colour]) -> float:
        """What the dice left over are worth to the other players in phase 3."""
        picks = 2 if state.player_count == 2 else 1
        total = 0.0
        for q in range(state.player_count):
            if q == state.active:
                continue
            sheet = state.players[q]
            hz = evaluate.horizon(state, q, self.w)
            gains = []
            for face in free:
                colours = TRACK_COLOURS if face is Colour.WHITE else (face,)
                gains.append(
                    max(
                        (evaluate.tracks_gain(sheet, c.index, 1, self.w, hz)
                         for c in colours if sheet.tracks[c.index] < TRACK_LENGTH),
                        default=0.0,
                    )
                )
            gains.sort(reverse=True)
            total += sum(gains[:picks])
        return total

    def _reroll(self, state, tables, change_cost, pass_value, plan: Plan, reroll_cost: float):
        dice = state.turn.dice
        current = _counts(dice)
        if not self.lookahead:
            return self._simple_reroll(state, plan)
        table: dict[tuple[int, ...], float] = {}

        def value(counts):
            v = table.get(counts)
            if v is None:
                v = table[counts] = self._counts_value(counts, tables, change_cost, pass_value)
            return v

        now = value(current)
        best_gain, best_keep = 0.05, None
        for keep in product(*(range(n + 1) for n in current)):
            rerolled = sum(current) - sum(keep)
            if not rerolled:
                continue
            ev = 0.0
            for outcome, prob in _OUTCOMES[rerolled]:
                ev += prob * value(tuple(a + b for a, b in zip(keep, outcome)))
            gain = ev - reroll_cost - now
            if gain > best_gain:
                best_gain, best_keep = gain, keep
        if best_keep is None:
            return None
        left = list(best_keep)
        indices = []
        for i, face in enumerate(dice):
            f = FACES.index(face)
            if left[f]:
                left[f] -= 1
            else:
                indices.append(i)
        return Reroll(state.active, tuple(indices))

    def _simple_reroll(self, state: GameState, plan: Plan):
        """Reroll when the best shape is small: keep the most common colour and jokers."""
        if plan.shape is not None and SHAPES_BY_ID[plan.shape].size >= 3:
            return None
        dice = state.turn.dice
        colours = [f for f in dice if f is not Colour.WHITE]
        if not colours:
            return None
        keep = max(dict.fromkeys(colours), key=colours.count)
        indices = tuple(i for i, f in enumerate(dice) if f is not keep and f is not Colour.WHITE)
        return Reroll(state.active, indices) if indices else None

    # --- phase 2 -------------------------------------------------------------------

    def _place(self, state: GameState) -> Action:
        options = self._drawings(state, state.turn.shape)
        if not options:  # cannot happen after a legal choice; keep the bot legal anyway
            return engine.legal_actions(state)[0]
        option = options[0]
        if self.depth2 and evaluate.horizon(state, state.active, self.w):
            option = max(
                options[: self.depth2],
                key=lambda o: self._after_drawing(state, state.turn.shape, o),
            )
        return Place(state.active, option.cells)

    def _mark_x(self, state: GameState) -> Action:
        sheet = state.sheet
        placed = state.turn.placed
        hz, cost = self._costs(state, state.active)
        before = sheet.filled & ~placed
        with_x, x_bit, windows = evaluate.placement_values(before, sheet.crosses, placed, self.w, hz)
        if engine.check(state, UseNoX(state.active)) is None and windows - cost[Ability.NO_X] > with_x:
            return UseNoX(state.active)
        (cell,) = mask_to_cells(x_bit)
        return MarkX(state.active, cell)

    def _coat(self, state: GameState) -> Action:
        sheet = state.sheet
        p = state.active
        hz = evaluate.horizon(state, p, self.w)
        w = self.w
        building = evaluate.building_value(sheet.filled, sheet.crosses, w, hz)
        best = None
        for action in engine.legal_actions(state):
            if isinstance(action, CoatCell):
                v = evaluate.building_value(sheet.filled | bit(*action.cell), sheet.crosses, w, hz)
            elif isinstance(action, CoatTrack):
                v = building + evaluate.tracks_gain(sheet, action.colour.index, 2, w, hz)
            else:
                continue
            if best is None or v > best[0]:
                best = (v, action)
        return best[1]

    def _after(self, state: GameState) -> Action:
        sheet = state.sheet
        p = state.active
        hz, cost = self._costs(state, p)
        w = self.w
        best = (evaluate.building_value(sheet.filled, sheet.crosses, w, hz), EndTurn(p))
        cross = 0 if engine.one_x_gets_window(state) else 1
        # Ruling 9: a No X star used now covers the One X cell (a window instead of an X).
        no_x = cross and engine.check(state, UseNoX(p)) is None
        for action in engine.legal_actions(state):
            if not isinstance(action, DrawOneX):
                continue
            b = bit(*action.cell)
            v = evaluate.building_value(sheet.filled | b, sheet.crosses | b * cross, w, hz)
            v -= cost[Ability.ONE_X]
            if v > best[0] + 1e-9:
                best = (v, action)
            if no_x:
                v = evaluate.building_value(sheet.filled | b, sheet.crosses, w, hz)
                v -= cost[Ability.ONE_X] + cost[Ability.NO_X]
                if v > best[0] + 1e-9:
                    best = (v, UseNoX(p))  # the cell itself comes next
        return best[1]

    # --- phase 3 -------------------------------------------------------------------

    def _tracks(self, state: GameState) -> Action:
        q = state.chooser
        sheet = state.players[q]
        hz = evaluate.horizon(state, q, self.w)
        best = (0.0, SkipTrack(q))
        for action in engine.legal_actions(state):
            if isinstance(action, MarkTrack):
                gain = evaluate.tracks_gain(sheet, action.colour.index, 1, self.w, hz)
                if gain > best[0]:
                    best = (gain, action)
        return best[1]


def _free_faces(dice: tuple[Colour, ...], plan: Plan) -> list[Colour]:
    """The faces left for phase 3 once the plan's colour change and choice are made."""
    if plan.change:
        dice = tuple(plan.change[1] if f is plan.change[0] else f for f in dice)
    return [f for i, f in enumerate(dice) if i not in plan.dice]


def _pick_dice(dice: tuple[Colour, ...], colour: Colour, needed: int) -> tuple[int, ...]:
    """Dice for a shape: its own colour first, jokers only as needed."""
    own = [i for i, f in enumerate(dice) if f is colour]
    jokers = [i for i, f in enumerate(dice) if f is Colour.WHITE]
    take = own[:needed]
    take += jokers[: needed - len(take)]
    return tuple(sorted(take))

