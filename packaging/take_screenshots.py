"""Take the AppStream screenshots: each game at 1366x768, as the app's own ``--screenshot``
shows it, from a golden record of tests/games stopped part way.

    .venv/bin/python packaging/take_screenshots.py [--out-dir DIR] [--language en]

Writes packaging/linux/screenshots/<game>.png (the names the metainfo points at). Each
shot opens a copy of the record with its cursor moved back to a moment with something
to do, and the seat to play made a person, so the table shows that player's prompt (and,
in the card game, their hand). Runs offscreen: no display needed."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT_DIR = HERE / "linux" / "screenshots"
SIZE = "1366x768"
RECORDS = ROOT / "tests" / "games"


# game id -> (golden record, actions to show, seats played by a person)
SHOTS = {
    "copenhagen-rw": ("copenhagen_rw/records/game_3p_seed11.json", 247, (0, 1, 2)),
    "copenhagen": ("copenhagen/records/game_3p_seed5.json", 120, (0,)),
    "lost-cities-rw": ("lost_cities_rw/records/game_2p_seed8.json", 96, (0, 1)),
}


def prepared_record(source: Path, cursor: int, people: tuple[int, ...], folder: Path) -> Path:
    record = json.loads(source.read_text(encoding="utf-8"))
    record["cursor"] = cursor
    for seat, player in enumerate(record["players"]):
        if seat in people:
            player.pop("bot", None)
    target = folder / source.name
    target.write_text(json.dumps(record), encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="copenhagen-shots-") as folder:
        for game, (record, cursor, people) in SHOTS.items():
            opened = prepared_record(RECORDS / record, cursor, people, Path(folder))
            out = args.out_dir / f"{game}.png"
            subprocess.run([sys.executable, "-m", "copenhagen_gui", "--screenshot", str(out), "--size", SIZE,
                            "--language", args.language, "--open", str(opened)], check=True, cwd=ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
