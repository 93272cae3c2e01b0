"""Switch the interface language inside a test and always switch it back, so no
other test sees a translator left behind."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from copenhagen_gui.shell import i18n


@pytest.fixture
def language(qapp):
    """``language("fr")`` installs French for the rest of the test."""
    locale = QLocale()

    def switch(code: str) -> str:
        installed = i18n.install_language(qapp, code)
        qapp.processEvents()  # deliver the LanguageChange events
        return installed

    yield switch
    i18n.clear_language(qapp)
    QLocale.setDefault(locale)
    qapp.processEvents()
