""" "What is this?" on the card game's table (see shell/whats_this.py): the harbour, the
deck and the discard pile, the tile stacks, the hand, each house with its squares,
coats of arms and ability tiles, said from the state the table shows and, for the
player at the screen, from what the rules answer now (context "CopenhagenWhatsThis").

The table shows only what the person looking may see; so does this: it reads the
state the table is drawn from, and under the hand-off cover it explains the cover."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF

from copenhagen_gui.core.building import HEIGHT, WIDTH, bit
from copenhagen_gui.shell.text import fill
from copenhagen_gui.shell.whats_this import Explanation, PieceExplainer

from ..rules import queries, scoring
from ..rules.components import COAT_ROWS, COAT_SQUARES, TILES_BY_ID, Side
from ..rules.state import EndCardPlace
from ..scene import geometry, labels
from . import texts


class CopenhagenWhatsThis(QObject):
    """Owner of the translation context "CopenhagenWhatsThis": ``CopenhagenWhatsThis.tr(...)``, called on the
    class, so that pyside6-lupdate finds every sentence, plural ones included."""


class Explainer(PieceExplainer):
    def right_button_busy(self) -> bool:
        return self.scene.hints.selected_tile is not None  # the right button turns the tile

    def _acting(self) -> int | None:
        """The seat the person at the screen acts for now (None: nobody, or the table
        shows a past moment)."""
        if self.showing_the_past():
            return None
        return self.mode.controller.seat()

    def _key_of(self, item):
        keys = {id(v): k for k, v in self.scene.items_by_key.items()}
        while item is not None:
            key = keys.get(id(item))
            if key is not None:
                return key
            item = item.parentItem()
        return None

    # --- the pieces ------------------------------------------------------------------------
    def explain(self, item, scene_pos: QPointF) -> Explanation | None:
        state = self.scene.state
        key = self._key_of(item)
        if state is None or key is None:
            return None
        rect = self.scene.items_by_key[key].sceneBoundingRect()
        kind = key[0]
        if kind == "cover":
            seat = self.scene.hints.cover_seat
            title = labels.pass_to(self.player_name(seat)) if seat is not None else ""
            return Explanation(
                title,
                CopenhagenWhatsThis.tr(
                    "Everyone's hand is hidden: the table stays covered until the next player is at the screen."
                ),
                "app",
                rect,
            )
        if self.scene.cover.isVisible():
            return None  # nothing under the cover is told
        if kind == "slot":
            return self._slot(state, key[1], rect)
        if kind == "pile":
            text = CopenhagenWhatsThis.tr("When the deck runs out, the discard pile is shuffled into a new deck.")
            text += " " + labels.end_card(state.end_card, queries.end_card_may_come(state)) + "."
            return Explanation(labels.draw_pile(state.pile_count), text, "setup", rect)
        if kind == "discard":
            return Explanation(
                labels.discard_pile(sum(state.discard)),
                CopenhagenWhatsThis.tr(
                    "Cards paid for a facade and cards over the hand limit go here face up. When the deck "
                    "runs out, they are shuffled into a new deck."
                ),
                "setup",
                rect,
            )
        if kind == "stack":
            return self._stack(state, key[1], rect)
        if kind == "hand" or key == ("panel", "hand"):
            return self._hand(rect)
        if kind == "panel":
            return self._panel(state, key[1], rect)
        if kind == "cell":
            return self._cell(state, key[1], key[2], rect)
        if kind == "ability":
            return self._ability(state, key[1], key[2], rect)
        if kind == "house":
            return self._house(state, key[1], scene_pos, rect)
        return None

    def _slot(self, state, slot: int, rect: QRectF) -> Explanation:
        colour = state.harbour[slot]
        if state.end_card is EndCardPlace.REVEALED and state.end_slot == slot:
            return Explanation(
                CopenhagenWhatsThis.tr("End of Game card"),
                CopenhagenWhatsThis.tr(
                    "The End of Game card came up while the harbour was filled again: the game ended at once."
                ),
                "end",
                rect,
            )
        if colour is None:
            return Explanation(
                fill(CopenhagenWhatsThis.tr("Harbour place %1"), slot + 1),
                CopenhagenWhatsThis.tr(
                    "Empty. Places emptied during a turn stay empty until its end; then the harbour is "
                    "filled again from the deck, from left to right."
                ),
                "turn",
                rect,
            )
        title = fill(CopenhagenWhatsThis.tr("Harbour place %1: %2"), slot + 1, labels.a_card(colour))
        text = CopenhagenWhatsThis.tr(
            "Take cards: one card from the harbour, then a second one that lay right next to it "
            "(the two ends are not neighbours)."
        )
        seat = self._acting()
        if seat is not None:
            reason = queries.take_reason(state, seat, slot)
            if reason is not None:
                text += " " + texts.reason_text(reason)
            elif (uses := queries.take_uses(state, slot)) is not None:
                text += " " + fill(CopenhagenWhatsThis.tr("Taking it now uses “%1”."), labels.ability(uses))
            else:
                text += " " + CopenhagenWhatsThis.tr("You may take it now.")
        return Explanation(title, text, "take-cards", rect)

    def _stack(self, state, tile_id: str, rect: QRectF) -> Explanation:
        spec = TILES_BY_ID[tile_id]
        if not spec.has_brick:
            return Explanation(
                labels.white_tiles(),
                CopenhagenWhatsThis.tr(
                    "A special tile is a single window square. You get one only from a coat of arms, and "
                    "build it at once for free."
                ),
                "coats",
                rect,
            )
        title = fill(CopenhagenWhatsThis.tr("Facade tiles: %1, %2 squares"), labels.colour(spec.colour), spec.size)
        text = CopenhagenWhatsThis.tr(
            "A tile costs as many cards of its colour as it has squares, one card less when it "
            "touches a square of the same colour in your house."
        )
        seat = self._acting()
        if seat is not None:
            reason = queries.tile_reason(state, seat, tile_id)
            text += " " + (
                CopenhagenWhatsThis.tr("You can build it now: the table lights where it fits.")
                if reason is None
                else texts.reason_text(reason)
            )
        return Explanation(title, text, "build", rect)

    def _hand(self, rect: QRectF) -> Explanation:
        viewer = self.scene.hints.viewer
        title = labels.hand_of(self.player_name(viewer)) if viewer is not None else labels.no_hand()
        return Explanation(
            title,
            CopenhagenWhatsThis.tr(
                "You pay for a facade tile with cards of its colour. You may hold at most 7 cards: above "
                "that, you discard one at once."
            ),
            "take-cards",
            rect,
        )

    def _panel(self, state, which: str, rect: QRectF) -> Explanation:
        if which == "harbour":
            text = CopenhagenWhatsThis.tr(
                "Seven cards lie face up here. On your turn you either take cards from the "
                "harbour or construct a facade."
            )
            return Explanation(labels.harbour(), text, "turn", rect)
        return Explanation(
            labels.supply(),
            CopenhagenWhatsThis.tr(
                "One stack per colour and size; the number on each stack says how many tiles are left."
            ),
            "build",
            rect,
        )

    def _cell(self, state, seat: int, cell, rect: QRectF) -> Explanation:
        player = state.players[seat]
        x, y = cell
        title = fill(CopenhagenWhatsThis.tr("House of %1: column %2, floor %3"), self.player_name(seat), x + 1, y + 1)
        if player.filled & bit(x, y):
            if player.bricks & bit(x, y):
                text, anchor = (
                    CopenhagenWhatsThis.tr(
                        "A brick square. A complete row holding bricks scores 1 point, a column 2 points."
                    ),
                    "scoring",
                )
            else:
                text, anchor = (
                    CopenhagenWhatsThis.tr(
                        "A window. A complete row of windows only scores 2 points, a column of windows only 4."
                    ),
                    "scoring",
                )
            if cell in COAT_SQUARES:
                text += " " + CopenhagenWhatsThis.tr("Covering this coat-of-arms square earned a coat of arms.")
            return Explanation(title, text, anchor, rect)
        if cell in COAT_SQUARES:
            text, anchor = (
                CopenhagenWhatsThis.tr(
                    "A coat-of-arms square: covering it earns a coat of arms (a special tile, "
                    "a new ability tile or a refresh)."
                ),
                "coats",
            )
        elif y in COAT_ROWS:
            text, anchor = (
                CopenhagenWhatsThis.tr("An empty square of a lighter row: completing the row earns a coat of arms."),
                "coats",
            )
        else:
            text, anchor = (
                CopenhagenWhatsThis.tr(
                    "An empty square. A tile may cover it when at least one of its squares "
                    "stands on the street or on a square built before."
                ),
                "build",
            )
        spots = dict(self.scene.hints.spots) if seat == self._acting() else {}
        if cell in spots:
            text += " " + CopenhagenWhatsThis.tr("The chosen tile fits here: it costs %n card(s).", None, spots[cell])
        return Explanation(title, text, anchor, rect)

    def _ability(self, state, seat: int, ability, rect: QRectF) -> Explanation:
        side = state.players[seat].side(ability)
        if side is None:
            now = CopenhagenWhatsThis.tr(
                "Not owned: a coat of arms can bring a new ability tile, which arrives active."
            )
        elif side is Side.ACTIVE:
            now = CopenhagenWhatsThis.tr("Active: use it on your turn; it then turns to its used side.")
        else:
            now = CopenhagenWhatsThis.tr("Used: a refresh from a coat of arms turns it back to its active side.")
        return Explanation(labels.ability(ability), labels.ability_effect(ability) + " " + now, "abilities", rect)

    def _house(self, state, seat: int, scene_pos: QPointF, rect: QRectF) -> Explanation:
        geo = geometry.houses(state.player_count)[seat]
        player = state.players[seat]
        for y in range(HEIGHT):
            if geo.tab_rect(y).adjusted(-2, -4, 4, 4).contains(scene_pos):
                return self._row(player, y, geo.tab_rect(y))
        for x in range(WIDTH):
            if geo.column_mark_rect(x).contains(scene_pos):
                title = fill(CopenhagenWhatsThis.tr("Column %1"), x + 1)
                points = scoring.column_points(player.filled, player.bricks, x)
                text = (
                    fill(CopenhagenWhatsThis.tr("Complete: it scored %1."), labels.points(points))
                    if points
                    else CopenhagenWhatsThis.tr(
                        "A complete column of 9 squares scores 2 points, or 4 if all its squares are windows."
                    )
                )
                return Explanation(title, text, "scoring", geo.column_mark_rect(x))
        text = fill(
            CopenhagenWhatsThis.tr(
                "%1, %2. Whoever reaches 12 points first wins at once; if the End of Game card "
                "comes up first, the most points win."
            ),
            labels.points(player.points),
            labels.cards(player.hand_count),
        )
        return Explanation(fill(CopenhagenWhatsThis.tr("House of %1"), self.player_name(seat)), text, "end", rect)

    def _row(self, player, y: int, rect: QRectF) -> Explanation:
        title = fill(CopenhagenWhatsThis.tr("Row %1"), y + 1)
        points = scoring.row_points(player.filled, player.bricks, y)
        if points:
            text = fill(CopenhagenWhatsThis.tr("Complete: it scored %1."), labels.points(points))
            if y in COAT_ROWS:
                text += " " + CopenhagenWhatsThis.tr("Its coat of arms was earned.")
            return Explanation(title, text, "coats" if y in COAT_ROWS else "scoring", rect)
        if y in COAT_ROWS:
            return Explanation(
                title,
                CopenhagenWhatsThis.tr(
                    "Completing this lighter row earns a coat of arms: a special tile, a new ability tile or a refresh."
                ),
                "coats",
                rect,
            )
        return Explanation(
            title,
            CopenhagenWhatsThis.tr("A complete row of 5 squares scores 1 point, or 2 if all its squares are windows."),
            "scoring",
            rect,
        )
