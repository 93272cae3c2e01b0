"""The print command: `python -m copenhagen_gui print --game GAME --out FILE.pdf
[--paper a4|letter] [--language xx] [--copies N]` writes blank sheets without a window."""

import os
import re
import subprocess
import sys


def run_print(*args):
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # it needs no display
    return subprocess.run([sys.executable, "-m", "copenhagen_gui", "print", *map(str, args)],
                          capture_output=True, text=True, timeout=120, env=env)


def pdf_pages(path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes()))


def pdf_title(path) -> str:
    raw = re.search(rb"/Title \((.*?)\)\n", path.read_bytes(), re.S)[1]
    return raw.decode("utf-16")


def test_lost_cities_sheets_in_french_two_copies(tmp_path):
    out = tmp_path / "lost.pdf"
    done = run_print("--game", "lost-cities-rw", "--out", out, "--language", "fr", "--copies", 2)
    assert done.returncode == 0, done.stderr
    assert pdf_pages(out) == 6  # five sheets, two to a page, twice
    assert pdf_title(out) == "Lost Cities Roll & Write"  # one name in every language
    assert f"{out}: 6 pages" in done.stdout


def test_roll_and_write_on_letter_paper(tmp_path):
    out = tmp_path / "rw.pdf"
    done = run_print("--game", "copenhagen-rw", "--out", out, "--paper", "letter", "--language", "en")
    assert done.returncode == 0, done.stderr
    assert pdf_pages(out) == 3  # the pad, then four sheets two to a page
    boxes = [(round(float(w)), round(float(h)))
             for w, h in re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", out.read_bytes())]
    assert boxes == [(792, 612), (612, 792), (612, 792)]  # the pad across, the sheets upright


def test_the_card_game_is_not_played_on_paper(tmp_path):
    out = tmp_path / "cards.pdf"
    done = run_print("--game", "copenhagen", "--out", out)
    assert done.returncode == 2
    assert "not played on paper" in done.stderr
    assert not out.exists()


def test_a_missing_folder_fails_with_status_1_and_writes_nothing(tmp_path):
    out = tmp_path / "nowhere" / "rw.pdf"
    done = run_print("--game", "copenhagen-rw", "--out", out)
    assert done.returncode == 1
    assert "does not exist" in done.stderr
    assert not out.parent.exists()


def test_usage_errors_exit_with_status_2(tmp_path):
    out = tmp_path / "rw.pdf"
    assert run_print("--game", "chess", "--out", out).returncode == 2
    assert run_print("--game", "copenhagen-rw", "--out", out, "--copies", 0).returncode == 2
    assert run_print("--game", "copenhagen-rw", "--out", out, "--paper", "a3").returncode == 2
    assert not out.exists()
