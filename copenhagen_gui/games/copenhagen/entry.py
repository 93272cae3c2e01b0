"""Copenhagen, the card-and-tile game, in the app's catalogue (core.catalogue): pure
data, loaded with the home screen, so it imports nothing else."""

from copenhagen_gui.core.catalogue import QT_TRANSLATE_NOOP, GameEntry

ENTRY = GameEntry(
    game_id="copenhagen",
    title=QT_TRANSLATE_NOOP("Games", "Copenhagen"),
    blurb=QT_TRANSLATE_NOOP("Games", "Collect cards, build a facade of tiles, win abilities."),
    credit=QT_TRANSLATE_NOOP("Games", "A game by Daniel Skjold Pedersen and Asger Harding Granerud, "
                                      "published by Queen Games."),
    min_seats=2,
    max_seats=4,
    picture="copenhagen.png",
    lesson=True,
    rulebook="copenhagen",
    illustrations=".ui.illustrations",
    situation_editor=".ui.situation_editor",
)
