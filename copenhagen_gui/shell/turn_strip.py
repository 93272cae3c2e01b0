"""Pieces of the strip under each game's table (its turn panel): a line of text that
keeps one line's height, and a row of buttons that scrolls sideways without taking
height for a scroll bar. The strip is then exactly as tall as its lines and one row of
buttons, whatever the state: the table above never jumps."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QTextDocumentFragment
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import QFrame, QLabel, QProxyStyle, QScrollArea, QSizePolicy, QStyle, QWidget


class OneLineLabel(QLabel):
    """A label that keeps one line whatever its text. A long plain text is cut with
    "…" and whole in the tooltip; rich text (a reason with its rule's link) is drawn by
    Qt, with its plain words in the tooltip when it does not fit. ``text()`` stays the
    whole text. Why not two wrapped lines: the longest strip texts in every language
    fit one line at 1366 px, so a second line would be an empty band on every turn."""

    def __init__(self, object_name: str = "", parent=None):
        super().__init__(parent, objectName=object_name)
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
        self.setToolTip("" if self.fits() else self.plain_text())

    def paintEvent(self, event):
        if self._has_tags():
            super().paintEvent(event)  # Qt draws the link
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.plain_text(), Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)


class _OverlayScrollBars(QProxyStyle):
    """Scroll bars drawn over the content (shown while scrolling or under the
    pointer) instead of beside it: the row needs no height kept for one."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):
        if hint == QStyle.StyleHint.SH_ScrollBar_Transient:
            return 1
        return super().styleHint(hint, option, widget, returnData)


class SidewaysRow(QScrollArea):
    """A row of buttons as tall as its tallest button. When the window is too narrow
    for it, it scrolls sideways: the wheel, an overlay scroll bar under the pointer,
    and Tab (the focused button is scrolled into view) reach the hidden ones."""

    def __init__(self, row: QWidget, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._style = _OverlayScrollBars()  # kept: a widget does not own its style
        self.setStyle(self._style)
        self.horizontalScrollBar().setStyle(self._style)
        self.setWidget(row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)

    def fix_height(self, height: int) -> None:
        """The row's one height (its tallest button), whatever is shown now."""
        self.setFixedHeight(height)

    def wheelEvent(self, event):
        # An ordinary (vertical) wheel turn moves the row sideways: there is no other way.
        delta = event.angleDelta()
        bar = self.horizontalScrollBar()
        step = delta.x() or delta.y()
        if step and bar.maximum() > 0:
            bar.setValue(bar.value() - step)
            event.accept()
            return
        super().wheelEvent(event)
