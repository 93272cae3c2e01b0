"""Take the AppStream screenshot: the real main window with a two-player game under way.

    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1400x900x24" \\
        .venv/bin/python packaging/take_screenshot.py [--out FILE] [--language en]

Plays a seeded game with the normal computer player for a number of actions, so both
buildings hold pieces, then saves the window (1280x800) to
packaging/linux/screenshots/main-window.png. User folders go to a temporary place."""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "linux" / "screenshots" / "main-window.png"
SIZE = (1280, 800)


def isolate_user_folders() -> None:
    home = Path(tempfile.mkdtemp(prefix="copenhagen-shot-"))
    for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
        os.environ[var] = str(home / sub)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--language", default="en")
    parser.add_argument("--actions", type=int, default=130, help="how far into the game")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    isolate_user_folders()

    from PySide6.QtCore import QTimer

    from copenhagen_gui.games.copenhagen_rw.bots.base import make_bot
    from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
    from copenhagen_gui.shell import i18n
    from copenhagen_gui.shell.main import build_window, create_app

    app = create_app([])
    window = build_window(app, offer_resume=False, start=False)
    i18n.install_language(app, args.language)
    window.start_game(GameOptions(2), ["Ada", "Bo"], seed=args.seed, autosave=False)
    bot, rng = make_bot("normal"), random.Random(args.seed)
    session = window.session
    for _ in range(args.actions):
        state = session.state
        if state.phase is Phase.GAME_OVER:
            break
        session.perform(bot.choose(state, state.chooser, rng))
    window.resize(*SIZE)
    window.show()

    def shoot() -> None:
        banner = getattr(window, "banner", None)
        if banner is not None:
            banner.stop()  # a passing "round ends" banner would hide the pad
        args.out.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(args.out)):
            raise SystemExit(f"could not write {args.out}")
        print(f"screenshot: {args.out} ({window.width()}x{window.height()})")
        app.quit()

    QTimer.singleShot(1500, shoot)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
