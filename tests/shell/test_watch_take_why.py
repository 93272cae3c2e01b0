"""Watch a game of the card game: each card a computer takes is told with why, and
the why is what the rules say of that take — the facade its cards now pay for (which
they could not pay for before), else the facade of that colour it saves up for and the
cards still missing, else how many of that colour it holds; the ability tile the take
used, the hand limit it went over, the End card that may come at the refill it brings.
After a switch to German the same lines are told in German."""

from __future__ import annotations

import re

import attrs
from PySide6.QtGui import QAction

from copenhagen_gui.games.copenhagen.rules import queries
from copenhagen_gui.games.copenhagen.rules.actions import TakeCard
from copenhagen_gui.games.copenhagen.rules.components import COLOURED_TILES, Ability, Side
from copenhagen_gui.games.copenhagen.rules.state import Phase

PAYS = re.compile(r"It takes a (\w+) card: its cards now pay for a (\w+) tile of (\d) squares\.")
SAVES = re.compile(r"It takes a (\w+) card, saving up for a (\w+) tile of (\d) squares: "
                   r"(\d+) more card(?:s|\(s\))? needed\.")  # (no English plural forms in the tests)
HOLDS = re.compile(r"It takes a (\w+) card and now holds (\d+) of that colour\.")


def _payable(state, seat, tile) -> bool:
    return any(o.payable or o.discount_payable for o in queries.build_options(state, seat, tile))


def _with_more(state, seat, colour, extra):
    """``state`` with ``extra`` more cards of ``colour`` in the seat's hand."""
    player = state.players[seat]
    hand = list(player.hand)
    hand[colour.index] += extra
    players = list(state.players)
    players[seat] = attrs.evolve(player, hand=tuple(hand), hand_count=player.hand_count + extra)
    return attrs.evolve(state, players=tuple(players))


def _check_take(before, action, after, reason: str) -> str:
    """The take's why agrees with the rules; which kind of why it was."""
    seat, colour = action.player, before.harbour[action.slot]
    assert reason.startswith(f"It takes a {colour.value} card"), reason
    if (found := PAYS.match(reason)) is not None:
        tile = f"{found[2]}-{found[3]}"
        assert _payable(after, seat, tile) and not _payable(before, seat, tile), reason
        kind = "pays"
    elif (found := SAVES.match(reason)) is not None:
        tile, missing = f"{found[2]}-{found[3]}", int(found[4])
        assert found[2] == colour.value and queries.build_options(after, seat, tile), reason
        assert not _payable(_with_more(after, seat, colour, missing - 1), seat, tile), reason
        assert _payable(_with_more(after, seat, colour, missing), seat, tile), reason
        kind = "saves"
    else:
        found = HOLDS.match(reason)
        assert found is not None, reason
        assert int(found[2]) == after.players[seat].hand[colour.index], reason
        assert not any(_payable(after, seat, t.id) and not _payable(before, seat, t.id) for t in COLOURED_TILES)
        kind = "holds"
    for ability, name in ((Ability.ANY_CARDS, "Any Cards"), (Ability.ADDITIONAL_CARD, "Additional Card")):
        used = before.players[seat].side(ability) is Side.ACTIVE and after.players[seat].side(ability) is Side.USED
        assert (f"It uses “{name}”." in reason) == used, reason
    assert ("That is more than 7 cards: it must discard one." in reason) == (after.phase is Phase.DISCARD)
    end_card = after.phase is Phase.REFILL and queries.end_card_may_come(after)
    assert ("the End of Game card may come at this refill" in reason) == end_card, reason
    return kind


def test_each_card_a_computer_takes_is_told_with_its_why_from_the_rules(main_window, qtbot, app_language):
    window = main_window
    window.bot_driver.set_delay(60_000)  # the test makes the computer moves
    assert window.start_watch("copenhagen")
    session, log = window.session, window.watch_panel.log
    spec, names = session.spec, session.names
    start, state = session.position, session.state
    takes: list[int] = []  # the log's lines of card takes
    kinds = set()
    while len(takes) < 16:
        told = session.position
        assert window.bot_driver.play_now()
        assert log.count() == session.position - start
        for index in range(told, session.position):
            action = session.action_at(index)
            after = spec.apply_unchecked(state, action)
            line = log.item(index - start).text()
            what = window.mode.action_text(action, names)
            if isinstance(action, TakeCard):
                assert line.startswith(what + " — "), line
                kinds.add(_check_take(state, action, after, line[len(what) + 3:]))
                takes.append(index - start)
            state = after
    assert kinds & {"pays", "saves"}  # what the cards let it build: the usual why

    english = {i: log.item(i).text() for i in takes}
    window.findChild(QAction, "action-language-de").trigger()
    qtbot.waitUntil(lambda: log.item(takes[0]).text() != english[takes[0]])
    for i in takes:
        line = log.item(i).text()
        assert " nimmt die Karte von Hafenplatz " in line and " — Der Zug bringt eine " in line, line
