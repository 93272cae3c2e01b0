"""Game ▸ Set up a situation…: start from a new game or the game on the table, change
it freely (every change checked by the game's rules: ``core.situation`` and each
game's ``rules/situation.py``), then play on from it with any seats or save it as a
situation file.

The shell part is here (the window, the undo stack, the refusals shown, playing on,
files); each game brings a small adapter (``shell.situation_editor.adapter``) in the
module its catalogue entry names (``situation_editor``)."""

from __future__ import annotations

from copenhagen_gui.core import catalogue


def offered(game_id: str | None) -> bool:
    """Whether ``game_id`` has a situation editor."""
    if game_id is None:
        return False
    try:
        return catalogue.entry(game_id).situation_editor is not None
    except catalogue.UnknownGame:
        return False


def adapter_class(game_id: str):
    entry = catalogue.entry(game_id)
    return entry.load(entry.situation_editor).ADAPTER_CLASS


def reason_text(reason) -> str | None:
    """A game's situation refusal (a ``SituationReason``) in words, by the editor of the
    game whose rules gave it; None for a game without an editor."""
    game_id = catalogue.game_of_module(type(reason).__module__)
    if not offered(game_id):
        return None
    entry = catalogue.entry(game_id)
    return entry.load(entry.situation_editor).reason_text(reason)


def open_editor(window, game_id: str):
    """The editor of ``game_id``'s situations, shown beside the window; it starts from
    the game on the table when that is this game (at the start of the turn being
    played), else from a new game. Returns the editor (None: the game has none)."""
    from copenhagen_gui.core import registry

    from . import starts
    from .dialog import SituationEditor

    if not offered(game_id):
        return None
    shown = getattr(window, "situation_editor", None)
    if shown is not None and shown.isVisible() and shown.game_id == game_id:
        shown.raise_()  # one editor at a time
        shown.activateWindow()
        return shown
    if shown is not None:
        shown.close()
    spec = registry.get(game_id)
    session = window.session
    state = None
    if session is not None and session.spec.game_id == game_id:
        options, names = session.record.options, session.names
        state = starts.latest_start(session)
    if state is None:
        count = max(spec.min_seats, min(2, spec.max_seats))
        options, names = spec.default_options(count), starts.default_names(window.settings, count)
        state = starts.new_game(game_id, options, names)
    editor = SituationEditor(window, game_id, adapter_class(game_id), options, names, state)
    window.situation_editor = editor
    editor.finished.connect(lambda *_: setattr(window, "situation_editor", None))
    area = window.screen().availableGeometry() if window.screen() is not None else None
    if area is not None:
        editor.resize(int(area.width() * 0.9), int(area.height() * 0.9))
    editor.open()  # window-modal: the game on the table waits
    return editor
