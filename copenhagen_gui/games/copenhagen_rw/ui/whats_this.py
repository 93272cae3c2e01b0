""" "What is this?" on the Roll & Write table (see shell/whats_this.py): each piece of
the pad, the dice tray and the sheets, said from the state the table shows and what
the rules engine answers about it (context "RollAndWriteWhatsThis")."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from copenhagen_gui.shell.text import fill
from copenhagen_gui.shell.whats_this import Explanation, PieceExplainer

from ..rules import availability, engine
from ..rules.actions import UseBonus
from ..rules.boxes import box_status
from ..rules.components import (
    COAT_LINES,
    SHAPES_BY_ID,
    TRACK_LENGTH,
    TRACKS,
    Ability,
    Colour,
    LineKind,
    Symbol,
    bit,
)
from ..rules.scoring import line_points
from ..rules.state import Phase
from ..scene import geometry as geo
from ..scene import labels
from ..scene.pad import DieItem, PadItem, ShapeItem, TrayItem
from ..scene.pad import LegendItem as ScoringLegend
from ..scene.sheet import (
    LOCKED,
    PENDING,
    READY,
    USED,
    AbilityItem,
    BonusItem,
    CellItem,
    CoatItem,
    HeaderItem,
    LineMarkItem,
    ScoreTrackItem,
    SheetItem,
    TrackItem,
)
from . import texts

# The rulebook section of each ability's own rule.
ABILITY_ANCHORS = {
    Ability.REROLL: "reroll",
    Ability.NEW_CHOICE: "new-choice",
    Ability.COLOUR_CHANGE: "colour-change",
    Ability.NO_X: "no-x",
    Ability.ONE_X: "one-x",
}


class RollAndWriteWhatsThis(QObject):
    """Owner of the translation context "RollAndWriteWhatsThis": ``RollAndWriteWhatsThis.tr(...)``, called on the
    class, so that pyside6-lupdate finds every sentence, plural ones included."""


def _sheet_of(item: QGraphicsItem) -> SheetItem | None:
    while item is not None and not isinstance(item, SheetItem):
        item = item.parentItem()
    return item


class Explainer(PieceExplainer):
    def _now(self, state) -> bool:
        """Whether the table shows the game as it is now, still going."""
        return state.phase is not Phase.GAME_OVER and not self.showing_the_past()

    def right_button_busy(self) -> bool:
        hints = self.scene.hints  # the shape being placed turns with the right button
        return hints.selected_shape is not None or hints.ghost is not None

    def focused_item(self, view):
        """The cell under the keyboard cursor (the arrows move it over the building of
        the player who acts)."""
        state, hover = self.scene.state, self.mode.controller.hover
        if state is None or hover is None or state.phase is Phase.GAME_OVER:
            return None
        player = state.chooser if state.phase is Phase.TRACKS else state.active
        return self.scene.cell_item(player, *hover)

    # --- the pieces ------------------------------------------------------------------------
    def explain(self, item, scene_pos: QPointF) -> Explanation | None:
        state = self.scene.state
        if state is None:
            return None
        rect = item.sceneBoundingRect()
        if isinstance(item, CellItem):
            player = _sheet_of(item).player
            title, text, anchor = self._cell(state, player, item.cell)
            return Explanation(title, text, anchor, rect)
        if isinstance(item, CoatItem):
            return self._coat(state, _sheet_of(item).player, item.line, rect)
        if isinstance(item, LineMarkItem):
            return self._line(state, _sheet_of(item).player, item.line, rect)
        if isinstance(item, BonusItem):
            return self._bonus(state, _sheet_of(item).player, item, rect)
        if isinstance(item, TrackItem):
            return self._track(state, _sheet_of(item).player, item, item.mapFromScene(scene_pos))
        if isinstance(item, AbilityItem):
            return self._ability(state, _sheet_of(item).player, item.ability, rect)
        if isinstance(item, (HeaderItem, ScoreTrackItem)):
            player = _sheet_of(item).player
            text = fill(
                RollAndWriteWhatsThis.tr(
                    "%1. The game ends once the round in which somebody reaches 12 points is over; the most points win."
                ),
                texts.points_text(state.players[player].points),
            )
            return Explanation(
                fill(RollAndWriteWhatsThis.tr("Score of %1"), self.player_name(player)), text, "end", rect
            )
        if isinstance(item, ShapeItem):
            return self._shape(state, item.shape_id, rect)
        if isinstance(item, DieItem):
            return self._die(state, item.index, rect)
        if isinstance(item, ScoringLegend):
            return Explanation(RollAndWriteWhatsThis.tr("Points for rows and columns"), texts_legend(), "scoring", rect)
        if isinstance(item, SheetItem):  # a star printed under a track box
            local = item.mapFromScene(scene_pos)
            track = next((t for t in item.tracks if t.boundingRect().contains(local)), None)
            return self._track(state, item.player, track, local) if track is not None else None
        if isinstance(item, PadItem):
            return Explanation(
                RollAndWriteWhatsThis.tr("Facade pad"),
                RollAndWriteWhatsThis.tr(
                    "Five shapes in each colour. Anyone may take a shape under ∞ again and again; "
                    "each shape under × can be drawn only once in the whole game."
                ),
                "components",
                rect,
            )
        if isinstance(item, TrayItem):
            return Explanation(
                RollAndWriteWhatsThis.tr("Dice"),
                RollAndWriteWhatsThis.tr(
                    "Five dice, each with the five colours and a joker face that may stand for any one of them."
                ),
                "components",
                rect,
            )
        return None

    def _cell(self, state, player: int, cell) -> tuple[str, str, str]:
        sheet = state.players[player]
        title = fill(RollAndWriteWhatsThis.tr("Building of %1: %2"), self.player_name(player), texts.cell_name(cell))
        b = bit(*cell)
        if sheet.filled & b:
            if sheet.crosses & b:
                return (
                    title,
                    RollAndWriteWhatsThis.tr(
                        "A brick (X). A complete row holding an X scores 1 point, a column 2 points."
                    ),
                    "scoring",
                )
            return (
                title,
                RollAndWriteWhatsThis.tr(
                    "A window (O). A complete row of windows only scores 2 points, a column of windows only 4."
                ),
                "scoring",
            )
        text = RollAndWriteWhatsThis.tr(
            "An empty cell. A shape may cover it when at least one of the shape's cells "
            "rests on the ground floor or on a cell filled before."
        )
        coat = next((line for line in COAT_LINES if line.mask & b and line not in sheet.coats), None)
        if coat is not None:
            text += " " + fill(RollAndWriteWhatsThis.tr("Completing %1 earns its coat of arms."), texts.line_name(coat))
            return title, text, "coats"
        return title, text, "drawing"

    def _coat(self, state, player: int, line, rect: QRectF) -> Explanation:
        title = fill(RollAndWriteWhatsThis.tr("Coat of arms: %1"), texts.line_name(line))
        if line in state.players[player].coats:
            text = RollAndWriteWhatsThis.tr("Crossed out: this line is complete and its extra action was taken.")
        elif line.kind is LineKind.ROW:
            text = RollAndWriteWhatsThis.tr(
                "Complete this row to take an extra action at once: draw a single window (O), "
                "or mark two boxes on one track."
            )
        else:
            text = RollAndWriteWhatsThis.tr(
                "Complete this column to take an extra action at once: draw a single window (O), "
                "or mark two boxes on one track."
            )
        return Explanation(title, text, "coats", rect)

    def _line(self, state, player: int, line, rect: QRectF) -> Explanation:
        sheet = state.players[player]
        title = fill(RollAndWriteWhatsThis.tr("Points: %1"), texts.line_name(line))
        if line.mask & sheet.filled == line.mask:
            text = fill(
                RollAndWriteWhatsThis.tr("Complete: it scored %1."), texts.points_text(line_points(line, sheet.crosses))
            )
        else:
            text = texts_legend()
        return Explanation(title, text, "scoring", rect)

    # --- the tracks --------------------------------------------------------------------------
    def _track(self, state, player: int, item: TrackItem, local: QPointF) -> Explanation:
        t, colour = item.track, item.colour
        spec, sheet = TRACKS[t], state.players[player]
        track = texts.track_name(colour)
        if t == 0:
            for i in range(2):
                if geo.printed_star_rect(i).adjusted(-4, -4, 4, 4).contains(local):
                    text = RollAndWriteWhatsThis.tr(
                        "Every sheet starts with two “Reroll” stars, unlocked from the very first turn."
                    )
                    if i < sheet.printed_rerolls_used:
                        text += " " + RollAndWriteWhatsThis.tr("This one has been crossed out.")
                    return Explanation(
                        RollAndWriteWhatsThis.tr("Printed “Reroll” star"),
                        text,
                        "reroll",
                        item.mapRectToScene(geo.printed_star_rect(i)),
                    )
        box = next(
            (
                b
                for b in range(1, TRACK_LENGTH + 1)
                if geo.track_box_rect(t, b).united(geo.symbol_rect(t, b)).adjusted(-1, -1, 1, 1).contains(local)
            ),
            None,
        )
        if box is None:
            text = RollAndWriteWhatsThis.tr(
                "The other players mark this track in phase 3 with an unused die of its "
                "colour (a joker: any track), one box at a time from the left."
            )
            return Explanation(track, text, "tracks", item.sceneBoundingRect())
        title = fill(RollAndWriteWhatsThis.tr("%1, box %2"), track, box)
        rect = item.mapRectToScene(geo.track_box_rect(t, box))
        symbol = spec.symbol_at(box)
        marked = sheet.tracks[t]
        if symbol is not None:
            text, anchor = _symbol_text(symbol, spec.ability, box_status(sheet, t, box))
        elif box <= marked:
            text, anchor = (
                RollAndWriteWhatsThis.tr("Marked. Tracks are marked from left to right, without gaps."),
                "tracks",
            )
        elif box == TRACK_LENGTH:
            text, anchor = RollAndWriteWhatsThis.tr("Marking this last box scores 2 points at once."), "tracks"
        else:
            text, anchor = RollAndWriteWhatsThis.tr("Tracks are marked from left to right, without gaps."), "tracks"
        if box == marked + 1 and (player, colour.value) in self.scene.hints.eligible_tracks:
            text += " " + RollAndWriteWhatsThis.tr("You may mark it now.")
        return Explanation(title, text, anchor, rect)

    def _bonus(self, state, player: int, item: BonusItem, rect: QRectF) -> Explanation:
        t, sheet = item.track, state.players[player]
        title = fill(RollAndWriteWhatsThis.tr("Bonus (+): %1"), texts.track_name(item.colour))
        status = box_status(sheet, t, item.box)
        text, anchor = _symbol_text(Symbol.BONUS, None, status)
        if status == READY and player == state.active and self._now(state):
            reason = engine.check(state, UseBonus(player, item.colour))
            if reason is not None:
                text += " " + texts.reason_text(reason)
        return Explanation(title, text, anchor, rect)

    def _ability(self, state, player: int, ability: Ability, rect: QRectF) -> Explanation:
        sheet = state.players[player]
        reason = (
            availability.ability_reason(state, player, ability)
            if (player == state.active and self._now(state))
            else None
        )
        if reason is not None:  # why not now (no star left, not its moment...)
            now = texts.reason_text(reason)
        else:
            now = RollAndWriteWhatsThis.tr("%n star(s) left to use.", None, engine.ability_uses_left(sheet, ability))
        return Explanation(
            texts.ability_name(ability), texts.ability_help(ability) + " " + now, ABILITY_ANCHORS[ability], rect
        )

    # --- the pad and the dice ------------------------------------------------------------------
    def _shape(self, state, shape_id: str, rect: QRectF) -> Explanation:
        shape = SHAPES_BY_ID[shape_id]
        if shape_id in state.crossed:
            text = RollAndWriteWhatsThis.tr("Crossed out: only the ability “New choice” can take it again.")
            anchor = "new-choice"
        elif shape.single_use:
            text = RollAndWriteWhatsThis.tr(
                "A shape under ×: it can be drawn only once in the whole game, then it is crossed out for everybody."
            )
            anchor = "choosing"
        else:
            text = RollAndWriteWhatsThis.tr("A shape under ∞: anyone may take it again and again.")
            anchor = "choosing"
        if state.phase is Phase.CHOOSE and not self.showing_the_past():
            reason = engine.shape_reason(state, shape_id)
            text += " " + (
                RollAndWriteWhatsThis.tr("It can be chosen now.") if reason is None else texts.reason_text(reason)
            )
        return Explanation(texts.shape_name(shape_id), text, anchor, rect)

    def _die(self, state, index: int, rect: QRectF) -> Explanation:
        turn = state.turn
        face = turn.dice[index] if index < len(turn.dice) else None
        if face is None:
            title = RollAndWriteWhatsThis.tr("Die")
            text, anchor = RollAndWriteWhatsThis.tr("The player whose turn it is rolls all five dice to begin."), "turn"
        else:
            title = (
                texts.colour_name(face)
                if face is Colour.WHITE
                else fill(RollAndWriteWhatsThis.tr("Die: %1"), texts.colour_name(face))
            )
            if index in turn.assigned:
                text, anchor = RollAndWriteWhatsThis.tr("Assigned to the shape of this turn."), "choosing"
            elif index in turn.picked:
                text, anchor = RollAndWriteWhatsThis.tr("Taken in phase 3 to mark a track."), "tracks"
            elif state.phase in (Phase.ROLL, Phase.CHOOSE):
                text, anchor = (
                    RollAndWriteWhatsThis.tr(
                        "Each cell of the shape needs a die of the shape's colour; a joker may stand for any colour."
                    ),
                    "choosing",
                )
            else:
                text, anchor = (
                    RollAndWriteWhatsThis.tr(
                        "Not used for the shape: the other players may mark the track of "
                        "its colour with it (a joker: any track)."
                    ),
                    "tracks",
                )
        return Explanation(title, text, anchor, rect)


def _symbol_text(symbol: Symbol, ability: Ability | None, status: str) -> tuple[str, str]:
    """What a + or ★ under a track box does, by how far it is unlocked."""
    star = symbol is Symbol.STAR
    anchor = ABILITY_ANCHORS[ability] if star else "bonuses"
    if status == LOCKED:
        if star:
            return fill(
                RollAndWriteWhatsThis.tr("Marking this box unlocks a star of “%1”, usable from the next turn on."),
                texts.ability_name(ability),
            ), anchor
        return RollAndWriteWhatsThis.tr(
            "Marking this box unlocks a bonus (+): from the next turn on, it counts as one "
            "more die of this track's colour."
        ), anchor
    if status == PENDING:
        return RollAndWriteWhatsThis.tr(
            "Marked during this turn: its symbol can be used from the next turn on."
        ), anchor
    if status == USED:
        return RollAndWriteWhatsThis.tr("Its symbol has been crossed out: it is used up for good."), anchor
    if star:
        return fill(
            RollAndWriteWhatsThis.tr("Its star is unlocked: crossing it out uses “%1” once."),
            texts.ability_name(ability),
        ), anchor
    return RollAndWriteWhatsThis.tr(
        "Its bonus is unlocked: crossing it out counts as one more die of this track's colour "
        "(at most two bonuses of a colour per turn)."
    ), anchor


def texts_legend() -> str:
    return labels.legend_tip()
