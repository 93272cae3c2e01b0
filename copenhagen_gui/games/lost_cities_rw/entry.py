"""Lost Cities Roll & Write in the app's catalogue (core.catalogue): pure data, loaded
with the home screen, so it imports nothing else."""

from copenhagen_gui.core.catalogue import QT_TRANSLATE_NOOP, GameEntry

ENTRY = GameEntry(
    game_id="lost-cities-rw",
    title=QT_TRANSLATE_NOOP("Games", "Lost Cities Roll & Write"),
    blurb=QT_TRANSLATE_NOOP("Games", "Pick dice to push your expeditions forward."),
    credit=QT_TRANSLATE_NOOP("Games", "A game by Reiner Knizia, published by KOSMOS."),
    min_seats=2,
    max_seats=5,
    picture="lost-cities-rw.png",
    paper=".paper",
    todays_game=True,
    lesson=True,
    rulebook="lost_cities_rw",
    illustrations=".ui.illustrations",
    situation_editor=".ui.situation_editor",
    replay_summary=".replay_summary",
)
