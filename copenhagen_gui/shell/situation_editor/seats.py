"""Play from here: who plays each seat of the situation, asked with the New game
dialog's seats (the game and its number of players are the situation's)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell import game_names


def ask(parent, game_id: str, names, bots) -> tuple[tuple[str, ...], tuple[str | None, ...]] | None:
    """(names, computer level of each seat) chosen, or None when cancelled."""
    from copenhagen_gui.shell.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(list(names), len(names), parent, bots=tuple(bots)[:len(names)],
                           games=[(game_id, game_names.title(game_id))], game=game_id)
    dialog.seats_only(QCoreApplication.translate("SituationEditor", "Play from here"))
    try:
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return None
        return dialog.names(), dialog.bots()
    finally:
        dialog.deleteLater()
