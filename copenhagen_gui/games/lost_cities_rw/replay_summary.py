"""What the replay command (``copenhagen-replay``, cli.py) prints for a game of Lost
Cities: beside the scores and winners, the sheet it was played on (its values decide
every total) and whether every value of it is checked on paper. Pure Python."""

from __future__ import annotations

from copenhagen_gui.core.record import replay

from .rules.scoring import ranking, scores, winners


def summary(record) -> dict:
    state = replay(record)[-1]
    points = scores(state)
    sheet = state.options.sheet
    return {
        "game": record.game,
        "actions": len(record.actions),
        "cursor": record.cursor,
        "game_over": state.over,
        "winners": [record.names[i] for i in ranking(state) if i in winners(state)] if state.over else [],
        "players": [{"player": i, "name": name, "points": points[i]} for i, name in enumerate(record.names)],
        "sheet": {"id": sheet.sheet_id, "name": sheet.name, "checked_on_paper": sheet.all_verified},
    }
