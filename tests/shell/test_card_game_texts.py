"""The card game's strip says only what the rules allow, in the real window: after two
cards the prompt offers a third card only while “Additional Card” allows one and a build
only with “Both Actions”; the second card may come from any place while “Any Cards” is
active. When the End of Game card ends the game, the message says so once (in German
too: "Das Spiel ist vorbei." came twice)."""

from __future__ import annotations

import attrs
from PySide6.QtGui import QAction

from copenhagen_gui.games.copenhagen.rules.components import CARD_COLOURS, TILE_INDEX, Ability, Side
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, Phase
from copenhagen_gui.games.copenhagen.spec import SPEC
from copenhagen_gui.session.game_session import GameSession
from tests.games.copenhagen.helpers import counts, dealt, with_player
from tests.games.copenhagen.qt.gestures import click, press

# Ann's house: two coats of arms (the full first floor and the square at (2, 2)), so
# she may own two ability tiles.
HOUSE = """
..rR.
pPPPP
yYgGG
"""
BUILT = ("yellow-2", "green-3", "purple-5", "red-2")


def _situation(abilities: dict, hand: str = "RR", harbour: str = "RRYGBPY", discard: str = ""):
    state = dealt(2, harbour=harbour, hands=("RR", "BYP"))
    state = with_player(state, 0, hand=hand, diagram=HOUSE, abilities=abilities)
    supply = list(state.supply)
    for tile in BUILT:
        supply[TILE_INDEX[tile]] -= 1
    return attrs.evolve(state, supply=tuple(supply), discard=counts(discard))


def _play(window, state):
    """Ann (a person) against a computer that waits, from ``state``."""
    window.bot_driver.set_delay(60_000)  # Bob never gets to play here
    session = GameSession.from_situation(SPEC, state, ["Ann", "Bob"], bots=(None, "easy"))
    window.set_session(session, autosave=False)
    return window.mode


def _take(mode, slot: int) -> None:
    before = mode.session.position
    click(mode, mode.scene.item(("slot", slot)))
    assert mode.session.position == before + 1


def test_after_additional_card_the_prompt_offers_no_third_card(main_window):
    both = {Ability.ADDITIONAL_CARD: Side.ACTIVE, Ability.BOTH_ACTIONS: Side.ACTIVE}
    mode = _play(main_window, _situation(both))
    prompt = mode.panel.prompt
    _take(mode, 0)
    assert prompt.text() == "Ann: take a second card, from any place with “Any Cards”."
    _take(mode, 1)
    assert prompt.text() == "Ann: take a third card, build a facade, or end your turn."
    _take(mode, 2)  # the third card, with Additional Card
    state = mode.session.state
    assert state.phase is Phase.MORE and state.players[0].side(Ability.ADDITIONAL_CARD) is Side.USED
    assert prompt.text() == "Ann: build a facade or end your turn."


def test_without_both_actions_the_prompt_offers_no_build(main_window):
    mode = _play(main_window, _situation({Ability.ADDITIONAL_CARD: Side.ACTIVE}))
    _take(mode, 0)
    _take(mode, 1)
    assert mode.panel.prompt.text() == "Ann: take a third card or end your turn."


def test_after_any_cards_is_used_the_second_card_must_lie_next_to_the_first(main_window):
    mode = _play(main_window, _situation({Ability.ANY_CARDS: Side.USED}))
    _take(mode, 0)
    assert mode.panel.prompt.text() == "Ann: take a second card, next to the first one."


def _near_the_end():
    """Ann to play, every card of the game in the hands, the harbour or the discard pile
    but one: the draw pile holds that card and the End card, so the refill after her
    turn brings the End card."""
    pile = _as_read(_situation({})).pile
    rest = "".join(colour.value[0].upper() * n for colour, n in zip(CARD_COLOURS, pile))
    state = _situation({}, discard=rest[1:])
    assert _as_read(state).end_card is EndCardPlace.IN_PILE and _as_read(state).pile_count == 2
    return state


def _as_read(state):
    """The state as a situation is read (its draw pile: the cards nowhere else)."""
    return SPEC.state_from_json(SPEC.state_to_json(state), SPEC.default_options(2))


def test_when_the_end_card_comes_up_the_game_is_said_over_once(main_window, qtbot, app_language):
    window = main_window
    window.findChild(QAction, "action-language-de").trigger()
    mode = _play(window, _near_the_end())
    _take(mode, 0)
    _take(mode, 1)  # her turn is over: End turn brings the refill
    press(mode, "end-turn")
    state = mode.session.state
    assert state.is_over and state.end_card is EndCardPlace.REVEALED
    message = mode.panel.message.text()
    assert message == "Die Spielendekarte wird aufgedeckt. Das Spiel ist vorbei."
    qtbot.waitUntil(lambda: window.host.result_screen is not None)  # the result follows, as usual
    window.host.result_screen.reject()
