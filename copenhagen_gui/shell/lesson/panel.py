"""The lesson's bubble (a coach mark), the same in every game: where we are (step x of
N, the chapter, with the list of chapters to jump to any topic), the step's title and
explanation, what to click now, what the last click got, and Leave / Start over / Back
/ Next. ``coach`` places it beside what the step talks about."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QActionGroup, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
)

from copenhagen_gui.shell.text import fill

from .lesson import Lesson

BUBBLE_WIDTH = 380
PAPER, EDGE, INK = "#fffaf0", "#c8641e", "#2b2118"
PRAISE, REFUSAL = "#1f6b2a", "#9b1c1c"


class LessonPanel(QFrame):
    leave_requested = Signal()  # the learner leaves: the game goes on, the lesson resumes later
    finish_requested = Signal()  # the learner closes the lesson at its end

    def __init__(self, lesson: Lesson, parent=None):
        super().__init__(parent)
        self.setObjectName("lesson-panel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        # A bubble: paper colour, a warm border (the same as the coach's frames).
        self.setStyleSheet(f"#lesson-panel {{ background: {PAPER}; border: 2px solid {EDGE};"
                           f" border-radius: 10px; }} QLabel {{ color: {INK}; }}")
        self.setAutoFillBackground(True)
        self.lesson = lesson
        self.progress = QLabel(objectName="lesson-progress")
        self.chapters = QToolButton(objectName="lesson-chapters")
        self.chapters.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.chapters.setAutoRaise(True)
        self.chapters.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.chapter_menu = QMenu(self.chapters, objectName="lesson-chapter-menu")
        # Shown with popup(), which returns at once (no event loop of its own).
        self.chapters.clicked.connect(self.show_chapters)
        self._listed = None  # (titles, chapter) the menu lists now
        self.title = QLabel(objectName="lesson-title", wordWrap=True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(objectName="lesson-text", wordWrap=True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.instruction = QLabel(objectName="lesson-instruction", wordWrap=True)
        self.instruction.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(self.instruction.font())
        bold.setBold(True)
        self.instruction.setFont(bold)
        self.feedback = QLabel(objectName="lesson-feedback", wordWrap=True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.leave_button = QPushButton(objectName="lesson-leave", flat=True)
        self.restart_button = QPushButton(objectName="lesson-restart", flat=True)
        self.back_button = QPushButton(objectName="lesson-back")
        self.next_button = QPushButton(objectName="lesson-next")
        for button in (self.chapters, self.leave_button, self.restart_button, self.back_button,
                       self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys to the table
        self.leave_button.clicked.connect(self.leave_requested)
        self.restart_button.clicked.connect(lesson.start_over)
        self.back_button.clicked.connect(lesson.back)
        self.next_button.clicked.connect(self._next_or_finish)
        header = QHBoxLayout()
        header.addWidget(self.progress)
        header.addStretch(1)
        header.addWidget(self.chapters)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.restart_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 10)
        layout.setSpacing(6)
        layout.addLayout(header)
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
            self.finish_requested.emit()
        else:
            self.lesson.next()

    def refresh(self):
        lesson = self.lesson
        if lesson.session is None:
            return
        self.progress.setText(fill(self.tr("Step %1 of %2"), str(lesson.index + 1), str(len(lesson.steps))))
        self._refresh_chapters()
        self.title.setText(lesson.title())
        text = lesson.text()
        self.text.setText(text)
        self.text.setVisible(bool(text))
        instruction = lesson.instruction()
        self.instruction.setText(instruction)
        self.instruction.setVisible(bool(instruction))
        self.feedback.setText(lesson.feedback)
        self.feedback.setVisible(bool(lesson.feedback))
        # Green for praise, dark red for a refused move (the text says which, too).
        self.feedback.setStyleSheet(f"color: {PRAISE if lesson.feedback_ok else REFUSAL};")
        self.leave_button.setText(self.tr("Leave"))
        self.leave_button.setToolTip(self.tr(
            "Leave the lesson: this game goes on against the computer, and “Learn the game” "
            "takes you back to this step later."))
        self.restart_button.setText(self.tr("Start over"))
        self.restart_button.setToolTip(self.tr("Go back to the lesson’s first step"))
        self.restart_button.setEnabled(lesson.index > 0 and not lesson.playing)
        self.back_button.setText(self.tr("&Back"))
        self.back_button.setEnabled(lesson.can_back())
        if lesson.at_end():
            over = lesson.game_over()
            self.next_button.setText(self.tr("&Finish") if over else self.tr("&Play on"))
            self.next_button.setToolTip(self.tr("Close the lesson") if over else self.tr(
                "Close the lesson and play this game on against the computer"))
        else:
            self.next_button.setText(self.tr("&Next"))
            self.next_button.setToolTip("")
        self.next_button.setEnabled(lesson.can_next() or lesson.at_end())
        self.next_button.setDefault(self.next_button.isEnabled())
        # While a practice move is awaited the lesson goes on by itself: no Next.
        self.next_button.setVisible(not (lesson.is_practice() and not lesson.step_done()))
        self.fit()

    def _refresh_chapters(self):
        lesson = self.lesson
        titles = lesson.chapter_titles()
        self.chapters.setVisible(bool(titles))
        if not titles:
            return
        self.chapters.setText(fill(self.tr("Chapter %1 of %2"), str(lesson.chapter + 1), str(len(titles)))
                              + " \u25be")  # (a small triangle: a list opens)
        self.chapters.setToolTip(self.tr("Jump to a chapter of the lesson"))
        self.chapters.setEnabled(not lesson.playing)
        if self._listed == (tuple(titles), lesson.chapter):
            return
        self._listed = (tuple(titles), lesson.chapter)
        self.chapter_menu.clear()
        group = QActionGroup(self.chapter_menu)
        for index, title in enumerate(titles):
            action = self.chapter_menu.addAction(fill(self.tr("%1. %2", "a chapter in the list"),
                                                      str(index + 1), title))
            action.setObjectName(f"lesson-chapter-{index + 1}")
            action.setCheckable(True)
            action.setChecked(index == lesson.chapter)
            action.setActionGroup(group)
            action.triggered.connect(lambda _=False, chapter=index: lesson.go_to_chapter(chapter))

    def show_chapters(self) -> None:
        """The list of chapters under its button; choosing one goes to its start."""
        self.chapter_menu.popup(self.chapters.mapToGlobal(self.chapters.rect().bottomLeft()))

    def fit(self) -> None:
        """As tall as its wrapped text needs at its width: ``BUBBLE_WIDTH``, or wider
        when the buttons' words need it (Dutch "Opnieuw beginnen" and "Volgende")."""
        layout = self.layout()
        layout.activate()  # (the buttons' words may have changed since it last measured)
        width = max(BUBBLE_WIDTH, layout.totalMinimumSize().width())  # (its border included)
        self.setFixedWidth(width)
        self.setFixedHeight(layout.totalHeightForWidth(width))
