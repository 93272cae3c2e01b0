"""The Lost Cities: Roll & Write table as QGraphicsScene items (Qt; reads the rules,
never changes a state). ``table.TableScene.sync(state, hints)`` redraws from a state
and the controller's view hints; items only emit intents."""
