"""The whole table: the dice tray, a sheet per seat, the lit cells.

``sync(state, hints)`` is idempotent: every item has a key (("die", kind, i), a seat,
(seat, cell key) for a lit cell), items are created or removed by diffing keys, and an
item whose look did not change is not repainted. Items only emit intents:
``die_clicked(kind, index)``, ``spot_clicked(seat, key)``, ``column_clicked(seat, colour)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QLinearGradient, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from ..rules.components import DICE_PER_KIND
from ..rules.scoring import score_card
from ..rules.state import GameState, Phase
from ..rules.views import bridge_marks
from . import geometry as geo
from . import labels, theme
from .hints import EMPTY_HINTS, DieLook, TableHints
from .items import DieItem, SheetItem, SheetLook, SpotItem, TextItem
from .marks import mark_rect

PIXMAP_CACHE_KB = 64 * 1024


class TableScene(QGraphicsScene):
    die_clicked = Signal(str, int)
    spot_clicked = Signal(int, object)
    column_clicked = Signal(int, int)

    def __init__(self, seats: int, parent=None):
        super().__init__(parent)
        # Every piece keeps its pixmap (items.Piece); five sheets on a large screen need
        # more than Qt's default 10 MB, or they would be painted again at each repaint.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.seats = seats
        self.setSceneRect(geo.scene_rect(seats))
        self.names: tuple[str, ...] = tuple(f"{i + 1}" for i in range(seats))
        self.bots: tuple[str | None, ...] = (None,) * seats
        self.state: GameState | None = None
        self.hints: TableHints = EMPTY_HINTS
        self.dice = {(kind, i): DieItem(seats, kind, i) for kind in ("number", "colour")
                     for i in range(DICE_PER_KIND)}
        for item in self.dice.values():
            self.addItem(item)
        self.sheets = [SheetItem(seats, seat) for seat in range(seats)]
        for item in self.sheets:
            self.addItem(item)
        self.spots: dict[tuple, SpotItem] = {}
        self.turn_text = TextItem(geo.turn_text_rect(seats))
        self.sheet_text = TextItem(geo.notice_rect(seats))
        self.tray_text = TextItem(geo.tray_text_rect(seats))
        for item in (self.turn_text, self.sheet_text, self.tray_text):
            self.addItem(item)

    def drawBackground(self, painter, rect):
        grad = QLinearGradient(0, 0, 0, self.sceneRect().height())
        grad.setColorAt(0, theme.TABLE_TOP)
        grad.setColorAt(1, theme.TABLE_BOTTOM)
        painter.fillRect(rect, grad)

    def set_players(self, names: Sequence[str], bots: Sequence[str | None]) -> None:
        self.names, self.bots = tuple(names), tuple(bots)

    # --- sync -------------------------------------------------------------------------

    def sync(self, state: GameState, hints: TableHints = EMPTY_HINTS) -> None:
        self.state, self.hints = state, hints
        looks = {(d.kind, d.index): d for d in hints.dice}
        for key, item in self.dice.items():
            item.set_look(looks.get(key) or DieLook(key[0], key[1], _face(state, *key),
                                                    stale=state.phase is Phase.ROLL))
        for seat, item in enumerate(self.sheets):
            item.set_look(self._sheet_look(state, hints, seat))
        self._sync_spots(hints)
        self._sync_texts(state)

    def _sheet_look(self, state: GameState, hints: TableHints, seat: int) -> SheetLook:
        if hints.deciding == seat:
            frame = "chooser"
        elif seat == state.active and not state.over:
            frame = "active"
        else:
            frame = ""
        return SheetLook(
            player=state.sheets[seat], sheet=state.options.sheet, name=self.names[seat],
            card=score_card(state.options.sheet, state.sheets[seat]),
            bridges=bridge_marks(state, seat), frame=frame, status=_status(state, seat),
            computer=self.bots[seat] is not None,
        )

    def _sync_spots(self, hints: TableHints) -> None:
        wanted = {(s.seat, s.key): s for s in hints.spots}
        for key in [k for k in self.spots if k not in wanted]:
            item = self.spots.pop(key)
            item.setParentItem(None)
            self.removeItem(item)
        for key, spot in wanted.items():
            item = self.spots.get(key)
            if item is None:
                item = self.spots[key] = SpotItem(self.sheets[spot.seat], spot.key)
            item.set_look(spot)

    def _sync_texts(self, state: GameState) -> None:
        left = int(Qt.AlignLeft | Qt.AlignVCenter)
        centre = int(Qt.AlignHCenter | Qt.AlignTop)
        text, faint = theme.TABLE_TEXT.rgba(), theme.TABLE_TEXT_FAINT.rgba()
        self.turn_text.set_look((labels.turn_line(state.turn), 28, text, left, True))
        sheet = state.options.sheet
        note = labels.score_note(state.over, sheet.all_verified)
        caption = labels.sheet_caption(sheet.name) + ("  ·  " + note if note else "")
        self.sheet_text.set_look((caption, 18,
                                  theme.NOTICE.rgba(), left, False))
        self.tray_text.set_look((_tray_caption(state, self.names), 17, faint, centre, False))

    # --- where a lesson's marks are (shell/lesson frames them) ------------------------

    def lesson_rect(self, mark: tuple) -> QRectF:
        """The scene rect of a lesson's mark (tutorial/script.py names them)."""
        return mark_rect(self.seats, mark)

    # --- lookups for the controller and the tests --------------------------------------

    def spot_item(self, seat: int, key) -> SpotItem | None:
        return self.spots.get((seat, key))

    def die_item(self, kind: str, index: int) -> DieItem:
        return self.dice[(kind, index)]

    def focus_rects(self) -> list[QRectF]:
        """What the players look at now, most important first (the presenter view keeps
        it in sight): the squares lit for the seat deciding, the dice, that seat's sheet
        (else the sheet of the seat whose turn it is)."""
        if self.state is None:
            return []
        dice = QRectF()
        for die in self.dice.values():
            dice = dice.united(die.sceneBoundingRect())
        seat = self.hints.deciding if self.hints.deciding is not None else self.state.active
        sheet = self.sheets[seat].sceneBoundingRect()
        if not self.spots:
            return [dice, sheet]
        lit = QRectF()
        for spot in self.spots.values():
            lit = lit.united(spot.sceneBoundingRect())
        return [lit, dice, sheet]

    def table_rect(self) -> QRectF:
        return self.sceneRect()


def _face(state: GameState, kind: str, index: int):
    if state.roll is None:
        return None
    faces = state.roll.numbers if kind == "number" else state.roll.colours
    return int(faces[index])


def _status(state: GameState, seat: int) -> str:
    if state.over:
        return ""
    if seat in state.accelerating:
        return labels.status_accelerating()
    if seat in state.pending:
        return labels.status_rolling() if state.phase is Phase.ROLL else labels.status_deciding()
    if state.phase is Phase.OTHERS or (state.phase is Phase.ACTIVE and seat == state.active):
        return labels.status_done()
    return ""


def _tray_caption(state: GameState, names) -> str:
    if state.over:
        return labels.game_over()
    if state.roll is None:
        return labels.no_roll_yet()
    if state.phase is Phase.ROLL:
        return labels.previous_roll()
    name = names[state.active]
    if state.phase is Phase.ACTIVE:
        return labels.this_roll(name)
    if state.active_choice is None:
        return labels.all_left(name)
    return labels.dice_left(name)
