"""The table: pad, dice tray (and its dice tumbling after a roll) and one sheet per
player, kept in step with a GameState.

The scene never changes the model. Items report clicks as intents; the scene turns
them into the signals below and the window decides what they mean."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QPixmapCache, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ..rules.components import Ability, Colour
from ..rules.state import GameState, Phase
from . import geometry as geo
from . import theme
from .hints import ViewHints
from .pad import PadItem, TrayItem
from .sheet import SheetItem
from .tumble import DiceTumble

PIXMAP_CACHE_KB = 64 * 1024


class TableScene(QGraphicsScene):
    cell_clicked = Signal(int, int, int)  # player, x, y
    cell_hovered = Signal(int, int, int)  # player, x, y; (-1, -1, -1) off every building
    # player, x, y and the quarter of the cell (right?, upper?): the ghost follows it
    pointer_hovered = Signal(int, int, int, int, int)
    shape_clicked = Signal(str)
    die_clicked = Signal(int)
    track_clicked = Signal(int, str)  # player, colour value
    ability_clicked = Signal(int, str)  # player, Ability value
    bonus_clicked = Signal(int, str)  # player, colour value
    rotate_requested = Signal(int)  # +1 / -1

    def __init__(self, parent=None):
        super().__init__(parent)
        # Qt's index of where the pieces are (its default): a click or a hover finds
        # the piece under the pointer without asking all ~400 pieces for their bounds.
        self.setItemIndexMethod(QGraphicsScene.BspTreeIndex)
        # Every piece keeps its pixmap (items.Piece); four sheets on a large screen
        # need more than Qt's default 10 MB, or the pieces would be painted again.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.pad = PadItem()
        self.tray = TrayItem()
        self.addItem(self.pad)
        self.addItem(self.tray)
        self.tumble = DiceTumble(self.tray, self)  # the dice after a roll
        self.sheets: list[SheetItem] = []
        self.hints = ViewHints()
        self._layout = None
        self._last = None  # (state, names, hints) of the last sync
        self._generation = 0  # bumped by retranslate: every text is re-read

    # --- keeping in step with the game ----------------------------------------------------
    @property
    def state(self) -> GameState | None:
        """The state the table shows: the one given to the last ``sync`` (None before it)."""
        return self._last[0] if self._last is not None else None

    def sync(self, state: GameState, names: Sequence[str], hints: ViewHints | None = None) -> None:
        hints = hints or ViewHints()
        names = tuple(names)
        self.tumble.follow(state)
        self._last = (state, names, hints)
        self.hints = hints
        n = state.player_count
        if len(self.sheets) != n:
            self._build_sheets(n)
        # The seats stay put for the whole game: only who sits where decides the layout.
        layout = geo.table_layout(n, hints.home_seat if 0 <= hints.home_seat < n else 0)
        if layout != self._layout:
            self._apply_layout(layout)
        g = self._generation
        self.pad.sync(state, hints, g)
        self.tray.sync(state, hints, g)
        for p, sheet in enumerate(self.sheets):
            name = names[p] if p < len(names) else ""
            sheet.sync(state, name, hints, g)

    def retranslate(self) -> None:
        """Re-read every text (after a language change)."""
        self._generation += 1
        if self._last is not None:
            self.sync(*self._last)
        self.tray.legend.retranslate()
        self.update()  # texts painted directly (labels, legend) are read again

    def _build_sheets(self, n: int):
        for sheet in self.sheets:
            self.removeItem(sheet)
        self.sheets = [SheetItem(p) for p in range(n)]
        for sheet in self.sheets:
            self.addItem(sheet)
        self._layout = None

    def _apply_layout(self, layout: geo.TableLayout):
        self._layout = layout
        self.pad.setPos(*layout.pad.pos)
        self.tray.setPos(*layout.tray.pos)
        self.tray.setScale(layout.tray.scale)
        for sheet, placed in zip(self.sheets, layout.sheets):
            sheet.setPos(*placed.pos)
            sheet.setScale(placed.scale)
        self.setSceneRect(layout.scene_rect)

    # --- intents from the items ------------------------------------------------------------
    def emit_intent(self, intent: tuple) -> None:
        kind, *args = intent
        if kind == "cell":
            self.cell_clicked.emit(*args)
        elif kind == "shape":
            self.shape_clicked.emit(*args)
        elif kind == "die":
            self.die_clicked.emit(*args)
        elif kind == "track":
            self.track_clicked.emit(*args)
        elif kind == "ability":
            self.ability_clicked.emit(*args)
        elif kind == "bonus":
            self.bonus_clicked.emit(*args)

    # --- items by key, for tests and for the window's keyboard focus -----------------------
    def cell_item(self, player: int, x: int, y: int) -> QGraphicsItem:
        return self.sheets[player].cells[(x, y)]

    def shape_item(self, shape_id: str) -> QGraphicsItem:
        return self.pad.shapes[shape_id]

    def die_item(self, index: int) -> QGraphicsItem:
        return self.tray.dice[index]

    def track_item(self, player: int, colour) -> QGraphicsItem:
        return self.sheets[player].tracks[Colour(colour).index]

    def ability_item(self, player: int, ability) -> QGraphicsItem:
        return self.sheets[player].abilities[Ability(ability)]

    def bonus_item(self, player: int, colour) -> QGraphicsItem:
        return self.sheets[player].bonus_item(Colour(colour))

    def sheet_item(self, player: int) -> QGraphicsItem:
        return self.sheets[player]

    def lesson_rect(self, key: tuple) -> QRectF:
        """Where a lesson's key is (tutorial/anchors.py names them; empty: nowhere)."""
        kind = key[0] if key else None
        if kind == "dice":
            items = list(self.tray.dice)
        elif kind == "pad":
            items = [self.pad]
        elif kind == "sheet":
            items = [self.sheets[key[1]]] if key[1] < len(self.sheets) else []
        elif kind == "cells":
            items = [self.cell_item(key[1], x, y) for x, y in key[2]]
        else:
            item = {"die": self.die_item, "shape": self.shape_item, "track": self.track_item,
                    "ability": self.ability_item, "bonus": self.bonus_item}.get(kind)
            items = [item(*key[1:])] if item is not None else []
        rect = QRectF()
        for item in items:
            if item is not None:
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def lesson_obstacles(self) -> list[QRectF]:
        """What a lesson's bubble should not hide: the dice (a step about the pad or a
        sheet is read with the roll in view)."""
        return [die.sceneBoundingRect() for die in self.tray.dice if die.isVisible()]

    def focus_rects(self) -> list[QRectF]:
        """What the players look at now, most important first (the presenter view keeps
        it in sight): the dice and the pad while a shape is rolled for and chosen, else
        the sheet of the player who must act, then the dice."""
        state = self.state
        if state is None or not self.sheets or state.phase is Phase.GAME_OVER:
            return []
        dice, pad = self.tray.sceneBoundingRect(), self.pad.sceneBoundingRect()
        if state.phase in (Phase.ROLL, Phase.CHOOSE):
            return [dice, pad]
        return [self.sheets[state.chooser].sceneBoundingRect(), dice]

    # --- the table cloth --------------------------------------------------------------------
    def drawBackground(self, painter, rect: QRectF):
        scene = self.sceneRect()
        centre = scene.center()
        radius = max(scene.width(), scene.height()) * 0.75
        grad = QRadialGradient(QPointF(centre.x(), centre.y() - scene.height() * 0.1), radius)
        grad.setColorAt(0, theme.TABLE_TOP)
        grad.setColorAt(1, theme.TABLE_BOTTOM)
        painter.fillRect(rect, QBrush(grad))
