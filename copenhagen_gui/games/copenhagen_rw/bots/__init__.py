"""Computer players: pure Python, no Qt. They only ever choose legal actions.

    bot = make_bot(Level.NORMAL)
    action = bot.choose(state, state.chooser, rng)   # Roll/Reroll come with faces=()
    reason = bot.explain(state, action)              # HintReason: data for a translated text
    hint = suggest(state)                            # Suggestion(action, reason, cells, move):
                                                     # the reason describes the whole move shown
"""

from .base import Bot, Level, make_bot, play_game
from .hints import HintKind, HintReason, Suggestion, explain, suggest

__all__ = [
    "Bot", "Level", "make_bot", "play_game",
    "HintKind", "HintReason", "Suggestion", "explain", "suggest",
]
