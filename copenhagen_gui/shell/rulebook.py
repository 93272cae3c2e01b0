"""The in-app rulebook (Help -> Rules, F1), in the interface language.

Each game has its own book (its catalogue entry names it): the text of each language is
an HTML fragment in ``resources/rules/<game>/<code>.html`` with one named anchor per
section (the game's rule anchors), so a refused move can open the rule it breaks.
Pictures are drawn by the game's ``illustrations`` when the document is built and
handed to the QTextDocument with ``addResource``; nothing is read from bitmaps.
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from copenhagen_gui.core import catalogue
from copenhagen_gui.resources import resource_path
from copenhagen_gui.shell import game_names, i18n
from copenhagen_gui.shell.text import fill

_IMG = re.compile(r'<img src="illustration:([a-z0-9-]+)">')
_SRC = re.compile(r'src="illustration:([a-z0-9-]+)"')
_STYLE = """
h1 { font-size: x-large; color: #1f3644; }
h2 { font-size: large; color: #35586b; margin-top: 16px; }
h3 { font-size: medium; color: #35586b; margin-top: 10px; }
p.caption { color: #5b574d; }
p.example { color: #5b574d; }
th { background-color: #ece4d0; }
"""
RULE_LINK_SCHEME = "rules"


@attrs.frozen
class Rulebook:
    """A game's rulebook: its pages (``resources/rules/<folder>/<code>.html``) and the
    module that draws its pictures (``size(name)``, ``render(name)``), named so it loads
    only when the book is opened; ``game_id``: the game it is the book of (its name is
    in the window's title)."""

    folder: str
    illustrations_module: str
    game_id: str = ""

    @property
    def illustrations(self) -> ModuleType:
        return importlib.import_module(self.illustrations_module)

    def page(self, code: str):
        """The page of language ``code``; the English one where the book has none."""
        page = resource_path("rules", self.folder, f"{code}.html")
        return page if page.is_file() else resource_path("rules", self.folder, f"{i18n.FALLBACK}.html")


def book_for(game_id: str) -> Rulebook | None:
    """The rulebook of ``game_id``, as its catalogue entry names it (None: it has none)."""
    entry = catalogue.entry(game_id)
    if entry.rulebook is None or entry.illustrations is None:
        return None
    return Rulebook(entry.rulebook, entry.module_name(entry.illustrations), game_id)


def current_language() -> str:
    app = QCoreApplication.instance()
    code = i18n.installed_language(app) if app is not None else None
    return code or i18n.FALLBACK


def rules_html(code: str, book: Rulebook) -> str:
    """The rulebook fragment of a language, with each picture's size filled in."""
    text = book.page(i18n.normalise_language(code)).read_text(encoding="utf-8")
    illustrations = book.illustrations

    def sized(match: re.Match) -> str:
        name = match.group(1)
        size = illustrations.size(name)
        # small icons sit in a heading line: centre them on the text
        align = ' align="middle"' if size.height() <= 32 else ""
        return f'<img src="illustration:{name}" width="{size.width()}" height="{size.height()}"{align}>'

    return _IMG.sub(sized, text)


def build_document(document: QTextDocument, code: str, book: Rulebook) -> None:
    """Fill ``document`` with the rulebook of ``code`` and its pictures."""
    html = rules_html(code, book)
    illustrations = book.illustrations
    document.setDefaultStyleSheet(_STYLE)
    document.setHtml(html)
    # setHtml clears the document; the pictures are added afterwards and the layout
    # picks them up on its next pass.
    for name in dict.fromkeys(_SRC.findall(html)):
        document.addResource(
            QTextDocument.ResourceType.ImageResource,
            QUrl(f"illustration:{name}"),
            illustrations.render(name),
        )
    document.markContentsDirty(0, document.characterCount())


def sections(document: QTextDocument) -> list[tuple[int, str, str]]:
    """(heading level, anchor, title) of every h2/h3 heading that carries an anchor."""
    found = []
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level in (2, 3):
            it = block.begin()
            anchor = None
            while not it.atEnd():
                names = it.fragment().charFormat().anchorNames()
                if names:
                    anchor = names[0]
                    break
                it += 1
            if anchor:
                title = block.text().replace("\ufffc", "").strip()
                found.append((level, anchor, title))
        block = block.next()
    return found


class RulebookDialog(QDialog):
    """Contents on the left, the rules on the right; follows language changes."""

    def __init__(self, book: Rulebook, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rulebook-dialog")
        self.book = book
        self._language: str | None = None
        self.contents = QListWidget(self)
        self.contents.setObjectName("rulebook-contents")
        # long section titles wrap instead of hiding behind a horizontal scroll bar
        self.contents.setWordWrap(True)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.setSpacing(1)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulebook-text")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow_link)
        self.contents.currentItemChanged.connect(self._contents_clicked)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([280, 680])
        self.splitter = splitter
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.resize(960, 700)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(960, 700)

    # --- language -----------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self.book.game_id:
            self.setWindowTitle(fill(self.tr("Rules — %1"), game_names.title(self.book.game_id)))
        else:
            self.setWindowTitle(self.tr("Rules"))
        self.contents.setAccessibleName(self.tr("Contents"))
        self.browser.setAccessibleName(self.tr("Rules"))
        code = current_language()
        if code != self._language:
            anchor = self.current_section()
            self._load(code)
            if anchor:
                self.show_section(anchor)

    @property
    def language(self) -> str | None:
        return self._language

    def _load(self, code: str) -> None:
        self._language = code
        build_document(self.browser.document(), code, self.book)
        self.contents.blockSignals(True)
        self.contents.clear()
        for level, anchor, title in sections(self.browser.document()):
            item = QListWidgetItem(("    " if level == 3 else "") + title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.contents.addItem(item)
        self.contents.blockSignals(False)

    # --- navigation ---------------------------------------------------------------

    def anchors(self) -> list[str]:
        return [
            self.contents.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.contents.count())
        ]

    def current_section(self) -> str | None:
        item = self.contents.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def show_section(self, anchor: str) -> bool:
        """Scroll to a section and select it in the contents; False if unknown."""
        anchors = self.anchors()
        if anchor not in anchors:
            return False
        self.contents.blockSignals(True)
        self.contents.setCurrentRow(anchors.index(anchor))
        self.contents.blockSignals(False)
        self.browser.scrollToAnchor(anchor)
        return True

    def _contents_clicked(self, item: QListWidgetItem | None, _previous=None) -> None:
        if item is not None:
            self.browser.scrollToAnchor(item.data(Qt.ItemDataRole.UserRole))

    def _follow_link(self, url: QUrl) -> None:
        anchor = url.fragment() or url.path()
        if url.scheme() in ("", RULE_LINK_SCHEME) and anchor:
            self.show_section(anchor)


def show_rules(parent: QWidget | None, book: Rulebook, anchor: str | None = None) -> RulebookDialog:
    """Open a game's rulebook (one per game and parent window, reused), optionally at a
    section."""
    dialogs = parent.findChildren(RulebookDialog) if parent is not None else []
    dialog = next((d for d in dialogs if d.book == book), None)
    if dialog is None:
        dialog = RulebookDialog(book, parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    if anchor:
        dialog.show_section(anchor)
    return dialog


def open_rule_link(parent: QWidget | None, link: str, book: Rulebook) -> bool:
    """Handle a ``rules:<anchor>`` link (e.g. from ``texts.reason_html``); False if the
    link is not a rule link."""
    url = QUrl(link)
    if url.scheme() != RULE_LINK_SCHEME:
        return False
    show_rules(parent, book, url.path() or url.fragment() or None)
    return True
