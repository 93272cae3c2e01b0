"""What a golden record of the card game must replay to: the result and every house,
as plain JSON. ``tools/make_golden_records.py`` writes it next to each record; the
golden tests compare it with a fresh replay."""

from __future__ import annotations

from copenhagen_gui.core import record as records
from copenhagen_gui.core.building import HEIGHT, WIDTH, bit, complete_columns, complete_rows, empty_count
from copenhagen_gui.games.copenhagen.rules.components import ABILITIES, CARD_COLOURS, COLOURS
from copenhagen_gui.games.copenhagen.rules.state import PlayerState


def house_rows(player: PlayerState) -> list[str]:
    """The house top row first: a colour's initial per covered cell, upper case where
    the cell shows brickwork, '.' where empty."""
    rows = []
    for y in reversed(range(HEIGHT)):
        row = ""
        for x in range(WIDTH):
            b = bit(x, y)
            colour = next((c for c, m in zip(COLOURS, player.colour_masks) if m & b), None)
            if colour is None:
                row += "."
            else:
                row += colour.value[0].upper() if player.bricks & b else colour.value[0]
        rows.append(row)
    return rows


def summary(record: records.GameRecord) -> dict:
    state = records.final_state(record)
    spec = record.spec
    return {
        "actions": len(record.actions),
        "cursor": record.cursor,
        "game_over": spec.is_over(state),
        "end_reason": None if state.end_reason is None else state.end_reason.value,
        "turns": state.turn_number,
        "scores": list(spec.scores(state)),
        "ranking": list(spec.ranking(state)),
        "winners": [record.names[seat] for seat in state.winners],
        "end_card": state.end_card.value,
        "pile_count": state.pile_count,
        "discard": dict(zip((c.value for c in CARD_COLOURS), state.discard)),
        "harbour": [None if c is None else c.value for c in state.harbour],
        "supply": list(state.supply),
        "players": [
            {
                "player": seat,
                "name": record.names[seat],
                "bot": record.bots[seat],
                "points": p.points,
                "rows": list(complete_rows(p.filled)),
                "columns": list(complete_columns(p.filled)),
                "empty_cells": empty_count(p.filled),
                "hand": dict(zip((c.value for c in CARD_COLOURS), p.hand)),
                "abilities": {a.value: p.abilities[a.index].value
                              for a in ABILITIES if p.abilities[a.index] is not None},
                "house": house_rows(p),
            }
            for seat, p in enumerate(state.players)
        ],
    }
