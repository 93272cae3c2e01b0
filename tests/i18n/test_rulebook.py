"""The in-app rulebook: same sections and pictures in every language, context links,
run-time language switch, and pictures that agree with the rules engine."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QWidget

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    COAT_LINES,
    ROWS,
    SHAPES_BY_ID,
    TRACKS,
    Colour,
    cells_to_mask,
    mirror,
    rotations,
    supported_cells,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import Reason
from copenhagen_gui.games.copenhagen_rw.ui import illustrations, texts
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell import i18n, rulebook

LANGS = [code for code, _ in i18n.LANGUAGES]
SECTION_ANCHORS = list(texts.RULE_ANCHORS) + ["app"]
BOOK = rulebook.book_for("copenhagen-rw")


def _document(code: str) -> QTextDocument:
    document = QTextDocument()
    rulebook.build_document(document, code, BOOK)
    return document


@pytest.mark.parametrize("code", LANGS)
def test_every_language_has_every_section_in_order(qapp, code):
    sections = rulebook.sections(_document(code))
    assert [anchor for _, anchor, _ in sections] == SECTION_ANCHORS
    assert all(title for _, _, title in sections)


def test_section_titles_are_translated(qapp):
    titles = {code: [t for _, _, t in rulebook.sections(_document(code))] for code in LANGS}
    for code in ("fr", "de", "nl"):
        same = [a for a, b in zip(titles["en"], titles[code]) if a == b]
        assert not same, (code, same)


@pytest.mark.parametrize("code", LANGS)
def test_pictures_are_drawn_into_the_document(qapp, code):
    html = resource_path("rules", "copenhagen_rw", f"{code}.html").read_text(encoding="utf-8")
    names = re.findall(r'src="illustration:([a-z0-9-]+)"', html)
    assert set(names) == set(illustrations.NAMES)  # every picture used, none unknown
    document = _document(code)
    for name in names:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"illustration:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name


def test_every_language_shows_the_same_pictures_in_the_same_order():
    order = {
        code: re.findall(r'src="illustration:([a-z0-9-]+)"',
                         resource_path("rules", "copenhagen_rw", f"{code}.html").read_text(encoding="utf-8"))
        for code in LANGS
    }
    assert all(order[code] == order["en"] for code in LANGS)


@pytest.mark.parametrize("name", illustrations.NAMES)
def test_illustrations_have_ink_and_their_declared_size(qapp, name):
    image = illustrations.render(name, scale=1.0)
    assert image.size() == illustrations.size(name)
    inked = sum(
        1
        for y in range(0, image.height(), 3)
        for x in range(0, image.width(), 3)
        if image.pixelColor(x, y).alpha() > 0
    )
    assert inked > 20, name


def test_drawing_examples_agree_with_the_engine():
    before = cells_to_mask(illustrations.DRAWING_BEFORE)
    shape = illustrations.DRAWING_SHAPE
    assert engine.placement_reason(before, shape, illustrations.DRAWING_LEGAL) is None
    assert engine.placement_reason(before, shape, illustrations.DRAWING_ILLEGAL) is Reason.UNSUPPORTED
    # the legal example rests on one cell only and overhangs the rest (what the text says)
    legal = cells_to_mask(illustrations.DRAWING_LEGAL)
    assert bin(legal & supported_cells(before)).count("1") == 1


def test_coat_example_agrees_with_the_engine():
    before = cells_to_mask(illustrations.COAT_BEFORE)
    second_row = ROWS[1]
    assert second_row in COAT_LINES and second_row.mask & before == second_row.mask
    assert engine.cell_reason(before, illustrations.COAT_EXTRA_CELL) is None


def test_dice_examples_match_their_captions():
    dice = illustrations.CHOOSING_DICE
    usable = sum(1 for f in dice if f in (Colour.RED, Colour.WHITE))
    assert dice.count(Colour.RED) == 3 and usable == 4
    assert [SHAPES_BY_ID[s].size for s in illustrations.CHOOSING_SHAPES] == [2, 3, 4]
    assigned = [illustrations.PHASE3_DICE[i] for i in illustrations.PHASE3_ASSIGNED]
    assert sorted(assigned) == sorted([Colour.RED, Colour.RED, Colour.WHITE])
    assert SHAPES_BY_ID[illustrations.PHASE3_SHAPE].size == len(assigned)
    changed = [illustrations.COLOUR_CHANGE_BEFORE[i] for i in illustrations.COLOUR_CHANGE_DICE]
    assert len(set(changed)) == 1  # Colour change turns dice of one colour
    after = list(illustrations.COLOUR_CHANGE_BEFORE)
    for i in illustrations.COLOUR_CHANGE_DICE:
        after[i] = illustrations.COLOUR_CHANGE_FACE
    assert after.count(illustrations.COLOUR_CHANGE_FACE) == 3


def test_track_example_matches_its_caption():
    # "the three symbols under them are unlocked, and the first of them, a +, is used"
    spec = TRACKS[illustrations.TRACK_COLOUR.index]
    marked = range(1, illustrations.TRACK_MARKED + 1)
    symbols = [b for b in marked if spec.symbol_at(b) is not None]
    assert len(symbols) == 3 and illustrations.TRACK_USED == {symbols[0]}
    assert symbols[0] in spec.bonus_boxes


def test_rotation_picture_shows_a_shape_whose_mirror_is_never_allowed():
    shape = SHAPES_BY_ID[illustrations.ROTATION_SHAPE]
    turns = rotations(shape.cells)
    assert len(turns) == 4
    mirrored = rotations(mirror(shape.cells))[0]
    same_colour = [s for s in SHAPES_BY_ID.values() if s.colour is shape.colour]
    assert all(mirrored not in rotations(s.cells) for s in same_colour)


def test_show_rules_opens_one_dialog_at_the_section(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = rulebook.show_rules(parent, BOOK, "coats")
    assert dialog.current_section() == "coats"
    assert rulebook.show_rules(parent, BOOK, "end") is dialog
    assert dialog.current_section() == "end"
    assert not dialog.show_section("no-such-section")


def test_a_refused_move_links_to_its_rule(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    link = re.search(r'href="([^"]+)"', texts.reason_html(Reason.UNSUPPORTED)).group(1)
    assert rulebook.open_rule_link(parent, link, BOOK)
    assert parent.findChild(rulebook.RulebookDialog).current_section() == "drawing"
    assert not rulebook.open_rule_link(parent, "https://example.org", BOOK)


def test_contents_follow_the_language_at_run_time(qtbot, language):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = rulebook.show_rules(parent, BOOK, "tracks")
    english_title = dialog.windowTitle()
    english_first = dialog.contents.item(0).text()
    language("de")
    assert dialog.language == "de"
    assert dialog.windowTitle() != english_title
    assert dialog.contents.item(0).text() == "Idee und Ziel des Spiels" != english_first
    assert "Fähigkeitsleiste" in dialog.browser.toPlainText()
    assert dialog.current_section() == "tracks"  # the reader keeps their place
