"""Hostile settings files (settings.ini), made on demand: every key the app reads with
values no real file holds (infinite and huge numbers, foreign types in QSettings'
@Variant form, megabytes of text, control characters, paths to devices and pipes),
several at once, random bytes and flipped bits, and a file that is no file at all.

Used by tests/hostile/test_settings_file.py and tools/hostile_settings.py. No Qt here.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

# QSettings' own encodings of values of other types (QDataStream in @Variant(...)).
INFINITY = r"@Variant(\0\0\0\x6\x7f\xf0\0\0\0\0\0\0)"  # a double: +inf
MINUS_INFINITY = r"@Variant(\0\0\0\x6\xff\xf0\0\0\0\0\0\0)"
NAN = r"@Variant(\0\0\0\x6\x7f\xf8\0\0\0\0\0\0)"
HUGE_DOUBLE = r"@Variant(\0\0\0\x6\x7f\xef\xff\xff\xff\xff\xff\xff)"  # 1.8e308
INT_FIVE = r"@Variant(\0\0\0\x2\0\0\0\x5)"
BOOL_TRUE = r"@Variant(\0\0\0\x1\x1)"
UNKNOWN_TYPE = r"@Variant(\0\0\0\x7f\0\0\0\x1)"
POINT = r"@Point(1 2)"
RECT = r"@Rect(0 0 -5 99999999)"
GARBAGE_VARIANT = r"@Variant(\xff\xff\xff\xff\xff)"

ODD = [INFINITY, MINUS_INFINITY, NAN, HUGE_DOUBLE, INT_FIVE, BOOL_TRUE, UNKNOWN_TYPE, POINT, RECT,
       GARBAGE_VARIANT, "@Invalid()", "", "-1", "1e400", "nan", "inf", "99999999999999999999999",
       "@ByteArray(" + r"\xff" * 300 + ")", "a, b, c", r"\0", "N" * 100_000]

KEYS: dict[str, list[str]] = {
    "ui/language": ["xx", "../../etc/passwd", "fr", "de_DE.UTF-8", "en\\0fr", "A" * 100_000],
    "window/geometry": [r"@ByteArray(\x1\xd9\xd0\xcb\0\x3\0\0\0\0\0\0\0\0\0\0\x7f\xff\xff\xff\x7f\xff\xff\xff)",
                        "@ByteArray(" + r"\xff" * 5000 + ")", "@ByteArray()", "garbage"],
    "window/state": ["@ByteArray(" + r"\0" * 300 + ")", r"@ByteArray(\0\0\0\xff\0\0\0\0\xfd)",
                     "@ByteArray(" + r"\x7f" * 100_000 + ")"],
    "files/last_folder": ["/etc", "/dev/zero", "/nonexistent", "../../..", "A" * 10_000, "FIFO", "DIR"],
    "files/kept_game": ["/dev/zero", "FIFO", "/etc/passwd", "/proc/self/status", "/", "A" * 5000, "DIR"],
    "game/player_names": [", ".join(["N" * 1000] * 50), ", ".join(["x"] * 10_000),
                          "<b>bold</b>, <img src=x>", r"\x202e, \x1b[31m", "%1, %2", r"\0"],
    "game/bot_speed": ["-1", "0", "5000", "5001", "-2147483648", "300.0", "fast"],
    "game/show_spots": ["maybe", "2", "true, false", "TRUE"],
    "copenhagen_rw/reduce_motion": ["maybe", "2", "True"],
}
VALID = ("[ui]\nlanguage=fr\n[game]\nplayer_names=Ann, Bob\nbot_speed=300\nshow_spots=true\n"
         "[files]\nlast_folder=/tmp\n")


def _value(key: str, rng: random.Random, scratch: Path) -> str:
    value = rng.choice(KEYS[key] + ODD)
    if value == "FIFO":
        fifo = scratch / f"fifo-{rng.randrange(10**9)}"
        os.mkfifo(fifo)
        return str(fifo)
    return str(scratch) if value == "DIR" else value


def _line(key: str, value: str) -> str:
    section, name = key.split("/")
    return f"[{section}]\n{name}={value}\n"


def make_case(path: Path, rng: random.Random, scratch: Path) -> str:
    """Write one hostile settings file (or put something else) at ``path``; returns its
    category. ``scratch``: a folder for pipes and folders the values name."""
    kind = rng.choices(["one", "several", "bytes", "flip", "special", "duplicate"], [40, 30, 8, 10, 5, 7])[0]
    if kind == "one":
        key = rng.choice(list(KEYS))
        path.write_text(VALID + _line(key, _value(key, rng, scratch)), encoding="utf-8")
        return f"one:{key}"
    if kind == "several":
        keys = rng.sample(list(KEYS), rng.randint(2, len(KEYS)))
        path.write_text("".join(_line(key, _value(key, rng, scratch)) for key in keys), encoding="utf-8")
        return kind
    if kind == "duplicate":
        path.write_text("[game]\nplayer_names=A\nplayer_names=B\n[game]\nbot_speed=1\nbot_speed=" + INFINITY
                        + "\n[ui]\n[ui]\nlanguage=de\nlanguage=\n", encoding="utf-8")
        return kind
    if kind == "bytes":
        path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.choice([10, 1000, 100_000]))))
        return kind
    if kind == "flip":
        data = bytearray((VALID + _line("game/bot_speed", "300")).encode())
        for _ in range(rng.randint(1, 10)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(data))
        return kind
    special = rng.randrange(6)
    if special == 0:
        path.mkdir()
    elif special == 1:
        path.symlink_to("/dev/zero")
    elif special == 2:
        os.mkfifo(path)
    elif special == 3:
        path.write_text("[game]\nplayer_names=" + "N" * (3 << 20) + "\n", encoding="utf-8")
    elif special == 4:
        path.symlink_to("/dev/urandom")
    else:
        path.symlink_to(path.with_name("nowhere") / "settings.ini")
    return "special"
