"""Situation files: a record with a start state and no move (``core.record``, format 4),
written with the app's atomic writer, read back through the same checks as any saved
game (a damaged or hostile file gets the window's clear message and changes nothing)."""

from __future__ import annotations

from pathlib import Path

from copenhagen_gui.core.chance import new_seed

SUFFIX = ".situation.copenhagen.json"


def save(path: Path, model) -> None:
    """Write the situation of ``model``; raises OSError (nothing written then)."""
    from copenhagen_gui.core.record import GameRecord
    from copenhagen_gui.session import storage

    record = GameRecord(model.spec.game_id, model.options, model.names, new_seed(), start=model.state)
    storage.save_record(Path(path), record)


def read(window, path: Path):
    """(game id, options, names, state) a situation file holds, else None after the
    window told why it cannot be opened. A saved game opens too: at its latest moment
    a situation can start from (state None: it has none)."""
    from copenhagen_gui.core.record import replay

    record = window.files.read_record(Path(path))  # every check a saved game gets
    if record is None:
        return None
    spec = record.spec
    states = [record.start] if record.is_situation_file else replay(record, upto=record.cursor)
    state = next((s for s in reversed(states) if spec.can_start_from(s)), None)
    return record.game, record.options, record.names, state
