"""A large announcement over the table ("Round 3 begins", "The game is over") that
fades out by itself and never blocks a click."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QPropertyAnimation, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel

SHOW_MS = 2200
FADE_MS = 700


class Banner(QLabel):
    def __init__(self, parent):
        super().__init__(parent)
        self.setObjectName("banner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may name a player
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.setFont(font)
        self.setStyleSheet(
            "QLabel#banner { color: #fffdf5; background: rgba(20, 35, 45, 215);"
            " border: 2px solid #f0a81c; border-radius: 14px; padding: 14px 28px; }"
        )
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade.start)
        self.hide()

    def show_text(self, text: str):
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.setText(text)
        parent = self.parentWidget()
        width = min(parent.width() - 40, max(360, self.fontMetrics().horizontalAdvance(text) + 80))
        self.setFixedWidth(max(width, 200))
        self.adjustSize()
        # Near the top, over the pad's colour headers: the sheets stay readable.
        self.move((parent.width() - self.width()) // 2, 12)
        self.show()
        self.raise_()
        self._timer.start(SHOW_MS)

    def changeEvent(self, event):
        # An announcement is of the moment, in the words of the old language: it goes.
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.stop()
            self.hide()
        super().changeEvent(event)

    def stop(self):
        """Stop the timer and the fade (closing the window, tests)."""
        self._timer.stop()
        self._fade.stop()
        self.hide()
