"""The Lost Cities R&W in-app rulebook: every language has the same sections and
pictures, says that the app plays on a house sheet unless the player enters their
printed sheet (and where that command is), the pictures are drawn, the
positions they show are what the rules engine says, and the French page follows French
typography."""

from __future__ import annotations

import re

import attrs
import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from ts_files import table

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import BRIDGE_LEVEL, Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason
from copenhagen_gui.games.lost_cities_rw.rules.scoring import expedition_points
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Symbol, house_sheet
from copenhagen_gui.games.lost_cities_rw.rules.state import Circle, Expedition, PlayerSheet
from copenhagen_gui.games.lost_cities_rw.rules.targets import TargetKind, take_target
from copenhagen_gui.games.lost_cities_rw.ui import illustrations
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell import rulebook

LANGS = ("en", "fr", "de", "nl")
ANCHORS = ["concept", "sheet", "setup", "turn", "expeditions", "acceleration", "artifacts", "refuse",
           "bridges", "order", "end", "scoring", "app"]
# The words each language uses for the house sheet (the glossary's).
HOUSE_SHEET = {"en": "house sheet", "fr": "fiche maison", "de": "Blatt der App", "nl": "blad van de app"}
_SRC = re.compile(r'src="illustration:([a-z0-9-]+)"')


def _html(code: str) -> str:
    return resource_path("rules", "lost_cities_rw", f"{code}.html").read_text(encoding="utf-8")


def _document(code: str) -> QTextDocument:
    """The page built the way the rulebook viewer builds one: sized <img> tags, then the
    pictures handed to the document as resources."""
    def sized(m: re.Match) -> str:
        size = illustrations.size(m.group(1))
        return f'<img src="illustration:{m.group(1)}" width="{size.width()}" height="{size.height()}">'

    html = re.sub(r'<img src="illustration:([a-z0-9-]+)">', sized, _html(code))
    document = QTextDocument()
    document.setHtml(html)
    for name in dict.fromkeys(_SRC.findall(html)):
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"illustration:{name}"),
                             illustrations.render(name))
    return document


def _sheet(**columns: tuple[int, ...]) -> PlayerSheet:
    """A sheet with numbers written in some expeditions (their circles struck)."""
    expeditions = list(PlayerSheet().expeditions)
    for key, numbers in columns.items():
        expeditions[Colour.from_key(key)] = Expedition(Circle.STRUCK, tuple(numbers))
    return PlayerSheet(expeditions=tuple(expeditions))


def _with_sheets(state, sheets):
    return attrs.evolve(state, sheets=tuple(sheets))


# --- every language ------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGS)
def test_every_language_has_every_section_in_order(qapp, code):
    sections = rulebook.sections(_document(code))
    assert [anchor for _, anchor, _ in sections] == ANCHORS
    assert all(level == 2 and title for level, _, title in sections)


def test_section_titles_are_translated(qapp):
    titles = {code: [t for _, _, t in rulebook.sections(_document(code))] for code in LANGS}
    for code in ("fr", "de", "nl"):
        assert not [a for a, b in zip(titles["en"], titles[code]) if a == b], code


def _translated(code: str, context: str, source: str) -> str:
    """The app's words, spaces as the page's text below has them."""
    return " ".join((source if code == "en" else table(code)[(context, source)].texts[0]).split())


@pytest.mark.parametrize("code", LANGS)
def test_every_language_says_where_to_enter_the_printed_sheet(code):
    # The house sheet is the default; the sheet editor exists, so no "later version": the
    # rulebook names the command and the New game dialog's field as the app words them.
    sections = {}
    for part in _html(code).split("<h2>")[1:]:
        anchor = re.match(r'<a name="([a-z-]+)">', part).group(1)
        sections[anchor] = " ".join(re.sub(r"<[^>]+>", "", part).split()).replace("&amp;", "&")
    command = _translated(code, "LostCitiesTexts", "Enter your printed sheet…")
    field = _translated(code, "LostCitiesTexts", "Sheet:")
    dialog = _translated(code, "NewGameDialog", "New game")
    for anchor in ("sheet", "app"):
        assert HOUSE_SHEET[code] in sections[anchor], anchor
        assert command in sections[anchor] and field in sections[anchor] and dialog in sections[anchor], anchor


@pytest.mark.parametrize("code", LANGS)
def test_every_picture_is_used_and_drawn_into_the_page(qapp, code):
    names = _SRC.findall(_html(code))
    assert names == _SRC.findall(_html("en"))  # same pictures, same order
    assert set(names) == set(illustrations.NAMES) and len(names) == len(illustrations.NAMES)
    document = _document(code)
    for name in names:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"illustration:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name


@pytest.mark.parametrize("name", illustrations.NAMES)
def test_pictures_have_ink_and_a_size_that_fits_the_viewer(qapp, name):
    image = illustrations.render(name, scale=1.0)
    logical = illustrations.size(name)
    assert image.size() == logical
    assert 200 <= logical.width() <= 560 and 50 <= logical.height() <= 400
    inked = sum(1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
                if image.pixelColor(x, y).alpha() > 0)
    assert inked > 200, name


def test_french_typography():
    text = re.sub(r"<[^>]+>", "", _html("fr"))
    assert not re.findall(r".{0,20}[ \n][:;!?»]", text)
    assert not re.findall(r"«[ \n].{0,20}", text)
    assert not re.findall(r"\w'\w", text)
    assert "\u00a0:" in text


@pytest.mark.parametrize("code", LANGS)
def test_colour_words_are_never_capitalised_inside_a_sentence(code):
    words = {"en": "Red|Orange|Yellow|Green|Blue|Purple", "fr": "Rouge|Orange|Jaune|Verte?|Bleue?|Violette?",
             "de": "Rot|Orange|Gelb|Grün|Blau|Lila", "nl": "Rood|Oranje|Geel|Groen|Blauw|Paars"}[code]
    text = re.sub(r"<[^>]+>", "", _html(code))
    assert not re.findall(rf"[a-zà-ü,] ({words})\b", text)


# --- the pictures agree with the engine --------------------------------------------------------


def test_dice_picture_the_others_choose_from_the_four_dice_left():
    state = engine.new_game(Options(seat_count=2))
    active = state.active
    state = engine.apply(state, Roll(active, illustrations.ROLL_NUMBERS, illustrations.ROLL_COLOURS))
    state = engine.apply(state, Take(active, *illustrations.ROLL_TAKEN))
    other = 1 - active
    offer = engine.dice_for(state, other)
    assert sorted(offer.numbers) == [0, 5]
    assert sorted(offer.colours) == sorted([Colour.RED, Colour.PURPLE])


def test_numbers_picture_seven_or_zero_may_follow_a_seven_five_may_not():
    sheet = _sheet(**{illustrations.NUMBERS_COLOUR.key: illustrations.NUMBERS_COLUMN})
    colour = illustrations.NUMBERS_COLOUR
    for face, value in zip(illustrations.NUMBERS_ALLOWED, (7, 10)):
        target = take_target(sheet, face, colour, False, False)
        assert target.kind is TargetKind.SQUARE and target.value == value
        assert target.square == len(illustrations.NUMBERS_COLUMN)
    for face in illustrations.NUMBERS_REFUSED:
        assert take_target(sheet, face, colour, False, False) is Reason.NUMBER_TOO_LOW


def test_circle_picture_a_zero_marks_the_circle_only_before_the_start():
    marked, _ = illustrations.CIRCLE_MARKED
    struck, numbers = illustrations.CIRCLE_STRUCK
    empty = PlayerSheet()
    assert take_target(empty, 0, marked, True, False).kind is TargetKind.CIRCLE
    assert take_target(empty, 0, marked, False, False) is Reason.ZERO_CANNOT_START
    started = _sheet(**{struck.key: numbers})
    assert take_target(started, 0, struck, True, False) is Reason.EXPEDITION_STARTED


def test_acceleration_picture_chains_on_the_house_sheet():
    (from_colour, before, written), (into, into_numbers) = illustrations.ACCEL_FROM, illustrations.ACCEL_INTO
    sheet = house_sheet()
    assert sheet.symbol(from_colour, len(before)) is Symbol.ACCELERATION
    state = engine.new_game(Options(seat_count=2))
    seat = state.active
    state = _with_sheets(state, [_sheet(**{from_colour.key: before, into.key: into_numbers})] * 2)
    state = engine.apply(state, Roll(seat, (written, 1, 1), (from_colour, Colour.BLUE, Colour.BLUE)))
    state = engine.apply(state, Take(seat, written, from_colour))
    for _step in range(illustrations.ACCEL_REPEATS):
        assert seat in state.accelerating
        state = engine.apply(state, Accelerate(seat, into))
    assert seat not in state.accelerating  # the second 5 lands on a plain square
    expected = into_numbers + (into_numbers[-1],) * illustrations.ACCEL_REPEATS
    assert state.sheets[seat].expeditions[into].numbers == expected


def test_bridges_picture_two_crossers_in_one_turn_both_win():
    columns = illustrations.BRIDGE_COLUMNS
    assert [len(c) >= BRIDGE_LEVEL for c in columns] == [True, True, False]
    state = engine.new_game(Options(seat_count=3))
    active = state.active
    # each sheet one square short of the picture, then one turn writes the last number
    state = _with_sheets(state, [_sheet(orange=c[:-1]) for c in columns])
    state = engine.apply(state, Roll(active, (columns[0][-1], columns[1][-1], 1), (Colour.ORANGE,) * 2 + (Colour.RED,)))
    state = engine.apply(state, Take(active, columns[0][-1], Colour.ORANGE))
    state = engine.apply(state, Take(1, columns[1][-1], Colour.ORANGE))
    state = engine.apply(state, Refuse(2))
    won = [Bridge.ORANGE in sheet.bridges_won for sheet in state.sheets]
    assert won == [True, True, False]


def test_scoring_picture_values_come_from_the_house_sheet():
    sheet = house_sheet()
    numbers = illustrations.SCORING_LEVEL8
    assert len(numbers) == 8 and numbers[-1] == 10 and list(numbers) == sorted(numbers)
    assert expedition_points(sheet, Expedition(Circle.STRUCK, numbers)) == 35
    assert expedition_points(sheet, Expedition(Circle.DOUBLED, numbers)) == 70
    assert expedition_points(sheet, Expedition(Circle.DOUBLED, ())) == -100
