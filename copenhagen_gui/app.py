"""Entry point: ``copenhagen-gui`` starts the game; ``copenhagen-gui replay FILE``
replays a record headless, ``copenhagen-gui print ...`` writes blank sheets (see cli.py)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "replay":
        from copenhagen_gui import cli

        return cli.main(argv[1:])
    if argv and argv[0] == "print":
        from copenhagen_gui import cli

        return cli.print_main(argv[1:])
    from copenhagen_gui.shell.main import run

    return run(argv)
