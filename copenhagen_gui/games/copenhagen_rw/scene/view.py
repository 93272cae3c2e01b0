"""Roll & Write's view on the table (the kit's): the wheel turns the shape being placed,
the right button always asks for a turn (the controller knows whether one is placed)."""

from __future__ import annotations

from copenhagen_gui.shell.table_kit import view


class TableView(view.TableView):
    minimum = (480, 320)
    cache_background = True
    right_button_turns = True

    def can_turn(self, by_wheel: bool) -> bool:
        hints = self.scene().hints
        return not by_wheel or hints.selected_shape is not None or hints.ghost is not None
