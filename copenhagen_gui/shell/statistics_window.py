"""The Statistics window: per game and per player name, the figures in words, a chart of
scores over time, and the past games (each opens read-only, with its history).

It only reads the statistics store; opening a past game is the main window's business,
through the ``open_record_readonly(record)`` callback it passes in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QMetaObject,
    Qt,
    QTime,
    QTimeZone,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.core.seats import BOT_LEVELS
from copenhagen_gui.session.statistics import PEOPLE, PastGame, StatisticsStore
from copenhagen_gui.shell.first_frame import after_first_paint
from copenhagen_gui.shell.score_chart import ScoreChart
from copenhagen_gui.shell.text import fill

_AGAINST = (*BOT_LEVELS, PEOPLE)
# The past games whose texts the list's columns fit as the window first shows (more
# than a window shows at once); the columns fit all of them just after.
FIRST_ROWS_MEASURED = 60


class StatisticsWindow(QDialog):
    """``games``: (game id, translated title) pairs to choose from."""

    def __init__(self, store: StatisticsStore, games: Sequence[tuple[str, str]],
                 open_record_readonly: Callable | None = None, game: str | None = None,
                 player: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statistics-window")
        self._store = store
        self._open = open_record_readonly
        self._past: list[PastGame] = []

        self._game_label = QLabel()
        self.game_box = QComboBox(objectName="statistics-game")
        for game_id, title in games:
            self.game_box.addItem(title, game_id)
        self._game_label.setBuddy(self.game_box)
        self._player_label = QLabel()
        self.player_box = QComboBox(objectName="statistics-player")
        self.player_box.setMinimumContentsLength(16)
        self._player_label.setBuddy(self.player_box)
        choose = QHBoxLayout()
        choose.addWidget(self._game_label)
        choose.addWidget(self.game_box)
        choose.addSpacing(24)
        choose.addWidget(self._player_label)
        choose.addWidget(self.player_box)
        choose.addStretch(1)

        self._figures_box = QGroupBox(objectName="statistics-figures")
        self._form = QFormLayout(self._figures_box)
        self._form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.values: dict[str, QLabel] = {}
        self._captions: dict[str, QLabel] = {}
        for key in ("games", "wins", "win-rate", "average", "best", *(f"against-{k}" for k in _AGAINST)):
            caption, value = QLabel(), QLabel(objectName=f"figure-{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._captions[key], self.values[key] = caption, value
            self._form.addRow(caption, value)
        self._figures_box.setMinimumWidth(300)

        self.chart = ScoreChart()
        self._chart_box = QGroupBox()
        QVBoxLayout(self._chart_box).addWidget(self.chart)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self._figures_box)
        top.addWidget(self._chart_box)
        top.setStretchFactor(1, 1)
        top.setChildrenCollapsible(False)

        self._games_box = QGroupBox()
        self.games_list = QTreeWidget(objectName="statistics-games")
        self.games_list.setRootIsDecorated(False)
        self.games_list.setAlternatingRowColors(True)
        self.games_list.setUniformRowHeights(True)
        self.games_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.games_list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The columns fit the first rows as the window first shows (measuring every row
        # of a few hundred games is most of the cost of showing it), every row a moment later.
        header.setResizeContentsPrecision(FIRST_ROWS_MEASURED)
        after_first_paint(self, self._fit_every_row)
        self.games_list.setColumnCount(4)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.open_button = QPushButton(objectName="statistics-open")
        self.open_button.setEnabled(False)
        self.damaged_note = QLabel(objectName="statistics-damaged")
        self.damaged_note.setWordWrap(True)
        self.damaged_note.hide()
        games_layout = QVBoxLayout(self._games_box)
        games_layout.addWidget(self.games_list)
        games_layout.addWidget(self.damaged_note)
        row = QHBoxLayout()
        self._hint = QLabel()
        self._hint.setWordWrap(True)
        row.addWidget(self._hint, 1)
        row.addWidget(self.open_button)
        games_layout.addLayout(row)

        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(top)
        body.addWidget(self._games_box)
        body.setStretchFactor(0, 3)
        body.setStretchFactor(1, 2)
        body.setChildrenCollapsible(False)

        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._buttons.rejected.connect(self.reject)
        # Enter in the list opens the chosen game: no button of the window may take it too.
        self.open_button.setAutoDefault(False)
        for button in self._buttons.buttons():
            button.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(body, 1)
        layout.addWidget(self._buttons)

        self._built = False  # the texts are set, the figures not yet: refreshed once, below
        self.retranslate()
        if game is not None and self.game_box.findData(game) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(game))
        self._game_changed(player=player)  # the figures, read once (1,000 games are a lot)
        self._built = True

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.player_box.currentIndexChanged.connect(self._refresh)
        self.games_list.itemActivated.connect(lambda *_: self.open_selected())  # double-click, Enter
        self.games_list.currentItemChanged.connect(
            lambda item, _: self.open_button.setEnabled(item is not None and self._open is not None))
        self.open_button.clicked.connect(self.open_selected)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Refresh), self, self._refresh)
        self.resize(1040, 700)

    def _fit_every_row(self):
        header = self.games_list.header()
        header.setResizeContentsPrecision(-1)
        QMetaObject.invokeMethod(header, "resizeSections")  # (a protected slot)

    # --- choices -------------------------------------------------------------------------

    def game(self) -> str:
        return self.game_box.currentData()

    def player(self) -> str | None:
        return self.player_box.currentText() or None

    def _game_changed(self, *_, player: str | None = None):
        """Another game chosen: its players (``player``, else the one chosen before,
        stays chosen when they played it too), then its figures."""
        previous = player or self.player()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItems(self._store.player_names(self.game()) if self.game() else [])
        if previous and self.player_box.findText(previous) >= 0:
            self.player_box.setCurrentIndex(self.player_box.findText(previous))
        self.player_box.blockSignals(False)
        self._refresh()

    # --- showing -------------------------------------------------------------------------

    def _refresh(self, *_):
        game, name = self.game(), self.player()
        locale = QLocale()
        if game is None or name is None:
            for label in self.values.values():
                label.setText("—")
            self.chart.set_points([])
            self._show_games([])
            self._show_damaged()
            self._tell_store_problems()  # (a damaged file set aside leaves no player to show)
            return
        figures = self._store.figures(game, name)
        self.values["games"].setText(locale.toString(figures.games))
        self.values["wins"].setText(locale.toString(figures.wins))
        self.values["win-rate"].setText(_percent(locale, figures.win_rate))
        self.values["average"].setText(
            "—" if figures.average_score is None else locale.toString(figures.average_score, "f", 1))
        self.values["best"].setText("—" if figures.best_score is None else locale.toString(figures.best_score))
        for key in _AGAINST:
            tally = figures.against.get(key)
            label = self.values[f"against-{key}"]
            if tally is None:
                label.setText(self.tr("no games"))
            else:
                label.setText(fill(self.tr("%1 of %2 won (%3)"), locale.toString(tally.wins),
                                   locale.toString(tally.games), _percent(locale, tally.win_rate)))
        self.chart.set_points(self._store.scores_over_time(game, name))
        self._show_games(self._store.past_games(game, name))
        self._show_damaged()
        self._tell_store_problems()

    def _show_damaged(self):
        """How many of the game's entries the store left out as damaged (found so far)."""
        count = self._store.damaged_count(self.game()) if self.game() else 0
        self.damaged_note.setText(self.tr(
            "Damaged entries skipped: %n. The statistics file was left as it is.", "", count))
        self.damaged_note.setVisible(count > 0)

    def _show_games(self, past: list[PastGame]):
        self._past = past
        self.games_list.clear()
        locale = QLocale()
        short = QLocale.FormatType.ShortFormat
        today = self.tr("%1 (today's game)")
        computer = self.tr("%1 (computer, %2)")
        levels = {"easy": self.tr("easy"), "normal": self.tr("normal"), "strong": self.tr("strong")}

        def seat_text(seat) -> str:
            return seat.name if seat.bot is None else fill(computer, seat.name, levels.get(seat.bot, seat.bot))

        zones: dict = {}
        items = []
        for index, game in enumerate(past):
            when = locale.toString(_qt_moment(game.finished, zones), short)
            if game.daily is not None:
                when = fill(today, when)
            players = ", ".join(seat_text(seat) for seat in game.seats)
            scores = " – ".join(locale.toString(seat.score) for seat in game.seats)
            item = QTreeWidgetItem([when, players, scores, game.winner.name])
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignCenter)
            items.append(item)
        self.games_list.addTopLevelItems(items)  # (one insertion: the list lays out once)
        if past:
            self.games_list.setCurrentItem(self.games_list.topLevelItem(0))
        self.open_button.setEnabled(bool(past) and self._open is not None)

    def open_selected(self) -> bool:
        """Open the chosen past game read-only, with its history."""
        item = self.games_list.currentItem()
        if item is None or self._open is None:
            return False
        game = self._past[item.data(0, Qt.ItemDataRole.UserRole)]
        from copenhagen_gui.core.record import RecordError  # (attrs: loaded with a game opened)

        try:
            record = game.record()
        except RecordError as error:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"), self.tr(
                "This game's record in the statistics file is damaged and cannot be opened. "
                "The file was left as it is."), parent=self)
            box.setObjectName("statistics-open-error")
            box.setDetailedText(error.describe())
            box.exec()
            return False
        self._open(record)
        return True

    def _tell_store_problems(self):
        notices = self._store.take_notices()
        if notices:
            QMessageBox.information(self, self.tr("Statistics"), notice_text(notices[-1]))

    # --- language ----------------------------------------------------------------------

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        self.setWindowTitle(self.tr("Statistics"))
        self._game_label.setText(self.tr("&Game:"))
        self._player_label.setText(self.tr("&Player:"))
        self._figures_box.setTitle(self.tr("Figures"))
        self._chart_box.setTitle(self.tr("Scores over time"))
        self._games_box.setTitle(self.tr("Past games"))
        captions = {
            "games": self.tr("Games played:"),
            "wins": self.tr("Games won:"),
            "win-rate": self.tr("Win rate:"),
            "average": self.tr("Average score:"),
            "best": self.tr("Best score:"),
            "against-easy": self.tr("Against the easy computer player:"),
            "against-normal": self.tr("Against the normal computer player:"),
            "against-strong": self.tr("Against the strong computer player:"),
            f"against-{PEOPLE}": self.tr("Against people only:"),
        }
        for key, text in captions.items():
            self._captions[key].setText(text)
        self.games_list.setHeaderLabels([self.tr("Date"), self.tr("Players"), self.tr("Scores"),
                                         self.tr("Winner")])
        self.open_button.setText(self.tr("&Open read-only"))
        self._hint.setText(self.tr("Double-click a game, or press Enter, to look through it move by move."))
        if self._built and self.game() is not None:
            self._refresh()


def _qt_moment(moment, zones: dict) -> QDateTime:
    """``moment`` (an aware local time) as a QDateTime at its fixed UTC offset: the same
    clock time, and ten times faster to make and format than one in the system's local
    time zone (which Qt works out again for each)."""
    offset = int(moment.utcoffset().total_seconds())
    zone = zones.get(offset)
    if zone is None:
        zone = zones[offset] = QTimeZone(offset)
    return QDateTime(QDate(moment.year, moment.month, moment.day),
                     QTime(moment.hour, moment.minute, moment.second), zone)


def _percent(locale: QLocale, rate: float | None) -> str:
    """A rate as each language writes a percentage (French and German with a no-break
    space before the sign, English and Dutch without): the translators' format."""
    if rate is None:
        return "—"
    number = locale.toString(rate * 100, "f", 0)
    return fill(QCoreApplication.translate("StatisticsWindow", "%1%", "a percentage: %1 is the number"), number)


def notice_text(notice) -> str:
    """What the player is told about a problem with the statistics file (translated)."""
    problem = notice.problem.value
    if problem in ("corrupted", "locked"):
        if problem == "corrupted":
            head = QCoreApplication.translate("StatisticsNotice", "The statistics file was damaged.")
        else:
            head = QCoreApplication.translate(
                "StatisticsNotice", "The statistics file stayed locked by another program.")
        if notice.kept_as is not None:
            return head + " " + fill(QCoreApplication.translate(
                "StatisticsNotice", "It was kept as %1 and a new one was started."), str(notice.kept_as))
        return head + " " + QCoreApplication.translate("StatisticsNotice", "A new one was started.")
    if problem == "newer":
        return QCoreApplication.translate(
            "StatisticsNotice",
            "The statistics file was made by a newer version of this program and is left as it "
            "is. Games finished now are counted only until the program is closed.")
    return fill(QCoreApplication.translate(
        "StatisticsNotice",
        "The statistics file cannot be written (%1). Games finished now are counted only "
        "until the program is closed."), str(notice.path))
