"""How far the game is: a few gauges at the right of the turn strip's prompt, always in
view (the leader's points against the goal, the bridges crossed, the cards before the
End card can come...). A game gives the function that makes them from its engine's
state and queries (``set_source``) and calls ``refresh`` after every change; a language
switch asks again. This widget only shows them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QSizePolicy, QWidget

from copenhagen_gui.shell.text import auto_text_safe, fill

BAR_WIDTH = 56
MIN_TEXT_WIDTH = 40


@dataclass(frozen=True)
class Gauge:
    """One gauge: its words, and a bar ``value`` of ``maximum`` (no bar when None);
    ``tip``: how this brings the end closer."""

    text: str
    value: int | None = None
    maximum: int = 1
    tip: str = ""


def leader_gauge(points: Sequence[int], names: Sequence[str], goal: int) -> Gauge:
    """The leading player(s) against the points that end the game."""
    best = max(points)
    leaders = [name for name, p in zip(names, points, strict=True) if p == best]
    goal_line = fill(QCoreApplication.translate("ProgressGauges", "The game ends once a player has %1 points."), goal)
    if len(leaders) == 1:
        # The name stands alone, so no verb agrees with it ("You leads").
        text = fill(QCoreApplication.translate("ProgressGauges", "In the lead: %1 (%2/%3 points)"),
                    leaders[0], best, goal)
        return Gauge(text, min(best, goal), goal, goal_line)
    text = fill(QCoreApplication.translate("ProgressGauges", "Level in the lead: %1/%2 points"), best, goal)
    tip = fill(QCoreApplication.translate("ProgressGauges", "In the lead: %1."), ", ".join(leaders))
    return Gauge(text, min(best, goal), goal, tip + "\n" + goal_line)


class ProgressGauges(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent, objectName="progress-gauges")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self._pieces: list[tuple[QWidget, QProgressBar]] = []
        self._gauges: tuple[Gauge, ...] = ()
        self._source: Callable[[], Sequence[Gauge]] = tuple
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def set_source(self, source: Callable[[], Sequence[Gauge]]) -> None:
        """The game's gauges now, in the language of the moment (empty: none)."""
        self._source = source
        self.refresh()

    def refresh(self) -> None:
        self.set_gauges(self._source())

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def gauges(self) -> tuple[Gauge, ...]:
        return self._gauges

    def texts(self) -> list[str]:
        return [g.text for g in self._gauges]

    def set_gauges(self, gauges: Sequence[Gauge]) -> None:
        gauges = tuple(gauges)
        if gauges == self._gauges:
            return
        self._gauges = gauges
        from .turn_strip import OneLineLabel  # (the strip holds these gauges)

        while len(self._pieces) < len(gauges):
            # One line, plain text (names as typed), cut with "…" in a narrow window.
            label = OneLineLabel("progress-text")
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            label.setMinimumWidth(MIN_TEXT_WIDTH)
            bar = QProgressBar(objectName="progress-bar", textVisible=False)
            bar.setFixedSize(BAR_WIDTH, max(6, label.fontMetrics().height() // 2))
            if self._pieces:
                self._row.addSpacing(10)
            self._row.addWidget(label)
            self._row.addWidget(bar)
            self._pieces.append((label, bar))
        for i, (label, bar) in enumerate(self._pieces):
            shown = i < len(gauges)
            label.setVisible(shown)
            bar.setVisible(shown and gauges[i].value is not None)
            if not shown:
                continue
            gauge = gauges[i]
            label.setText(gauge.text)
            tip = auto_text_safe(gauge.text + "\n" + gauge.tip if gauge.tip else gauge.text)
            label.set_extra_tip(tip)
            bar.setToolTip(tip)
            if gauge.value is not None:
                bar.setRange(0, max(1, gauge.maximum))
                bar.setValue(max(0, min(gauge.value, gauge.maximum)))
        self.setVisible(bool(gauges))
