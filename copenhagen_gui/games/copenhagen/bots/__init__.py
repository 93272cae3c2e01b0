"""Computer players of the card game: easy, normal and strong. They are pure and see
only ``spec.view_for(state, seat)``: their own hand, never the deck order or the
other hands."""

from __future__ import annotations

from copenhagen_gui.core.seats import BotLevel

from .base import Bot, play_game


def make_bot(level: BotLevel | str) -> Bot:
    from .easy import EasyBot
    from .normal import NormalBot
    from .strong import StrongBot

    bots = {BotLevel.EASY: EasyBot, BotLevel.NORMAL: NormalBot, BotLevel.STRONG: StrongBot}
    return bots[BotLevel(level)]()


__all__ = ["Bot", "make_bot", "play_game"]
