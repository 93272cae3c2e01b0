"""The game table drawn with QGraphicsScene: pad, dice and player sheets."""

from ._none_guard import protect_none

protect_none()  # before any painting: see _none_guard


from .hints import Ghost, ViewHints
from .table import TableScene
from .view import TableView

__all__ = ["Ghost", "TableScene", "TableView", "ViewHints"]
