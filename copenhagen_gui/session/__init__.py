"""The one writer of a game on the table: GameSession (state, undo stack, chance), its
commands, files and autosave, and the driver of computer players. Qt Core/Gui only; it
knows a game only through its GameSpec."""
