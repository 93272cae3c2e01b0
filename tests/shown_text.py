"""What a person sees of a widget's text, as Qt draws it: a label or tooltip that Qt
takes for rich text shows its markup's words ("<b>x</b>" shows "x"), a button, action,
tab or group box label treats "&" as the mark of its shortcut letter ("A&&B" shows
"A&B", "&Open" shows "Open"). The tests of names shown as typed compare these with the
names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QTabBar,
    QWidget,
)


def rich_shown(text: str, text_format=Qt.TextFormat.AutoText) -> str:
    """The words a label (or tooltip) in ``text_format`` shows for ``text``."""
    rich = (text_format == Qt.TextFormat.RichText
            or text_format == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    # The raw text keeps no-break spaces (French "x\u00a0:"), which toPlainText() turns
    # into spaces although Qt draws them; paragraph and line breaks become "\n".
    raw = QTextDocumentFragment.fromHtml(text).toRawText()
    return raw.replace("\u2029", "\n").replace("\u2028", "\n")


def label_shown(label: QLabel) -> str:
    plain = getattr(label, "plain_text", None)  # the strip's one-line label draws this
    if plain is not None:
        return plain()
    shown = rich_shown(label.text(), label.textFormat())
    if label.buddy() is not None and shown == label.text():  # plain text with a shortcut
        return mnemonic_shown(shown)
    return shown


def mnemonic_shown(text: str) -> str:
    """A button's or menu's text without its shortcut marks: "&&" shows "&", "&O" "O"."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "&" and i + 1 < len(text):
            out.append(text[i + 1] if text[i + 1] == "&" else "")
            i += 2 if text[i + 1] == "&" else 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def tooltip_shown(text: str) -> str:
    """A tooltip is a label in automatic format."""
    return rich_shown(text)


def widget_texts(root: QWidget) -> list[tuple[str, str, str]]:
    """(where, the text set, what is shown) for every visible text under ``root``:
    labels, buttons, tabs, group boxes and their tooltips, and the actions' texts."""
    found = []

    def add(where, raw, shown):
        if raw:
            found.append((where, raw, shown))

    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if isinstance(widget, QLabel):
            add(name, widget.text(), label_shown(widget))
        elif isinstance(widget, QAbstractButton):
            add(name, widget.text(), mnemonic_shown(widget.text()))
        elif isinstance(widget, QGroupBox):
            add(name, widget.title(), mnemonic_shown(widget.title()))
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                add(f"{name} tab {i}", widget.tabText(i), mnemonic_shown(widget.tabText(i)))
                add(f"{name} tab {i} tip", widget.tabToolTip(i), tooltip_shown(widget.tabToolTip(i)))
        add(f"{name} tip", widget.toolTip(), tooltip_shown(widget.toolTip()))
        for action in QWidget.actions(widget):
            add(f"action {action.objectName()}", action.text(), mnemonic_shown(action.text()))
            add(f"action {action.objectName()} tip", action.toolTip(), tooltip_shown(action.toolTip()))
    return found
