"""Choosing and switching the interface language.

Two translators are installed on the application: ours (``copenhagen_gui_<code>.qm``)
and Qt's own (``qtbase_<code>.qm``, for the buttons of standard dialogs). They are
children of the application, so switching language finds and removes the previous
ones without any module-level state. Installing a translator makes Qt send
``QEvent.LanguageChange`` to every widget, which re-sets its texts (``retranslate``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from copenhagen_gui.resources import translations_dir
from copenhagen_gui.shell.text import fill

# (code, name of the language in that language) — the Language menu lists these.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("fr", "Français"),
    ("de", "Deutsch"),
    ("nl", "Nederlands"),
)
LANGUAGE_CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)
FALLBACK = "en"
_TRANSLATOR_NAME = "copenhagen-translator"
_LANGUAGE_PROPERTY = "copenhagenLanguage"  # dynamic property of the application


def default_language(locale: QLocale | None = None) -> str:
    """The first of the user's preferred languages that the game speaks, else English."""
    locale = QLocale.system() if locale is None else locale
    for tag in locale.uiLanguages():
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGE_CODES:
            return code
    return FALLBACK


def normalise_language(code: str | None) -> str:
    """A stored setting back to a known code (settings may hold anything)."""
    return code if code in LANGUAGE_CODES else FALLBACK


def clear_language(app: QCoreApplication) -> None:
    """Remove the translators ``install_language`` put in (back to the source texts)."""
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)
    app.setProperty(_LANGUAGE_PROPERTY, None)


def install_language(app: QCoreApplication, code: str) -> str:
    """Make ``code`` the interface language now; returns the code installed.

    Unknown codes fall back to English. Missing Qt translations (qtbase) are skipped:
    the game's own texts still change."""
    code = normalise_language(code)
    clear_language(app)
    QLocale.setDefault(QLocale(code))
    # Set before the translators go in: widgets re-read their texts on the
    # LanguageChange events those installs post, and may ask which language it is.
    app.setProperty(_LANGUAGE_PROPERTY, code)
    sources = (
        (translations_dir(), f"copenhagen_gui_{code}"),
        (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{code}"),
    )
    for folder, name in sources:
        translator = QTranslator(app)
        translator.setObjectName(_TRANSLATOR_NAME)
        if translator.load(name, str(folder)):
            app.installTranslator(translator)
        else:
            translator.setParent(None)
    return code


def installed_language(app: QCoreApplication) -> str | None:
    """The language code last installed by ``install_language``, if any."""
    code = app.property(_LANGUAGE_PROPERTY)
    return code if code in LANGUAGE_CODES else None


def join_names(items) -> str:
    """"Anna", "Anna and Ben", "Anna, Ben and Carl" in the current language (the same
    words as the games' texts: context "Texts")."""
    items = list(items)
    if not items:
        return ""
    head = items[0]
    for item in items[1:-1]:
        head = fill(QCoreApplication.translate("Texts", "%1, %2", "list of names, all but the last"),
                    head, item)
    if len(items) == 1:
        return head
    return fill(QCoreApplication.translate("Texts", "%1 and %2", "list of names, the last two"),
                head, items[-1])
