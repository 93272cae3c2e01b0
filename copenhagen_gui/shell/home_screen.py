"""The home screen: the page of the window's table stack a first start shows (and
Game ▸ Home): Continue the kept game, choose one of the games (a small picture and one
line each) and start it, learn it, play today's game, read its rules; the statistics.

It imports no game (start-up speed): the games, their names, lines and what they offer
are the catalogue's (``core.catalogue``, pure data), their pictures small files under
``resources/home/``; what each button does is the window's (the signals below)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.core import catalogue
from copenhagen_gui.resources import APP_NAME
from copenhagen_gui.shell import game_names
from copenhagen_gui.shell.first_frame import after_first_paint
from copenhagen_gui.shell.text import fill, mnemonic_safe

# The app's look: the table's felt, the sheets' paper and ink, the banner's gold.
FELT = QColor("#23404f")
PAPER = "#fbf6e9"
INK = "#22313f"
GOLD = "#f0a81c"
PICTURE_SIZE = QSize(240, 150)

_STYLE = f"""
QFrame#home-card {{ background: {PAPER}; border: 2px solid #d8ccb0; border-radius: 18px; }}
QFrame#home-card QLabel {{ color: {INK}; background: transparent; }}
QLabel#home-title {{ font-size: 26pt; font-weight: bold; }}
QLabel#home-heading {{ font-size: 13pt; font-weight: bold; }}
QToolButton[game] {{ color: {INK}; background: #fffdf7; border: 2px solid #e3d9c2;
    border-radius: 12px; padding: 8px; font-size: 12pt; font-weight: bold; }}
QToolButton[game]:hover {{ border-color: #b9a980; }}
QToolButton[game]:checked {{ border: 3px solid {GOLD}; background: #fff6dc; }}
QPushButton {{ color: {INK}; background: #fffdf7; border: 2px solid #cdbf9f;
    border-radius: 10px; padding: 8px 18px; }}
QPushButton:hover {{ background: #fff6dc; }}
QPushButton:disabled {{ color: #9a958a; border-color: #e3d9c2; }}
QPushButton#home-continue, QPushButton#home-new-game {{ background: {INK}; color: {PAPER};
    border-color: {INK}; font-weight: bold; }}
QPushButton#home-continue:hover, QPushButton#home-new-game:hover {{ background: #33485c; }}
"""


def game_picture(game_id: str) -> QIcon:
    """The game's small picture (resources/home/<picture> of its catalogue entry), or
    an empty icon."""
    from copenhagen_gui.resources import resource_path

    picture = catalogue.entry(game_id).picture
    path = resource_path("home", picture) if picture else None
    return QIcon(QPixmap(str(path))) if path is not None and path.is_file() else QIcon()


class HomeScreen(QWidget):
    continue_requested = Signal()
    new_game_requested = Signal(str)  # the game chosen
    learn_requested = Signal(str)
    todays_requested = Signal(str)
    rules_requested = Signal(str)
    statistics_requested = Signal()

    def __init__(self, parent=None):
        """Every game of the catalogue, with what it offers."""
        super().__init__(parent)
        self.setObjectName("home-screen")
        self._games = catalogue.entries()
        self._kept = ""  # what Continue takes up again ("" when nothing is kept)

        card = QFrame(objectName="home-card")
        card.setStyleSheet(_STYLE)
        card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.title = QLabel(objectName="home-title")
        self.subtitle = QLabel(objectName="home-subtitle")
        self.subtitle.setWordWrap(True)

        self.continue_button = QPushButton(objectName="home-continue")
        self.kept_label = QLabel(objectName="home-kept")
        self.kept_label.setProperty("textFormat", "PlainText")  # the players' names as typed
        self.kept_label.setWordWrap(True)
        self.continue_button.clicked.connect(self.continue_requested)
        keep_row = QHBoxLayout()
        keep_row.addWidget(self.continue_button)
        keep_row.addWidget(self.kept_label, 1)
        self.keep_box = QWidget()
        self.keep_box.setLayout(keep_row)
        keep_row.setContentsMargins(0, 0, 0, 0)

        self.choose_heading = QLabel(objectName="home-heading")
        self.game_buttons: dict[str, QToolButton] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        games_row = QHBoxLayout()
        games_row.setSpacing(14)
        self.game_lines: dict[str, QLabel] = {}
        for game_id in (entry.game_id for entry in self._games):
            button = QToolButton(objectName=f"home-game-{game_id}")
            button.setProperty("game", game_id)
            button.setCheckable(True)
            # Enum values by name (Qt converts them): the home screen is the first frame
            # and the Qt namespace's enums cost ~10 ms to create in PySide6.
            button.setProperty("toolButtonStyle", "ToolButtonTextUnderIcon")
            button.setIconSize(PICTURE_SIZE)  # the picture itself: after the first paint
            line = QLabel(objectName=f"home-line-{game_id}")
            line.setWordWrap(True)
            line.setProperty("alignment", "AlignHCenter|AlignTop")
            # A click on the line chooses the game too.
            line.mousePressEvent = lambda _event, b=button: b.setChecked(True)
            column = QVBoxLayout()
            column.setSpacing(4)
            column.addWidget(button)
            column.addWidget(line)
            self._group.addButton(button)
            games_row.addLayout(column)
            self.game_buttons[game_id] = button
            self.game_lines[game_id] = line
        self._group.buttonToggled.connect(lambda *_: self._refresh_buttons())

        self.new_button = QPushButton(objectName="home-new-game")
        self.learn_button = QPushButton(objectName="home-learn")
        self.todays_button = QPushButton(objectName="home-todays-game")
        self.rules_button = QPushButton(objectName="home-rules")
        self.statistics_button = QPushButton(objectName="home-statistics")
        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(self.game()))
        self.learn_button.clicked.connect(lambda: self.learn_requested.emit(self.game()))
        self.todays_button.clicked.connect(lambda: self.todays_requested.emit(self.game()))
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.game()))
        self.statistics_button.clicked.connect(self.statistics_requested)
        commands = QHBoxLayout()
        for button in (self.new_button, self.learn_button, self.todays_button, self.rules_button):
            commands.addWidget(button)
        commands.addStretch(1)
        commands.addWidget(self.statistics_button)

        inner = QVBoxLayout(card)
        inner.setContentsMargins(36, 28, 36, 28)
        inner.setSpacing(12)
        inner.addWidget(self.title)
        inner.addWidget(self.subtitle)
        inner.addSpacing(6)
        inner.addWidget(self.keep_box)
        inner.addSpacing(6)
        inner.addWidget(self.choose_heading)
        inner.addLayout(games_row)
        inner.addLayout(commands)

        outer = QGridLayout(self)
        outer.setContentsMargins(24, 24, 24, 24)
        # The card in the middle: stretching rows and columns around it.
        outer.addWidget(card, 1, 1)
        for side in (0, 2):
            outer.setRowStretch(side, 1)
            outer.setColumnStretch(side, 1)
        # The felt of the table, under the paper card.
        palette = self.palette()
        palette.setColor(self.backgroundRole(), FELT)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.choose(self._games[0].game_id)
        self.set_kept("")
        self.retranslate()
        # Decoding the pictures takes ~5 ms: the screen shows a frame earlier
        # without them (their place is kept), and they come a moment later.
        after_first_paint(self, self._show_pictures)

    def _show_pictures(self) -> None:
        for game_id, button in self.game_buttons.items():
            button.setIcon(game_picture(game_id))

    # --- what it offers -------------------------------------------------------------------

    def game(self) -> str:
        checked = self._group.checkedButton()
        return checked.property("game") if checked is not None else self._games[0].game_id

    def choose(self, game_id: str) -> None:
        """Select ``game_id`` (the game last played) among the games."""
        button = self.game_buttons.get(game_id)
        if button is not None:
            button.setChecked(True)

    def set_kept(self, description: str) -> None:
        """The kept game Continue takes up again, in one line; "" when none."""
        self._kept = description
        self.kept_label.setText(description)
        self.keep_box.setVisible(bool(description))

    def _refresh_buttons(self) -> None:
        """Only what the chosen game offers (its catalogue entry)."""
        entry = catalogue.entry(self.game())
        self.todays_button.setVisible(entry.todays_game)
        self.learn_button.setVisible(entry.lesson)
        self.rules_button.setVisible(entry.rulebook is not None)

    # --- texts ------------------------------------------------------------------------------

    def game_name(self, game_id: str) -> str:
        return game_names.title(game_id)

    def game_line(self, game_id: str) -> str:
        """What the game is about and how many it seats, in one line."""
        entry = catalogue.entry(game_id)
        return fill(self.tr("%1 %2–%3 players.", "what a game is about, then how many it seats"),
                    game_names.blurb(game_id), str(entry.min_seats), str(entry.max_seats))

    def retranslate(self) -> None:
        self.title.setText(APP_NAME)  # a product name, the same in every language
        self.subtitle.setText(self.tr("Board games for one table: pass the computer around, "
                                      "or play against computer players."))
        self.continue_button.setText(self.tr("Continue"))
        self.choose_heading.setText(self.tr("Choose a game"))
        for game_id, button in self.game_buttons.items():
            button.setText(mnemonic_safe(self.game_name(game_id)))  # "Roll & Write": no shortcut
            button.setToolTip(self.game_line(game_id))
            self.game_lines[game_id].setText(self.game_line(game_id))
        self.new_button.setText(self.tr("New game…"))
        self.learn_button.setText(self.tr("Learn the game"))
        self.todays_button.setText(self.tr("Today’s game"))
        self.rules_button.setText(self.tr("Rules"))
        self.statistics_button.setText(self.tr("Statistics…"))
        self._refresh_buttons()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event):
        # Larger pictures on a larger screen; the card always fits a 1366 x 768 laptop
        # (the margins and each column's padding and spacing: ~140 + 40 per game).
        count = len(self.game_buttons)
        across = (self.width() - 140 - 40 * count) // count
        width = max(180, min(520, across, int((self.height() - 420) * 1.6)))
        size = QSize(width, width * PICTURE_SIZE.height() // PICTURE_SIZE.width())
        for game_id, button in self.game_buttons.items():
            button.setIconSize(size)
            button.setFixedWidth(width + 24)
            self.game_lines[game_id].setFixedWidth(width + 24)
        super().resizeEvent(event)
