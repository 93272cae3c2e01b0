"""Pieces of the strip under each game's table (its turn panel): a line of text that
keeps one line's height, and a row of buttons that scrolls sideways without taking
height for a scroll bar. The strip is then exactly as tall as its lines and one row of
buttons, whatever the state: the table above never jumps."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QTextDocumentFragment
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import (
    QAbstractSlider,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from copenhagen_gui.shell.text import auto_text_safe


class OneLineLabel(QLabel):
    """A label that keeps one line whatever its text. A long plain text is cut with
    "…" and whole in the tooltip; rich text (a reason with its rule's link) is drawn by
    Qt, with its plain words in the tooltip when it does not fit. ``text()`` stays the
    whole text. Plain text unless set otherwise: a player's name is shown as typed.
    Why not two wrapped lines: the longest strip texts in every language
    fit one line at 1366 px, so a second line would be an empty band on every turn."""

    def __init__(self, object_name: str = "", parent=None):
        super().__init__(parent, objectName=object_name)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def _fit_height(self):
        self.setFixedHeight(self.fontMetrics().height() + 2)

    def setFont(self, font):
        super().setFont(font)
        self._fit_height()

    def changeEvent(self, event):
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit_height()

    def setText(self, text: str):
        super().setText(text)
        self._tip()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._tip()

    def _is_rich(self) -> bool:
        fmt = self.textFormat()
        if fmt == Qt.TextFormat.AutoText:
            return GuiQt.mightBeRichText(self.text())
        return fmt == Qt.TextFormat.RichText

    def _has_tags(self) -> bool:
        """Rich text with tags (a link): Qt must draw it. Escaped words are plain."""
        return self._is_rich() and "<" in self.text()

    def plain_text(self) -> str:
        """The words shown, without markup."""
        if self._is_rich():
            return QTextDocumentFragment.fromHtml(self.text()).toPlainText()
        return self.text()

    def fits(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.plain_text()) <= self.contentsRect().width()

    def _tip(self):
        self.setToolTip("" if self.fits() else auto_text_safe(self.plain_text()))

    def paintEvent(self, event):
        if self._has_tags():
            super().paintEvent(event)  # Qt draws the link
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.plain_text(), Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)


class _Area(QScrollArea):
    """The row's window onto its buttons: no scroll bar (it would take height); a turn
    of the wheel moves it sideways, and Tab scrolls the focused button into view."""

    def wheelEvent(self, event):
        delta = event.angleDelta()
        step = delta.x() or delta.y()
        bar = self.horizontalScrollBar()
        if step and bar.maximum() > 0:
            bar.setValue(bar.value() - step)
            event.accept()
            return
        super().wheelEvent(event)


class SidewaysRow(QWidget):
    """A row of buttons exactly as tall as its tallest button. When the window is too
    narrow for it, arrows at its ends (as on a tab bar) scroll it sideways, without
    taking height for a scroll bar; the wheel and Tab reach the hidden buttons too."""

    def __init__(self, row: QWidget, parent=None):
        super().__init__(parent)
        self.area = _Area()
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setWidgetResizable(True)
        self.area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setWidget(row)
        bar = self.area.horizontalScrollBar()
        self.back = self._arrow(Qt.ArrowType.LeftArrow, QAbstractSlider.SliderAction.SliderPageStepSub)
        self.forth = self._arrow(Qt.ArrowType.RightArrow, QAbstractSlider.SliderAction.SliderPageStepAdd)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.back)
        layout.addWidget(self.area, 1)
        layout.addWidget(self.forth)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        bar.rangeChanged.connect(self._show_arrows)
        bar.valueChanged.connect(self._show_arrows)
        self._show_arrows()

    def _arrow(self, direction, action) -> QToolButton:
        arrow = QToolButton(self)
        arrow.setArrowType(direction)
        arrow.setAutoRepeat(True)
        arrow.setAutoRaise(True)
        arrow.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab order: the row's buttons only
        arrow.clicked.connect(lambda: self.area.horizontalScrollBar().triggerAction(action))
        return arrow

    def _show_arrows(self, *_):
        bar = self.area.horizontalScrollBar()
        overflow = bar.maximum() > bar.minimum()
        self.back.setVisible(overflow)
        self.forth.setVisible(overflow)
        self.back.setEnabled(bar.value() > bar.minimum())
        self.forth.setEnabled(bar.value() < bar.maximum())

    def fix_height(self, height: int) -> None:
        """The row's one height (its tallest button), whatever is shown now."""
        self.setFixedHeight(height)
        for arrow in (self.back, self.forth):
            arrow.setFixedHeight(height)
