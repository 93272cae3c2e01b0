"""Shared test setup: Qt runs offscreen (set before any Qt import) and no test ever
touches the real user folders."""

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
