""""What is this?" on the pieces of a table: a bubble beside a piece that says what it is
and which rule applies to it now, with a link into the game's rulebook.

Three ways to ask, the same in every game:

- a right click on a piece (unless the game gives the right button a job at that
  moment, as turning the tile or shape being placed);
- Qt's What's This mode (Help > What is this?, Shift+F1: ``whats_this_switch``), then
  a click on a piece;
- in that mode, Enter or Space on the piece that has the keyboard focus.

The shell knows no game: each game's ``ui/whats_this.py`` gives a ``PieceExplainer``
that turns a scene item (and the point clicked on it) into an ``Explanation``, asking
its rules engine about the state the table shows. ``TableWhatsThis`` hooks the view
from outside, through event filters on the view and its viewport, so the game's view
keeps its own mouse and key handling.

The bubble follows the table: when the table shows another state (a move, a past
moment, a new game) or another language, the same piece is explained again; a piece
that is gone takes its bubble with it.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import attrs
import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWhatsThis,
    QWidget,
)

BUBBLE_WIDTH = 340  # logical pixels: two sentences in four to six lines
GAP = 10  # between the piece and the bubble
EDGE = 6  # between the bubble and the edge of the table
KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class WhatsThis(QObject):
    """Owner of the translation context "WhatsThis"."""


def see_the_rule() -> str:
    return WhatsThis.tr("See the rule")


@attrs.frozen
class Explanation:
    """What a piece is (``title``), the rule that applies to it now in one or two
    sentences (``text``), the rulebook section of that rule (``anchor``) and where the
    piece lies on the table (``rect``, scene coordinates: the bubble goes beside it)."""

    title: str
    text: str
    anchor: str | None
    rect: QRectF


class PieceExplainer:
    """A game's answers to "what is this?" on its table (see each game's
    ``ui/whats_this.py``), for the table of ``mode`` (a GameMode with a ``scene``)."""

    def __init__(self, mode):
        self.mode = mode

    @property
    def scene(self):
        return self.mode.scene

    def player_name(self, seat: int) -> str:
        """A seat's name as typed (its number when the table holds no game)."""
        session = self.mode.session
        names = session.names if session is not None else ()
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def showing_the_past(self) -> bool:
        """Whether the window shows a past moment of the game (the History): the rules
        that apply "now" are then not told."""
        return showing_the_past(self.mode)

    def explain(self, item: QGraphicsItem, scene_pos: QPointF) -> Explanation | None:
        """``item`` at ``scene_pos`` explained from the state the table shows; None:
        not a piece (the next item below is asked)."""
        return None

    def focused_item(self, view: QGraphicsView) -> QGraphicsItem | None:
        """The piece the keyboard is on (Enter in What's This mode explains it)."""
        scene = view.scene()
        return scene.focusItem() if scene is not None else None

    def right_button_busy(self) -> bool:
        """True while the game's right button has a job of its own (turning the tile
        being placed): the right click then does that, not "what is this?"."""
        return False

    def shown_state(self, view: QGraphicsView):
        """The state the table shows now (another one: the bubble is told again)."""
        return getattr(view.scene(), "state", None)


def showing_the_past(mode) -> bool:
    """Whether the window shows a past moment of the game (the History): the rules that
    apply "now" are then not told."""
    return bool(getattr(getattr(mode.window, "preview", None), "active", False))


class WhatsThisBubble(QFrame):
    """The bubble: the piece's name in bold, the rule in a sentence or two, and "See the
    rule" (a ``rules:<anchor>`` link); closed by its ×, Esc or a click on the table."""

    link_activated = Signal(str)
    retranslate_requested = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("whats-this-bubble")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "QFrame#whats-this-bubble { background: #fffbea; border: 2px solid #9a7b22;"
            " border-radius: 10px; }"
            " QFrame#whats-this-bubble QLabel { color: #1f2a30; background: transparent; border: none; }"
            " QFrame#whats-this-bubble QToolButton { border: none; color: #5b574d; font-weight: bold; }"
        )
        self.title = QLabel(objectName="whats-this-title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it may name a player
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self.close_button = QToolButton(objectName="whats-this-close")
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        self.text = QLabel(objectName="whats-this-text")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.link = QLabel(objectName="whats-this-link")
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.link.linkActivated.connect(self.link_activated)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 8, 10, 10)
        column.setSpacing(6)
        column.addLayout(head)
        column.addWidget(self.text)
        column.addWidget(self.link)
        self.explanation: Explanation | None = None
        self.retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.retranslate_requested.emit()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.close_button.setToolTip(WhatsThis.tr("Close"))
        self.setAccessibleName(WhatsThis.tr("What is this?"))
        self._set_link()

    def _set_link(self) -> None:
        anchor = self.explanation.anchor if self.explanation is not None else None
        self.link.setVisible(anchor is not None)
        if anchor is not None:
            self.link.setText(f'<a href="rules:{html.escape(anchor)}">{html.escape(see_the_rule())}</a>')

    def show_explanation(self, explanation: Explanation, beside: QRect) -> None:
        """Say ``explanation`` beside ``beside`` (the piece, in the parent's pixels)."""
        self.explanation = explanation
        self.title.setText(explanation.title)
        self.text.setText(explanation.text)
        self._set_link()
        parent = self.parentWidget()
        width = min(BUBBLE_WIDTH, max(160, parent.width() - 2 * EDGE))
        self.setFixedWidth(width)
        height = self.layout().totalHeightForWidth(width)
        self.setFixedHeight(height)
        self.move(place_beside(beside, self.size().width(), height, parent.rect()))
        self.show()
        self.raise_()


def place_beside(piece: QRect, width: int, height: int, area: QRect) -> QPoint:
    """The top-left corner of a ``width`` x ``height`` bubble beside ``piece``, inside
    ``area``: to the right if it fits, else to the left, else below, else above; then
    moved along that side so that it stays inside."""

    def inside(x: int, y: int) -> QPoint:
        x = max(area.left() + EDGE, min(x, area.right() - EDGE - width))
        y = max(area.top() + EDGE, min(y, area.bottom() - EDGE - height))
        return QPoint(x, y)

    middle_y = piece.center().y() - height // 2
    middle_x = piece.center().x() - width // 2
    right, bottom = piece.x() + piece.width(), piece.y() + piece.height()  # just past the piece
    if right + GAP + width <= area.right() - EDGE:
        return inside(right + GAP, middle_y)
    if piece.left() - GAP - width >= area.left() + EDGE:
        return inside(piece.left() - GAP - width, middle_y)
    if bottom + GAP + height <= area.bottom() - EDGE:
        return inside(middle_x, bottom + GAP)
    return inside(middle_x, piece.top() - GAP - height)


class TableWhatsThis(QObject):
    """"What is this?" on one table view: the right click, the What's This mode's click
    and Enter, and the bubble they open."""

    def __init__(self, view: QGraphicsView, explainer: PieceExplainer,
                 open_link: Callable[[str], object]):
        super().__init__(view)
        self.view = view
        # Kept, not asked again: a filter may see an event while the view is being
        # destroyed, when asking it for its viewport would reach freed memory.
        self._viewport = view.viewport()
        self.explainer = explainer
        self.bubble = WhatsThisBubble(view.viewport())
        self.bubble.link_activated.connect(open_link)
        self.bubble.retranslate_requested.connect(self._tell_again_soon)
        self._target: tuple[QGraphicsItem, QPointF] | None = None  # the piece, the point on it
        self._state = None  # the state the bubble was told for
        self._eat_release = False
        self._refresh_due = False
        # Qt's What's This mode leaves the table's mouse and keys to this filter
        # (otherwise it would turn a click into a WhatsThis event the view ignores).
        for widget in (view, view.viewport()):
            widget.setAttribute(Qt.WidgetAttribute.WA_CustomWhatsThis)
            widget.installEventFilter(self)

    # --- asking -------------------------------------------------------------------------

    def explain_at(self, scene_pos: QPointF) -> tuple[QGraphicsItem, Explanation] | None:
        """The topmost piece at ``scene_pos`` that the game explains."""
        scene = self.view.scene()
        if scene is None:
            return None
        for item in scene.items(scene_pos):
            if not item.isVisible():
                continue
            explanation = self.explainer.explain(item, scene_pos)
            if explanation is not None:
                return item, explanation
        return None

    def show_at(self, scene_pos: QPointF) -> bool:
        """The bubble of the piece at ``scene_pos``; False (and no bubble): no piece."""
        found = self.explain_at(scene_pos)
        if found is None:
            self.hide()
            return False
        item, explanation = found
        self._show(item, item.mapFromScene(scene_pos), explanation)
        return True

    def show_focused(self) -> bool:
        """The bubble of the piece the keyboard is on."""
        item = self.explainer.focused_item(self.view)
        if item is None or item.scene() is not self.view.scene():
            return False
        centre = item.boundingRect().center()
        explanation = self.explainer.explain(item, item.mapToScene(centre))
        if explanation is None:
            return False
        self._show(item, centre, explanation)
        return True

    def hide(self) -> None:
        self._target = None
        self.bubble.hide()

    def _show(self, item: QGraphicsItem, local: QPointF, explanation: Explanation) -> None:
        self._target = (item, QPointF(local))
        self._state = self.explainer.shown_state(self.view)
        beside = self.view.mapFromScene(explanation.rect).boundingRect()
        self.bubble.show_explanation(explanation, beside)

    def _tell_again_soon(self) -> None:
        """Once the event being handled is over (not from inside a paint or a resize)."""
        if not self._refresh_due:
            self._refresh_due = True
            QTimer.singleShot(0, self, self._tell_again)

    def _tell_again(self) -> None:
        """The same piece, explained from the table as it is now (another state, another
        language); gone from the table: no bubble."""
        self._refresh_due = False
        if self._target is None or not self.bubble.isVisible():
            return
        item, local = self._target
        # A table rebuilt for another game or seat count deletes its pieces under us.
        if not shiboken6.isValid(item) or item.scene() is not self.view.scene() or not item.isVisible():
            self.hide()
            return
        explanation = self.explainer.explain(item, item.mapToScene(local))
        if explanation is None:
            self.hide()
            return
        self._show(item, local, explanation)

    # --- events -------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._viewport:
            if kind == QEvent.Type.MouseButtonPress:
                return self._pressed(event)
            if kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick) and self._eat_release:
                if kind == QEvent.Type.MouseButtonRelease:
                    self._eat_release = False
                return True
            if kind == QEvent.Type.QueryWhatsThis:  # the mode's cursor: a piece here?
                event.setAccepted(self.explain_at(self.view.mapToScene(event.pos())) is not None)
                return True
            if kind == QEvent.Type.Paint and self.bubble.isVisible():
                if self.explainer.shown_state(self.view) is not self._state:
                    self._tell_again_soon()
            elif kind == QEvent.Type.Resize and self.bubble.isVisible():
                self._tell_again_soon()  # the table is fitted again: beside the piece again
        elif watched is self.view:
            if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
                return self._key(event)
        return False

    def _pressed(self, event) -> bool:
        button = event.button()
        scene_pos = self.view.mapToScene(event.position().toPoint())
        if QWhatsThis.inWhatsThisMode() and button == Qt.MouseButton.LeftButton:
            QWhatsThis.leaveWhatsThisMode()
            self.show_at(scene_pos)
            self._eat_release = True
            return True
        if button == Qt.MouseButton.RightButton and not self.explainer.right_button_busy():
            self.show_at(scene_pos)
            self._eat_release = True
            return True
        if self.bubble.isVisible() and not self.bubble.geometry().contains(event.position().toPoint()):
            self.hide()  # a click elsewhere on the table closes it (and does its job)
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        asking = QWhatsThis.inWhatsThisMode() and key in KEYS and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        closing = key == Qt.Key.Key_Escape and self.bubble.isVisible()
        if not (asking or closing):
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes to the view, not to the game's Enter or Space
            return True
        if asking:
            QWhatsThis.leaveWhatsThisMode()
            self.show_focused()
        else:
            self.hide()
        return True
