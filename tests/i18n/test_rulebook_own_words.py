"""The in-app rulebooks are written in our own words: no rulebook of any game, in any
language, shares a run of 8 or more words with the source documents the rules were
researched from (the printed rulebooks and the Board Game Arena help page in
<project root>/../shared/seeds). Words are compared without case, punctuation or
apostrophes ("d’une" is "d" and "une")."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from copenhagen_gui.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT.parent / "shared" / "seeds"
RUN = 8
RULEBOOKS = sorted(resource_path("rules").rglob("*.html"))


def words(text: str) -> list[str]:
    text = html.unescape(re.sub(r"<[^>]+>", " ", text)).lower()
    return re.findall(r"[^\W_]+", text)


def runs(text: list[str], length: int = RUN) -> set[tuple[str, ...]]:
    return {tuple(text[i:i + length]) for i in range(len(text) - length + 1)}


def test_the_rulebooks_are_found():
    games = {path.parent.name for path in RULEBOOKS}
    assert {"copenhagen_rw", "copenhagen", "lost_cities_rw"} <= games and len(RULEBOOKS) == 12


def test_shared_runs_are_found_when_there_are_some():
    seed = "La partie s'arrête si, à la fin d'un tour, tous les joueurs sont épuisés."
    page = "<p>Ici, <b>la partie s’arrête si à la fin d’un tour</b> : rien.</p>"
    assert runs(words(seed)) & runs(words(page))


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"the source documents are not here: {SEEDS}")
@pytest.mark.parametrize("rulebook", RULEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_rulebook_shares_eight_words_in_a_row_with_a_source(rulebook):
    ours = runs(words(rulebook.read_text(encoding="utf-8")))
    seeds = sorted(SEEDS.glob("*.txt"))
    assert seeds
    shared = {seed.name: sorted(" ".join(run) for run in ours & runs(words(seed.read_text(encoding="utf-8"))))
              for seed in seeds}
    assert not any(shared.values()), {name: found for name, found in shared.items() if found}
