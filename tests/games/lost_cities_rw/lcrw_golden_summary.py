"""What a golden record of Lost Cities R&W must replay to: the result, the score card
and every sheet as plain JSON, and the sheet it was played on. ``tools/make_golden_records.py``
writes it next to each record; the golden tests compare it with a fresh replay."""

from __future__ import annotations

from copenhagen_gui.core import record as records
from copenhagen_gui.games.lost_cities_rw.rules import scoring
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour


def summary(record: records.GameRecord) -> dict:
    state = records.final_state(record)
    spec = record.spec
    sheet = state.options.sheet
    return {
        "actions": len(record.actions),
        "cursor": record.cursor,
        "game_over": spec.is_over(state),
        "end_reason": None if state.end is None else state.end.value,
        "turns": state.turn,
        "sheet_id": sheet.sheet_id,
        "scores": list(spec.scores(state)),
        "ranking": list(spec.ranking(state)),
        "winners": [record.names[seat] for seat in sorted(scoring.winners(state))],
        "bridge_claims": {b.name.lower(): state.bridge_claims[b] for b in Bridge},
        "players": [
            {
                "player": seat,
                "name": record.names[seat],
                "bot": record.bots[seat],
                "points": card.total,
                "score_card": {
                    **{c.key: card.expeditions[c] for c in Colour},
                    "artifacts": card.artifacts,
                    "dice": card.dice,
                    "bridges": card.bridges,
                },
                "expeditions": {
                    c.key: {
                        "numbers": list(p.expeditions[c].numbers),
                        "circle": p.expeditions[c].circle.value,
                        "top_artifact": p.expeditions[c].top_artifact,
                    }
                    for c in Colour
                },
                "artifacts": p.artifacts,
                "dice_marks": p.dice_marks,
                "bridges_won": [b.name.lower() for b in sorted(p.bridges_won)],
            }
            for seat, (p, card) in enumerate(
                (p, scoring.score_card(sheet, p)) for p in state.sheets)
        ],
    }
