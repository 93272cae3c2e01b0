"""Copenhagen Roll & Write in the app's catalogue (core.catalogue): pure data, loaded
with the home screen, so it imports nothing else."""

from copenhagen_gui.core.catalogue import QT_TRANSLATE_NOOP, GameEntry

ENTRY = GameEntry(
    game_id="copenhagen-rw",
    title=QT_TRANSLATE_NOOP("Games", "Copenhagen Roll & Write"),
    blurb=QT_TRANSLATE_NOOP("Games", "Roll the dice, draw facade shapes, score rows and columns."),
    credit=QT_TRANSLATE_NOOP("Games", "A game by Daniel Skjold Pedersen and Asger Harding Granerud, "
                                      "published by Queen Games."),
    min_seats=2,
    max_seats=4,
    picture="copenhagen-rw.png",
    paper=".paper",
    todays_game=True,
    lesson=True,
    rulebook="copenhagen_rw",
    illustrations=".ui.illustrations",
    replay_summary=".replay_summary",
    situation_editor=".ui.situation_editor",
)
