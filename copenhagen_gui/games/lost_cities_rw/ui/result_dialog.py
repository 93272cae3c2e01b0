"""The result: players ranked with each column's points; tied players share a place
(the game has no tie-break). The kit's result screen counts them in expedition by
expedition, then the artifacts, the dice and the bridges."""

from __future__ import annotations

from collections.abc import Sequence

from copenhagen_gui.shell.table_kit.result_screen import ResultContent, ResultScreen, RevealStep, column_steps
from copenhagen_gui.shell.text import fill

from ..rules.components import Colour
from ..rules.scoring import ranking, score_card, winners
from ..rules.state import GameState
from ..scene import labels
from . import texts

EXPEDITIONS = 2  # the column of the expeditions' points


def result_rows(state: GameState, names: Sequence[str]) -> list[tuple]:
    """(place, name, expeditions, artifacts, dice, bridges, total), best first; equal
    totals share a place."""
    sheet = state.options.sheet
    rows, place, last = [], 0, None
    for index, seat in enumerate(ranking(state)):
        card = score_card(sheet, state.sheets[seat])
        if card.total != last:
            place, last = index + 1, card.total
        rows.append((place, names[seat], sum(card.expeditions), card.artifacts, card.dice,
                     card.bridges, card.total))
    return rows


def expedition_steps(state: GameState) -> list[RevealStep]:
    """The expeditions' column as a running total, one expedition at a time."""
    cards = [score_card(state.options.sheet, state.sheets[seat]) for seat in ranking(state)]
    return [RevealStep(fill(texts.counting_expedition(), texts.colour_label(colour)),
                       {(r, EXPEDITIONS): str(sum(card.expeditions[: colour + 1])) for r, card in enumerate(cards)})
            for colour in Colour]


def result_content(state: GameState, names: Sequence[str]) -> ResultContent:
    best = sorted(winners(state))
    headline = (texts.single_win(names[best[0]]) if len(best) == 1
                else texts.shared_win([names[s] for s in best]))
    rows = result_rows(state, names)
    headers = texts.result_columns()
    sheet = state.options.sheet
    # the sheet in use is always named: its values decide every total above
    notes = [labels.sheet_caption(sheet.name), texts.no_tie_break()]
    if sheet.is_house_sheet:
        notes.append(texts.provisional())
    elif not sheet.all_verified:
        notes.append(texts.partly_checked())
    return ResultContent(
        title=texts.result_title(), headline=headline, above=texts.end_text(state.end),
        headers=headers, rows=rows, winners=[r for r, row in enumerate(rows) if row[0] == 1],
        steps=expedition_steps(state) + column_steps(rows, [(headers[c], c) for c in (3, 4, 5, 6)]),
        notes=[("result-notes", "\n".join(notes))],
    )


class ResultDialog(ResultScreen):
    def __init__(self, state: GameState, names: Sequence[str], parent=None):
        super().__init__(lambda: result_content(state, names), parent)
