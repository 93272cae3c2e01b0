"""Computer players of Lost Cities: Roll & Write (pure; they see only spec.view_for).

All three levels judge a sheet the same way (``heuristic.py``: points now plus each
expedition's expected future, ``columns.py``) and differ in their weights:
easy is greedy and whimsical, normal plans its numbers, strong also steers for special
squares and bridges and sees the end coming. ``make_bot(level)`` gives a fresh one.
"""

from __future__ import annotations

from copenhagen_gui.core.seats import BotLevel


def make_bot(level: BotLevel | str):
    from .easy import EasyBot
    from .normal import NormalBot
    from .strong import StrongBot

    return {BotLevel.EASY: EasyBot, BotLevel.NORMAL: NormalBot, BotLevel.STRONG: StrongBot}[BotLevel(level)]()
