"""The narration of a replay: what each move of a game did, in the game's own words and
the language installed now.

A game whose narrator tells more than one line per move (Roll & Write tells each thing
that happens: the dice rolled, the row completed, the end of a turn) tells the replay
too: its narrator follows a copy of the game played again from the start, out of
sight, one move at a time. Any other game tells each move by its History line
(``GameMode.history_text``, with the dice rolled where the game says them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from copenhagen_gui.core.record import GameRecord
    from copenhagen_gui.shell.mode import GameMode


def narrate(mode: GameMode, record: GameRecord, count: int) -> list[str]:
    """One text per move of the first ``count`` moves of ``record`` (its lines, one
    per line of text); a move the narrator says nothing of has its History line."""
    names = record.names
    moves = record.actions[:count]
    if not mode.tells_more_than_moves():
        return [mode.history_text(action, names) for action in moves]
    import attrs

    from copenhagen_gui.session.game_session import GameSession

    # The copy starts at the beginning, every move to come in its redo history.
    copy = GameSession(attrs.evolve(record, cursor=0), describe=mode.action_text)
    narrator = mode.new_narrator(None)
    heard: list[str] = []
    narrator.narrated.connect(heard.append)
    narrator.set_session(copy)
    told = []
    try:
        for action in moves:
            heard.clear()
            copy.redo()
            told.append("\n".join(heard) or mode.history_text(action, names))
    finally:
        narrator.set_session(None)  # the copy and the narrator go with this call
    return told
