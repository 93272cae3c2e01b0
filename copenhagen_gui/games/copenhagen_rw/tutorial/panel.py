"""The demo's bubble (a coach mark): one idea per step, shown beside the thing it
talks about — the step's title and explanation, what to click now, what the last
click got, and Back / Next / Leave. ``coach`` places it on the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from copenhagen_gui.shell.text import fill

from .lesson import Lesson
from .script import StepKind
from .texts import topic_text, topic_title

BUBBLE_WIDTH = 340


class TutorialPanel(QFrame):
    leave_requested = Signal()  # the learner leaves before the end (resumable)

    def __init__(self, lesson: Lesson, parent=None):
        super().__init__(parent)
        self.setObjectName("tutorial-panel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        # A bubble: paper colour, a warm border (the same as the highlight frame).
        self.setStyleSheet("#tutorial-panel { background: #fffaf0; border: 2px solid #c8641e;"
                           " border-radius: 10px; } QLabel { color: #2b2118; }")
        self.setAutoFillBackground(True)
        self.setFixedWidth(BUBBLE_WIDTH)
        self.lesson = lesson
        self.progress = QLabel(objectName="tutorial-progress")
        self.title = QLabel(objectName="tutorial-title", wordWrap=True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(objectName="tutorial-text", wordWrap=True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.instruction = QLabel(objectName="tutorial-instruction", wordWrap=True)
        bold = QFont(self.instruction.font())
        bold.setBold(True)
        self.instruction.setFont(bold)
        self.feedback = QLabel(objectName="tutorial-feedback", wordWrap=True)
        self.back_button = QPushButton(objectName="tutorial-back")
        self.next_button = QPushButton(objectName="tutorial-next")
        self.leave_button = QPushButton(objectName="tutorial-leave")
        self.leave_button.setFlat(True)
        for button in (self.back_button, self.next_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys to the table
        self.back_button.clicked.connect(lesson.back)
        self.next_button.clicked.connect(self._next_or_finish)
        self.leave_button.clicked.connect(self.leave_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        layout.addWidget(self.progress)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.instruction)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        lesson.changed.connect(self.refresh)
        self.refresh()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def _next_or_finish(self):
        if self.lesson.at_end():
            self.lesson.finish()
        else:
            self.lesson.next()

    def refresh(self):
        lesson = self.lesson
        if lesson.session is None:
            return
        step = lesson.step
        self.progress.setText(fill(self.tr("Step %1 of %2"), str(lesson.index + 1), str(len(lesson.steps))))
        # One idea per step: its title and text; a practice step says only what to do.
        topic = step.topics[0] if step.topics else None
        if topic is not None:
            self.title.setText(topic_title(topic))
        elif lesson.playing:
            self.title.setText(fill(self.tr("%1’s turn"), lesson.names[1]))
        else:
            self.title.setText(self.tr("Your move"))
        text = topic_text(topic) if topic is not None else ""
        self.text.setText(text)
        self.text.setVisible(bool(text))
        if lesson.playing:
            instruction = fill(self.tr("%1 is playing…"), lesson.names[1])
        elif lesson.waiting_for_learner():
            instruction = lesson.instruction()
        else:
            instruction = ""
        self.instruction.setText(instruction)
        self.instruction.setVisible(bool(instruction))
        self.feedback.setText(lesson.feedback)
        self.feedback.setVisible(bool(lesson.feedback))
        # Green for praise, dark red for a refused move (the text says which, too).
        self.feedback.setStyleSheet("color: #1f6b2a;" if lesson.feedback_ok else "color: #9b1c1c;")
        self.back_button.setText(self.tr("&Back"))
        self.back_button.setEnabled(lesson.can_back())
        self.next_button.setText(self.tr("&Finish") if lesson.at_end() else self.tr("&Next"))
        self.next_button.setEnabled(lesson.can_next() or lesson.at_end())
        self.next_button.setDefault(self.next_button.isEnabled())
        # While a move is awaited Next waits too: its place says so by being greyed.
        self.next_button.setVisible(not (step.kind is StepKind.DO and lesson.is_practice()
                                         and not lesson.step_done()))
        self.leave_button.setText(self.tr("Leave"))
        self.leave_button.setToolTip(self.tr(
            "Leave the demo: this game goes on against the computer, and “Learn the game” "
            "takes you back to this step later."))
        self.fit()

    def fit(self) -> None:
        """As tall as its wrapped text needs at its fixed width."""
        self.setFixedHeight(self.layout().totalHeightForWidth(BUBBLE_WIDTH))
