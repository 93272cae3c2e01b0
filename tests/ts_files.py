"""The translation sources (translations/copenhagen_gui_<code>.ts), the one source of
every translated text, read as data for the tests of wording."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "fr", "de", "nl")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    plural: bool
    finished: bool  # translated, and not marked unfinished, vanished or obsolete
    texts: tuple[str, ...]  # the translation, or its plural forms


def ts_path(code: str) -> Path:
    return ROOT / "translations" / f"copenhagen_gui_{code}.ts"


def messages(code: str) -> list[Message]:
    """Every message in language ``code``. English keeps only plural messages in its
    .ts file; its other texts are the source strings themselves."""
    english_plurals = {(m.context, m.source): m for m in _read(ts_path("en"))} if code == "en" else {}
    if code != "en":
        return _read(ts_path(code))
    return [english_plurals.get((m.context, m.source))
            or Message(m.context, m.source, m.plural, True, (m.source,))
            for m in _read(ts_path("fr"))]


def table(code: str) -> dict[tuple[str, str], Message]:
    """``messages(code)`` by (context, source)."""
    return {(m.context, m.source): m for m in messages(code)}


def _read(path: Path) -> list[Message]:
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")]
            texts = tuple(forms) if forms else (translation.text or "",)
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete") and all(texts)
            found.append(Message(name, message.findtext("source") or "", message.get("numerus") == "yes",
                                 finished, texts))
    return found
