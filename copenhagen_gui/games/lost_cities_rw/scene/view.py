"""Lost Cities' view on the table: the kit's, as it is (nothing on this table turns)."""

from __future__ import annotations

from copenhagen_gui.shell.table_kit import view


class TableView(view.TableView):
    object_name = "lost-cities-table"
    minimum = (480, 260)
