"""The demo's panel (shown in a dock beside the table): the rule that applies now,
what to click, what the last click got, and Back / Next."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.games.copenhagen_rw.tutorial.lesson import Lesson
from copenhagen_gui.games.copenhagen_rw.tutorial.script import StepKind
from copenhagen_gui.games.copenhagen_rw.tutorial.texts import topic_text, topic_title


class TutorialPanel(QWidget):
    def __init__(self, lesson: Lesson, parent=None):
        super().__init__(parent)
        self.setObjectName("tutorial-panel")
        self.lesson = lesson
        self.progress = QLabel(objectName="tutorial-progress")
        self.title = QLabel(objectName="tutorial-title")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.text = QTextBrowser(objectName="tutorial-text")
        self.text.setOpenLinks(False)
        # Read by clicking into it; the keys (R to rotate, Space to roll) stay with the table.
        self.text.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.instruction = QLabel(objectName="tutorial-instruction")
        self.instruction.setWordWrap(True)
        bold = QFont(self.instruction.font())
        bold.setBold(True)
        self.instruction.setFont(bold)
        self.feedback = QLabel(objectName="tutorial-feedback")
        self.feedback.setWordWrap(True)
        self.back_button = QPushButton(objectName="tutorial-back")
        self.next_button = QPushButton(objectName="tutorial-next")
        for button in (self.back_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys to the table
        self.back_button.clicked.connect(lesson.back)
        self.next_button.clicked.connect(self._next_or_finish)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.progress)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.instruction)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        self.setMinimumWidth(340)
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
        self.progress.setText(self.tr("Step %1 of %2").replace("%1", str(lesson.index + 1))
                              .replace("%2", str(len(lesson.steps))))
        topics = step.topics
        self.title.setText(" · ".join(topic_title(t) for t in topics) if topics
                           else self.tr("Your move"))
        parts = []
        for topic in topics:
            if len(topics) > 1:  # several rules at once: each under its own heading
                parts.append(f"<h3>{html.escape(topic_title(topic))}</h3>")
            parts += [f"<p>{html.escape(p)}</p>" for p in topic_text(topic).split("\n\n")]
        if not topics:
            nothing_new = self.tr("Nothing new here: make the move, as practice.")
            parts.append(f"<p>{html.escape(nothing_new)}</p>")
        self.text.setHtml("".join(parts))
        if lesson.playing:
            self.instruction.setText(self.tr("The demo is making the moves up to the next step…"))
        elif lesson.waiting_for_learner():
            self.instruction.setText(self.tr("Your move: %1").replace("%1", lesson.instruction()))
        elif step.kind is StepKind.SHOW or lesson.step_done():
            self.instruction.setText(self.tr("Click Next to go on.") if lesson.can_next()
                                     else self.tr("The demo is over. Click Finish to close it."))
        self.feedback.setText(lesson.feedback)
        self.feedback.setVisible(bool(lesson.feedback))
        # Green for praise, dark red for a refused move (the text says which, too).
        self.feedback.setStyleSheet("color: #1f6b2a;" if lesson.feedback_ok else "color: #9b1c1c;")
        self.back_button.setText(self.tr("&Back"))
        self.back_button.setEnabled(lesson.can_back())
        self.next_button.setText(self.tr("&Finish") if lesson.at_end() else self.tr("&Next"))
        self.next_button.setEnabled(lesson.can_next() or lesson.at_end())
