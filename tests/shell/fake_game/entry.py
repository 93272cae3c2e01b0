"""Race to ten in the app's catalogue: the tests add it with
``catalogue.register("fake_game")`` (tests/shell/conftest.py), the one line a real game
has in ``core.catalogue.GAME_PACKAGES``."""

from pathlib import Path

from copenhagen_gui.core.catalogue import GameEntry

ENTRY = GameEntry(
    game_id="fake-race",
    title="Race to ten",
    blurb="Add one or two; who reaches ten wins.",
    credit="A game of the tests.",
    min_seats=2,
    max_seats=3,
    todays_game=True,
    rulebook=str(Path(__file__).with_name("rules")),  # its own pages (not under resources/)
    illustrations=".illustrations",
)
