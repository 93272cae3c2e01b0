""" "What is this?" on the Lost Cities table (see shell/whats_this.py): the dice, and on
each sheet the squares, circles and top artifacts of the expeditions, the artifact and
dice columns, the bridges and the scores; said from the state the table shows and
what the rules answer about it (context "LostCitiesWhatsThis")."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF

from copenhagen_gui.shell.text import fill
from copenhagen_gui.shell.whats_this import Explanation, PieceExplainer

from ..rules.components import BRIDGE_LEVEL, BRIDGES, SQUARES, TRACK_LENGTH, Bridge, Colour
from ..rules.sheet import Symbol
from ..rules.state import Circle
from ..rules.targets import Target, TargetKind, take_target
from ..rules.views import BridgeMark, bridge_marks
from ..scene import geometry as geo
from ..scene.items import DieItem, SheetItem, SpotItem
from . import texts


class LostCitiesWhatsThis(QObject):
    """Owner of the translation context "LostCitiesWhatsThis": ``LostCitiesWhatsThis.tr(...)``, called on the
    class, so that pyside6-lupdate finds every sentence, plural ones included."""


class Explainer(PieceExplainer):
    # --- the pieces ------------------------------------------------------------------------
    def explain(self, item, scene_pos: QPointF) -> Explanation | None:
        state = self.scene.state
        if state is None:
            return None
        if isinstance(item, DieItem):
            return self._die(item, item.sceneBoundingRect())
        if isinstance(item, SpotItem):
            sheet_item = item.parentItem()
            return self._target(state, sheet_item, item.key, lit=True)
        while item is not None and not isinstance(item, SheetItem):
            item = item.parentItem()  # a part of a sheet: the sheet says what is where
        if item is None:
            return None
        return self._on_sheet(state, item, item.mapFromScene(scene_pos))

    def _die(self, item: DieItem, rect: QRectF) -> Explanation:
        look = item.look
        face = look.face if look is not None else None
        if item.kind == "number":
            title = (
                fill(LostCitiesWhatsThis.tr("Number die: %1"), face)
                if face is not None
                else LostCitiesWhatsThis.tr("Number die")
            )
            text = LostCitiesWhatsThis.tr(
                "Numbers go from 1 up; once an expedition has started, a 0 counts as 10. A 0 "
                "with a colour die may mark the circle of that expedition instead."
            )
        else:
            title = (
                fill(LostCitiesWhatsThis.tr("Colour die: %1"), texts.colour_label(Colour(face)))
                if face is not None
                else LostCitiesWhatsThis.tr("Colour die")
            )
            text = LostCitiesWhatsThis.tr(
                "Together with a number die, it says which expedition the number is written in."
            )
        if look is not None and look.taken:
            text += " " + LostCitiesWhatsThis.tr(
                "The player who rolled took it: the others choose from the four dice left."
            )
        elif look is not None and look.stale:
            text += " " + LostCitiesWhatsThis.tr(
                "These are the faces of the last roll; the next player rolls all six dice."
            )
        return Explanation(title, text, "turn", rect)

    def _on_sheet(self, state, sheet_item: SheetItem, local: QPointF) -> Explanation | None:
        seat = sheet_item.seat
        for colour in Colour:
            for square in range(SQUARES):
                if geo.square_rect(colour, square).contains(local):
                    return self._target(state, sheet_item, ("square", colour, square))
            if geo.circle_rect(colour).contains(local):
                return self._target(state, sheet_item, ("circle", colour))
            if geo.top_rect(colour).contains(local):
                return self._target(state, sheet_item, ("top", colour))
            shape = geo.cell_rect(geo.expedition_column(colour), geo.shape_y(), geo.SHAPE_H)
            if shape.contains(local):
                return Explanation(
                    texts.colour_label(colour),
                    LostCitiesWhatsThis.tr(
                        "Each expedition has its own colour and shape; the colour dice show the same shapes."
                    ),
                    "sheet",
                    sheet_item.mapRectToScene(shape),
                )
        for bridge in BRIDGES:
            if geo.bridge_rect(bridge).contains(local):
                return self._bridge(state, sheet_item, bridge)
        player = state.sheets[seat]
        for column, hatched in ((geo.ARTIFACT_COLUMN, player.artifacts), (geo.DICE_COLUMN, player.dice_marks)):
            for mark in range(TRACK_LENGTH):
                rect = geo.track_rect(column, mark)
                if rect.contains(local):
                    return self._symbol(column, mark, mark < hatched, sheet_item.mapRectToScene(rect))
        return Explanation(
            fill(LostCitiesWhatsThis.tr("Sheet of %1"), self.player_name(seat)),
            LostCitiesWhatsThis.tr(
                "Each expedition scores the value beside its highest square, the artifact and dice "
                "columns the value beside their highest mark, and each bridge won 20 points."
            ),
            "scoring",
            sheet_item.sceneBoundingRect(),
        )

    def _target(self, state, sheet_item: SheetItem, key, lit: bool = False) -> Explanation:
        seat, kind, colour = sheet_item.seat, key[0], Colour(key[1])
        exp = state.sheets[seat].expeditions[colour]
        expedition = texts.expedition(colour)
        rect = sheet_item.mapRectToScene(geo.target_rect(key))
        if kind == "circle":
            title = fill(LostCitiesWhatsThis.tr("Circle %1"), expedition.of)
            text = {
                Circle.OPEN: LostCitiesWhatsThis.tr(
                    "Marked with a 0 and a die of this colour before the first number, it "
                    "doubles the expedition's points at the end, won or lost."
                ),
                Circle.DOUBLED: LostCitiesWhatsThis.tr(
                    "Marked: this expedition's points count double at the end, won or lost."
                ),
                Circle.STRUCK: LostCitiesWhatsThis.tr(
                    "Struck: the expedition started without it, so nothing doubles it any more."
                ),
            }[exp.circle]
            anchor = "expeditions"
        elif kind == "top":
            title = fill(LostCitiesWhatsThis.tr("Top artifact %1"), expedition.of)
            text = (
                LostCitiesWhatsThis.tr("Ticked: it hatched one artifact.")
                if exp.top_artifact
                else LostCitiesWhatsThis.tr(
                    "Once all nine squares are filled, a number that could continue the expedition ticks "
                    "it and hatches one artifact instead (once)."
                )
            )
            anchor = "artifacts"
        else:
            square = key[2]
            title = fill(LostCitiesWhatsThis.tr("Square %1 %2"), square + 1, expedition.of)
            text, anchor = self._square(state, seat, colour, square)
        if lit:
            text += " " + LostCitiesWhatsThis.tr("Lit: the chosen dice can be written here.")
        return Explanation(title, text, anchor, rect)

    def _square(self, state, seat: int, colour: Colour, square: int) -> tuple[str, str]:
        sheet = state.sheets[seat]
        exp = sheet.expeditions[colour]
        parts, anchor = [], "expeditions"
        if square < exp.level:
            parts.append(fill(LostCitiesWhatsThis.tr("Holds a %1."), exp.numbers[square]))
        elif square == exp.level:
            lowest = self._lowest_number(state, seat, colour, square)
            if lowest is not None and exp.started:
                parts.append(
                    fill(LostCitiesWhatsThis.tr("The next number of this expedition goes here: %1 or higher."), lowest)
                )
            elif lowest is not None:
                parts.append(
                    LostCitiesWhatsThis.tr(
                        "The first number starts the expedition; its circle is struck unless it was marked before."
                    )
                )
        symbol = state.options.sheet.symbol(colour, square)
        if symbol is Symbol.ACCELERATION:
            parts.append(
                LostCitiesWhatsThis.tr(
                    "Acceleration square: writing here lets you write the same number at once in any expedition."
                )
            )
            anchor = "acceleration"
        elif symbol is Symbol.ARTIFACT:
            parts.append(LostCitiesWhatsThis.tr("Artifact square: writing here hatches an artifact."))
            anchor = "artifacts"
        if square + 1 == BRIDGE_LEVEL:
            parts.append(LostCitiesWhatsThis.tr("Writing in this 7th square crosses the bridge below it."))
            anchor = "bridges" if anchor == "expeditions" else anchor
        if not parts:
            parts.append(LostCitiesWhatsThis.tr("Numbers fill the squares from the bottom and never go down."))
        return " ".join(parts), anchor

    @staticmethod
    def _lowest_number(state, seat: int, colour: Colour, square: int) -> int | None:
        """The lowest number the rules would write on ``square`` now (None: none)."""
        values = []
        for face in range(10):
            target = take_target(state.sheets[seat], face, colour, False, state.options.zero_starts_as_ten)
            if isinstance(target, Target) and target.kind is TargetKind.SQUARE and target.square == square:
                values.append(target.value)
        return min(values, default=None)

    def _symbol(self, column: int, mark: int, hatched: bool, rect: QRectF) -> Explanation:
        if column == geo.ARTIFACT_COLUMN:
            title = fill(LostCitiesWhatsThis.tr("Artifact %1 of 9"), mark + 1)
            text = LostCitiesWhatsThis.tr(
                "Artifacts are hatched from the bottom up, one for each number written on a vase "
                "square; nine score 100 points."
            )
            anchor = "artifacts"
        else:
            title = fill(LostCitiesWhatsThis.tr("Dice symbol %1 of 9"), mark + 1)
            text = LostCitiesWhatsThis.tr(
                "Refusing the dice hatches the next dice symbol. After the ninth you are exhausted: "
                "the column scores 0."
            )
            anchor = "refuse"
        if hatched:
            text = LostCitiesWhatsThis.tr("Hatched.") + " " + text
        return Explanation(title, text, anchor, rect)

    def _bridge(self, state, sheet_item: SheetItem, bridge: Bridge) -> Explanation:
        if bridge is Bridge.ARTIFACTS:
            title = LostCitiesWhatsThis.tr("Bridge of the artifact column")
        elif bridge is Bridge.DICE:
            title = LostCitiesWhatsThis.tr("Bridge of the dice column")
        else:
            title = fill(LostCitiesWhatsThis.tr("Bridge %1"), texts.expedition(Colour(int(bridge))).of)
        mark = bridge_marks(state, sheet_item.seat)[bridge]
        text = {
            BridgeMark.OPEN: LostCitiesWhatsThis.tr(
                "The first to reach the 7th square or symbol above it scores 20 points "
                "(all who reach it in that same turn); the others strike it out."
            ),
            BridgeMark.WON: LostCitiesWhatsThis.tr("Circled: crossed first, it scores 20 points."),
            BridgeMark.LOST: LostCitiesWhatsThis.tr("Struck out: another player crossed it first."),
        }[mark]
        return Explanation(title, text, "bridges", sheet_item.mapRectToScene(geo.bridge_rect(bridge)))
