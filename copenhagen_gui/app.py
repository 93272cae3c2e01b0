"""Entry point: ``copenhagen-gui`` starts the game; ``copenhagen-gui replay FILE``
replays a record headless, ``copenhagen-gui print ...`` writes blank sheets (see cli.py)."""

from __future__ import annotations

import sys

USAGE = """usage: copenhagen-gui [GAME.json]
       copenhagen-gui print --game GAME --out FILE.pdf [--paper a4|letter] [--language xx] [--copies N]
       copenhagen-gui replay GAME.json [--json]
       copenhagen-gui --screenshot FILE.png [--size WxH] [--language xx] [--open GAME.json]
       copenhagen-gui --smoke-test
       copenhagen-gui --version

Three board games at one computer: Copenhagen Roll & Write, Copenhagen (the card game)
and Lost Cities Roll & Write. Without a file: the game kept from last time, else the
home screen. See the manual page copenhagen-gui(6)."""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # Answered before Qt starts: a shell user asking for help gets text, not a window.
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if argv and argv[0] == "--version":
        from copenhagen_gui import __version__

        print(f"copenhagen-gui {__version__}")
        return 0
    if argv and argv[0] == "replay":
        from copenhagen_gui import cli

        return cli.main(argv[1:])
    if argv and argv[0] == "print":
        from copenhagen_gui import cli

        return cli.print_main(argv[1:])
    from copenhagen_gui.shell.main import run

    return run(argv)
