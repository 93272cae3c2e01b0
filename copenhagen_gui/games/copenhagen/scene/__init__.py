"""The card game's table: QGraphicsScene items drawn from a state and view hints."""
