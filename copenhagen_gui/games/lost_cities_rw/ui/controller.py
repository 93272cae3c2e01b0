"""Turns the table's intents (dice, lit cells, columns, keys) into actions.

It never decides legality: what it offers comes from ``view_hints`` (the engine's
answers), and every action goes through ``session.perform``, whose refusal reason is
shown as a sentence. It holds only what the rules do not: the dice picked so far and
the suggestion on show; both are dropped whenever the state changes.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from ..rules import engine
from ..rules.actions import Accelerate, Action, Roll, Take
from ..rules.components import Colour
from ..rules.reasons import Reason
from ..rules.state import Phase
from ..rules.views import choices
from . import hint_playback, hint_texts, texts, view_hints
from .recap import TurnRecap
from .view_hints import NO_SELECTION, Selection


class Controller(QObject):
    message = Signal(str)  # a line for the prompt area
    changed = Signal()  # selection, hint or state changed: refresh commands
    recap_changed = Signal(str)  # what the computer players did in the last turn they played in

    def __init__(self, scene, parent=None):
        super().__init__(parent)
        self.scene = scene
        self.session = None
        self._last_line = None  # how to say the last line shown (say)
        self.line_is_refusal = False  # the last line says why a gesture was refused
        self.selection: Selection = NO_SELECTION
        self.hint: Action | None = None
        self.recap = TurnRecap()
        self._connect_scene(scene)

    def _connect_scene(self, scene) -> None:
        for intent, slot in ((scene.die_clicked, self.pick_die), (scene.spot_clicked, self.click_spot),
                             (scene.column_clicked, self.click_column)):
            intent.connect(self._while_playing(slot))

    def _while_playing(self, slot):
        """A click on the table reaches ``slot`` only while a game is on it: a table
        left behind (another game in front) may still get a late click."""

        def gate(*args):
            if self.session is not None:
                slot(*args)

        return gate

    def set_scene(self, scene) -> None:
        self.scene = scene
        self._connect_scene(scene)

    def say(self, render, refusal: bool = False) -> None:
        """Show a line, kept as how to say it (``render()``), so that a language switch
        can say it again in the new language (``say_again``); ``refusal``: it says why
        a gesture was refused (the strip drops it at the next selection)."""
        self._last_line = render
        self.line_is_refusal = refusal
        self.message.emit(render())

    def forget_refusal(self) -> None:
        """The refusal shown no longer applies: a language switch says nothing again."""
        if self.line_is_refusal:
            self._last_line, self.line_is_refusal = None, False

    def say_again(self) -> None:
        if self._last_line is not None:
            self.message.emit(self._last_line())

    def set_session(self, session) -> None:
        """Play ``session`` (None: no game on this table; the previous one, still
        alive, is let go)."""
        self._last_line = None
        if self.session is not None:
            self.session.state_changed.disconnect(self._on_state_changed)
        self.session = session
        self.selection, self.hint = NO_SELECTION, None
        self.recap = TurnRecap()
        self.recap_changed.emit("")
        if session is None:
            return
        session.state_changed.connect(self._on_state_changed)
        self.sync()

    # --- reading -------------------------------------------------------------------------

    @property
    def state(self):
        return self.session.state

    def deciding(self) -> int | None:
        if self.session is None:  # no game on this table (a key or click arriving late)
            return None
        return view_hints.deciding_seat(self.state, self.session.bots)

    def commands(self) -> view_hints.Commands:
        if self.session is None:
            return view_hints.Commands()
        return view_hints.commands(self.state, self.session.bots, self.selection)

    def hints(self):
        return view_hints.build(self.state, self.session.bots, self.selection, self.hint)

    def sync(self) -> None:
        if self.session is None:
            return
        self.scene.set_players(self.session.names, self.session.bots)  # (default names follow the language)
        self.scene.sync(self.state, self.hints())
        self.changed.emit()

    def _on_state_changed(self) -> None:
        self.selection, self.hint = NO_SELECTION, None
        self.sync()
        state, names = self.state, self.session.names
        if texts.events_text(state.events, names):
            self.say(lambda: texts.events_text(state.events, names))
        computers = {seat for seat, bot in enumerate(self.session.bots) if bot is not None}
        if self.recap.follow(state, computers):
            self.recap_changed.emit(self.recap.text(names))

    def recap_text(self) -> str:
        """The last computer turn in words, in the language shown now."""
        return self.recap.text(self.session.names) if self.session is not None else ""

    # --- acting ----------------------------------------------------------------------------

    def perform(self, action: Action | None) -> bool:
        if action is None or self.session is None:
            return False
        reason = self.session.perform(action)
        if reason is not None:
            if isinstance(reason, Reason):  # else the lesson refused it and says why itself
                self.say(lambda: texts.reason_text(reason), refusal=True)
            return False
        return True

    def roll(self) -> bool:
        return self.perform(self.commands().roll)

    def refuse(self) -> bool:
        return self.perform(self.commands().refuse)

    def decline(self) -> bool:
        return self.perform(self.commands().decline)

    def accelerate(self, colour: Colour) -> bool:
        seat = self.deciding()
        if seat is None:
            return False
        return self.perform(Accelerate(seat, Colour(colour)))

    def take_selected(self) -> bool:
        """Take the picked pair: the engine says why not when it cannot be taken."""
        seat = self.deciding()
        if seat is None:
            return False
        number, colour = view_hints.selected_faces(self.state, self.selection)
        if number is None or colour is None:
            return False
        legal = self.commands().take
        hint = self.hint
        if isinstance(hint, Take) and (hint.number, hint.colour) == (number, colour) and hint in legal:
            return self.perform(hint)  # the hint's dice, still picked: its move (Enter)
        if len(legal) == 1:
            return self.perform(legal[0])
        if len(legal) > 1:  # a 0 that may mark the circle or start the column
            self.say(texts.pick_target)
            return False
        return self.perform(Take(seat, number, colour))

    def clear_selection(self) -> None:
        if self.selection != NO_SELECTION:
            self.selection = NO_SELECTION
            self.sync()

    # --- intents from the table ---------------------------------------------------------------

    def pick_die(self, kind: str, index: int) -> None:
        seat = self.deciding()
        if seat is None or self.state.phase not in (Phase.ACTIVE, Phase.OTHERS):
            return
        numbers, colours = engine.dice_positions(self.state, seat)
        if index not in (numbers if kind == "number" else colours):
            self.say(texts.die_not_available, refusal=True)
            return
        picked = self.selection.number if kind == "number" else self.selection.colour
        if picked != index and not self.session.may_pick_up(("die", kind, index)):
            return  # (a lesson lets only its prepared dice be picked up, and says why)
        if kind == "number":
            number = None if self.selection.number == index else index
            self.selection = Selection(number, self.selection.colour)
        else:
            colour = None if self.selection.colour == index else index
            self.selection = Selection(self.selection.number, colour)
        self.sync()
        if self.selection.number is not None and self.selection.colour is not None:
            self.take_selected()

    def click_spot(self, seat: int, key) -> None:
        spot = next((s for s in self.hints().spots if s.seat == seat and s.key == key), None)
        if spot is None:
            return
        if len(spot.actions) == 1:
            self.perform(spot.actions[0])
            return
        # several number dice fit this square: pick its colour die, ask for the number
        colour = Colour(key[1])
        _, colours = engine.dice_positions(self.state, seat)
        index = next(i for i in sorted(colours) if self.state.roll.colours[i] == colour)
        self.selection = Selection(self.selection.number, index)
        self.sync()
        self.say(texts.pick_number)

    def click_column(self, seat: int, colour: int) -> None:
        """A click on a column cell that is not lit: ask the engine why."""
        deciding = self.deciding()
        if deciding is None:
            return
        if seat != deciding:
            name = self.session.names[deciding]
            self.say(lambda: texts.not_your_sheet(name), refusal=True)
            return
        state = self.state
        if seat in state.accelerating:
            self.perform(Accelerate(seat, Colour(colour)))
            return
        number, _ = view_hints.selected_faces(state, self.selection)
        options = [c for c in choices(state, seat) if c.colour == colour
                   and (number is None or c.number == number)]
        if any(c.legal for c in options):
            self.say(texts.click_lit_square)
            return
        if options:  # every combination for this column is illegal: the engine says why
            self.perform(Take(seat, options[0].number, Colour(colour), options[0].circle))
            return
        dice = engine.dice_for(state, seat)
        faces = dice.numbers if dice is not None else (0,)
        self.perform(Take(seat, number if number is not None else faces[0], Colour(colour)))

    # --- the suggestion --------------------------------------------------------------------------

    def suggestion(self) -> Action | None:
        """The strong computer player's choice for the seat the table asks now."""
        seat = self.deciding()
        if seat is None:
            return None
        spec = self.session.spec
        bot = spec.bot("strong")
        rng = random.Random(f"hint:{self.state.turn}:{seat}")
        return bot.choose(spec.view_for(self.state, seat), seat, rng)

    def show_hint(self) -> Action | None:
        """The suggestion shown as the move: a take's dice picked (Enter takes them), its
        square lit, and its words read from what the move does."""
        action = self.suggestion()
        if action is None:
            return None
        self.hint = action
        self.selection = view_hints.hint_selection(self.state, self.deciding(), action)
        self.sync()
        names = self.session.names
        if isinstance(action, Roll):
            self.say(lambda: texts.hint_text(action, names))
        else:
            effect = hint_playback.effect_of(self.state, action)
            self.say(lambda: hint_texts.hint_words(effect, names))
        return action
