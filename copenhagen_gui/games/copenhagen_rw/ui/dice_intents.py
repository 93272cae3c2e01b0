"""What a click or a key means for the dice, the abilities, the bonuses and the tracks:
roll, pick dice for a reroll or a colour change, arm an ability, use a bonus, mark a
track with a coat of arms or in phase 3.

Each intent becomes rules actions performed through the controller or a change of the
gesture in progress; what may be picked and why not comes from the rules (through
``view_hints`` and the engine's reasons). The messages keep the translation context
"TurnController", whose words they were."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..rules import engine
from ..rules.actions import ChangeColour, CoatTrack, MarkTrack, Reroll, Roll, SkipTrack, UseBonus, UseNoX
from ..rules.components import Ability, Colour
from ..rules.state import Phase, Reason
from .view_hints import Mode

# An armed ability: its button clicked again takes it back.
_ARMED = {Ability.ONE_X: Mode.ONE_X, Ability.NEW_CHOICE: Mode.NEW_CHOICE,
          Ability.COLOUR_CHANGE: Mode.COLOUR_CHANGE}


class DiceIntents:
    def __init__(self, controller):
        self._c = controller

    # --- rolling and the dice ---------------------------------------------------------------

    def roll(self) -> bool:
        c = self._c
        if c.state.phase is not Phase.ROLL:
            return False
        return c.perform(Roll(c.state.active))

    def click_die(self, index: int):
        c = self._c
        state = c.state
        if state.phase is Phase.ROLL:
            self.roll()
        elif c.mode is Mode.REROLL:
            if c.may_pick_up("die", index):
                c.selected_dice = c.selected_dice ^ {index}
                c.sync()
        elif c.mode is Mode.COLOUR_CHANGE:
            self._pick_colour_dice(index)
        elif state.phase is Phase.TRACKS:
            self._pick_die(index)
        elif state.phase is Phase.CHOOSE:
            c.say(QCoreApplication.translate(
                "TurnController", "Pick a facade shape on the pad: the dice it needs are taken automatically."))

    def toggle_die(self, index: int):
        """Keyboard: toggle a die while picking dice for a reroll, or pick it in phase 3."""
        c = self._c
        if c.mode in (Mode.REROLL, Mode.COLOUR_CHANGE) or c.state.phase is Phase.TRACKS:
            self.click_die(index)

    def _pick_die(self, index: int):
        """Phase 3: a die marks its track at once; a joker waits for a track click."""
        c = self._c
        picks = [colour for die, colour in c.commands().phase3_picks if die == index]
        if not picks:  # the rules say why this die marks nothing
            c.refuse(self._mark_reason(engine.die_reason, index))
            return
        if not c.may_pick_up("die", index):
            return
        if c.state.turn.dice[index].is_joker:
            c.joker_die = None if c.joker_die == index else index
            c.say(QCoreApplication.translate("TurnController", "Joker: click the track you want to mark."))
            c.sync()
            return
        c.perform(MarkTrack(c.state.chooser, index, picks[0]))

    def _pick_colour_dice(self, index: int):
        """Colour change: a die picks every die of its colour; a picked one is put back
        (to turn fewer of them)."""
        c = self._c
        dice = c.state.turn.dice
        if index >= len(dice) or not c.may_pick_up("die", index):
            return
        if index in c.selected_dice:
            c.selected_dice = c.selected_dice - {index}
        else:
            same = {d for d in c.selected_dice if dice[d] is dice[index]}
            c.selected_dice = frozenset(same or (d for d, f in enumerate(dice) if f is dice[index]))
        c.sync()

    def start_reroll(self):
        c = self._c
        if c.mode is Mode.REROLL:
            if c.selected_dice:
                self.confirm_reroll()
            else:
                c.intents.cancel()
            return
        if reason := c.commands().abilities[Ability.REROLL]:
            c.refuse(reason)
            return
        if not c.may_pick_up("ability", c.state.active, Ability.REROLL):
            return
        c.mode = Mode.REROLL
        c.selected_dice = frozenset()
        c.say(QCoreApplication.translate(
            "TurnController", "Reroll: click the dice to roll again, then confirm (Enter)."))
        c.sync()

    def confirm_reroll(self) -> bool:
        c = self._c
        if not c.commands().can_confirm_reroll:
            return False
        dice = tuple(sorted(c.selected_dice))
        c.mode = Mode.NONE
        return c.perform(Reroll(c.state.active, dice))

    def change_colour(self, dice, face: Colour) -> bool:
        return self._c.perform(ChangeColour(self._c.state.active, tuple(dice), face))

    # --- abilities and bonuses ---------------------------------------------------------------

    def click_ability(self, player: int, ability):
        c = self._c
        ability = Ability(ability)
        if player != c.state.active:
            c.refuse(Reason.WRONG_PLAYER)
            return
        if ability is Ability.REROLL:
            self.start_reroll()
            return
        if c.mode is _ARMED.get(ability):  # clicked again: put it back
            c.intents.cancel()
            return
        if reason := c.commands().abilities[ability]:
            c.refuse(reason)
            return
        if ability is Ability.NO_X:
            c.perform(UseNoX(c.state.active))
            return
        if not c.may_pick_up("ability", player, ability):
            return
        c.mode = _ARMED[ability]
        if ability is Ability.COLOUR_CHANGE:
            c.selected_dice = frozenset()
            c.say(QCoreApplication.translate(
                "TurnController", "Colour change: click the dice of one colour on the tray, then pick their "
                "new face beside them."))
        elif ability is Ability.ONE_X:
            c.say(QCoreApplication.translate(
                "TurnController", "One X: click a highlighted cell of your building for the extra X."))
        else:
            c.selected_shape = None
            c.say(QCoreApplication.translate(
                "TurnController", "New choice: you may now pick a crossed-out shape on the pad."))
        c.sync()

    def click_bonus(self, player: int, colour):
        c = self._c
        if player != c.state.active:
            c.refuse(Reason.WRONG_PLAYER)
            return
        c.perform(UseBonus(player, Colour(colour)))

    # --- tracks: a coat of arms, phase 3 --------------------------------------------------

    def click_track(self, player: int, colour):
        c = self._c
        state = c.state
        colour = Colour(colour)
        if c.setup_view is not None:
            if player == c.setup_view.active:
                c.start_track_clicked.emit(colour)
            return
        if state.phase is Phase.COAT and player == state.active:
            c.perform(CoatTrack(player, colour))
        elif state.phase is Phase.TRACKS and player == state.chooser:
            self.mark_track(colour)
        elif state.phase is Phase.TRACKS:
            c.refuse(Reason.WRONG_PLAYER)  # another player's sheet

    def track_button(self, colour: Colour) -> bool:
        """A track button of the turn panel: the coat of arms' two boxes, or phase 3."""
        if self._c.state.phase is Phase.COAT:
            return self.coat_track(colour)
        return self.mark_track(colour)

    def mark_track(self, colour: Colour) -> bool:
        """Phase 3: mark this track with the joker picked, a die of that colour, or a joker."""
        c = self._c
        state = c.state
        dice = [d for d, track in c.commands().phase3_picks if track is colour]
        if c.joker_die is not None and c.joker_die in dice:
            die = c.joker_die
        else:
            own = [d for d in dice if not state.turn.dice[d].is_joker]
            die = (own or dice or [None])[0]
        if die is None:  # the rules say why no die marks it: full, or no such colour
            c.refuse(self._mark_reason(engine.track_reason, colour))
            return False
        return c.perform(MarkTrack(state.chooser, die, colour))

    def _mark_reason(self, why, key) -> Reason:
        """Why nothing is offered to mark: the rules' reason (``why(state, key)``),
        unless the chooser is not the user's to act for (a computer's seat)."""
        c = self._c
        if c.seat() is None:
            return Reason.WRONG_PLAYER
        return why(c.state, key)

    def coat_track(self, colour: Colour) -> bool:
        return self._c.perform(CoatTrack(self._c.state.active, colour))

    def skip_tracks(self) -> bool:
        c = self._c
        if c.state.phase is not Phase.TRACKS:
            return False
        return c.perform(SkipTrack(c.state.chooser))
