"""The toolbar in a narrow window: rather than hiding buttons behind the overflow
arrow, the least-used buttons lose their words first (their icon stays), so Rules and
Undo keep theirs in every language down to 1024 pixels."""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar, QToolButton

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
    """Words back on every button, then off the least-used ones until the toolbar fits
    ``width``; returns how many buttons show their icon only."""
    buttons = _order(toolbar)
    if not buttons:  # the first frame, before the icons: nothing may lose its words
        return 0
    from PySide6.QtCore import Qt  # the Qt namespace's enums: ~10 ms, not before the first frame

    style = toolbar.toolButtonStyle()
    for button in buttons:
        button.setToolButtonStyle(style)
    icons_only = 0
    for button in buttons:
        if _needed_width(toolbar) <= width:
            break
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        icons_only += 1
    return icons_only
