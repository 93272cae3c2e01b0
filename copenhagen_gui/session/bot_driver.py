"""Plays the computer players' moves through the session, one at a time.

Whenever a seat that may act now (``spec.seats_to_act``) is a bot seat, the driver
waits ``delay`` milliseconds (the bot speed setting; 0 = as fast as the event loop
allows), asks that seat's bot, and performs the move with ``session.perform`` like a
click would: the move lands on the undo stack and the table shows it. One move per
timer tick, so the window keeps painting and answering between moves (a strong
bot's decision takes a few milliseconds).

Undo with bots at the table: ``take_back()`` undoes back to just before the last
move of a human seat, together with the bot moves made after it, so the bots do not
immediately replay what was undone. It never crosses a roll (ruling 7): when a roll
(any chance action) lies between now and the human's last move, there is nothing to
take back.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from copenhagen_gui.core.seats import BotLevel as Level

# A game's bots are created (and their package imported) when a computer seat first
# plays, not when the window starts: most games at start-up have no computer player.


class BotDriver(QObject):
    # (seat, action performed): for narration (watch mode, message line)
    moved = Signal(int, object)
    # The seat whose bot is about to move (after the delay), or -1 when waiting for a human
    waiting_for = Signal(int)

    def __init__(self, parent: QObject | None = None, delay_ms: int = 600):
        super().__init__(parent)
        self._session = None
        self._bots: dict[int, object] = {}
        self._levels: tuple[Level | None, ...] = ()
        self._rng = random.Random(0)
        self._paused = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play)
        self.set_delay(delay_ms)

    # --- setting up ------------------------------------------------------------------

    def set_session(self, session, levels: Sequence[Level | str | None] = ()) -> None:
        """Drive ``session``: seat i is played by a bot of ``levels[i]`` (None = human).
        Replaces any previous session (still alive: it is let go here); None: no game
        to drive. Nothing happens until the event loop runs."""
        self.stop()
        if self._session is not None:
            self._session.state_changed.disconnect(self.schedule)
        self._session = session
        self._levels = tuple(levels)
        self._bots = {}
        if session is None:
            return
        if any(lv is not None for lv in levels):
            self._levels = tuple(None if lv is None else Level(lv) for lv in levels)
            # One bot per seat: bots keep per-game caches.
            self._bots = {seat: session.spec.bot(lv.value)
                          for seat, lv in enumerate(self._levels) if lv is not None}
        self._rng = random.Random(session.seed)
        session.state_changed.connect(self.schedule)
        self._paused = False
        self.schedule()

    @property
    def levels(self) -> tuple[Level | None, ...]:
        return self._levels

    @property
    def delay(self) -> int:
        return self._timer.interval()

    def set_delay(self, ms: int) -> None:
        self._timer.setInterval(max(0, int(ms)))

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self._bots

    def has_bots(self) -> bool:
        return bool(self._bots)

    def all_bots(self) -> bool:
        return bool(self._levels) and all(lv is not None for lv in self._levels)

    # --- running -----------------------------------------------------------------------

    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        self._paused = bool(paused)
        if self._paused:
            self._timer.stop()
        else:
            self.schedule()

    def stop(self) -> None:
        """No more moves until the next ``schedule`` (a new game, game over)."""
        self._timer.stop()

    def busy(self) -> bool:
        """A bot move is pending."""
        return self._timer.isActive()

    def schedule(self) -> None:
        """Start the delay if a bot must act now (called after every state change)."""
        session = self._session
        if session is None or self._paused:
            self._timer.stop()
            return
        seat = self._bot_to_act()
        if seat is None:
            self._timer.stop()
            self.waiting_for.emit(-1)
            return
        if not self._timer.isActive():
            self._timer.start()
            self.waiting_for.emit(seat)

    def _bot_to_act(self) -> int | None:
        """The first bot seat among those that may act now (None: none may)."""
        session = self._session
        spec, state = session.spec, session.state
        if spec.is_over(state):
            return None
        return next((seat for seat in sorted(spec.seats_to_act(state)) if self.is_bot(seat)), None)

    def play_now(self) -> bool:
        """Make the pending bot move at once, even when paused (a 'step' command)."""
        self._timer.stop()
        return self._move()

    def _play(self) -> None:
        if not self._paused:
            self._move()

    def _move(self) -> bool:
        session = self._session
        if session is None:
            return False
        seat = self._bot_to_act()
        if seat is None:
            return False
        spec, state = session.spec, session.state
        stack = session.undo_stack
        if stack.canRedo() and spec.action_seat(stack.command(stack.index()).action) == seat:
            # After an undo the bot replays its own move from the redo history (same
            # dice, same choice) instead of thinking again.
            session.redo()
        else:
            action = self._bots[seat].choose(spec.view_for(state, seat), seat, self._rng)
            if session.perform(action) is not None:
                return False  # cannot happen with a correct bot
        self.moved.emit(seat, stack.command(stack.index() - 1).action)
        return True

    # --- undo with bots at the table ---------------------------------------------------------

    def take_back_index(self) -> int | None:
        """The undo stack index just before the last move of a human seat, if no roll
        lies in between; None when there is nothing a human could take back."""
        session = self._session
        if session is None:
            return None
        stack = session.undo_stack
        for i in range(stack.index() - 1, -1, -1):
            command = stack.command(i)
            seat = session.spec.action_seat(command.action)
            if command.is_barrier and (seat is None or self.is_bot(seat)):
                return None  # a bot's roll, a deal: never undone
            if not self.is_bot(seat):
                # The human's own move: undo it unless it is a roll.
                return None if command.is_barrier else i
        return None

    def can_take_back(self) -> bool:
        return self.take_back_index() is not None

    def take_back(self) -> bool:
        """Undo the bots' moves since the human's last move, and that move."""
        target = self.take_back_index()
        if target is None:
            return False
        self._timer.stop()
        stack = self._session.undo_stack
        # Step by step: the session re-checks the roll barrier at every index.
        while stack.index() > target:
            stack.undo()
        return True



def level_name(level: Level | str | None) -> str:
    """'Human', 'Easy', 'Normal', 'Strong' (seat choices and bot names)."""
    if level is None:
        return BotDriver.tr("Human")
    return {
        Level.EASY: lambda: BotDriver.tr("Easy"),
        Level.NORMAL: lambda: BotDriver.tr("Normal"),
        Level.STRONG: lambda: BotDriver.tr("Strong"),
    }[Level(level)]()


# Default names of computer players, one per seat: short, so they fit on the sheets
# and read well in sentences ("Freja rolls: ..."); the seat's level is shown beside
# the name where players are chosen, and in the commentary.
BOT_NAMES = ("Freja", "Mads", "Ingrid", "Nils", "Astrid")


def bot_player_name(seat: int, level: Level | str | None = None) -> str:
    """The default name of the computer player on ``seat``."""
    return BOT_NAMES[seat % len(BOT_NAMES)]
