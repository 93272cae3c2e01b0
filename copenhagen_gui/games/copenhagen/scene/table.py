"""The whole table as one QGraphicsScene. ``sync(state, hints)`` makes every item
show the state (as seen by ``hints.viewer``: draw it from ``SPEC.view_for``) and the
hints; it is idempotent, items are kept by key and repaint only when their look
changes. Clicks come out as signals; nothing here changes the game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QBrush, QLinearGradient, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from copenhagen_gui.core.building import HEIGHT, WIDTH, bit

from ..rules import queries, scoring
from ..rules.components import (
    ABILITIES,
    CARD_COLOURS,
    COLOURED_TILES,
    HARBOUR_SLOTS,
    WHITE_INDEX,
    Colour,
)
from ..rules.state import EndCardPlace, GameState
from . import geometry, labels, theme
from .hints import ViewHints
from .items import (
    AbilityItem,
    CardItem,
    CellItem,
    CoverItem,
    GhostItem,
    HouseBoard,
    Panel,
    StackItem,
)

PIXMAP_CACHE_KB = 64 * 1024


class TableScene(QGraphicsScene):
    slot_clicked = Signal(int)
    stack_clicked = Signal(str)
    cell_clicked = Signal(int, object)  # seat, (x, y)
    cell_hovered = Signal(int, object)  # seat, (x, y) or None when the pointer leaves
    hand_card_clicked = Signal(object)  # Colour
    cover_clicked = Signal()
    rotate_requested = Signal(int)  # +1 / -1 quarter turns
    mirror_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        # Every piece keeps its pixmap (items.Piece); five houses on a large screen need
        # more than Qt's default 10 MB, or they would be painted again at each repaint.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.items_by_key: dict[tuple, object] = {}
        self.hints = ViewHints()
        self.state: GameState | None = None
        self._player_count = 0
        self.ghost = GhostItem()
        self.addItem(self.ghost)
        self.ghost.hide()
        self.cover: CoverItem | None = None
        self._keyed = None  # the piece the keyboard is on
        # The presenter view hides the hand of the seat at the screen until revealed.
        self.hand_hidden = False

    # --- intents from items ---------------------------------------------------------
    def emit_intent(self, intent: tuple) -> None:
        kind = intent[0]
        if kind == "slot":
            self.slot_clicked.emit(intent[1])
        elif kind == "stack":
            self.stack_clicked.emit(intent[1])
        elif kind == "cell":
            self.cell_clicked.emit(intent[1], intent[2])
        elif kind == "hand":
            self.hand_card_clicked.emit(intent[1])
        elif kind == "reveal":
            self.cover_clicked.emit()

    def hover_intent(self, intent: tuple) -> None:
        if intent[0] == "cell":
            self.cell_hovered.emit(intent[1], intent[2])
        elif intent[0] == "leave-cell":
            self.cell_hovered.emit(-1, None)

    def item(self, key: tuple):
        return self.items_by_key.get(key)

    # --- building the items once per player count ---------------------------------------
    def _build(self, player_count: int) -> None:
        self._keyed = None
        for _key, item in list(self.items_by_key.items()):
            self.removeItem(item)
        self.items_by_key.clear()
        self._player_count = player_count
        rect = geometry.table_rect(player_count)
        self.setSceneRect(rect)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, theme.TABLE_TOP)
        gradient.setColorAt(1, theme.TABLE_BOTTOM)
        self.setBackgroundBrush(QBrush(gradient))
        add = self._add
        add(("panel", "harbour"), Panel(geometry.HARBOUR))
        add(("panel", "supply"), Panel(geometry.SUPPLY))
        add(("panel", "hand"), Panel(geometry.HAND))
        add(("pile",), CardItem(geometry.pile_rect()))
        add(("discard",), CardItem(geometry.discard_rect()))
        for slot in range(HARBOUR_SLOTS):
            add(("slot", slot), CardItem(geometry.slot_rect(slot), ("slot", slot)))
        for tile in COLOURED_TILES:
            add(("stack", tile.id), StackItem(geometry.stack_rect(tile.id), tile.id, ("stack", tile.id)))
        add(("stack", "white-1"), StackItem(geometry.WHITE_STACK, "white-1"))
        for colour in CARD_COLOURS:
            add(("hand", colour), CardItem(geometry.hand_card_rect(colour), ("hand", colour)))
        for seat, geo in enumerate(geometry.houses(player_count)):
            add(("house", seat), HouseBoard(geo))
            for x in range(WIDTH):
                for y in range(HEIGHT):
                    add(("cell", seat, (x, y)), CellItem(geo.cell_rect((x, y)), (x, y), ("cell", seat, (x, y))))
            for i, ability in enumerate(ABILITIES):
                add(("ability", seat, ability), AbilityItem(geo.ability_rect(i), ability))
        self.cover = CoverItem(rect)
        add(("cover",), self.cover)

    def _add(self, key, item) -> None:
        self.items_by_key[key] = item
        self.addItem(item)

    # --- sync -------------------------------------------------------------------------
    def sync(self, state: GameState, hints: ViewHints) -> None:
        if state.player_count != self._player_count:
            self._build(state.player_count)
        self.state = state
        self.hints = hints
        self._sync_harbour(state, hints)
        self._sync_supply(state, hints)
        self._sync_hand(state, hints)
        for seat in range(state.player_count):
            self._sync_house(state, hints, seat)
        self._sync_ghost(state, hints)
        self._sync_cover(hints)
        self._sync_keyboard(hints)

    def opaque_cover(self) -> CoverItem | None:
        """The hand-off cover (the view paints nothing under it while it is up)."""
        return self.cover

    def focus_rects(self) -> list[QRectF]:
        """What the players look at now, most important first (the presenter view keeps
        it in sight): the hand-off message while the table is covered, else the house of
        the player whose turn it is, the harbour, the tiles."""
        if self.state is None:
            return []
        if self.cover is not None and self.cover.isVisible():
            return [self.cover.message_rect()]
        items = (self.item(key) for key in (("house", self.state.turn.player), ("panel", "harbour"),
                                            ("panel", "supply")))
        return [item.sceneBoundingRect() for item in items if item is not None]

    # --- where things are, for the lesson's coach marks (shell/lesson) ---------------------
    def lesson_rect(self, key: tuple) -> QRectF:
        """The scene rect of a scene key, or of ("row", seat, y); empty: not on the table."""
        if key[0] == "row":
            _, seat, y = key
            cells = [self.item(("cell", seat, (x, y))) for x in range(WIDTH)]
            if any(c is None for c in cells):
                return QRectF()
            return cells[0].sceneBoundingRect().united(cells[-1].sceneBoundingRect()).adjusted(4, 4, -4, -4)
        item = self.item(key)
        if item is None:
            return QRectF()
        return item.sceneBoundingRect().adjusted(4, 4, -4, -4)

    def lesson_obstacles(self) -> list[QRectF]:
        """What a lesson's bubble should not hide: the cards, stacks, cells and tiles."""
        kinds = {"pile", "discard", "slot", "stack", "hand", "cell", "ability"}
        return [item.sceneBoundingRect() for key, item in self.items_by_key.items()
                if key[0] in kinds and item.isVisible()]

    def _sync_harbour(self, state: GameState, hints: ViewHints) -> None:
        may_come = queries.end_card_may_come(state)
        self.item(("panel", "harbour")).set_look(
            (labels.harbour(), labels.end_card(state.end_card, may_come), may_come)
        )
        pile = self.item(("pile",))
        pile.set_look(("back" if state.pile_count else "empty", None, state.pile_count, False, False, False,
                       labels.deck()))
        pile.set_tip(labels.draw_pile(state.pile_count))
        discard = self.item(("discard",))
        top = _top_discard(state.discard)
        total = sum(state.discard)
        discard.set_look(("face" if top else "empty", top, total, False, False, False, labels.discard()))
        discard.set_tip(labels.discard_pile(total) + "".join(
            f"\n{labels.colour(c)}: {n}" for c, n in zip(CARD_COLOURS, state.discard) if n
        ))
        for slot in range(HARBOUR_SLOTS):
            item = self.item(("slot", slot))
            colour = state.harbour[slot]
            legal = hints.interactive and hints.slot_legal(slot)
            uses = hints.slot_uses(slot) if legal else None
            if state.end_card is EndCardPlace.REVEALED and state.end_slot == slot:
                kind = "end"
            else:
                kind = "face" if colour is not None else "empty"
            dim = hints.interactive and bool(hints.slots) and not legal and colour is not None
            caption = labels.ability_short(uses) if uses is not None else ""
            item.set_look((kind, colour, None, legal, dim, slot in hints.hint_slots, caption))
            tip = labels.colour(colour) if colour is not None else ""
            if uses is not None:
                tip += "\n" + labels.ability(uses)
            item.set_tip(tip)

    def _sync_supply(self, state: GameState, hints: ViewHints) -> None:
        self.item(("panel", "supply")).set_look((labels.supply(), "", False))
        for tile in COLOURED_TILES:
            item = self.item(("stack", tile.id))
            count = state.supply[COLOURED_TILES.index(tile)]
            lit = hints.interactive and tile.id in hints.stacks
            item.set_look((count, lit, hints.selected_tile == tile.id, hints.hint_tile == tile.id,
                           hints.interactive and bool(hints.stacks)))
            item.set_tip(f"{labels.colour(tile.colour)} {tile.size} — {labels.tiles_left(count)}")
        white = self.item(("stack", "white-1"))
        white_count = state.supply[WHITE_INDEX]
        white.set_look((white_count, False, False, False, False))
        white.set_tip(labels.white_tiles() + f" — {labels.tiles_left(white_count)}")

    def _sync_hand(self, state: GameState, hints: ViewHints) -> None:
        viewer = hints.viewer
        hand = state.players[viewer].hand if viewer is not None else None
        hidden = hand is not None and self.hand_hidden
        title = labels.hand_of(hints.names[viewer]) if hand is not None and hints.names else labels.no_hand()
        self.item(("panel", "hand")).set_look((title, labels.hand_hidden() if hidden else "", False))
        for colour in CARD_COLOURS:
            item = self.item(("hand", colour))
            if hidden and colour is CARD_COLOURS[0]:  # one card back: how many, not which
                item.setVisible(True)
                item.set_look(("back", None, state.players[viewer].hand_count, False, False, False, ""))
                item.set_tip(labels.hand_hidden())
                continue
            if hand is None or hidden:
                item.set_look(("empty", None, None, False, False, False, ""))
                item.setVisible(False)
                continue
            item.setVisible(True)
            n = hand[colour.index]
            lit = hints.interactive and colour in hints.discard_colours
            item.set_look(("face" if n else "empty", colour, n if n else None, lit,
                           bool(hints.discard_colours) and not lit, colour == hints.hint_colour, ""))
            item.set_tip(f"{labels.colour(colour)}: {n}")

    def _sync_house(self, state: GameState, hints: ViewHints, seat: int) -> None:
        player = state.players[seat]
        over = state.is_over
        rows = tuple((y, p) for y in range(HEIGHT) if (p := scoring.row_points(player.filled, player.bricks, y)))
        cols = tuple((x, p) for x in range(WIDTH) if (p := scoring.column_points(player.filled, player.bricks, x)))
        name = hints.names[seat] if seat < len(hints.names) else str(seat + 1)
        self.item(("house", seat)).set_look((
            name, player.points, player.hand_count,
            not over and seat == state.turn.player, over and seat in state.winners, rows, cols,
        ))
        acting = hints.interactive and seat == state.turn.player
        spots = dict(hints.spots) if acting else {}
        hint_cells = set(hints.hint_cells) if seat == state.turn.player else set()
        for x in range(WIDTH):
            for y in range(HEIGHT):
                cell = (x, y)
                item = self.item(("cell", seat, cell))
                colour = player.colour_at(cell)
                white_lit = acting and cell in hints.white_cells
                lit = white_lit or cell in spots
                item.set_look((
                    colour, bool(player.bricks & bit(x, y)), lit, spots.get(cell),
                    hints.hint_colour if cell in hint_cells else None,
                ))
        for ability in ABILITIES:
            item = self.item(("ability", seat, ability))
            side = player.side(ability)
            usable = acting and ability in hints.usable_abilities
            item.set_look((side, usable))
            state_text = labels.ability_state(side is not None, side is not None and side.value == "active")
            item.set_tip(
                f"{labels.ability(ability)} ({state_text})\n"
                + labels.ability_effect(ability)
            )

    def _sync_ghost(self, state: GameState, hints: ViewHints) -> None:
        ghost = hints.ghost
        if ghost is None or not ghost.cells:
            self.ghost.hide()
            return
        geo = geometry.houses(state.player_count)[ghost.seat]
        rects = [geo.cell_rect(c) for c in ghost.cells]
        brick = geo.cell_rect(ghost.brick) if ghost.brick is not None and ghost.brick in ghost.cells else None
        text = ""
        if ghost.legal and ghost.cost is not None:
            text = labels.cost(ghost.cost)
            if ghost.discount_cost is not None:
                text += f"  (−1: {ghost.discount_cost})"
        self.ghost.show_ghost(rects, brick, (ghost.colour, ghost.legal, ghost.pinned), text)
        self.ghost.show()

    def _sync_keyboard(self, hints: ViewHints) -> None:
        """The ring on the piece the keyboard is on (none while the table waits)."""
        item = self.item(hints.keyboard) if hints.keyboard is not None and not hints.covered else None
        if item is not self._keyed:
            if self._keyed is not None:
                self._keyed.set_keyed(False)
            self._keyed = item
        if item is not None:
            item.set_keyed(True)

    def _sync_cover(self, hints: ViewHints) -> None:
        self.cover.setVisible(hints.covered)
        if hints.covered and hints.cover_seat is not None:
            self.cover.set_look((labels.pass_to(hints.names[hints.cover_seat]), labels.click_when_ready()))
            self.cover.set_tip(labels.pass_to(hints.names[hints.cover_seat]))


def _top_discard(discard: tuple[int, ...]) -> Colour | None:
    """The discard pile is kept as counts; its face shows the most common colour."""
    if not sum(discard):
        return None
    return max(CARD_COLOURS, key=lambda c: discard[c.index])

