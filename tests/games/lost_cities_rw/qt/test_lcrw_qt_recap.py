"""Computer turns you can follow in Lost Cities: once a turn a computer played in ends,
a line under the table says what each computer wrote where (or that it refused), and
stays until the next such turn; a game with people only has no such line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.core import registry
from copenhagen_gui.games.lost_cities_rw.rules.actions import Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.events import EventKind
from copenhagen_gui.games.lost_cities_rw.ui import texts
from copenhagen_gui.shell import i18n

GAME_ID = "lost-cities-rw"


def _start(window, bots):
    window.bot_driver.set_paused(True)
    window.start_game(registry.get(GAME_ID).default_options(2), ["Ann", "Karen"], seed=4, bots=bots,
                      game_id=GAME_ID)
    return window.mode, window.session


def _play_my_turn_and_karens_pick(window, session):
    session.perform(Roll(0, (3, 6, 8), (Colour.ORANGE, Colour.BLUE, Colour.PURPLE)))
    session.perform(Take(0, 3, Colour.ORANGE))
    before = session.state.turn
    while session.state.turn == before:  # Karen, the computer, picks from the dice left
        assert window.bot_driver.play_now()


def test_after_a_turn_the_line_says_what_the_computer_wrote_where(main_window):
    mode, session = _start(main_window, (None, "strong"))
    line = mode.recap_line
    assert line.isVisible() and line.text() == ""  # nothing played yet
    _play_my_turn_and_karens_pick(main_window, session)
    karen = next(e for e in mode.controller.recap.events if e.seat == 1)
    assert karen.kind in (EventKind.NUMBER_WRITTEN, EventKind.REFUSED, EventKind.CIRCLE_DOUBLED)
    told = texts.event_text(karen, session.names)
    assert line.text().startswith("Last turn: ") and told in line.text()
    assert "Ann" not in line.text().replace(told, "")  # only the computer's marks
    session.perform(Roll(1, (1, 2, 4), (Colour.RED, Colour.RED, Colour.YELLOW)))  # Karen's own turn begins
    assert told in line.text()  # the line stays until the next turn ends


def test_the_line_is_said_again_in_a_new_language(main_window, qapp):
    mode, session = _start(main_window, (None, "strong"))
    _play_my_turn_and_karens_pick(main_window, session)
    english = mode.recap_line.text()
    i18n.install_language(qapp, "fr")
    try:
        mode.retranslate()
        prefix = QCoreApplication.translate("RecapLine", "Last turn: %1").split("%1")[0]
        assert prefix.startswith("Dernier tour") and mode.recap_line.text().startswith(prefix)
        assert mode.controller.recap_text() in mode.recap_line.text()
        assert mode.recap_line.text() != english
    finally:
        i18n.clear_language(qapp)


def test_a_game_of_people_only_has_no_recap_line(main_window):
    mode, _ = _start(main_window, (None, None))
    assert not mode.recap_line.isVisible()
