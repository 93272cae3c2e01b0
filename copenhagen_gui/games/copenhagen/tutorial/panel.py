"""The lesson's panel beside the table: where we are, the step's idea, what to click,
what the last click got, and Back / Next; at the end, play on or close."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from copenhagen_gui.shell.text import fill

from .lesson import Lesson
from .script import StepKind
from .texts import CopenhagenTutorial, text, title


class TutorialPanel(QFrame):
    play_on = Signal()  # the learner wants to finish this game against the computer
    close_requested = Signal()  # leave: the game goes on against the computer

    def __init__(self, lesson: Lesson, parent=None):
        super().__init__(parent)
        self.setObjectName("copenhagen-tutorial-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.lesson = lesson
        self.progress = QLabel(objectName="tutorial-progress")
        self.title = QLabel(objectName="tutorial-title")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.text = QLabel(objectName="tutorial-text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.instruction = QLabel(objectName="tutorial-instruction")
        self.instruction.setWordWrap(True)
        bold = QFont(self.instruction.font())
        bold.setBold(True)
        self.instruction.setFont(bold)
        self.feedback = QLabel(objectName="tutorial-feedback")
        self.feedback.setWordWrap(True)
        self.back_button = QPushButton(objectName="tutorial-back")
        self.next_button = QPushButton(objectName="tutorial-next")
        self.restart_button = QPushButton(objectName="tutorial-restart")
        self.close_button = QPushButton(objectName="tutorial-close")
        self.play_on_button = QPushButton(objectName="tutorial-play-on")
        for button in (self.back_button, self.next_button, self.restart_button,
                       self.close_button, self.play_on_button):
            # A click leaves the keys (R, M, Esc) to the table.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.back_button.clicked.connect(lesson.back)
        self.next_button.clicked.connect(lesson.next)
        self.restart_button.clicked.connect(lesson.restart)
        self.close_button.clicked.connect(self.close_requested)
        self.play_on_button.clicked.connect(self.play_on)
        steps = QHBoxLayout()
        steps.addWidget(self.back_button)
        steps.addStretch(1)
        steps.addWidget(self.next_button)
        leave = QHBoxLayout()
        leave.addWidget(self.restart_button)
        leave.addStretch(1)
        leave.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(self.progress)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.instruction)
        layout.addWidget(self.feedback)
        layout.addStretch(1)
        layout.addWidget(self.play_on_button)
        layout.addLayout(steps)
        layout.addLayout(leave)
        self.setFixedWidth(330)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        lesson.changed.connect(self.refresh)
        self.refresh()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        lesson = self.lesson
        step = lesson.step
        self.progress.setText(fill(CopenhagenTutorial.tr("Learn the game — step %1 of %2"),
                                   str(lesson.index + 1), str(len(lesson.steps))))
        self.title.setText(title(step.topic))
        self.text.setText(text(step.topic, lesson.names[1]))
        instruction = lesson.instruction()
        if not instruction and step.kind is StepKind.SHOW and lesson.can_next():
            instruction = CopenhagenTutorial.tr("Click Next to go on.")
        self.instruction.setText(instruction)
        self.instruction.setVisible(bool(instruction))
        self.feedback.setText(lesson.feedback)
        self.feedback.setStyleSheet("color: #2e7d32;" if lesson.feedback_ok else "color: #b71c1c;")
        self.feedback.setVisible(bool(lesson.feedback))
        self.back_button.setText(CopenhagenTutorial.tr("Back"))
        self.next_button.setText(CopenhagenTutorial.tr("Next"))
        self.restart_button.setText(CopenhagenTutorial.tr("Start over"))
        self.close_button.setText(CopenhagenTutorial.tr("Leave the lesson"))
        self.play_on_button.setText(CopenhagenTutorial.tr("Play on against the computer"))
        self.back_button.setEnabled(lesson.can_back())
        self.next_button.setEnabled(lesson.can_next())
        self.next_button.setVisible(not lesson.at_end())
        self.play_on_button.setVisible(lesson.at_end())
