"""Shared test setup: Qt runs offscreen (set before any Qt import) and no test ever
touches the real user folders: each test has its own (settings, autosave, statistics,
lessons: every platformdirs folder under its tmp_path), so the suite can run in parallel
processes (pytest-xdist, `make test`), each with its own QApplication and temporary
folder root, sharing no file, display or port. Guards for every test: an exception that
reaches the app's crash handler fails the test, as pytest-qt makes one raised in a Qt
slot or virtual do (and any Qt warning: pyproject's qt_log_level_fail); a test that runs
longer than pyproject's timeout fails with every thread's stack. ``main_window``: the
shell window, shown, and closed properly at the end."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# Property tests draw the same examples on every run, and keep no example database
# between runs: a run's result depends on the code alone, never on an earlier run or
# on luck. (HYPOTHESIS_PROFILE=explore draws fresh examples, for hunting bugs by hand.)
settings.register_profile("deterministic", derandomize=True, database=None, deadline=None)
settings.register_profile("explore", database=None, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "deterministic"))


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path, monkeypatch):
    """Point every platformdirs user folder (settings, autosave) into tmp_path."""
    home = tmp_path / "home"
    for var, sub in (
        ("HOME", ""),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_STATE_HOME", ".local/state"),
        ("XDG_CACHE_HOME", ".cache"),
    ):
        path = home / sub
        path.mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(var, str(path))
    yield


@pytest.fixture(autouse=True)
def _no_mouse_button_left_held():
    """A test that pressed a mouse button and never released it (a press that opened a
    modal dialog, say) leaves Qt believing the button is still down, and the next test
    gets no hover events. Each test starts with every button up."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is not None and app.mouseButtons() != app.mouseButtons().NoButton:
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QWidget

        spare = QWidget()
        spare.show()
        QTest.mouseRelease(spare, app.mouseButtons())
        spare.close()
        spare.deleteLater()
    yield


def pytest_configure(config):
    # pytest-qt turns an exception raised in a Qt slot or virtual into a failure of the
    # test; nothing may turn that off.
    assert not config.getini("qt_no_exception_capture"), "exceptions in Qt slots must fail tests"


@pytest.fixture(autouse=True)
def _crash_handler_fails_the_test(monkeypatch):
    """The crash message (shell/crash.py) would block a test in a modal box: it is
    recorded instead, and a test that reached it fails. A test of the crash handler
    itself replaces ``show_crash_message`` with a recorder of its own."""
    from copenhagen_gui.shell import crash

    shown = []
    monkeypatch.setattr(crash, "show_crash_message", lambda *args: shown.append(args))
    yield
    assert not shown, "the crash handler was reached:\n" + "\n".join(args[2] for args in shown)


@pytest.fixture(autouse=True)
def _no_window_left_open():
    """A window or dialog a test left on screen would take the mouse and keys of the
    tests after it (offscreen, every window opens at the same place)."""
    yield
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    left = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    # Named before they close: a window deleted on close cannot say its name after.
    names = [f"{type(w).__name__} {w.objectName()!r}" for w in left]
    for widget in left:
        widget.close()
    # What the test's windows left to delete goes now, not during a later test (a
    # language change would still reach it there).
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not names, "windows left open: " + ", ".join(names)


@pytest.fixture
def main_window(new_main_window):
    """The shell window (``MainWindow(Settings())``), 1366 x 768 and shown; at the end
    its computer players, timers, result screen and games stop and it closes, the game
    on the table kept (nothing asks), with no dialog left open."""
    return new_main_window()


@pytest.fixture
def new_main_window(qtbot):
    """Makes ``main_window``s (a test with two windows): each closed at the end."""
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    def make() -> MainWindow:
        window = MainWindow(Settings())
        qtbot.addWidget(window, before_close_func=close_quietly)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def close_quietly(window) -> None:
    """Before a test's window closes: its modal dialogs go unanswered, its other windows
    (Statistics, rulebook) close with it, its game counts as saved (nothing to ask)."""
    from PySide6.QtWidgets import QApplication, QWidget

    for _ in range(10):  # (a dialog may have opened another)
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            break
        dialog.close()
    for child in window.findChildren(QWidget):
        if child.isWindow() and child.isVisible():
            child.close()  # (else it stays on screen over the next test's windows)
    if window.session is not None:
        window.session.undo_stack.setClean()
