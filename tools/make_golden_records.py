"""Regenerate the golden records of the card game and of Lost Cities Roll & Write:

    .venv/bin/python tools/make_golden_records.py [--only copenhagen|lost-cities-rw]

Each golden game is a complete game played by computer players with a fixed seed,
through the real game session (``copenhagen_gui.session``), so the chance actions (the
card game's deal and refills, Lost Cities' rolls) are drawn and recorded exactly as the
app does. It writes, for each game in ``GOLDEN_GAMES``:

    tests/games/<game dir>/records/<stem>.json          the record (core.record.dumps)
    tests/games/<game dir>/records/<stem>.summary.json  what it must replay to

The summaries come from the tests' own ``golden_summary`` modules, so the tool and the
tests agree on what a summary is. The tests never run this tool: the files are
committed. Regenerate only when a rules change alters what a recorded game means on
purpose (and bump the game's ``rules_version`` if old records must keep their meaning),
and say why in the commit.

The computer players move one at a time, the lowest seat that may act first, each with
its own bot object and one shared generator seeded from the game's seed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from copenhagen_gui.core import record as records  # noqa: E402
from copenhagen_gui.core import registry  # noqa: E402


def _session_class():
    # The session over a GameSpec was SpecSession until it became the one GameSession.
    try:
        from copenhagen_gui.session.spec_session import SpecSession
        return SpecSession
    except ImportError:
        from copenhagen_gui.session.game_session import GameSession
        return GameSession


def golden_sheet():
    """The sheet of the 5-player Lost Cities game: the house sheet with other point
    values, so its record proves a game replays on the sheet it was played on."""
    from copenhagen_gui.games.lost_cities_rw.rules.sheet import house_sheet
    from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import sheet_from_json, sheet_to_json

    data = sheet_to_json(house_sheet())
    data["sheet_id"] = "golden-values"
    data["name"] = "Golden test sheet (house squares, other values)"
    data["sources"] = {**data["sources"], "golden": "values chosen for a golden record"}
    rated = lambda v: {"value": v, "status": "placeholder", "source": "golden"}  # noqa: E731
    data["expedition_scale"] = [rated(v) for v in (-50, -30, -20, -5, 5, 12, 20, 25, 35, 50)]
    data["track_scale"] = [rated(v) for v in (0, -30, -20, -10, 15, 25, 40, 55, 70, 100)]
    # Keep the verified anchors' status as the rules reference has them.
    for scale, anchors in (("expedition_scale", (0, 8, 9)), ("track_scale", (8, 9))):
        for index in anchors:
            data[scale][index] = sheet_to_json(house_sheet())[scale][index]
    return sheet_from_json(data)


def _lcrw_options(seats: int, custom_sheet: bool):
    spec = registry.get("lost-cities-rw")
    options = spec.default_options(seats)
    return attrs.evolve(options, sheet=golden_sheet()) if custom_sheet else options


@attrs.frozen
class GoldenGame:
    game: str
    folder: str  # under tests/games
    seed: int
    names: tuple[str, ...]
    levels: tuple[str, ...]
    options: Callable[[], Any]

    @property
    def stem(self) -> str:
        return f"game_{len(self.names)}p_seed{self.seed}"

    @property
    def path(self) -> Path:
        return REPO / "tests" / "games" / self.folder / "records" / f"{self.stem}.json"


def _copenhagen(seats: int):
    return lambda: registry.get("copenhagen").default_options(seats)


GOLDEN_GAMES: tuple[GoldenGame, ...] = (
    GoldenGame("copenhagen", "copenhagen", 3, ("Ada", "Bo"), ("strong", "easy"), _copenhagen(2)),
    GoldenGame("copenhagen", "copenhagen", 5, ("Ada", "Bo", "Cy"), ("normal", "strong", "easy"),
               _copenhagen(3)),
    GoldenGame("copenhagen", "copenhagen", 21, ("Ada", "Bo", "Cy", "Di"),
               ("easy", "normal", "strong", "normal"), _copenhagen(4)),
    GoldenGame("lost-cities-rw", "lost_cities_rw", 8, ("Ada", "Bo"), ("normal", "strong"),
               lambda: _lcrw_options(2, custom_sheet=False)),
    GoldenGame("lost-cities-rw", "lost_cities_rw", 13, ("Ada", "Bo", "Cy", "Di", "Eve"),
               ("easy", "strong", "normal", "easy", "strong"),
               lambda: _lcrw_options(5, custom_sheet=True)),
)


def play(game: GoldenGame) -> records.GameRecord:
    """The whole game played by its computer players through the session."""
    spec = registry.get(game.game)
    session = _session_class().new_game(spec, game.options(), game.names, seed=game.seed,
                                        bots=game.levels)
    bots = [spec.bot(level) for level in game.levels]
    rng = random.Random(game.seed)
    while not spec.is_over(session.state):
        seat = min(spec.seats_to_act(session.state))
        action = bots[seat].choose(spec.view_for(session.state, seat), seat, rng)
        reason = session.perform(action)
        if reason is not None:
            raise RuntimeError(f"{game.stem}: the {game.levels[seat]} bot's {action!r} refused: {reason}")
    return session.record


def _summary_function(folder: str):
    name = "golden_summary.py" if folder == "copenhagen" else "lcrw_golden_summary.py"
    path = REPO / "tests" / "games" / folder / name
    module_spec = importlib.util.spec_from_file_location(f"_golden_{folder}", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module.summary


def write(game: GoldenGame) -> None:
    started = time.perf_counter()
    record = play(game)
    played = time.perf_counter() - started
    game.path.parent.mkdir(parents=True, exist_ok=True)
    game.path.write_text(records.dumps(record), encoding="utf-8")
    started = time.perf_counter()
    loaded = records.load_file(game.path)
    replayed = time.perf_counter() - started
    summary = _summary_function(game.folder)(loaded)
    summary_path = game.path.with_name(f"{game.stem}.summary.json")
    summary_path.write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{game.path.relative_to(REPO)}: {len(record.actions)} actions, scores {summary['scores']}, "
          f"end {summary['end_reason']}; played in {played:.1f} s, loaded in {replayed * 1000:.0f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted({g.game for g in GOLDEN_GAMES}))
    args = parser.parse_args(argv)
    for game in GOLDEN_GAMES:
        if args.only is None or game.game == args.only:
            write(game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
