"""Hostile and odd files through every way a file comes in: the window's Open, a drop
on the window, a file named on the command line, the autosave at start-up, and the
`replay` command. Each case is refused with a clear message (or a `FILE: reason` line
and exit status 1) and the file is left as it was; nothing hangs or raises."""

from __future__ import annotations

import random
import subprocess

import pytest
from autosave_wait import wait_for_autosave
from hostile_files import CASES, make_case, random_case, snapshot
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from ui_helpers import adopt_window, finish_start_setup, make_window

from copenhagen_gui import app
from copenhagen_gui.core.record import RecordError, RecordProblem, load_file
from copenhagen_gui.core.seats import NAME_MAX_LENGTH
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.session import storage
from copenhagen_gui.shell import main
from copenhagen_gui.shell.main_window import MainWindow
from copenhagen_gui.shell.settings import Settings

# Words of the (English) message each problem gives in the window.
SAYS = {
    RecordProblem.UNREADABLE: "cannot be read",
    RecordProblem.NOT_JSON: "not valid JSON",
    RecordProblem.NOT_A_RECORD: "not a saved game of this app",
    RecordProblem.FUTURE_VERSION: "newer version",
    RecordProblem.MALFORMED: "some of its data is missing or wrong",
    RecordProblem.BAD_ACTION: "a move in it is unreadable",
    RecordProblem.ILLEGAL_ACTION: "a move the rules do not allow",
    RecordProblem.TOO_LARGE: "far too large",
    RecordProblem.NOT_A_FILE: "not an ordinary file",
    RecordProblem.BAD_NAME: f"longer than {NAME_MAX_LENGTH} characters",
    RecordProblem.BAD_START: "cannot be opened",  # the start is a situation the rules refuse
}
# A few cases of each kind for the slower ways in (a drop, the command line, resume).
SAMPLE = ["fifo", "directory", "socket", "link-to-dev-zero", "huge-int-seed", "lone-surrogate-name",
          "name-4mb", "too-large-padding", "link-loop", "start-floating-cell"]


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes the window opens, recorded and answered at once (the default)."""
    shown = []

    def record(box):
        shown.append({"name": box.objectName(), "text": box.text(),
                      "info": box.informativeText(), "details": box.detailedText()})
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown


@pytest.fixture
def replay(capsys):
    """`copenhagen-gui replay FILE [--json]`: its exit status, stdout and stderr, from the
    program's own entry point (app.main) run in this process, far cheaper than
    a new Python each time. The program itself, started as a process, is tests/test_cli.py's
    (and tools/fuzz_files.py's, under a memory limit)."""

    def run(path, *options):
        capsys.readouterr()  # (what the test printed before)
        status = app.main(["replay", str(path), *options])
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(["copenhagen-gui", "replay", str(path), *options], status, out, err)

    return run


def check_refused_in_window(window, boxes, path, expected):
    before_state, before_file = window.session.state, snapshot(path)
    assert not window.open_file(path)
    [box] = boxes
    assert box["name"] == "open-error-box"
    assert path.name in box["text"] and SAYS[expected] in box["info"]
    assert "left unchanged" in box["info"]
    assert window.session.state == before_state  # the game on the table stays
    assert snapshot(path) == before_file


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_case_through_the_window_open_path(qtbot, tmp_path, boxes, case):
    path = tmp_path / f"{case}.json"
    expected = make_case(case, path)
    window = make_window(qtbot)
    if expected is None:
        before = snapshot(path)
        assert window.open_file(path) and boxes == []
        assert window.session.names == load_file(path).names
        assert all(0 < len(n) <= NAME_MAX_LENGTH and n == n.strip() for n in window.session.names)
        assert snapshot(path) == before
    else:
        check_refused_in_window(window, boxes, path, expected)


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_case_through_replay(tmp_path, replay, case):
    path = tmp_path / f"{case}.json"
    expected = make_case(case, path)
    before = snapshot(path)
    done = replay(path)
    assert "Traceback" not in done.stderr
    if expected is None:
        assert done.returncode == 0 and done.stdout.startswith("Game: copenhagen-rw\nActions applied:")
    else:
        assert done.returncode == 1 and done.stdout == ""
        assert done.stderr.startswith(f"{path}: ") and done.stderr.count("\n") == 1
        assert expected.value in replay(path, "--json").stdout
    assert snapshot(path) == before


def test_random_hostile_files_agree_in_window_and_replay(qtbot, tmp_path, boxes, replay):
    """Random mutations of the golden records: whatever the file, the window and
    `replay` both open it or both refuse it with a message; nothing raises."""
    rng = random.Random(2024)
    window = make_window(qtbot)
    for index in range(40):
        path = tmp_path / f"random-{index}.json"
        random_case(path, rng)
        before = snapshot(path)
        try:
            load_file(path)
            expected = None
        except RecordError as error:
            expected = error.problem
        boxes.clear()
        done = replay(path)
        assert "Traceback" not in done.stderr and done.returncode == (0 if expected is None else 1)
        if expected is None:
            assert window.open_file(path) and boxes == []
        else:
            check_refused_in_window(window, boxes, path, expected)
        assert snapshot(path) == before


@pytest.mark.parametrize("case", SAMPLE)
def test_a_dropped_hostile_file_is_refused_with_the_message(qtbot, tmp_path, boxes, case):
    path = tmp_path / f"{case}.json"
    expected = make_case(case, path)
    window = make_window(qtbot)
    before_state, before_file = window.session.state, snapshot(path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()  # taken, to be told why it does not open
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    qtbot.waitUntil(lambda: len(boxes) == 1, timeout=5000)
    assert SAYS[expected] in boxes[0]["info"] and path.name in boxes[0]["text"]
    assert window.session.state == before_state and snapshot(path) == before_file


@pytest.fixture
def app_language(qapp):
    """open_window installs the saved (or system) language: put things back after."""
    from PySide6.QtCore import QLocale

    from copenhagen_gui.shell import i18n

    locale = QLocale()
    yield qapp
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)


@pytest.mark.parametrize("case", SAMPLE)
def test_a_hostile_file_on_the_command_line_is_refused_then_the_game_goes_on(qtbot, app_language,
                                                                          tmp_path, boxes, case):
    path = tmp_path / f"{case}.json"
    expected = make_case(case, path)
    before = snapshot(path)
    window = adopt_window(qtbot, main.open_window(app_language, [str(path)]))
    assert SAYS[expected] in boxes[0]["info"] and path.name in boxes[0]["text"]
    assert window.session is None and window.home_shown()  # the home screen, no game lost
    assert window.isVisible() and snapshot(path) == before


@pytest.mark.parametrize("case", SAMPLE + ["name-with-bell", "huge-int-cursor"])
def test_a_hostile_autosave_is_set_aside_and_the_player_told(qtbot, boxes, case):
    autosave = storage.autosave_path()
    expected = make_case(case, autosave)
    before = snapshot(autosave)
    window = adopt_window(qtbot, MainWindow(Settings()))
    window.start(offer_resume=True)
    [box] = boxes  # no resume question: the game cannot be restored
    assert "cannot be restored" in box["text"] and SAYS[expected] in box["info"]
    kept = autosave.with_name(autosave.name + ".broken")
    assert str(kept) in box["info"] and "A new game starts" in box["info"]
    assert snapshot(kept) == before  # moved as it was
    assert window.session.file_path is None and not window.session.record.actions  # a new game
    finish_start_setup(window)
    assert window.session.perform(engine.legal_actions(window.session.state)[0]) is None
    wait_for_autosave(qtbot, window)
    assert storage.read_autosave() == window.session.record  # the autosave works again


@pytest.mark.parametrize("code, case, words", [
    ("fr", "fifo", "pas un fichier ordinaire"),
    ("de", "too-large-padding", "viel zu groß"),
    ("nl", "name-100k", "de naam van een speler"),
])
def test_the_new_refusals_are_translated(qtbot, app_language, tmp_path, boxes, code, case, words):
    from copenhagen_gui.shell import i18n

    path = tmp_path / f"{case}.json"
    make_case(case, path)
    window = make_window(qtbot)
    i18n.install_language(app_language, code)
    assert not window.open_file(path)
    assert words in boxes[0]["info"] and path.name in boxes[0]["text"]
