"""What the replay command (``copenhagen-replay``, cli.py) prints for a game of Roll &
Write: beside the scores and winners, each player's building, tracks and empty cells (the
golden records' summaries hold those). Pure Python."""

from __future__ import annotations

from copenhagen_gui.core.record import replay

from .rules import scoring
from .rules.components import TRACK_COLOURS
from .rules.situation import building_rows
from .rules.state import Phase


def summary(record) -> dict:
    state = replay(record)[-1]
    players = []
    for i, (name, sheet) in enumerate(zip(record.names, state.players)):
        players.append(
            {
                "player": i,
                "name": name,
                "points": sheet.points,
                "empty_cells": scoring.empty_cells(sheet),
                "tracks": {c.value: sheet.tracks[c.index] for c in TRACK_COLOURS},
                "building": building_rows(sheet.filled, sheet.crosses),
            }
        )
    over = state.phase is Phase.GAME_OVER
    return {
        "actions": len(record.actions),
        "cursor": record.cursor,
        "round": state.round,
        "game_over": over,
        "winners": [record.names[i] for i in state.winners] if over else [],
        "players": players,
    }
