"""One name for each thing. Each game's glossary (docs/glossary/<game>.md) lists its terms
per language and the known wrong synonyms; none of these appears in the game's
translations (its .ts contexts, the lesson included) or in its rulebook, in any language.
The games keep one name everywhere: "Copenhagen" for the card game, "Lost Cities Roll &
Write" for Lost Cities."""

from __future__ import annotations

import html
import re

import pytest
from ts_files import ROOT, messages

from copenhagen_gui.resources import resource_path

LANGS = ("en", "fr", "de", "nl")
# game -> the prefix of its translation contexts (the rulebook is resources/rules/<game>/)
GAMES = {"copenhagen": "Copenhagen", "lost_cities_rw": "LostCities"}


def wrong_synonyms(game: str) -> list[tuple[str, str, list[str]]]:
    """(language, pattern, phrases where the word is right) from the glossary's table
    of known wrong synonyms."""
    text = (ROOT / "docs" / "glossary" / f"{game}.md").read_text(encoding="utf-8")
    table = text.split("## Known wrong synonyms", 1)[1]
    rows = []
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0] in LANGS:
            rows.append((cells[0], cells[1], [p.strip() for p in cells[3].split(";") if p.strip()]))
    return rows


def _normal(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'")


def _regex(pattern: str) -> re.Pattern[str]:
    """Whole words; a pattern in lower case matches any case, one with a capital matches
    exactly (a German noun); a final "*" stands for any ending."""
    stem, open_end = (pattern[:-1], True) if pattern.endswith("*") else (pattern, False)
    body = re.escape(_normal(stem)) + (r"\w*" if open_end else "")
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE if pattern == pattern.lower() else 0)


def game_texts(game: str, code: str) -> list[tuple[str, str]]:
    """(where, text) of every translated text of ``game`` in language ``code``: its .ts
    contexts and its rulebook, as plain text."""
    found = [(f"{m.context}: {m.source}", text) for m in messages(code)
             if m.context.startswith(GAMES[game]) for text in m.texts]
    page = resource_path("rules", game, f"{code}.html").read_text(encoding="utf-8")
    found.append((f"rulebook {game}/{code}.html", html.unescape(re.sub(r"<[^>]+>", " ", page))))
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_glossary_names_wrong_synonyms_in_every_language(game):
    assert {lang for lang, _, _ in wrong_synonyms(game)} == set(LANGS)


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_known_wrong_synonym_in_the_game_lesson_or_rulebook(game, code):
    rules = [(pattern, _regex(pattern), [_normal(p) for p in right])
             for lang, pattern, right in wrong_synonyms(game) if lang == code]
    bad = []
    for where, text in game_texts(game, code):
        text = _normal(text)
        for pattern, regex, right_in in rules:
            for phrase in right_in:
                text = re.sub(re.escape(phrase), " ", text, flags=re.IGNORECASE)
            bad += [(pattern, where, match.group(0)) for match in regex.finditer(text)]
    assert not bad, bad


@pytest.mark.parametrize("code", LANGS)
def test_the_games_keep_their_names_in_every_language(code):
    found = {(m.context, m.source): m.texts for m in messages(code)}
    # One name per game, in the catalogue (context "Games"), the same in every language.
    for name in ("Copenhagen", "Copenhagen Roll & Write", "Lost Cities Roll & Write"):
        assert found[("Games", name)] == (name,)
    for game, name in (("copenhagen", "Copenhagen"), ("copenhagen_rw", "Copenhagen Roll &amp; Write"),
                       ("lost_cities_rw", "Lost Cities Roll &amp; Write")):
        page = resource_path("rules", game, f"{code}.html").read_text(encoding="utf-8")
        assert re.search(r"<h1>(.*?)</h1>", page).group(1) == name
    # Nowhere in the app does Lost Cities get its other spelling ("Lost Cities: Roll & Write").
    other = [text for texts in found.values() for text in texts if re.search(r"Lost Cities\s*:", _normal(text))]
    assert not other, other
