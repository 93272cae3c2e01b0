"""``copenhagen-gui --screenshot FILE.png [--size WxH] [--language xx] [--open RECORD.json]``:
a picture of the window for the README, the AppStream metainfo, bug reports and tests.

It runs offscreen with a fresh, throw-away profile (settings, autosave, statistics in a
temporary folder, removed afterwards: the player's own are never read or written),
shows what a first start shows (the home screen) or the game of the given record as
it stands, saves the window as PNG and exits 0 (1 with the reason when it cannot)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

DEFAULT_SIZE = (1366, 768)
SETTLE_ROUNDS = 10  # event-loop passes for layouts and the first paint


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="copenhagen-gui --screenshot",
                                     description="Save a picture of the window and exit.")
    parser.add_argument("--screenshot", required=True, metavar="FILE.png", type=Path)
    parser.add_argument("--size", default="x".join(map(str, DEFAULT_SIZE)), metavar="WxH",
                        type=_size, help="window size in pixels (default 1366x768)")
    parser.add_argument("--language", metavar="xx", help="en, fr, de or nl (default en)")
    parser.add_argument("--open", metavar="RECORD.json", type=Path,
                        help="a saved game to show instead of the home screen")
    return parser.parse_args(argv)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(n) for n in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size like 1366x768: {text!r}") from None
    if not (200 <= width <= 8192 and 200 <= height <= 8192):
        raise argparse.ArgumentTypeError(f"size out of range: {text!r}")
    return width, height


def _use_profile(folder: Path) -> None:
    """Every per-user folder of this run inside ``folder``."""
    from copenhagen_gui.core import paths

    for name in ("user_data_dir", "user_config_dir", "user_log_dir"):
        sub = folder / name
        sub.mkdir()
        setattr(paths, name, lambda sub=sub: sub)


def run(argv: list[str]) -> int:
    args = parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before the application exists
    with tempfile.TemporaryDirectory(prefix="copenhagen-gui-screenshot-") as profile:
        _use_profile(Path(profile))
        return _shoot(args)


def _shoot(args) -> int:
    from copenhagen_gui.core.record import RecordError
    from copenhagen_gui.session import storage
    from copenhagen_gui.session.game_session import GameSession
    from copenhagen_gui.shell import i18n
    from copenhagen_gui.shell.main import create_app
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    app = create_app([])
    i18n.install_language(app, i18n.normalise_language(args.language or "en"))
    record = None
    if args.open is not None:
        try:
            record = storage.load_record(args.open)
        except RecordError as error:
            print(f"{args.open}: {error.describe()}", file=sys.stderr)
            return 1
    window = MainWindow(Settings())
    window.bot_driver.set_paused(True)  # the picture shows the game as it stands
    width, height = args.size
    window.resize(width, height)
    if record is None:
        window.start_up()  # a fresh profile: what a first start shows
    else:
        window.set_session(GameSession(record, describe=window.describe(record.game)), autosave=False)
    window.show()
    for _ in range(SETTLE_ROUNDS):
        app.processEvents()
    window.zoom_to_fit()
    app.processEvents()
    picture = window.grab()
    window.close()
    from copenhagen_gui.shell.output_file import OutputError, output_file

    try:
        with output_file(args.screenshot) as file:  # all of it or nothing, as every output
            if not picture.save(file, "PNG"):
                raise OutputError(f"{args.screenshot}: the picture could not be encoded")
    except OutputError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"{args.screenshot}: {picture.width()}x{picture.height()}")
    return 0
