"""Every sentence the card game and Lost Cities build from parts, filled in as the user
reads it, in the four languages: each template with every colour, expedition, bridge,
ability, tile and count it can get. A sentence starts with a capital and reads as one
sentence (a phrase such as "the red expedition" never opens it); the phrases carry their
case (German genitive, never "von die"; French "du", "d'" and "l'", never "de le" or
"de Anna"); no word is doubled and no placeholder is left."""

from __future__ import annotations

import random
import re

import attrs
import pytest
from PySide6.QtCore import QCoreApplication

from copenhagen_gui.games.copenhagen.rules import engine as card_engine
from copenhagen_gui.games.copenhagen.rules.actions import (
    Build,
    Deal,
    Discard,
    EndTurn,
    PlaceWhite,
    Refill,
    Refresh,
    TakeAbility,
    TakeCard,
)
from copenhagen_gui.games.copenhagen.rules.components import ABILITIES, CARD_COLOURS, TILES_BY_ID
from copenhagen_gui.games.copenhagen.rules.reasons import Reason as CardReason
from copenhagen_gui.games.copenhagen.rules.state import EndCardPlace, EndReason, Event, EventKind, GameOptions, Phase
from copenhagen_gui.games.copenhagen.scene import labels as card_labels
from copenhagen_gui.games.copenhagen.tutorial import texts as card_lesson_texts
from copenhagen_gui.games.copenhagen.tutorial.script import Topic as CardTopic
from copenhagen_gui.games.copenhagen.ui import hint_words as card_hint_words
from copenhagen_gui.games.copenhagen.ui import texts as card_texts
from copenhagen_gui.games.lost_cities_rw.rules.actions import Accelerate, DeclineAcceleration, Refuse, Roll, Take
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge, Colour
from copenhagen_gui.games.lost_cities_rw.rules.events import EndReason as LcEndReason
from copenhagen_gui.games.lost_cities_rw.rules.events import Event as LcEvent
from copenhagen_gui.games.lost_cities_rw.rules.events import EventKind as LcKind
from copenhagen_gui.games.lost_cities_rw.rules.reasons import Reason as LcReason
from copenhagen_gui.games.lost_cities_rw.rules.sheet import Symbol
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import SheetIssue, SheetProblem
from copenhagen_gui.games.lost_cities_rw.scene import labels as lc_labels
from copenhagen_gui.games.lost_cities_rw.tutorial import texts as lc_lesson_texts
from copenhagen_gui.games.lost_cities_rw.tutorial.script import Topic as LcTopic
from copenhagen_gui.games.lost_cities_rw.ui import texts as lc_texts
from copenhagen_gui.shell.text import fill

LANGS = ("en", "fr", "de", "nl")
# Names that start with a vowel: French must not write "de Anna" (it is "d'Anna").
NAMES = ("Anna", "Émile", "Ben")

# --- the card game -------------------------------------------------------------------------


def _card_events() -> list[Event]:
    events = [Event(EventKind.HAND_DEALT, player=0, count=n) for n in (1, 3)]
    events += [Event(EventKind.SLOT_FILLED, slot=s, colour=c) for s in (0, 6) for c in CARD_COLOURS]
    events += [Event(EventKind.RESHUFFLED, count=n) for n in (1, 21)]
    events += [Event(kind) for kind in (EventKind.END_CARD_SHUFFLED_IN, EventKind.END_CARD_REVEALED,
                                        EventKind.GAME_ENDED)]
    for c in CARD_COLOURS:
        events += [Event(EventKind.CARD_TAKEN, player=1, colour=c), Event(EventKind.CARD_DISCARDED, player=1, colour=c)]
    for a in ABILITIES:
        events += [Event(EventKind.ABILITY_USED, player=0, ability=a),
                   Event(EventKind.ABILITY_TAKEN, player=0, ability=a)]
    for n in (1, 2):
        events += [Event(EventKind.TILE_BUILT, player=1, count=n), Event(EventKind.ROW_COMPLETED, player=1, points=n),
                   Event(EventKind.COLUMN_COMPLETED, player=1, points=2 * n),
                   Event(EventKind.ABILITIES_REFRESHED, player=0, count=n),
                   Event(EventKind.COATS_LOST, player=0, count=n)]
    events += [Event(kind, player=0) for kind in (EventKind.WHITE_PLACED, EventKind.COAT_EARNED, EventKind.TURN_ENDED)]
    assert {e.kind for e in events} == set(EventKind)
    return events


def _card_actions() -> list:
    actions = [Deal(), Refill(), EndTurn(0), PlaceWhite(0, (0, 0)), Refresh(0)]
    actions += [TakeCard(1, slot) for slot in range(7)]
    actions += [Discard(1, c) for c in CARD_COLOURS]
    actions += [Build(0, tile, (), None, (spec.colour,) * spec.size) for tile, spec in TILES_BY_ID.items()
                if spec.colour in CARD_COLOURS]
    actions += [TakeAbility(0, a) for a in ABILITIES]
    return actions


def _card_states():
    deal = Deal(CARD_COLOURS + CARD_COLOURS[:2], (CARD_COLOURS[:2], CARD_COLOURS[2:]))
    dealt = card_engine.apply(card_engine.new_game(GameOptions(2)), deal)
    for phase in (Phase.START, Phase.SECOND, Phase.DISCARD, Phase.MORE, Phase.COATS):
        yield attrs.evolve(dealt, phase=phase)
    for reason in EndReason:
        for winners in ((1,), (0, 1)):
            yield attrs.evolve(dealt, phase=Phase.GAME_OVER, end_reason=reason, winners=winners)


def _card_hints(limit: int = 600) -> list[str]:
    """Hints for legal moves of a seeded random game (a hint's words come from its move
    applied to its state)."""
    rng = random.Random(5)
    state, out = card_engine.new_game(GameOptions(2)), []
    while not state.is_over and len(out) < limit:
        auto = card_engine.automatic_action(state)
        if auto is not None:
            state = card_engine.apply(state, card_engine.complete_chance(state, auto, rng))
            continue
        actions = list(card_engine.legal_actions(state, state.turn.player))
        out += [card_hint_words.hint_text(state, a) for a in rng.sample(actions, min(len(actions), 12))]
        state = card_engine.apply(state, rng.choice(actions))
    return out


def card_game_sentences() -> list[str]:
    out = [card_texts.reason_text(r) for r in CardReason] + _card_hints()
    for state in _card_states():
        out += [card_texts.prompt(state, NAMES, 1, bot) for bot in (False, True)]
    events = _card_events()
    out += [card_texts.event_text(e, NAMES) for e in events]
    out.append(card_texts.events_text(events, NAMES))
    for action in _card_actions():
        out.append(card_texts.action_text(action, NAMES))
        if isinstance(action, Build):
            out += [card_texts.payment_text(attrs.evolve(action, discount=True)), card_texts.payment_text(action)]
    out += [card_texts.end_turn(), card_texts.refresh(), card_texts.rotate(), card_texts.mirror(),
            card_texts.cancel(), card_texts.choose_payment()]
    out += [card_texts.take_ability(a) for a in ABILITIES]
    out += [card_labels.end_card(place, may) for place in EndCardPlace for may in (False, True)]
    for n in (1, 2):
        out += [card_labels.draw_pile(n), card_labels.discard_pile(n), card_labels.cards(n)]
    out += [card_labels.hand_of(name) for name in NAMES] + [card_labels.pass_to(name) for name in NAMES]
    out += [card_labels.click_when_ready(), card_labels.no_hand()]
    out += [card_labels.ability_effect(a) for a in ABILITIES]
    for topic in CardTopic:
        out += [card_lesson_texts.title(topic), card_lesson_texts.text(topic, "Karen")]
    for move in [TakeCard(0, 2), Build(0, "red-2", (), None), Refresh(0)] + [
            Discard(0, c) for c in CARD_COLOURS] + [TakeAbility(0, a) for a in ABILITIES]:
        out.append(card_lesson_texts.instruction(move))
    out += card_lesson_texts.chapter_titles()
    return out


# --- Lost Cities ---------------------------------------------------------------------------


def _lc_events() -> list[LcEvent]:
    events = [LcEvent(kind, seat=0) for kind in (LcKind.ROLLED, LcKind.EXHAUSTED, LcKind.ACCELERATION_GAINED,
                                                 LcKind.ACCELERATION_DECLINED)]
    events += [LcEvent(LcKind.REFUSED, seat=1, value=n) for n in (1, 9)]
    events += [LcEvent(LcKind.ARTIFACT_HATCHED, seat=1, value=n) for n in (1, 9)]
    events += [LcEvent(LcKind.TURN_ENDED, value=n) for n in (0, 11)]
    events += [LcEvent(LcKind.GAME_OVER, end=end) for end in (*LcEndReason, None)]
    for c in Colour:
        events += [LcEvent(LcKind.COMBINATION_TAKEN, seat=1, colour=c, value=v) for v in (0, 8)]
        events += [LcEvent(kind, seat=1, colour=c) for kind in (LcKind.CIRCLE_DOUBLED, LcKind.CIRCLE_STRUCK,
                                                                LcKind.ACCELERATED, LcKind.TOP_ARTIFACT_TICKED)]
        events += [LcEvent(LcKind.NUMBER_WRITTEN, seat=1, colour=c, square=s, value=v) for s, v in ((0, 1), (8, 10))]
    for b in Bridge:
        events += [LcEvent(LcKind.BRIDGE_WON, seat=0, bridge=b), LcEvent(LcKind.BRIDGE_MISSED, seat=1, bridge=b),
                   LcEvent(LcKind.BRIDGE_CLOSED, bridge=b)]
    assert {e.kind for e in events} == set(LcKind)
    return events


def _lc_actions() -> list:
    actions = [Roll(0), Roll(0, (3, 0, 8), (Colour.RED, Colour.BLUE, Colour.BLUE)), Refuse(1), DeclineAcceleration(1)]
    for c in Colour:
        actions += [Take(1, 0, c, circle=True), Take(1, 0, c), Take(1, 8, c), Accelerate(1, c)]
    return actions


def lost_cities_sentences() -> list[str]:
    out = [lc_texts.reason_text(r) for r in LcReason]
    events = _lc_events()
    out += [lc_texts.event_text(e, NAMES) for e in events]
    out.append(lc_texts.events_text(events, NAMES))
    for b in Bridge:  # the line after a bridge is crossed first
        out.append(lc_texts.events_text([LcEvent(LcKind.NUMBER_WRITTEN, seat=0, colour=Colour.GREEN, square=6, value=8),
                                         LcEvent(LcKind.BRIDGE_WON, seat=0, bridge=b),
                                         LcEvent(LcKind.BRIDGE_CLOSED, bridge=b)], NAMES))
    for action in _lc_actions():
        out += [lc_texts.action_text(action, NAMES), lc_texts.hint_text(action, NAMES)]
        if not isinstance(action, Roll):
            instruction = lc_lesson_texts.instruction(action, NAMES)
            out += [instruction, fill(QCoreApplication.translate(
                "Lesson", "The rules allow that, but this lesson follows a prepared game. %1"), instruction)]
    out.append(lc_lesson_texts.instruction(Roll(0), NAMES))
    for name in NAMES:
        out += [lc_texts.prompt_roll(name), lc_texts.prompt_active(name), lc_texts.prompt_others(name),
                lc_texts.prompt_accelerate(name), lc_texts.prompt_wait(name), lc_texts.not_your_sheet(name),
                lc_texts.single_win(name), lc_labels.this_roll(name), lc_labels.dice_left(name),
                lc_labels.all_left(name)]
        # the shared lesson's words about the other player, filled with a name
        out += [fill(QCoreApplication.translate("Lesson", text), name)
                for text in ("%1’s turn", "%1 is playing…", "Wait a moment: %1 is playing.")]
    out.append(lc_texts.shared_win(NAMES[:2]))
    out += [lc_texts.prompt_over(), lc_texts.pick_number(), lc_texts.pick_target(), lc_texts.click_lit_square(),
            lc_texts.die_not_available(), lc_texts.command_roll(), lc_texts.command_refuse(),
            lc_texts.command_take(), lc_texts.command_decline(), lc_texts.command_clear(), lc_texts.command_hint(),
            lc_texts.sheet_help(), lc_texts.no_tie_break(), lc_texts.provisional(), lc_texts.partly_checked(),
            lc_texts.enter_sheet()]
    out += [lc_texts.end_text(end) for end in (*LcEndReason, None)]
    for c in Colour:
        out.append(lc_texts.command_accelerate(c))
        out += [lc_texts.square_symbol_text(c, square, symbol) for square in (0, 8) for symbol in Symbol]
    out += [lc_texts.command_number_die(i) for i in range(3)] + [lc_texts.command_colour_die(i) for i in range(3)]
    issues = [SheetIssue("name", SheetProblem.EMPTY_TEXT), SheetIssue("x", SheetProblem.ANCHOR_MISMATCH, 35),
              SheetIssue("x", SheetProblem.NOT_RISING, "above -20"), SheetIssue("x", SheetProblem.MALFORMED_JSON),
              SheetIssue("x", SheetProblem.UNKNOWN_FIELD)]
    issues += [SheetIssue("x", SheetProblem.WRONG_SIGN, sign) for sign in ("negative", "positive", "zero")]
    out += [lc_texts.sheet_problem_text(i) for i in issues]
    out += [lc_texts.scale_problem_text(scale, issues[1]) for scale in ("expedition_scale", "track_scale")]
    out += [lc_labels.turn_line(n) for n in (0, 11)]
    out += [lc_labels.previous_roll(), lc_labels.no_roll_yet(), lc_labels.game_over(),
            *(lc_labels.score_note(over, checked) for over in (False, True) for checked in (False, True)),
            lc_labels.sheet_caption("House sheet — the printed sheet may differ"),
            lc_labels.sheet_caption("Mein Block")]
    for topic in (None, *LcTopic):
        out += [lc_lesson_texts.topic_title(topic), lc_lesson_texts.topic_text(topic)]
    out += lc_lesson_texts.chapter_titles()
    return out


# --- the checks ----------------------------------------------------------------------------

FRENCH_WRONG = re.compile(
    r"\b(de|à) (le|les)\b(?! \w+(er|ir|re|oir)\b)"  # du, des, au, aux (but "à le franchir")
    r"|(?<![-\w])(de|le|la|que|ce|ne|je|me|te|se|lorsque|puisque) [aeiouyéèêëàâîïôûœAEIOUYÉÈÊÀÂÎÔÛ]"  # d', l', qu'…
    r"|\bsi ils?\b",  # s'il
)
# "von die rote Expedition"; "in dem" for "im" (a relative "…, in dem" is right)
GERMAN_WRONG = re.compile(r"\bvon (die|der|das|dem|den)\b|(?<!, )\b(in|an|bei|zu|von) dem\b|\bzu der\b")
DUTCH_WRONG = re.compile(r"\b(de|het|een) (de|het|een)\b", re.IGNORECASE)
WRONG = {"en": None, "fr": FRENCH_WRONG, "de": GERMAN_WRONG, "nl": DUTCH_WRONG}


def problems(text: str, code: str) -> list[str]:
    found = []
    if re.search(r"%\d|%n", text):
        found.append("placeholder left")
    first = text.lstrip("“„«‘\"( ")
    if first and not (first[0].isupper() or first[0].isdigit() or first[0] in "&×−+↔⇄"):
        found.append("starts in lower case")
    for match in re.finditer(r"[.!?…] +(\S)", text):
        if not (match.group(1).isupper() or match.group(1).isdigit() or match.group(1) in "(“„«‘\""):
            found.append(f"lower case after a full stop: …{text[max(0, match.start() - 20):match.end() + 20]}…")
    doubled = re.search(r"\b([^\W\d_]+)\s+\1\b", text, re.IGNORECASE)
    if doubled:
        found.append(f"doubled word: {doubled.group(0)}")
    wrong = WRONG[code] and WRONG[code].search(text)
    if wrong:
        found.append(f"grammar: {wrong.group(0)}")
    return found


@pytest.mark.parametrize("game", [card_game_sentences, lost_cities_sentences], ids=["card game", "Lost Cities"])
@pytest.mark.parametrize("code", LANGS)
def test_every_filled_template_reads_as_a_sentence(qapp, language, game, code):
    language(code)
    sentences = game()
    assert len(sentences) > 200
    bad = [(text, problem) for text in sentences for problem in problems(text, code)]
    assert not bad, bad


@pytest.mark.parametrize("code", ["fr", "de", "nl"])
def test_the_checks_catch_what_they_look_for(code):
    # The old German and French lines, and a phrase opening a sentence: each is caught.
    samples = {"fr": ["Anna a traversé le pont : 20 points. le pont de l’expédition verte est pris.",
                      "Le tour de Anna se termine.", "Anna a coché la case de le pont."],
               "de": ["Anna schrieb 7 in Feld 3 von die rote Expedition.", "Anna legt %1 ab."],
               "nl": ["Anna nam de de 5.", "Anna schreef 7 in vakje 3 van van de rode expeditie."]}
    assert all(problems(text, code) for text in samples[code])


@pytest.mark.parametrize("code", LANGS)
def test_an_expedition_has_its_own_of_form_in_each_language(language, code):
    language(code)
    expected = {"en": "of the red expedition", "fr": "de l’expédition rouge", "de": "der roten Expedition",
                "nl": "van de rode expeditie"}[code]
    assert lc_texts.expedition(Colour.RED).of == expected
    assert expected in lc_texts.event_text(LcEvent(LcKind.CIRCLE_DOUBLED, seat=0, colour=Colour.RED), NAMES)
