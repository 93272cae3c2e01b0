"""Just enough PDF reading for the tests, in pure Python (CI installs no PDF tools):
the page count, the document title and the text Qt's PDF writer puts on its pages
(one glyph per ``<hex> Tj``, decoded through each font's ToUnicode map)."""

from __future__ import annotations

import re
import unicodedata
import zlib

_XREF = re.compile(rb"xref\s+(\d+) (\d+)\s+")
_LENGTH = re.compile(rb"/Length (\d+)( 0 R)?")
_STREAM_START = re.compile(rb"stream\r?\n")
_TEXT_OPS = re.compile(rb"/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj")


def page_count(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", data))


def media_boxes(data: bytes) -> list[tuple[float, ...]]:
    return [tuple(float(v) for v in m[1].split())
            for m in re.finditer(rb"/MediaBox \[([\d.\s]+)\]", data)]


def title(data: bytes) -> str:
    """The document's /Title (Qt writes it as UTF-16 with a byte-order mark)."""
    raw = re.search(rb"/Title \((.*?)\)\n", data, re.S)[1]
    return raw.decode("utf-16") if raw.startswith(b"\xfe\xff") else raw.decode("latin-1")


def _objects(data: bytes) -> dict[int, tuple[bytes, bytes | None]]:
    """Every object as (dictionary text, stream or None), found through the xref
    table and the streams' lengths: compressed bytes may hold "endobj" too."""
    xref = _XREF.match(data, int(re.findall(rb"startxref\s+(\d+)", data)[-1]))
    first, count = int(xref[1]), int(xref[2])
    table = data[xref.end():].split(b"\n", count)[:count]
    offsets = {first + i: int(entry.split()[0]) for i, entry in enumerate(table)
               if entry.split()[2:3] == [b"n"]}

    def number_at(offset: int) -> int:
        return int(re.match(rb"\d+ 0 obj\s*(\d+)", data[offset:offset + 64])[1])

    objects = {}
    for number, offset in offsets.items():
        end = data.index(b"endobj", offset)
        stream_at = _STREAM_START.search(data, offset, end)
        if stream_at is None:
            objects[number] = (data[offset:end], None)
            continue
        head = data[offset:stream_at.start()]
        length = _LENGTH.search(head)
        size = number_at(offsets[int(length[1])]) if length[2] else int(length[1])
        raw = data[stream_at.end():stream_at.end() + size]
        objects[number] = (head, zlib.decompress(raw) if b"/FlateDecode" in head else raw)
    return objects


def _cmap(data: bytes) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", data, re.S):
        for first, last, target in re.findall(rb"<(\w+)> <(\w+)> (\[[^\]]*\]|<\w+>)", block):
            first, last = int(first, 16), int(last, 16)
            if target.startswith(b"["):
                for offset, code in enumerate(re.findall(rb"<(\w+)>", target)):
                    mapping[first + offset] = bytes.fromhex(code.decode()).decode("utf-16-be")
            else:
                start = int(target[1:-1], 16)
                for offset in range(last - first + 1):
                    mapping[first + offset] = chr(start + offset)
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        for code, target in re.findall(rb"<(\w+)> <(\w+)>", block):
            mapping[int(code, 16)] = bytes.fromhex(target.decode()).decode("utf-16-be")
    return mapping


def text(data: bytes) -> str:
    """Every page's text in order: ligatures unfolded (NFKC), whitespace runs (a
    no-break space too) made single spaces."""
    objects = _objects(data)
    fonts: dict[bytes, dict[int, str]] = {}
    for name, number in re.findall(rb"/(F\d+) (\d+) 0 R", data):
        unicode_ref = re.search(rb"/ToUnicode (\d+) 0 R", objects.get(int(number), (b"", None))[0])
        if unicode_ref:
            fonts[name] = _cmap(objects[int(unicode_ref[1])][1] or b"")
    chars: list[str] = []
    for _head, content in objects.values():
        if not content or b" Tf" not in content:
            continue
        font: dict[int, str] = {}
        for name, glyphs in _TEXT_OPS.findall(content):
            if name:
                font = fonts.get(name, {})
                chars.append(" ")
                continue
            for i in range(0, len(glyphs), 4):
                chars.append(font.get(int(glyphs[i:i + 4], 16), ""))
        chars.append(" ")
    return " ".join(unicodedata.normalize("NFKC", "".join(chars)).split())
