"""Fixtures of the shell tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def app_language(qapp):
    """Install a language inside a test; the test's end always puts English back."""
    from PySide6.QtCore import QLocale

    from copenhagen_gui.shell import i18n

    locale = QLocale()
    yield qapp
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)


@pytest.fixture
def fake_game():
    """Race to ten (tests/shell/fake_game), added to the catalogue the way every game is
    listed: by its package, in one line. Its spec comes back."""
    from copenhagen_gui.core import catalogue, registry

    catalogue.register("fake_game")
    yield registry.get("fake-race")
    catalogue.unregister("fake-race")
