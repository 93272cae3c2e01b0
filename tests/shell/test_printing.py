"""Blank sheets to play on paper: a vector PDF per game, its pages, its language, its
margins, and what happens when it cannot be written (shell/printing.py)."""

from __future__ import annotations

import attrs
import pdf_reading
import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRectF
from PySide6.QtGui import QPageLayout
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.rules.sheet import house_sheet
from copenhagen_gui.shell import i18n, printing
from copenhagen_gui.shell.print_dialog import PrintDialog

PAGES_PER_COPY = {"copenhagen-rw": 3, "lost-cities-rw": 3}  # R&W: pad + 2x2 sheets; LC: 5 sheets, 2 a page


@pytest.mark.parametrize("game_id", sorted(PAGES_PER_COPY))
@pytest.mark.parametrize("copies", [1, 2])
def test_each_copy_holds_a_full_table_of_paper(qapp, tmp_path, game_id, copies):
    out = tmp_path / "sheets.pdf"
    written = printing.print_game(game_id, out, "a4", "en", copies)
    data = out.read_bytes()
    assert written == PAGES_PER_COPY[game_id] * copies
    assert pdf_reading.page_count(data) == written


@pytest.mark.parametrize("game_id", sorted(PAGES_PER_COPY))
def test_pages_are_vector_drawings_not_pictures(qapp, tmp_path, game_id):
    out = tmp_path / "sheets.pdf"
    printing.print_game(game_id, out, "a4", "en")
    assert b"/Subtype /Image" not in out.read_bytes()


def test_roll_and_write_prints_the_pad_and_the_sheets_as_text_in_the_chosen_language(app_language, tmp_path):
    out = tmp_path / "rw.pdf"
    printing.print_game("copenhagen-rw", out, "a4", "nl")
    data = out.read_bytes()
    words = pdf_reading.text(data)
    assert pdf_reading.title(data) == "Copenhagen Roll & Write"
    assert "Copenhagen Roll & Write" in words
    assert "Startspeler" in words and "Start player" not in words  # the sheets' label, in Dutch
    assert "Rij" in words and "Kolom" in words  # the pad page's scoring overview


def test_lost_cities_names_the_house_sheet_in_the_chosen_language(app_language, tmp_path):
    out = tmp_path / "lc.pdf"
    printing.print_game("lost-cities-rw", out, "a4", "fr")
    data = out.read_bytes()
    assert pdf_reading.title(data) == "Lost Cities Roll & Write"  # the game's one name, in every language
    assert "Fiche maison — la fiche imprimée peut différer" in pdf_reading.text(data)


def test_lost_cities_prints_the_sheet_the_game_on_the_table_uses(app_language, tmp_path):
    club = attrs.evolve(house_sheet(), name="Club sheet 2")
    out = tmp_path / "club.pdf"
    printing.print_game("lost-cities-rw", out, "a4", "en", options=Options(3, sheet=club))
    assert "Club sheet 2" in pdf_reading.text(out.read_bytes())


def test_printing_in_another_language_leaves_the_app_in_its_own(app_language, tmp_path):
    i18n.install_language(app_language, "de")
    printing.print_game("lost-cities-rw", tmp_path / "lc.pdf", "a4", "nl")
    assert i18n.installed_language(app_language) == "de"
    assert QCoreApplication.translate("LostCitiesTable", "Total") == "Summe"
    assert QLocale().language() == QLocale.Language.German  # dates and numbers too


@pytest.mark.parametrize("paper, size", [("a4", (595, 842)), ("letter", (612, 792))])
def test_pages_have_the_paper_size_asked_for(qapp, tmp_path, paper, size):
    out = tmp_path / "rw.pdf"
    printing.print_game("copenhagen-rw", out, paper, "en")
    boxes = pdf_reading.media_boxes(out.read_bytes())
    assert len(boxes) == 3
    assert all(sorted(box[2:]) == sorted(size) for box in boxes)


@pytest.mark.parametrize("game_id", sorted(PAGES_PER_COPY))
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_everything_lies_inside_margins_a_home_printer_keeps(qapp, game_id, paper):
    for page in printing.paper_module(game_id).pages():
        layout = printing.page_layout(page, paper)
        full = layout.fullRect(QPageLayout.Unit.Millimeter)
        printable = layout.paintRect(QPageLayout.Unit.Millimeter)
        assert printable.left() - full.left() >= 10 and full.right() - printable.right() >= 10
        assert printable.top() - full.top() >= 10 and full.bottom() - printable.bottom() >= 10
        room = printable.adjusted(0, printing.CAPTION_MM, 0, 0)
        targets = printing.region_targets(page, room, printing.REGION_GAP_MM)
        assert len(targets) == len(page.regions)
        for target in targets:
            assert room.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(target)
        assert max(t.width() for t in targets) > room.width() * 0.4  # fitted, not a stamp in a corner
        for first, second in zip(targets, targets[1:]):
            assert not first.intersects(second)


def test_the_card_game_has_no_paper_and_writes_nothing(qapp, tmp_path):
    out = tmp_path / "cards.pdf"
    with pytest.raises(printing.NoPaper, match="not played on paper"):
        printing.print_game("copenhagen", out)
    assert not out.exists()


def test_a_missing_folder_is_named_and_nothing_is_written(qapp, tmp_path):
    out = tmp_path / "no such folder" / "rw.pdf"
    with pytest.raises(printing.OutputError, match="does not exist"):
        printing.print_game("copenhagen-rw", out)
    assert not out.parent.exists()


def test_a_folder_in_place_of_the_file_is_refused(qapp, tmp_path):
    folder = tmp_path / "sheets.pdf"
    folder.mkdir()
    with pytest.raises(printing.OutputError, match="is a folder"):
        printing.print_game("copenhagen-rw", folder)
    assert folder.is_dir() and list(folder.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "sheets.pdf"]  # (home: conftest's)


def test_a_failed_print_leaves_an_older_file_as_it_was(qapp, tmp_path, monkeypatch):
    out = tmp_path / "rw.pdf"
    out.write_bytes(b"the sheets printed last week")

    def broken(painter, writer, page):
        raise RuntimeError("the page could not be drawn")

    monkeypatch.setattr(printing, "_paint_page", broken)
    with pytest.raises(RuntimeError):
        printing.print_game("copenhagen-rw", out)
    assert out.read_bytes() == b"the sheets printed last week"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "rw.pdf"]  # no temporary file left


# --- the dialog ---------------------------------------------------------------------------


def test_the_dialog_writes_the_copies_in_the_language_chosen(app_language, qtbot, tmp_path, monkeypatch):
    chosen = tmp_path / "for the club"  # typed without the suffix

    def run_dialog(dialog):
        dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
        dialog.language.setCurrentIndex(dialog.language.findData("de"))
        dialog.copies.setValue(2)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PrintDialog, "exec", run_dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(chosen), ""))
    written = printing.print_blank_sheets(None, "lost-cities-rw")
    assert written == tmp_path / "for the club.pdf"
    data = written.read_bytes()
    assert pdf_reading.page_count(data) == 6
    assert "Blatt der App" in pdf_reading.text(data)
    assert all(sorted(box[2:]) == [612, 792] for box in pdf_reading.media_boxes(data))


def test_the_dialog_shows_why_a_file_cannot_be_written(app_language, qtbot, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(PrintDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(tmp_path / "gone" / "rw.pdf"), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    assert printing.print_blank_sheets(None, "copenhagen-rw") is None
    assert len(shown) == 1 and "does not exist" in shown[0]


def test_from_the_card_game_the_dialog_offers_the_games_played_on_paper(app_language, qtbot):
    dialog = PrintDialog("copenhagen")
    qtbot.addWidget(dialog)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert games == ["copenhagen-rw", "lost-cities-rw"]
    assert dialog.game_id() == "copenhagen-rw"


def test_the_dialog_prints_the_sheet_of_the_game_on_the_table_only_for_that_game(app_language, qtbot, tmp_path):
    club = Options(2, sheet=attrs.evolve(house_sheet(), name="Club sheet 2"))
    dialog = PrintDialog("lost-cities-rw", club)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert dialog.game_id() == "lost-cities-rw"
    assert dialog.write(tmp_path / "club.pdf")
    assert "Club sheet 2" in pdf_reading.text((tmp_path / "club.pdf").read_bytes())
    dialog.game.setCurrentIndex(dialog.game.findData("copenhagen-rw"))
    assert dialog.write(tmp_path / "rw.pdf")
    assert pdf_reading.page_count((tmp_path / "rw.pdf").read_bytes()) == 3


def test_the_dialog_starts_in_the_apps_language(app_language, qtbot):
    i18n.install_language(app_language, "fr")
    dialog = PrintDialog("copenhagen-rw")
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "fr"
    assert dialog.copies.value() == 1


def test_regions_fill_a_page_at_one_scale(qapp):
    page = printing.paper_module("lost-cities-rw").pages()[-1]  # the fifth sheet, alone
    full = printing.paper_module("lost-cities-rw").pages()[0]
    room = QRectF(0, 0, 270, 180)
    alone = printing.region_targets(page, room, 8)
    pair = printing.region_targets(full, room, 8)
    assert len(alone) == 1 and len(pair) == 2
    assert alone[0].size() == pair[0].size()  # the last sheet prints as large as the others


def test_roll_and_write_sheets_have_a_name_field(app_language, tmp_path):
    out = tmp_path / "rw.pdf"
    printing.print_game("copenhagen-rw", out, "a4", "fr")
    words = pdf_reading.text(out.read_bytes())
    assert words.count("Nom") == 4 and "Name" not in words  # one on each of the four sheets, in French
