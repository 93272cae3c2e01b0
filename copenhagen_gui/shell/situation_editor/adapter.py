"""What a game brings to the situation editor: its table drawn in an edit mode and the
clicks on its pieces turned into situation edits.

Each game's ``ui/situation_editor.py`` holds ``ADAPTER_CLASS``, a subclass of
``EditorAdapter``; its catalogue entry names the module (``situation_editor``). An
adapter only proposes new JSON to the model (``change``): the game's rules decide,
and the adapter puts their refusals into words (``reason_text``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtWidgets import QWidget

from copenhagen_gui.core.situation import MAX_ROUND

from .model import SituationModel


class EditorAdapter(QObject):
    def __init__(self, model: SituationModel, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model

    # --- what the shell shows --------------------------------------------------------------

    def view(self) -> QWidget:
        """The game's own table view, showing the situation being edited."""
        raise NotImplementedError

    def panel(self) -> QWidget | None:
        """Simple controls for what the table does not show or click well (a hand's
        cards, a number to write)."""
        return None

    def show(self) -> None:
        """Draw ``model.state`` (after every change, undo and redo)."""
        raise NotImplementedError

    def mark(self, error) -> None:
        """Draw the situation with the place of a refusal (``error.player``,
        ``error.where``) marked; the next ``show`` draws it without."""

    # --- the table by keyboard (shell/situation_editor/keyboard.py) --------------------------

    def places(self) -> list[tuple[object, QRectF]]:
        """Every spot of the table a click edits, in the order Tab visits them: (a key,
        its rect in scene coordinates)."""
        return []

    def press(self, place) -> None:
        """Enter or Space on ``place``: what a click there does."""

    def focus_moved(self, place) -> None:
        """The keyboard's ring went to ``place`` (a game may show what a press would do)."""

    def key_pressed(self, key: int, place) -> bool:
        """Another key on the table (the ring on ``place``); True: the game used it."""
        return False

    def instructions(self) -> str:
        """One or two sentences: what a click on each piece does."""
        return ""

    def reason_text(self, reason) -> str:
        """The game's ``SituationReason`` as a translated sentence."""
        raise NotImplementedError

    def phases(self) -> list[tuple[str, str]]:
        """(``"phase"`` value, its label) of every point a situation can start at."""
        return []

    def set_phase(self, data: dict, phase: str) -> None:
        """``data`` at ``phase`` (a game adds what that phase needs, e.g. dice)."""
        data["phase"] = phase

    def counter_words(self) -> tuple[str, str] | None:
        """The turn counter's label (with its shortcut letter) and its undo step's name,
        when the game's table calls it otherwise than "Round" (None: "Round")."""
        return None

    def counter(self) -> int:
        """The turn counter as the game's table shows it (by default the round)."""
        return self.model.data.get("round", 1)

    def counter_limit(self) -> int:
        return MAX_ROUND

    def set_counter(self, data: dict, value: int) -> None:
        """``data`` at the counter's ``value``."""
        data["round"] = value

    def retranslate(self) -> None:
        self.show()

    # --- for the game's adapter ---------------------------------------------------------------

    def change(self, text: str, edit: Callable[[dict], object]) -> bool:
        """Propose the situation ``edit`` makes of a copy of the current one, as the
        undo step ``text``; False when the rules refuse it."""
        data = self.model.copy()
        edit(data)
        return self.model.propose(data, text)


def unreachable_text() -> str:
    """A game's refusal that has no sentence of its own: the same words for every game."""
    return QCoreApplication.translate("SituationEditor", "The rules never reach this situation.")
