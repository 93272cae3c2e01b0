"""The card game's in-app rulebook: every language has the same sections and pictures,
the pictures are drawn, the positions they show are what the rules engine says, and
the French page follows French typography."""

from __future__ import annotations

import random
import re

import attrs
import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from copenhagen_gui.core.building import cells_to_mask
from copenhagen_gui.games.copenhagen.rules import engine, queries, scoring
from copenhagen_gui.games.copenhagen.rules.actions import Deal, TakeCard
from copenhagen_gui.games.copenhagen.rules.components import Ability, Colour, Side
from copenhagen_gui.games.copenhagen.rules.construction import cost, fit_reason, locate, touches
from copenhagen_gui.games.copenhagen.rules.reasons import Reason
from copenhagen_gui.games.copenhagen.rules.state import GameOptions
from copenhagen_gui.games.copenhagen.ui import illustrations
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell import rulebook

LANGS = ("en", "fr", "de", "nl")
ANCHORS = ["concept", "components", "setup", "turn", "take-cards", "build", "scoring", "coats",
           "abilities", "end", "app"]
_SRC = re.compile(r'src="illustration:([a-z0-9-]+)"')


def _html(code: str) -> str:
    return resource_path("rules", "copenhagen", f"{code}.html").read_text(encoding="utf-8")


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


def _masks(house) -> tuple[int, int, dict[Colour, int]]:
    filled = cells_to_mask(house)
    bricks = cells_to_mask(c for c, (_, brick) in house.items() if brick)
    colours = {colour: cells_to_mask(c for c, (col, _) in house.items() if col is colour) for colour in Colour}
    return filled, bricks, colours


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
    assert "\u00a0:" in text and "«\u00a0" in text


@pytest.mark.parametrize("code", LANGS)
def test_colour_words_are_never_capitalised_inside_a_sentence(code):
    words = {"en": "Red|Yellow|Green|Blue|Purple", "fr": "Rouge|Jaune|Verte?|Bleue?|Violette?",
             "de": "Rot|Gelb|Grün|Blau|Lila", "nl": "Rood|Geel|Groen|Blauw|Paars"}[code]
    text = re.sub(r"<[^>]+>", "", _html(code))
    assert not re.findall(rf"[a-zà-ü,] ({words})\b", text)


# --- the pictures agree with the engine --------------------------------------------------------


def test_harbour_picture_second_card_next_to_the_first_or_with_any_cards():
    state = engine.new_game(GameOptions(2))
    state = engine.apply(state, engine.complete_chance(state, Deal(), random.Random(3)))
    seat = state.turn.player
    state = engine.apply(state, TakeCard(seat, illustrations.HARBOUR_FIRST))
    assert queries.take_reason(state, seat, illustrations.HARBOUR_NEXT) is None
    assert queries.take_uses(state, illustrations.HARBOUR_NEXT) is None
    assert queries.take_reason(state, seat, illustrations.HARBOUR_FAR) is None
    assert queries.take_uses(state, illustrations.HARBOUR_FAR) is Ability.ANY_CARDS
    without = list(state.players[seat].abilities)
    without[Ability.ANY_CARDS.index] = Side.USED
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], abilities=tuple(without))
    used_up = attrs.evolve(state, players=tuple(players))
    assert queries.take_reason(used_up, seat, illustrations.HARBOUR_FAR) is Reason.NOT_ADJACENT


def test_placement_picture_left_allowed_right_unsupported():
    filled, _, _ = _masks(illustrations.PLACEMENT_HOUSE)
    legal = locate(*illustrations.PLACEMENT_LEGAL)
    floating = locate(*illustrations.PLACEMENT_ILLEGAL)
    assert fit_reason(filled, legal.mask) is None
    assert fit_reason(filled, floating.mask) is Reason.UNSUPPORTED


def test_cost_picture_blue_domino_touching_blue_costs_one_card():
    filled, _, colours = _masks(illustrations.PLACEMENT_HOUSE)
    tile, _, _ = illustrations.COST_PLACEMENT
    placement = locate(*illustrations.COST_PLACEMENT)
    assert fit_reason(filled, placement.mask) is None
    assert touches(colours[Colour.BLUE], placement.around)
    assert cost(tile, True, False) == len(illustrations.COST_PAID) == 1
    assert cost(tile, False, False) == 2
    assert set(illustrations.COST_PAID) == {Colour.BLUE}


def test_coats_picture_one_tile_earns_two_coats_of_arms():
    filled, _, _ = _masks(illustrations.COATS_HOUSE)
    placement = locate(*illustrations.COATS_PLACEMENT)
    assert fit_reason(filled, placement.mask) is None
    after = filled | placement.mask
    assert scoring.coat_rows_completed(after, placement.mask) == (1,)
    assert scoring.coat_squares_covered(placement.mask) == ((2, 2),)
    assert scoring.coats_earned(after, placement.mask) == 2


def test_scoring_picture_shows_each_line_value_once():
    rows = [illustrations.line_points(b, row=True) for b in illustrations.SCORING_ROWS]
    columns = [illustrations.line_points(b, row=False) for b in illustrations.SCORING_COLUMNS]
    assert rows == [1, 2] and columns == [2, 4]
