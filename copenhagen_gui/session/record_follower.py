"""What each change of a session did to its record, at the cost of the change (not of
the game's length): the autosave's journal writes it down in the click.

A change is ``(keep, added, cursor)``: the record's first ``keep`` actions stay, the
``added`` ones follow them, and ``cursor`` actions are applied. A move keeps what lies
below the stack's index and adds its actions (dropping any redo history); an undo or a
redo only moves the cursor.

The undo stack's commands are compared by identity, from the index last seen: a push
replaces only the commands at and above the index it came at, and every change of the
index is seen (the session emits ``state_changed`` for each)."""

from __future__ import annotations

from typing import Any


class RecordFollower:
    def __init__(self, session):
        self._stack = session.undo_stack
        self._commands: list = []  # the stack's commands as last seen
        self._ends = [0]  # _ends[i]: how many actions the first i commands hold
        self._index = 0  # the stack's index as last seen
        self.change()

    def change(self) -> tuple[int, tuple[Any, ...], int] | None:
        """What changed since the last call; None when nothing did."""
        stack, commands = self._stack, self._commands
        count, index = stack.count(), stack.index()
        first = min(self._index, len(commands), count)
        if first and stack.command(first - 1) is not commands[first - 1]:
            first = 0  # not the stack last seen: compare it all
        while first < min(count, len(commands)) and stack.command(first) is commands[first]:
            first += 1
        new = [stack.command(i) for i in range(first, count)]
        if not new and len(commands) == count and index == self._index:
            return None
        del commands[first:]
        del self._ends[first + 1:]
        added: list = []
        for command in new:
            commands.append(command)
            added.extend(command.actions)
            self._ends.append(self._ends[-1] + len(command.actions))
        self._index = index
        return self._ends[first], tuple(added), self._ends[index]
