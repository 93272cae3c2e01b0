"""A picture of the table: PNG at twice the scene's size, SVG and PDF, each with the
header band (game, date, players and scores), for any game (shell/picture_export.py)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pdf_reading
import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from copenhagen_gui.core.record import load_file
from copenhagen_gui.games.copenhagen_rw.scene.table import TableScene as RollWriteTable
from copenhagen_gui.games.lost_cities_rw.rules.engine import new_game
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.scene.table import TableScene as LostCitiesTable
from copenhagen_gui.session.game_session import GameSession
from copenhagen_gui.shell import picture_export
from copenhagen_gui.shell.picture_export import HEADER_H, PNG_SCALE, PictureHeader, render_table_picture

RECORD = Path(__file__).parents[1] / "games" / "copenhagen_rw" / "records" / "game_3p_seed11.json"


@pytest.fixture
def finished_game(qapp):
    """The table at the end of a golden record: (scene, header)."""
    session = GameSession(load_file(RECORD))
    scene = RollWriteTable()
    scene.sync(session.state, session.names)
    scores = session.spec.scores(session.state)
    header = PictureHeader("Copenhagen Roll & Write", tuple(zip(session.names, scores)), "24 November 2026")
    yield scene, header
    session.deleteLater()


def test_a_png_is_twice_the_table_and_its_header_and_shows_the_game(finished_game, tmp_path):
    scene, header = finished_game
    out = render_table_picture(scene, tmp_path / "table.png", header)
    image = QImage(str(out))
    rect = scene.sceneRect()
    assert image.width() == round(rect.width() * PNG_SCALE) == round(rect.width() * 2)
    assert image.height() == round((rect.height() + HEADER_H) * PNG_SCALE)
    # not blank: the header band, the table cloth and the sheets all differ
    band = image.pixelColor(4, 4)
    cloth = image.pixelColor(4, round((HEADER_H + 4) * PNG_SCALE))
    assert band != cloth
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}
    assert len(colours) > 50


def test_the_same_table_gives_the_same_picture(finished_game, tmp_path):
    scene, header = finished_game
    first = QImage(str(render_table_picture(scene, tmp_path / "a.png", header)))
    second = QImage(str(render_table_picture(scene, tmp_path / "b.png", header)))
    assert first == second


def test_an_svg_is_a_vector_drawing_with_the_names_as_text(finished_game, tmp_path):
    scene, header = finished_game
    out = render_table_picture(scene, tmp_path / "table.svg", header)
    renderer = QSvgRenderer(str(out))
    assert renderer.isValid()
    assert renderer.viewBoxF().height() == pytest.approx(scene.sceneRect().height() + HEADER_H, abs=0.01)
    text = out.read_text(encoding="utf-8")
    assert "<image" not in text  # drawn, not a bitmap inside
    for name in ("Ada", "Bo", "Cy", "24 November 2026"):
        assert name in text


def test_a_pdf_is_one_vector_page_with_the_header_as_text(finished_game, tmp_path):
    scene, header = finished_game
    out = render_table_picture(scene, tmp_path / "table.pdf", header)
    data = out.read_bytes()
    assert pdf_reading.page_count(data) == 1
    assert pdf_reading.title(data) == "Copenhagen Roll & Write"
    words = pdf_reading.text(data)
    assert "Ada 6" in words and "Bo 9" in words and "Cy 12" in words and "24 November 2026" in words
    box = pdf_reading.media_boxes(data)[0]
    assert box[2] == pytest.approx(scene.sceneRect().width(), abs=1)


def test_any_games_table_can_be_pictured(qapp, tmp_path):
    scene = LostCitiesTable(3)
    scene.set_players(["Ann", "Ben", "Cas"], [None, "easy", None])
    scene.sync(new_game(Options(3)))
    header = PictureHeader("Lost Cities: Roll & Write", (("Ann", 0), ("Ben", 0), ("Cas", 0)), "today")
    image = QImage(str(render_table_picture(scene, tmp_path / "lost.png", header)))
    assert image.size().toTuple() == (round(scene.sceneRect().width() * 2),
                                      round((scene.sceneRect().height() + HEADER_H) * 2))


def test_a_missing_folder_is_named_and_nothing_is_written(finished_game, tmp_path):
    scene, header = finished_game
    out = tmp_path / "gone" / "table.png"
    with pytest.raises(picture_export.OutputError, match="does not exist"):
        render_table_picture(scene, out, header)
    assert not out.parent.exists()


def test_an_unknown_format_is_refused_and_nothing_is_written(finished_game, tmp_path):
    scene, header = finished_game
    with pytest.raises(picture_export.OutputError, match=r"\.png, \.svg or \.pdf"):
        render_table_picture(scene, tmp_path / "table.gif", header)
    assert not (tmp_path / "table.gif").exists()


def test_the_dialog_adds_the_suffix_of_the_chosen_format(finished_game, tmp_path, monkeypatch):
    scene, _ = finished_game
    chosen = tmp_path / "our game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(chosen), "SVG drawing (*.svg)"))
    saved = picture_export.save_table_picture(None, scene, "Copenhagen Roll & Write",
                                              [("Ada", 6), ("Bo", 9)], dt.date(2026, 11, 24))
    assert saved == tmp_path / "our game.svg"
    assert QSvgRenderer(str(saved)).isValid()


def test_the_dialog_shows_why_the_picture_cannot_be_saved(finished_game, tmp_path, monkeypatch):
    scene, _ = finished_game
    shown = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(tmp_path / "gone" / "table.png"), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    assert picture_export.save_table_picture(None, scene, "Copenhagen Roll & Write", [], dt.date.today()) is None
    assert len(shown) == 1 and "does not exist" in shown[0]


def test_the_suggested_file_name_holds_the_game_and_the_date():
    name = picture_export.suggested_name("Lost Cities: Roll & Write", dt.datetime(2026, 11, 24, 20, 15))
    assert name == "Lost Cities Roll & Write 2026-11-24.png"
