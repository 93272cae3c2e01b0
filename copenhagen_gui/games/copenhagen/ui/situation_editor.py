"""The card game in the situation editor (shell/situation_editor): the real table, each
click one edit of the situation, which the game's rules then check.

A stack of the supply picks a tile; a click on an empty cell of a house puts it there,
its brick on that cell (the right button, the wheel or Turn the tile turns it); a click
on a built cell takes away the tiles of that colour joined to it. A harbour card
changes colour; a card of the hand shown is one more of that colour; an ability tile
goes not owned → face up → used → not owned. Hands, the discard pile and the End of
Game card are set beside the table. The facade tiles left follow from the houses."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from copenhagen_gui.core.building import HEIGHT, SYMMETRIES, WIDTH, transform
from copenhagen_gui.shell.situation_editor.adapter import EditorAdapter, unreachable_text
from copenhagen_gui.shell.text import fill

from ..rules.components import (
    ABILITIES,
    CARD_COLOURS,
    COLOURED_TILES,
    HAND_LIMIT,
    HARBOUR_SLOTS,
    TILES_BY_ID,
    WHITE_TILE,
    Colour,
    cards_per_colour,
)
from ..rules.situation import SituationReason
from ..scene import labels
from ..scene.hints import Ghost, ViewHints
from ..scene.items import AbilityItem, StackItem
from ..scene.table import TableScene
from ..scene.view import TableView

_SIDES = (None, "active", "used")  # an ability tile: not owned, face up, used


def _letter(colour: Colour, brick: bool) -> str:
    letter = "W" if colour is Colour.WHITE else colour.value[0].upper()
    return letter.lower() if brick else letter


class _EditScene(TableScene):
    """The table; a press on an ability tile or the white stack (pieces a game never
    clicks) is told to the editor."""

    def __init__(self, editor, parent=None):
        super().__init__(parent)
        self._editor = editor

    def mousePressEvent(self, event):
        for item in self.items(event.scenePos()):
            if isinstance(item, AbilityItem):
                seat = next(k[1] for k, v in self.items_by_key.items() if v is item)
                self._editor.turn_ability(seat, item.ability.value)
                event.accept()
                return
            if isinstance(item, StackItem) and item.intent is None:
                self._editor.pick_tile(item.tile_id)
                event.accept()
                return
        super().mousePressEvent(event)


class CopenhagenSituationEditor(EditorAdapter):
    def __init__(self, model, parent=None):
        super().__init__(model, parent)
        self.scene = _EditScene(self, self)
        self._view = TableView(self.scene)
        self._view.setObjectName("situation-table")
        self.tile: str | None = None  # the tile picked from the supply
        self.orientation = 0  # index into SYMMETRIES
        self._ghost: Ghost | None = None
        self.hand_seat = model.data.get("active", 0)  # whose hand the table shows
        s = self.scene
        s.stack_clicked.connect(self.pick_tile)
        s.cell_clicked.connect(self.click_cell)
        s.cell_hovered.connect(self._hover)
        s.slot_clicked.connect(self.turn_harbour_card)
        s.hand_card_clicked.connect(lambda colour: self.add_card(colour.value))
        s.rotate_requested.connect(lambda step: self.turn_tile(step))
        self._build_panel()

    # --- the panel -------------------------------------------------------------------------

    def _build_panel(self):
        self._panel = QWidget()
        column = QVBoxLayout(self._panel)
        column.setContentsMargins(0, 0, 0, 0)
        self._tile_box = QGroupBox()
        tile = QVBoxLayout(self._tile_box)
        self._tile_label = QLabel(objectName="situation-tile")
        self._tile_label.setWordWrap(True)
        self._turn = QPushButton(objectName="situation-turn-tile")
        self._turn.clicked.connect(lambda: self.turn_tile(1))
        tile.addWidget(self._tile_label)
        tile.addWidget(self._turn)
        self._hand_box = QGroupBox()
        hand = QFormLayout(self._hand_box)
        self._hand_seat = QComboBox(objectName="situation-hand-seat")
        self._hand_seat.activated.connect(self._show_hand_of)
        self._hand_seat_label = QLabel()
        hand.addRow(self._hand_seat_label, self._hand_seat)
        self._hand = self._count_spins(hand, "hand", HAND_LIMIT, self._set_hand)
        self._discard_box = QGroupBox()
        discard = QFormLayout(self._discard_box)
        self._discard = self._count_spins(discard, "discard", cards_per_colour(4), self._set_discard)
        self._end_card = QComboBox(objectName="situation-end-card")
        self._end_card.activated.connect(self._set_end_card)
        self._end_card_label = QLabel()
        discard.addRow(self._end_card_label, self._end_card)
        for box in (self._tile_box, self._hand_box, self._discard_box):
            column.addWidget(box)

    def _count_spins(self, form: QFormLayout, what: str, most: int, setter) -> dict:
        spins = {}
        for colour in CARD_COLOURS:
            spin = QSpinBox(objectName=f"situation-{what}-{colour.value}")
            spin.setRange(0, most)
            spin.valueChanged.connect(lambda value, c=colour.value: setter(c, value))
            spin.label = QLabel()
            form.addRow(spin.label, spin)
            spins[colour] = spin
        return spins

    def panel(self):
        return self._panel

    def retranslate(self):
        self._tile_box.setTitle(self.tr("Tile to build"))
        self._turn.setText(self.tr("T&urn the tile"))
        self._hand_box.setTitle(self.tr("Hand"))
        self._hand_seat_label.setText(self.tr("Shown on the table:"))
        self._discard_box.setTitle(self.tr("Discard pile"))
        self._end_card_label.setText(self.tr("End of Game card:"))
        for spins in (self._hand, self._discard):
            for colour, spin in spins.items():
                spin.label.setText(fill(self.tr("%1:"), labels.colour(colour).capitalize()))
        super().retranslate()

    # --- the shell's questions ---------------------------------------------------------------

    def view(self):
        return self._view

    def show(self) -> None:
        m = self.model
        self.hand_seat = min(self.hand_seat, m.seats - 1)
        self.scene.sync(m.state, ViewHints(names=m.names, viewer=self.hand_seat, selected_tile=self.tile,
                                           ghost=self._ghost))
        data = m.data
        self._hand_seat.clear()
        for name in m.names:
            self._hand_seat.addItem(name)  # plain text: shown as typed
        self._hand_seat.setCurrentIndex(self.hand_seat)
        hand = data["players"][self.hand_seat].get("hand", {})
        for colour, spin in self._hand.items():
            _set_quietly(spin, hand.get(colour.value, 0))
        for colour, spin in self._discard.items():
            _set_quietly(spin, data.get("discard", {}).get(colour.value, 0))
        self._end_card.clear()
        self._end_card.addItem(self.tr("In the deck"), "in_pile")
        if m.seats > 2:
            self._end_card.addItem(self.tr("Set aside (before the first reshuffle)"), "set_aside")
        self._end_card.setCurrentIndex(max(self._end_card.findData(data.get("end_card")), 0))
        self._end_card.setEnabled(m.seats > 2)
        if self.tile is None:
            self._tile_label.setText(self.tr("Click a stack of facade tiles, then an empty square of a house."))
        else:
            spec = TILES_BY_ID[self.tile]
            if spec.has_brick:  # (a coloured tile: 2 squares or more)
                text = self.tr("Tile: %1, %2 squares. Click the square for its brick square.")
            else:  # the white tile: one square, no brick
                text = self.tr("Tile: %1, a single square. Click the square it goes on.")
            self._tile_label.setText(fill(text, labels.colour(spec.colour), str(spec.size)))
        self._turn.setEnabled(self.tile is not None)

    def mark(self, error) -> None:
        """The square or the stack the rules refused, marked on the table."""
        m, where, seat = self.model, error.where, error.player
        ghost, tile = None, None
        if seat is not None and isinstance(where, tuple):
            ghost = Ghost(seat, (where,), None, Colour.WHITE, False)  # a square, in red
        elif isinstance(where, str) and where in TILES_BY_ID:
            tile = where
        self.scene.sync(m.state, ViewHints(names=m.names, viewer=self.hand_seat, selected_tile=tile, ghost=ghost))

    def places(self):
        """The supply's stacks, the harbour, the hand shown, then each house (the
        ground row first: tiles rest on it) and its ability tiles."""
        keys = [("stack", tile.id) for tile in COLOURED_TILES] + [("stack", WHITE_TILE.id)]
        keys += [("slot", slot) for slot in range(HARBOUR_SLOTS)]
        keys += [("hand", colour) for colour in CARD_COLOURS]
        for seat in range(self.model.seats):
            keys += [("cell", seat, (x, y)) for y in range(HEIGHT) for x in range(WIDTH)]
            keys += [("ability", seat, ability) for ability in ABILITIES]
        items = ((key, self.scene.item(key)) for key in keys)
        return [(key, item.sceneBoundingRect()) for key, item in items if item is not None]

    def press(self, place) -> None:
        kind, *where = place
        if kind == "stack":
            self.pick_tile(*where)
        elif kind == "slot":
            self.turn_harbour_card(*where)
        elif kind == "hand":
            self.add_card(where[0].value)
        elif kind == "cell":
            self.click_cell(*where)
        else:
            self.turn_ability(where[0], where[1].value)

    def focus_moved(self, place) -> None:
        """On a house's square with a tile picked: the tile shown there, as under the mouse."""
        if place[0] == "cell":
            self._hover(place[1], place[2])
        elif self._ghost is not None:
            self._ghost = None
            self.show()

    def key_pressed(self, key: int, place) -> bool:
        if key == Qt.Key.Key_R and self.tile is not None:  # R turns the tile, as in the game
            self.turn_tile(1)
            if place is not None and place[0] == "cell":
                self._hover(place[1], place[2])
            return True
        return False

    def instructions(self) -> str:
        return self.tr("Click a stack, then a square of a house to build that tile there (right click: turn it); "
                       "a built square takes its tiles away. Click a harbour card to change its colour, "
                       "a card of the hand for one more, an ability tile to turn it.")

    def phases(self):
        return [("start", self.tr("Start of the turn"))]

    def reason_text(self, reason) -> str:
        return reason_text(reason)

    def change(self, text, edit) -> bool:
        def with_supply_derived(data):
            edit(data)
            data.pop("supply", None)  # the tiles left follow from the houses
        return super().change(text, with_supply_derived)

    # --- tiles -----------------------------------------------------------------------------

    def pick_tile(self, tile_id: str) -> None:
        self.tile = None if self.tile == tile_id else tile_id
        self.orientation = 0
        self._ghost = None
        self.show()

    def turn_tile(self, step: int) -> None:
        if self.tile is not None:
            self.orientation = (self.orientation + step) % len(SYMMETRIES)
            self._ghost = None
            self.show()

    def cells_for(self, cell) -> list | None:
        """The cells the picked tile covers with its brick (its first cell) on ``cell``,
        None when it sticks out of the house."""
        spec = TILES_BY_ID[self.tile]
        image = transform(spec.cells, *SYMMETRIES[self.orientation])
        dx, dy = cell[0] - image[0][0], cell[1] - image[0][1]
        cells = [(x + dx, y + dy) for x, y in image]
        return cells if all(0 <= x < WIDTH and 0 <= y < HEIGHT for x, y in cells) else None

    def _hover(self, seat: int, cell) -> None:
        ghost = None
        if self.tile is not None and cell is not None:
            cells = self.cells_for(cell)
            spec = TILES_BY_ID[self.tile]
            rows = self.model.data["players"][seat]["house"]
            free = cells is not None and all(rows[HEIGHT - 1 - y][x] == "." for x, y in cells)
            ghost = Ghost(seat, tuple(cells or [cell]), cell if spec.has_brick else None, spec.colour, free)
        if ghost != self._ghost:
            self._ghost = ghost
            self.show()

    def click_cell(self, seat: int, cell) -> bool:
        x, y = cell
        rows = self.model.data["players"][seat]["house"]
        if rows[HEIGHT - 1 - y][x] != ".":
            return self.change(self.tr("Take tiles away"), lambda d: _clear_group(d["players"][seat]["house"], cell))
        if self.tile is None:
            return False
        cells = self.cells_for(cell)
        spec = TILES_BY_ID[self.tile]
        if cells is None or any(rows[HEIGHT - 1 - cy][cx] != "." for cx, cy in cells):
            return False  # the ghost already shows it does not fit there

        def edit(data):
            house = data["players"][seat]["house"]
            for c in cells:
                _put(house, c, _letter(spec.colour, spec.has_brick and c == cells[0]))
        done = self.change(self.tr("Build a tile"), edit)
        self._ghost = None
        self.show()
        return done

    # --- cards and abilities -------------------------------------------------------------------

    def turn_harbour_card(self, slot: int) -> bool:
        def edit(data):
            names = [c.value for c in CARD_COLOURS]
            data["harbour"][slot] = names[(names.index(data["harbour"][slot]) + 1) % len(names)]
        return self.change(self.tr("Harbour card"), edit)

    def add_card(self, colour: str) -> bool:
        seat = self.hand_seat
        hand = self.model.data["players"][seat].get("hand", {})
        return self._set_hand(colour, hand.get(colour, 0) + 1)

    def _set_hand(self, colour: str, count: int) -> bool:
        seat = self.hand_seat
        return self.change(self.tr("Hand"), lambda d: d["players"][seat].setdefault("hand", {}).__setitem__(
            colour, count))

    def _set_discard(self, colour: str, count: int) -> bool:
        return self.change(self.tr("Discard pile"), lambda d: d.setdefault("discard", {}).__setitem__(colour, count))

    def _set_end_card(self, index: int) -> bool:
        place = self._end_card.itemData(index)
        return self.change(self.tr("End of Game card"), lambda d: d.__setitem__("end_card", place))

    def _show_hand_of(self, seat: int) -> None:
        self.hand_seat = seat
        self.show()

    def turn_ability(self, seat: int, ability: str) -> bool:
        def edit(data):
            owned = data["players"][seat].setdefault("abilities", {"active": [], "used": []})
            side = next((s for s in ("active", "used") if ability in owned.get(s, [])), None)
            for s in ("active", "used"):
                owned.setdefault(s, [])
                if ability in owned[s]:
                    owned[s].remove(ability)
            after = _SIDES[(_SIDES.index(side) + 1) % len(_SIDES)]
            if after is not None:
                owned[after].append(ability)
        return self.change(self.tr("Ability tile"), edit)


def _set_quietly(spin: QSpinBox, value: int) -> None:
    spin.blockSignals(True)
    spin.setValue(value)
    spin.blockSignals(False)


def _put(house: list[str], cell, letter: str) -> None:
    x, y = cell
    row = HEIGHT - 1 - y
    house[row] = house[row][:x] + letter + house[row][x + 1:]


def _clear_group(house: list[str], cell) -> None:
    """Empty the cells of ``cell``'s colour joined to it (its tile and those beside)."""
    def letter(c):
        return house[HEIGHT - 1 - c[1]][c[0]].upper()
    colour = letter(cell)
    seen, todo = set(), [cell]
    while todo:
        c = todo.pop()
        if c in seen or not (0 <= c[0] < WIDTH and 0 <= c[1] < HEIGHT) or letter(c) != colour:
            continue
        seen.add(c)
        if colour == "W":
            break  # a white tile is one cell
        todo += [(c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)]
    for c in seen:
        _put(house, c, ".")


def reason_text(reason: SituationReason) -> str:
    texts = {
        SituationReason.NOT_WHOLE_TILES: QCoreApplication.translate(
            "CopenhagenSituation",
            "These squares are no whole tiles: each tile has its own shape and exactly one brick "
            "square, where the tile has it."),
        SituationReason.FLOATING_TILE: QCoreApplication.translate(
            "CopenhagenSituation",
            "A tile cannot float: each one rests on the ground or on tiles built before it."),
        SituationReason.TILE_SUPPLY_EXCEEDED: QCoreApplication.translate(
            "CopenhagenSituation",
            "The game has no more tiles of that kind for this many players."),
        SituationReason.SUPPLY_MISMATCH: QCoreApplication.translate(
            "CopenhagenSituation",
            "The tiles left and the tiles built do not add up to the game's stack."),
        SituationReason.TOO_MANY_CARDS: QCoreApplication.translate(
            "CopenhagenSituation",
            "The game has no more cards of that colour: hands, harbour and discard pile hold them"
            " all."),
        SituationReason.HAND_OVER_LIMIT: QCoreApplication.translate(
            "CopenhagenSituation",
            "A turn starts with at most 7 cards in hand."),
        SituationReason.HARBOUR_NOT_FULL: QCoreApplication.translate(
            "CopenhagenSituation",
            "A turn starts with 7 cards in the harbour."),
        SituationReason.ABILITY_OWNED_TWICE: QCoreApplication.translate(
            "CopenhagenSituation",
            "A player owns each ability tile once at most."),
        SituationReason.STARTING_ABILITY_MISSING: QCoreApplication.translate(
            "CopenhagenSituation",
            "Every player keeps the Any Cards tile they started with."),
        SituationReason.MORE_THAN_COATS_GAVE: QCoreApplication.translate(
            "CopenhagenSituation",
            "Special tiles and new ability tiles come from coats of arms: this house has not "
            "earned that many."),
        SituationReason.END_CARD_IMPOSSIBLE: QCoreApplication.translate(
            "CopenhagenSituation",
            "With two players the End of Game card is in the deck; once it is revealed the game "
            "is over."),
        SituationReason.GAME_ALREADY_OVER: QCoreApplication.translate(
            "CopenhagenSituation",
            "A player has 12 points: the game has ended."),
    }
    return texts.get(reason) or unreachable_text()


ADAPTER_CLASS = CopenhagenSituationEditor
