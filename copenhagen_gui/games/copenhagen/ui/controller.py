"""Turns the player's gestures on the table into actions for the session.

It never decides legality: it asks the engine (``queries``, ``legal_actions``) and
hands actions to ``session.perform``, which refuses with a typed reason. It keeps the
gesture in progress (the selected tile, its orientation, the hovered cell, a spot
waiting for its payment choice, a hint) and who has been shown their hand, and
rebuilds the view hints whenever any of that or the state changes."""

from __future__ import annotations

import random

import attrs
from PySide6.QtCore import QObject, Signal

from copenhagen_gui.core.building import HEIGHT, WIDTH

from ..rules import engine, queries
from ..rules.actions import Action, Build, Discard, EndTurn, PlaceWhite, Refresh, TakeAbility, TakeCard
from ..rules.components import COLOURED_TILES, Ability, Colour
from ..rules.reasons import Reason
from ..rules.state import Phase
from ..scene.hints import ViewHints
from . import hint_words, recap, texts, view_hints
from .view_hints import Selection

_TILE_ORDER = tuple(tile.id for tile in COLOURED_TILES)  # as the supply shows them


class Controller(QObject):
    hints_changed = Signal()  # the table must re-sync
    message = Signal(str)  # a line for the message area (a refusal, what happened)
    refused = Signal(object)  # the Reason of a refused gesture
    recap_changed = Signal(object)  # how to say a computer's last whole turn (None: none yet)

    def __init__(self, spec, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.session = None
        self._last_line = None  # how to say the last line shown (say)
        self.selection = Selection()
        self.revealed: int | None = None  # whose hand the cover last revealed
        self.hints = ViewHints()
        self.choices: tuple[Build, ...] = ()  # payment choices for the pending spot
        # In the lesson: the learner's seat; the other seats count as computer players
        # (their prepared moves are made for them), so no hand-off cover comes up.
        self.lesson_seat: int | None = None
        self._recap = recap.TurnRecap()

    # --- the session -------------------------------------------------------------------
    def say(self, render) -> None:
        """Show a line, kept as how to say it (``render()``), so that a language switch
        can say it again in the new language (``say_again``)."""
        self._last_line = render
        self.message.emit(render())

    def say_again(self) -> None:
        if self._last_line is not None:
            self.message.emit(self._last_line())

    def set_session(self, session) -> None:
        self._last_line = None
        if self.session is not None:  # (still alive: the window deletes it after)
            self.session.state_changed.disconnect(self._on_state_changed)
        self.session = session
        self.revealed = None
        self.selection = Selection()
        self.choices = ()
        if session is not None:
            session.state_changed.connect(self._on_state_changed)
        self._recap = recap.TurnRecap()
        self.recap_changed.emit(None)
        if session is not None:  # what the new game's last move did, not the old game's
            state, names = session.state, session.names
            self.say(lambda: texts.events_text(state.events, names))
        self.rebuild()

    @property
    def state(self):
        return self.session.state

    def seat(self) -> int | None:
        """The seat this screen may act for now (None while covered, while a computer
        plays, or once no game is on this table: a late hover or key acts on nothing)."""
        if self.session is None or not self.hints.interactive:
            return None
        return view_hints.acting_seat(self.state)

    def drawn_state(self):
        """The state as the person looking may see it."""
        return self.spec.view_for(self.state, self.hints.viewer)

    def _on_state_changed(self) -> None:
        self.selection = Selection()
        self.choices = ()
        self.rebuild()
        state, names = self.state, self.session.names
        if texts.events_text(state.events, names):
            self.say(lambda: texts.events_text(state.events, names))
        turn = self._recap.follow(state, self.computer_seats())
        if turn is not None:
            self.recap_changed.emit(lambda: recap.recap_text(turn, names))

    def rebuild(self) -> None:
        if self.session is None:
            return
        self.hints = view_hints.build(
            self.state, self.session.names, self.seat_levels(), self.revealed, self.selection,
            self.awaiting(),
        )
        self.hints_changed.emit()

    def awaiting(self) -> int | None:
        """The seat whose finished turn waits for its confirm (End turn)."""
        return self.session.awaiting_confirm() if self.session is not None else None

    def seat_levels(self) -> tuple[str | None, ...]:
        """Who plays each seat: None for a person at this screen."""
        bots = self.session.bots
        if self.lesson_seat is None:
            return bots
        return tuple(None if s == self.lesson_seat else "lesson" for s in range(len(bots)))

    def computer_seats(self) -> tuple[int, ...]:
        """The seats nobody at this screen plays (computers, a lesson's other seats)."""
        if self.session is None:
            return ()
        return tuple(s for s, level in enumerate(self.seat_levels()) if level is not None)

    def _select(self, **changes) -> None:
        self.selection = attrs.evolve(self.selection, **changes)
        self.rebuild()

    def perform(self, action: Action) -> Reason | None:
        reason = self.session.perform(action)
        if isinstance(reason, Reason):  # (a lesson refuses with words of its own)
            self.refuse(reason)
        return reason

    def refuse(self, reason: Reason) -> None:
        """Say why: the mode shows the reason with a link to its rule."""
        self.refused.emit(reason)

    # --- intents from the table ----------------------------------------------------------
    def reveal(self) -> None:
        """The next person clicked the hand-off cover."""
        if self.hints.covered:
            self.revealed = self.hints.cover_seat
            self.rebuild()

    def click_slot(self, slot: int) -> None:
        seat = self.seat()
        if seat is None:
            return
        self.perform(TakeCard(seat, slot))

    def click_stack(self, tile: str) -> None:
        seat = self.seat()
        if seat is None:
            return
        if self.selection.tile == tile:
            self.cancel()
            return
        reason = queries.tile_reason(self.state, seat, tile)
        if reason is not None:
            self.refuse(reason)
            return
        if not self.session.may_pick_up(("stack", tile)):
            return  # (a lesson lets only its prepared tile be picked up, and says why)
        self.choices = ()
        self._select(tile=tile, pending=None)

    def hover_cell(self, seat: int, cell) -> None:
        if self.selection.pending is not None:
            return
        mine = seat == self.seat()
        hover = cell if mine else None
        if hover != self.selection.hover:
            self._select(hover=hover)

    def click_cell(self, seat: int, cell) -> None:
        me = self.seat()
        if me is None or seat != me:
            return
        state = self.state
        if state.phase is Phase.COATS:
            self.perform(PlaceWhite(me, cell))
            return
        tile = self.selection.tile
        if tile is None or self.selection.pending is not None:
            return
        sel = self.selection
        by_anchor = view_hints.options_by_anchor(state, me, tile, sel.rotation, sel.mirrored)
        option = by_anchor.get(cell)
        if option is None:
            image = view_hints.oriented(tile, sel.rotation, sel.mirrored)
            self.refuse(queries.spot_reason(state, me, tile, view_hints.placed_at(image, cell)))
            return
        choices = view_hints.build_choices(state, me, option)
        if len(choices) == 1:
            self.perform(choices[0])
            return
        if not self.session.may_pick_up(("spot", tile, choices[0].cells)):
            return  # (a lesson: not its prepared spot, said before the payment is asked)
        self.choices = choices
        self._select(pending=option, hover=cell)

    def click_hand(self, colour: Colour) -> None:
        seat = self.seat()
        if seat is None:
            return
        self.perform(Discard(seat, colour))

    # --- commands ------------------------------------------------------------------------
    def choose_payment(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.perform(self.choices[index])

    def rotate(self, step: int = 1) -> None:
        if self.selection.tile is not None and self.selection.pending is None:
            self._select(rotation=(self.selection.rotation + step) % 4)

    def mirror(self) -> None:
        if self.selection.tile is not None and self.selection.pending is None:
            self._select(mirrored=not self.selection.mirrored)

    def cancel(self) -> None:
        self.choices = ()
        self._select(tile=None, pending=None, hover=None)

    def can_cancel(self) -> bool:
        return self.selection.tile is not None

    def end_turn(self) -> None:
        """End the turn: confirm a finished turn, or end it after the cards (a 3rd card
        or a build still possible): the refill and the hand-off come now."""
        if self.can_confirm():
            self.session.confirm_turn()
            return
        seat = self.seat()
        if seat is not None and self.perform(EndTurn(seat)) is None:
            self.session.confirm_turn()

    def can_end_turn(self) -> bool:
        seat = self.seat()
        return self.can_confirm() or (seat is not None and self.legal(EndTurn(seat)))

    def can_confirm(self) -> bool:
        """A finished turn waits for its confirm, and this screen may give it (not
        while its hand is covered)."""
        return self.awaiting() is not None and not self.hints.covered

    def refresh_abilities(self) -> None:
        seat = self.seat()
        if seat is not None:
            self.perform(Refresh(seat))

    def take_ability(self, ability: Ability) -> None:
        seat = self.seat()
        if seat is not None:
            self.perform(TakeAbility(seat, ability))

    def legal(self, action: Action) -> bool:
        seat = self.seat()
        return seat is not None and engine.check(self.state, action) is None

    # --- the keyboard ----------------------------------------------------------------------
    def take_slot(self, slot: int) -> None:
        """A number key: the card of harbour slot ``slot`` (0-based)."""
        if self.selection.tile is None and not self.choices:
            self.click_slot(slot)

    def next_tile(self, step: int = 1) -> None:
        """T / Shift+T: pick the next (previous) facade tile that can be built now,
        with the keyboard on its first spot."""
        seat = self.seat()
        if seat is None or self.selection.pending is not None:
            return
        stacks = [t for t in _TILE_ORDER if t in self.hints.stacks]
        if not stacks:
            return
        current = self.selection.tile
        index = stacks.index(current) + step if current in stacks else (0 if step > 0 else -1)
        tile = stacks[index % len(stacks)]
        if not self.session.may_pick_up(("stack", tile)):
            return
        sel = self.selection
        spots = sorted(view_hints.options_by_anchor(self.state, seat, tile, sel.rotation, sel.mirrored))
        self.choices = ()
        self._select(tile=tile, pending=None, hint=None, hover=spots[0] if spots else (WIDTH // 2, HEIGHT // 2))

    def move_cursor(self, dx: int, dy: int) -> None:
        """The arrows: over the house while a tile or a special tile goes on it, else
        over the hand while discarding, else along the harbour."""
        seat = self.seat()
        if seat is None or self.selection.pending is not None:
            return
        place = self.hints.keyboard
        if place is None:
            return
        if place[0] in ("cell", "stack"):
            x, y = place[2] if place[0] == "cell" else (WIDTH // 2, HEIGHT // 2)
            if place[0] == "cell":
                x, y = min(max(x + dx, 0), WIDTH - 1), min(max(y + dy, 0), HEIGHT - 1)
            self._select(hover=(x, y), hint=None)  # (Enter now acts where the ring is)
        elif place[0] == "hand" and dx:
            colours = sorted(self.hints.discard_colours, key=lambda c: c.index)
            self._select(hand_cursor=colours[(colours.index(place[1]) + dx) % len(colours)], hint=None)
        elif place[0] == "slot" and dx:
            slots = [i for i, colour in enumerate(self.state.harbour) if colour is not None]
            i = slots.index(place[1]) if place[1] in slots else 0
            self._select(slot_cursor=slots[(i + dx) % len(slots)], hint=None)

    def can_activate(self) -> bool:
        return self.can_confirm() or (self.seat() is not None and (
            self.selection.hint is not None or self.hints.keyboard is not None))

    def activate(self) -> None:
        """Enter: the obvious next step — end a finished turn, play the hint shown,
        or do what a click on the piece the keyboard is on does."""
        if self.can_confirm():
            self.end_turn()
            return
        seat = self.seat()
        if seat is None:
            return
        hint = self.selection.hint
        if hint is not None and self.selection.tile is None:
            if isinstance(hint, EndTurn):
                self.end_turn()
            else:
                self.perform(hint)
            return
        place = self.hints.keyboard
        if place is None:
            return
        if place[0] == "slot":
            self.click_slot(place[1])
        elif place[0] == "hand":
            self.click_hand(place[1])
        elif place[0] == "cell":
            self.click_cell(seat, place[2])

    # --- hints -----------------------------------------------------------------------------
    def can_hint(self) -> bool:
        return self.seat() is not None and not self.state.is_over

    def hint(self) -> Action | None:
        """The strong computer player's move for the seat to act, from its own view."""
        seat = self.seat()
        if seat is None:
            return None
        bot = self.spec.bot("strong")
        rng = random.Random(getattr(self.session, "position", 0))
        action = bot.choose(self.spec.view_for(self.state, seat), seat, rng)
        self.choices = ()
        self._select(hint=action, tile=None, pending=None, hover=None)
        state = self.state
        self.say(lambda: hint_words.hint_text(state, action))  # from the move shown
        return action
