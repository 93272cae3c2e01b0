"""The toolbar in a narrow window: rather than hiding buttons behind the overflow
arrow, the least-used buttons lose their words first (their icon stays), so Rules and
Undo keep theirs in every language down to 1024 pixels."""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar, QToolButton

# Styles by name (Qt converts them): naming Qt.ToolButtonStyle would make PySide6 create
# the Qt namespace's ~90 enum classes (~10 ms), not worth it at start-up.
WORDS_BESIDE_ICONS = "ToolButtonTextBesideIcon"
ICON_ONLY = "ToolButtonIconOnly"


def style_toolbar(toolbar: QToolBar) -> None:
    """The toolbar's buttons: the icon with its words beside it (fit_toolbar's start)."""
    toolbar.setProperty("toolButtonStyle", WORDS_BESIDE_ICONS)


# Least used first; a game's own buttons (not named here) come after these.
LEAST_USED = ("action-open", "action-save", "action-history", "action-redo", "action-new-game")
# The most used last: these keep their words longest.
MOST_USED = ("action-hint", "action-undo", "action-rules")


def _order(toolbar: QToolBar) -> list[QToolButton]:
    """The toolbar's buttons (with an icon to fall back on), least used first."""
    buttons = []
    for action in toolbar.actions():
        if action.icon().isNull():  # nothing to fall back on (or the icons come later)
            continue
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            buttons.append((action.objectName(), button))

    def rank(item):
        name = item[0]
        if name in LEAST_USED:
            return LEAST_USED.index(name)
        if name in MOST_USED:
            return len(LEAST_USED) + 1 + MOST_USED.index(name)
        return len(LEAST_USED)

    return [button for _, button in sorted(buttons, key=rank)]


def _needed_width(toolbar: QToolBar) -> int:
    layout = toolbar.layout()
    layout.invalidate()
    return layout.sizeHint().width()


def fit_toolbar(toolbar: QToolBar, width: int) -> int:
    """Words back on every button of ``toolbar`` (styled by ``style_toolbar``), then off
    the least-used ones until the toolbar fits ``width``; returns how many buttons show
    their icon only."""
    buttons = _order(toolbar)
    for button in buttons:
        button.setProperty("toolButtonStyle", WORDS_BESIDE_ICONS)
    icons_only = 0
    for button in buttons:
        if _needed_width(toolbar) <= width:
            break
        button.setProperty("toolButtonStyle", ICON_ONLY)
        icons_only += 1
    return icons_only
