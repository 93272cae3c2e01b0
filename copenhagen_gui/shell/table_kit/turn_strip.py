"""The strip under each game's table (its turn panel): ``TurnStrip`` holds the prompt
(who must do what now, in bold), the message line (what just happened, why a move was
refused) and a row of buttons for the decisions that are not clicks on the table; a
game's panel adds its buttons and fills the lines. A refusal (``show_refusal``) stays
only while it applies: the players' next selection or a hover over a legal spot
(``selection_moved``) clears it. At the prompt's right, ``progress`` shows how far
the game is. Its pieces: a line of text that
keeps one line's height, and a row of buttons that scrolls sideways without taking
height for a scroll bar. The strip is then exactly as tall as its lines and one row of
buttons, whatever the state: the table above never jumps. The presenter view makes
every text of the strip larger (``set_text_scale``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPainter, QTextDocumentFragment
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import (
    QAbstractSlider,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.shell.text import auto_text_safe

from .progress import ProgressGauges


class OneLineLabel(QLabel):
    """A label that keeps one line whatever its text. A long plain text is cut with
    "…" and whole in the tooltip; rich text (a reason with its rule's link) is drawn by
    Qt, with its plain words in the tooltip when it does not fit. ``text()`` stays the
    whole text. Plain text unless set otherwise: a player's name is shown as typed.
    Why not two wrapped lines: the longest strip texts in every language
    fit one line at 1366 px, so a second line would be an empty band on every turn."""

    def __init__(self, object_name: str = "", parent=None):
        super().__init__(parent, objectName=object_name)
        self._extra_tip = ""
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

    def set_extra_tip(self, tip: str) -> None:
        """A tooltip shown whether the text fits or not (it says more than the text)."""
        self._extra_tip = tip
        self._tip()

    def _tip(self):
        self.setToolTip(self._extra_tip or ("" if self.fits() else auto_text_safe(self.plain_text())))

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


_NO_REFUSAL = object()
PROGRESS_SHARE = 0.5


class TurnStrip(QFrame):
    """The strip: ``prompt`` and ``message`` lines, any lines a game adds
    (``add_line``), then its row of buttons (``set_buttons``)."""

    refusal_cleared = Signal()  # the refusal shown no longer applies: the line is empty

    def __init__(self, object_name: str, prompt_scale: float = 1.2, margins=(10, 6, 10, 6),
                 parent=None):
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # One line each, always: the table does not jump when a text changes (a long
        # text is cut with "…", whole in its tooltip).
        self.prompt = OneLineLabel("prompt-line")
        font = QFont(self.prompt.font())
        font.setPointSizeF(font.pointSizeF() * prompt_scale)
        font.setBold(True)
        self.prompt.setFont(font)
        self.message = OneLineLabel("message-line")
        self.button_row: QWidget | None = None
        self._refused_at = _NO_REFUSAL  # the players' selection when the refusal came
        self._sized_by: Sequence[QWidget] = ()
        self._text_scale = 1.0
        self._natural_fonts: dict[QWidget, QFont] = {}
        self._lines = QVBoxLayout(self)
        self._lines.setContentsMargins(*margins)
        self._lines.setSpacing(4)
        # How far the game is, always in view at the prompt's right (the game fills it).
        self.progress = ProgressGauges()
        self.progress.hide()
        top = QWidget(objectName="prompt-row")
        top.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(top)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        row.addWidget(self.prompt, 1)
        row.addWidget(self.progress, 0, Qt.AlignmentFlag.AlignVCenter)
        self._lines.addWidget(top)
        self._lines.addWidget(self.message)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    # --- the message line: what happened, or why a move was refused ------------------------
    def show_line(self, text: str, rich: bool = False) -> None:
        """A line of news (plain text unless ``rich``): any refusal shown is over."""
        self._refused_at = _NO_REFUSAL
        self.message.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.message.setText(text)

    def show_refusal(self, text: str, selection: object = None, rich: bool = True) -> None:
        """Why a move was refused (rich text with its rule's link, unless not ``rich``),
        kept until the players select something other than ``selection`` (what they
        had selected when refused) or hover a legal spot."""
        self.show_line(text, rich)
        self._refused_at = selection

    def refusal_shown(self) -> bool:
        return self._refused_at is not _NO_REFUSAL

    def selection_moved(self, selection: object, legal_hover: bool = False) -> None:
        """The players' selection now, and whether the pointer rests on a legal spot:
        a refusal that no longer applies goes."""
        if self.refusal_shown() and (legal_hover or selection != self._refused_at):
            self.show_line("")
            self.refusal_cleared.emit()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        # The prompt comes first: the gauges take at most this share of the width.
        self.progress.setMaximumWidth(int(self.width() * PROGRESS_SHARE))

    def add_line(self, line: QWidget) -> None:
        """Another line under the message (before the buttons, once they are there)."""
        if self.button_row is None:
            self._lines.addWidget(line)
        else:
            self._lines.insertWidget(self._lines.indexOf(self.button_row), line)

    def set_buttons(self, row: QWidget, sized_by: Sequence[QWidget], sideways: bool = True) -> QWidget:
        """The row of buttons under the lines, as tall as the tallest of ``sized_by``
        whichever are shown. ``sideways``: too many for a narrow window scroll sideways
        (a SidewaysRow); else ``row`` itself keeps that height."""
        row.layout().setContentsMargins(0, 0, 0, 0)
        self.button_row = SidewaysRow(row) if sideways else row
        self.button_row.setObjectName("turn-buttons")
        self._sized_by = tuple(sized_by)
        self._fix_row_height()
        self._lines.addWidget(self.button_row)
        return self.button_row

    def _fix_row_height(self) -> None:
        height = max(max(b.sizeHint().height(), b.minimumHeight()) for b in self._sized_by)
        if isinstance(self.button_row, SidewaysRow):
            self.button_row.fix_height(height)
        else:
            self.button_row.setFixedHeight(height)

    # --- the presenter view: every text larger ----------------------------------------------
    def text_scale(self) -> float:
        return self._text_scale

    def set_text_scale(self, scale: float) -> None:
        """Every text of the strip ``scale`` times its usual size (1: as usual); the lines
        and the row of buttons take the height their texts need."""
        if scale == self._text_scale:
            return
        if self._text_scale == 1.0:  # what "as usual" is: the fonts set on purpose, and the rest
            self._natural_fonts = {w: QFont(w.font()) for w in [self, *self.findChildren(QWidget)]
                                   if w.testAttribute(Qt.WidgetAttribute.WA_SetFont)}
        self._text_scale = scale
        base = self._natural_fonts.get(self, QFont())
        if scale == 1.0:
            for widget, font in self._natural_fonts.items():
                widget.setFont(font)
            if self not in self._natural_fonts:
                self.setFont(QFont())  # inherited again, as before
        else:
            self.setFont(_scaled(base if self in self._natural_fonts else self.font(), scale))
            for widget, font in self._natural_fonts.items():
                if widget is not self:
                    widget.setFont(_scaled(font, scale))
        if self.button_row is not None:
            self._fix_row_height()
        self.text_scaled()

    def text_scaled(self) -> None:
        """Called once the strip's texts changed size: a panel that measures its texts
        measures them again here."""


def _scaled(font: QFont, scale: float) -> QFont:
    scaled = QFont(font)
    if font.pointSizeF() > 0:
        scaled.setPointSizeF(font.pointSizeF() * scale)
    else:
        scaled.setPixelSize(round(font.pixelSize() * scale))
    return scaled
