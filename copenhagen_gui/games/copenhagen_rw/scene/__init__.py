"""The game table drawn with QGraphicsScene: pad, dice and player sheets."""


from .hints import Ghost, ViewHints
from .table import TableScene
from .view import TableView

__all__ = ["Ghost", "TableScene", "TableView", "ViewHints"]
