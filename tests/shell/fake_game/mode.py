"""Race to ten's Qt side: the count in a scene, two buttons, the keys 1 and 2."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGraphicsScene, QPushButton, QVBoxLayout, QWidget

from copenhagen_gui.shell.mode import GameMode, OptionsPage
from copenhagen_gui.shell.table_kit.view import TableView

from .spec import SPEC, Add


class RaceOptionsPage(OptionsPage):
    def options(self, seat_count, rng):
        return SPEC.default_options(seat_count)


class RaceMode(GameMode):
    game_id = SPEC.game_id

    def __init__(self, window):
        super().__init__(window)
        # A table larger than its one label, as a real game's: the kit's view fits the
        # whole table, so the label stays a small thing on it.
        self.scene = QGraphicsScene(0, 0, 800, 500)
        self.label = self.scene.addText("")
        self.label.setPos(40, 40)
        self._widget = QWidget(objectName="fake-race-table")
        self.view = TableView(self.scene, self._widget)  # the kit's: fit, zoom, presenter
        self.buttons = {}
        self.actions = {}
        layout = QVBoxLayout(self._widget)
        layout.addWidget(self.view)
        for amount in (1, 2):
            action = QAction(f"Add {amount}", self, objectName=f"action-add-{amount}")
            action.setShortcut(QKeySequence(str(amount)))
            action.triggered.connect(lambda _=False, n=amount: self._add(n))
            self.actions[amount] = action
            button = QPushButton(f"+{amount}", objectName=f"button-add-{amount}")
            button.clicked.connect(action.trigger)
            self.buttons[amount] = button
            layout.addWidget(button)
        self.messages: list[str] = []

    def action_text(self, action, names):
        if isinstance(action, Add):
            return f"{names[action.seat]} adds {action.amount}"
        return f"{names[action.first]} starts"

    def table_widget(self):
        return self._widget

    def set_session(self, session):
        if self.session is not None:
            self.session.state_changed.disconnect(self._redraw)
        super().set_session(session)
        session.state_changed.connect(self._redraw)
        self._redraw()

    def release(self):
        if self.session is not None:
            self.session.state_changed.disconnect(self._redraw)
        super().release()

    def _redraw(self):
        state = self.session.state
        self._draw(state)
        self.changed.emit()
        if SPEC.is_over(state):
            self.game_over.emit()

    def _draw(self, state):
        self.label.setPlainText(f"count {state.count}")

    def preview(self, state):
        self._draw(state)

    def end_preview(self):
        self._draw(self.session.state)

    def _add(self, amount):
        seat = self.session.state.turn
        if seat is not None:
            self.session.perform(Add(seat, amount))

    # "Learn the game": the script and where its keys are
    def lesson_script(self):
        from .lesson import RaceLesson

        return RaceLesson()

    def lesson_rect(self, key):
        return self.label.sceneBoundingRect() if key == ("count",) else QRectF()

    def lesson_widget(self, key):
        return self.buttons[key[1]] if key[0] == "button" else None

    def lesson_label(self, name):
        return self.buttons[int(name.removeprefix("add-"))].text()

    def refresh(self):
        people = self.session is not None and not SPEC.is_over(self.session.state) and \
            self.session.bots[self.session.state.turn] is None
        for amount in (1, 2):
            self.actions[amount].setEnabled(people)
            self.buttons[amount].setEnabled(people)

    def show_message(self, text):
        self.messages.append(text)

    def turn_actions(self):
        return list(self.actions.values())

    def options_page(self):
        return RaceOptionsPage()


MODE_CLASS = RaceMode
