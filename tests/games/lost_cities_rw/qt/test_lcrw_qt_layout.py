"""No table text of Lost Cities is cut off or shrunk below a readable size, in any of
the four languages, for 2 to 5 players (the Dutch tray caption once was cut)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from ts_files import table

from copenhagen_gui.games.lost_cities_rw.scene import geometry as geo
from copenhagen_gui.games.lost_cities_rw.scene.items import fitting_font

TRANSLATIONS = {code: table(code) for code in ("fr", "de", "nl")}
LONG_NAME = "Bartholomeus"
READABLE_PIXELS = 14
TRAY_CAPTIONS = ("Previous roll: waiting for the next roll", "The dice have not been rolled yet",
                 "%1 rolled: take one number die and one colour die",
                 "Faded dice: taken by %1. The others choose from the dice left",
                 "%1 refused: all six dice are left for the others", "The game is over")
HOUSE = "House sheet — the printed sheet may differ"
NOTES = ("Totals so far", "Totals are provisional: the sheet is not all checked on paper",
         "Totals so far, provisional: the sheet is not all checked on paper")


def _texts(english: str) -> list[str]:
    """The caption in the four languages, as the .ts files translate it."""
    return [english] + [TRANSLATIONS[code][("LostCitiesTable", english)].texts[0] for code in ("fr", "de", "nl")]


def _fits(text, pixels, rect):
    font = fitting_font(text, pixels, False, rect)
    needed = QFontMetricsF(font).boundingRect(rect, int(Qt.TextWordWrap), text)
    return font.pixelSize(), needed.height() <= rect.height() + 0.5 and needed.width() <= rect.width() + 0.5


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("english", TRAY_CAPTIONS)
def test_every_tray_caption_fits_readably(qapp, seats, english):
    rect = geo.tray_text_rect(seats)
    for text in _texts(english):
        size, fits = _fits(text.replace("%1", LONG_NAME), 17, rect)
        assert fits and size >= READABLE_PIXELS, (text, size)


@pytest.mark.parametrize("seats", [2, 5])
@pytest.mark.parametrize("english", NOTES)
def test_the_sheet_line_fits_readably(qapp, seats, english):
    rect = geo.notice_rect(seats)
    for name, note in zip(_texts(HOUSE), _texts(english)):
        size, fits = _fits(name + "  ·  " + note, 18, rect)
        assert fits and size >= READABLE_PIXELS, (name, size)


def test_the_tray_caption_lies_under_the_dice_and_clear_of_the_turn_line(qapp):
    for seats in (2, 5):
        caption, turn = geo.tray_text_rect(seats), geo.turn_text_rect(seats)
        assert not caption.intersects(turn)
        assert caption.top() >= geo.die_rect(seats, "number", 0).bottom()
        assert caption.left() >= 0 and caption.right() <= geo.scene_rect(seats).right()
