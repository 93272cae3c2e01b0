"""The card game's view on the table (the kit's): the wheel and the right button turn
the selected tile."""

from __future__ import annotations

from copenhagen_gui.shell.table_kit import view


class TableView(view.TableView):
    object_name = "copenhagen-table"
    minimum = (480, 300)
    smooth_pixmaps = False
    smart_updates = False
    right_button_turns = True

    def can_turn(self, by_wheel: bool) -> bool:
        return self.scene().hints.selected_tile is not None
