"""The game table drawn with QGraphicsScene: pad, dice and player sheets."""


from copenhagen_gui.games.copenhagen_rw.scene.hints import Ghost, ViewHints
from copenhagen_gui.games.copenhagen_rw.scene.table import TableScene
from copenhagen_gui.games.copenhagen_rw.scene.view import TableView

__all__ = ["Ghost", "TableScene", "TableView", "ViewHints"]
