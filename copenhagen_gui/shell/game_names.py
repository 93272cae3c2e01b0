"""The games' names and lines as the player reads them: the catalogue's texts
(``core.catalogue``), translated. Every place that names a game asks here, so each game
has one name in each language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.core import catalogue


def _translated(text: str) -> str:
    return QCoreApplication.translate(catalogue.CONTEXT, text)


def title(game_id: str) -> str:
    """The game's name ("Lost Cities Roll & Write")."""
    return _translated(catalogue.entry(game_id).title)


def blurb(game_id: str) -> str:
    """What the game is about, in one line (without the number of players)."""
    return _translated(catalogue.entry(game_id).blurb)


def credit(game_id: str) -> str:
    """Who made the game and who publishes it."""
    return _translated(catalogue.entry(game_id).credit)


def titles(game_ids=None) -> list[tuple[str, str]]:
    """(game id, name) of ``game_ids`` (by default every game), in the catalogue's order."""
    ids = catalogue.game_ids() if game_ids is None else game_ids
    return [(game_id, title(game_id)) for game_id in ids]
