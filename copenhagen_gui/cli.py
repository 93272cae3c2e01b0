"""Command line: ``python -m copenhagen_gui replay FILE [--json]`` (also installed as
``copenhagen-replay FILE``). Replays a game record without a window and prints a
summary; exit status 0 for a valid record, 1 for an invalid one (with the action index
and the reason), 2 for a usage error.

``python -m copenhagen_gui print --game GAME --out FILE.pdf [--paper a4|letter]
[--language xx] [--copies N]`` writes blank sheets to play on paper (see
shell/printing.py); exit status 0 when written, 1 when the file cannot be, 2 for a usage
error (a game not played on paper among them)."""

from __future__ import annotations

import argparse
import json
import os
import sys

from copenhagen_gui.core import catalogue
from copenhagen_gui.core.record import RecordError, load_file, replay


def summary(record) -> dict:
    """What a replayed record comes to: every game's scores and winners, or the summary
    the game's catalogue entry names (Roll & Write adds each building, track and the
    empty cells: its golden records hold those). A game that began from a prepared
    situation says so (``from_situation``)."""
    entry = catalogue.entry(record.game)
    if entry.replay_summary is None:
        data = _game_summary(record)
    else:
        data = entry.load(entry.replay_summary).summary(record)
    if record.from_situation:
        data["from_situation"] = True
    return data


def _game_summary(record) -> dict:
    spec = record.spec
    state = replay(record)[-1]
    over = spec.is_over(state)
    scores = spec.scores(state)
    ranking = spec.ranking(state)
    best = scores[ranking[0]] if over else None
    return {
        "game": record.game,
        "actions": len(record.actions),
        "cursor": record.cursor,
        "game_over": over,
        "winners": [record.names[i] for i in ranking if scores[i] == best] if over else [],
        "players": [{"player": i, "name": name, "points": scores[i]}
                    for i, name in enumerate(record.names)],
    }


def format_summary(data: dict, game: str) -> str:
    lines = [f"Game: {data.get('game', game)}"]
    if data.get("from_situation"):
        lines.append("Started from a situation")
    lines.append(f"Actions applied: {data['cursor']} of {data['actions']}")
    if "round" in data:
        lines.append(f"Round: {data['round']}")
    if "sheet" in data:
        checked = "checked on paper" if data["sheet"]["checked_on_paper"] else "not all checked on paper"
        lines.append(f"Sheet: {data['sheet']['name']} ({data['sheet']['id']}, {checked})")
    lines.append("Game over: " + ("yes" if data["game_over"] else "no"))
    width = max(len(p["name"]) for p in data["players"])
    for p in data["players"]:
        empty = f"  {p['empty_cells']:>2} empty cells" if "empty_cells" in p else ""
        lines.append(f"  {p['name']:<{width}}  {p['points']:>4} points{empty}")
    if data["game_over"]:
        label = "Winner" if len(data["winners"]) == 1 else "Winners (shared)"
        lines.append(f"{label}: {', '.join(data['winners'])}")
    return "\n".join(lines)


def _reason_value(error) -> str | None:
    """The game's typed reason: of an illegal action, or of an impossible start."""
    reason = error.reason if error.reason is not None else getattr(error.situation, "reason", None)
    return getattr(reason, "value", reason)


def replay_command(path: str, as_json: bool) -> int:
    try:
        record = load_file(path)
    except RecordError as exc:
        if as_json:
            print(json.dumps({
                "valid": False,
                "problem": exc.problem.value,
                "action_index": exc.index,
                "reason": _reason_value(exc),
                "message": exc.describe(),
            }))
        else:
            print(f"{path}: {exc.describe()}", file=sys.stderr)
        return 1
    data = summary(record)
    if as_json:
        print(json.dumps({"valid": True, **data}, ensure_ascii=False))
    else:
        print(format_summary(data, record.game))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="copenhagen-replay", description=__doc__.split("\n")[0])
    parser.add_argument("file", help="a saved game record (.json)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return replay_command(args.file, args.json)


# --- print ------------------------------------------------------------------------------


def build_print_parser() -> argparse.ArgumentParser:
    from copenhagen_gui.shell.i18n import LANGUAGE_CODES

    parser = argparse.ArgumentParser(prog="copenhagen-gui print",
                                     description="Write blank sheets to play on paper as a PDF.")
    parser.add_argument("--game", required=True, choices=catalogue.game_ids())
    parser.add_argument("--out", required=True, help="the PDF file to write")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4")
    parser.add_argument("--language", choices=LANGUAGE_CODES, help="default: the system's")
    parser.add_argument("--copies", type=int, default=1, help="copies of the set for one game")
    return parser


def print_main(argv: list[str]) -> int:
    args = build_print_parser().parse_args(argv)
    if args.copies < 1:
        print("--copies must be 1 or more", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: no display needed
    from PySide6.QtWidgets import QApplication

    from copenhagen_gui.shell import i18n, printing

    app = QApplication.instance() or QApplication(["copenhagen-gui"])
    code = args.language or i18n.default_language()
    try:
        pages = printing.print_game(args.game, args.out, args.paper, code, args.copies)
    except printing.NoPaper as exc:
        print(f"{args.game}: {exc}", file=sys.stderr)
        return 2
    except printing.OutputError as exc:
        print(exc, file=sys.stderr)
        return 1
    finally:
        app.processEvents()  # the language switch's events, before the app goes
    print(f"{args.out}: {pages} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
