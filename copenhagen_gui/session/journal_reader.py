"""Reading an autosave's journal back (the format: ``journal``), trusting nothing: a
line cut short at the end (a power cut during a write) is left out; any other line that
does not read, a journal that goes on from another file than the autosave next to it,
or a change the rules refuse, is a problem: what was good before it is kept, and the
caller sets the file aside and tells the player."""

from __future__ import annotations

import enum
import json
import os
import zlib
from pathlib import Path
from typing import Any

import attrs

from copenhagen_gui.core import record as records
from copenhagen_gui.core.safe_read import FileRefused, NumberTooLong, parse_json, read_limited
from copenhagen_gui.session import storage
from copenhagen_gui.session.journal import VERSION, digest

# The writer starts a new journal long before these (storage.COMPACT_EVERY); a file
# beyond them is not ours and is refused unread.
MAX_LINES = 10_000
MAX_BYTES = records.MAX_RECORD_BYTES + 5 * 1024 * 1024


class JournalProblem(str, enum.Enum):
    FOREIGN = "foreign"  # it goes on from another record than the autosave next to it
    DAMAGED = "damaged"  # a line that does not read, or not a journal at all
    ILLEGAL = "illegal"  # a change the rules refuse


@attrs.frozen
class Recovery:
    """What an autosave and its journal hold together."""

    record: records.GameRecord | None  # the kept game, the journal's good changes applied
    file_sha: str | None = None  # SHA-256 of the autosave file, when it was read
    changes: int = 0  # changes of the journal applied
    # The journal to go on with (None: none, or it is to go): its good bytes and lines.
    journal_length: int | None = None
    journal_lines: int = 0
    stale: bool = False  # a journal already in the autosave file: to remove
    problem: JournalProblem | None = None  # the journal is to be set aside
    detail: str = ""  # the problem in English, for the details


class _Damage(Exception):
    pass


def _entries(data: bytes) -> tuple[list[dict], int, str]:
    """The entries of a journal's bytes that read, the length of their lines, and why
    reading stopped before the end ('' when it did not, or only at a last line cut short)."""
    entries: list[dict] = []
    good = 0
    parts = data.split(b"\n")
    complete, rest = parts[:-1], parts[-1]  # rest: bytes after the last newline, cut short
    for number, text in enumerate(complete):
        try:
            if len(entries) >= MAX_LINES:
                raise _Damage(f"more than {MAX_LINES} lines")
            entries.append(_entry(text, first=not entries))
        except _Damage as damage:
            last = number == len(complete) - 1 and not rest
            return entries, good, "" if last else f"line {number + 1}: {damage}"
        good += len(text) + 1
    return entries, good, ""


def _entry(text: bytes, first: bool) -> dict:
    crc, space, body = text.partition(b" ")
    if not space or len(crc) != 8 or crc.strip(b"0123456789abcdef") or int(crc, 16) != zlib.crc32(body):
        raise _Damage("checksum")
    try:
        entry = parse_json(body.decode("utf-8"))
    except (UnicodeDecodeError, NumberTooLong, json.JSONDecodeError, RecursionError) as exc:
        raise _Damage(f"not JSON ({exc})") from None
    if not isinstance(entry, dict):
        raise _Damage("not an entry")
    if first:
        if entry.get("journal") != VERSION or not (_is_sha(entry.get("base")) or isinstance(entry.get("record"), dict)):
            raise _Damage("not a journal header")
    elif "written" in entry:
        if not _is_sha(entry["written"]):
            raise _Damage("bad mark")
    elif not (_is_count(entry.get("keep")) and isinstance(entry.get("add"), list)
              and _is_count(entry.get("cursor"))):
        raise _Damage("not a change")
    return entry


def _is_sha(value: Any) -> bool:
    return isinstance(value, str) and len(value) == 64 and not value.strip("0123456789abcdef")


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def recover(autosave: Path) -> Recovery:
    """The autosave with its journal's changes. Raises RecordError when the autosave
    file is there and does not load (the journal is then not read). Never writes."""
    record, file_sha = None, None
    if os.path.lexists(autosave):
        data = records.read_file(autosave)
        record, file_sha = records.load_bytes(data), digest(data)
    journal = storage.journal_path(autosave)
    if not os.path.lexists(journal):
        return Recovery(record, file_sha)
    try:
        entries, good, damage = _entries(read_limited(journal, MAX_BYTES))
    except FileRefused as refused:
        return Recovery(record, file_sha, problem=JournalProblem.DAMAGED, detail=str(refused))
    if not entries:  # empty, or its first write cut short: nothing in it
        return Recovery(record, file_sha, problem=JournalProblem.DAMAGED if damage else None,
                        detail=damage, stale=not damage)
    # Where the journal meets the autosave file: its header, or the mark of the file's
    # writing (the changes before it are in the file).
    marks = [i for i, e in enumerate(entries) if file_sha and e.get("written" if i else "base") == file_sha]
    if marks:
        base, start = record, marks[-1]
    elif "record" in entries[0]:  # a game of its own, newer than any file
        start = 0
        try:
            base = records.from_json(entries[0]["record"])
            records.replay(base, upto=len(base.actions))
        except records.RecordError as error:
            problem = JournalProblem.ILLEGAL if error.index is not None else JournalProblem.DAMAGED
            return Recovery(record, file_sha, problem=problem, detail=error.describe())
    else:
        return Recovery(record, file_sha, problem=JournalProblem.FOREIGN,
                        detail="it goes on from another autosave file")
    changes = [e for e in entries[start + 1:] if "written" not in e]
    merged, applied, problem, detail = _apply(base, changes)
    if problem is None and damage:
        problem, detail = JournalProblem.DAMAGED, damage
    keep_going = problem is None and not (changes == [] and start > 0)
    return Recovery(merged, file_sha, applied,
                    journal_length=good if keep_going else None, journal_lines=len(entries),
                    stale=problem is None and not keep_going, problem=problem, detail=detail)


def _apply(base: records.GameRecord, changes: list[dict]):
    """``base`` with as many of ``changes`` as are good: (record, how many, problem, detail)."""
    spec = base.spec
    actions = list(base.actions)
    states = records.replay(base, upto=len(actions))
    cursor = base.cursor
    for applied, change in enumerate(changes):
        keep, added = change["keep"], change["add"]
        problem, detail = None, ""
        if keep > len(actions) or change["cursor"] > keep + len(added):
            problem, detail = JournalProblem.DAMAGED, "a change outside the record"
        else:
            try:
                new = [spec.action_from_json(raw) for raw in added]
                grown = list(states[: keep + 1])
                for index, action in enumerate(new, start=keep):
                    grown.append(records.next_state(spec, grown[-1], action, index))
            except (TypeError, ValueError) as exc:  # RecordError is a ValueError
                problem = JournalProblem.ILLEGAL if isinstance(exc, records.RecordError) else JournalProblem.DAMAGED
                detail = exc.describe() if isinstance(exc, records.RecordError) else f"a bad action: {exc}"
        if problem is not None:
            return attrs.evolve(base, actions=tuple(actions), cursor=cursor), applied, problem, \
                f"change {applied + 1}: {detail}"
        actions[keep:], states, cursor = new, grown, change["cursor"]
    return attrs.evolve(base, actions=tuple(actions), cursor=cursor), len(changes), None, ""
