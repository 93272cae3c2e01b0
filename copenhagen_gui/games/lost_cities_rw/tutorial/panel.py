"""The lesson's panel beside the table: the idea of this step, what to do now, what the
last move got, and Start over / Leave / Next."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from . import texts
from .lesson import Lesson

PANEL_WIDTH = 330


class LessonPanel(QFrame):
    def __init__(self, lesson: Lesson, parent=None):
        super().__init__(parent)
        self.setObjectName("lost-cities-lesson")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(PANEL_WIDTH)
        self.lesson = lesson
        self.heading = QLabel(objectName="lesson-heading")
        self.progress = QLabel(objectName="lesson-progress")
        self.title = QLabel(objectName="lesson-title", wordWrap=True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(objectName="lesson-text", wordWrap=True)
        self.text.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.instruction = QLabel(objectName="lesson-instruction", wordWrap=True)
        bold = QFont(self.instruction.font())
        bold.setBold(True)
        self.instruction.setFont(bold)
        self.feedback = QLabel(objectName="lesson-feedback", wordWrap=True)
        self.start_over_button = QPushButton(objectName="lesson-start-over")
        self.leave_button = QPushButton(objectName="lesson-leave")
        self.next_button = QPushButton(objectName="lesson-next")
        for button in (self.start_over_button, self.leave_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the keys stay with the table
        self.start_over_button.clicked.connect(lesson.start_over)
        self.leave_button.clicked.connect(lambda: lesson.leave())
        self.next_button.clicked.connect(lesson.next)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_over_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(self.heading)
        layout.addWidget(self.progress)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.instruction)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        layout.addWidget(self.leave_button)
        lesson.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        lesson = self.lesson
        step = lesson.step
        self.heading.setText(texts.panel_title())
        self.progress.setText(texts.progress(lesson.index + 1, len(lesson.steps)))
        self.title.setText(texts.topic_title(step.topic))
        self.text.setText(texts.topic_text(step.topic))
        self.instruction.setText(lesson.instruction())
        self.feedback.setText(lesson.feedback)
        self.feedback.setStyleSheet("color: #2e7d32;" if lesson.feedback_ok else "color: #b3261e;")
        self.start_over_button.setText(texts.back_label())
        self.leave_button.setText(texts.leave_label())
        self.next_button.setText(texts.finish_label() if lesson.at_end else texts.next_label())
        self.next_button.setEnabled(lesson.can_go_next())
        if lesson.can_go_next():
            self.next_button.setDefault(True)

    def retranslate(self) -> None:
        self.refresh()
