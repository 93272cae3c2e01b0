"""Every sentence of the Lost Cities table: reasons, events, prompts, actions, hints.

English source strings in the context "LostCitiesTexts" (lupdate finds them through
``QCoreApplication.translate``); placeholders are %1, %2 (QCoreApplication.translate keeps them for the
translators to move). Colour words come as whole phrases ("the red expedition"), so
each language can make them agree; an expedition comes as a ``Phrase`` (shell/text.py)
in the form each template needs. No template starts with a phrase.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from copenhagen_gui.shell.text import Phrase, fill

from ..rules.actions import Accelerate, DeclineAcceleration, Refuse, Roll, Take
from ..rules.components import Bridge, Colour
from ..rules.events import EndReason, Event, EventKind
from ..rules.reasons import Reason

CONTEXT = "LostCitiesTexts"


class LostCitiesTexts(QObject):
    """The context's owner, for plural (%n) messages: lupdate takes the count of
    ``LostCitiesTexts.tr`` but only a literal one of ``QCoreApplication.translate``."""


# --- colours and bridges --------------------------------------------------------------------

def expedition(colour: Colour) -> Phrase:
    """'the red expedition' / 'of the red expedition', to use inside sentences."""
    colour = Colour(colour)
    plain = {
        #: The plain form (subject or object of a sentence); see also "of the … expedition".
        Colour.RED: QCoreApplication.translate("LostCitiesTexts", "the red expedition"),
        #: The plain form (subject or object of a sentence); see also "of the … expedition".
        Colour.ORANGE: QCoreApplication.translate("LostCitiesTexts", "the orange expedition"),
        #: The plain form (subject or object of a sentence); see also "of the … expedition".
        Colour.YELLOW: QCoreApplication.translate("LostCitiesTexts", "the yellow expedition"),
        #: The plain form (subject or object of a sentence); see also "of the … expedition".
        Colour.GREEN: QCoreApplication.translate("LostCitiesTexts", "the green expedition"),
        #: The plain form (subject or object of a sentence); see also "of the … expedition".
        Colour.BLUE: QCoreApplication.translate("LostCitiesTexts", "the blue expedition"),
        #: The plain form (subject or object of a sentence); see also "of the … expedition".
        Colour.PURPLE: QCoreApplication.translate("LostCitiesTexts", "the purple expedition"),
    }[colour]
    of = {
        #: The "of" form (owner of a square): French "de l’expédition …", German genitive "der … Expedition".
        Colour.RED: QCoreApplication.translate("LostCitiesTexts", "of the red expedition"),
        #: The "of" form (owner of a square): French "de l’expédition …", German genitive "der … Expedition".
        Colour.ORANGE: QCoreApplication.translate("LostCitiesTexts", "of the orange expedition"),
        #: The "of" form (owner of a square): French "de l’expédition …", German genitive "der … Expedition".
        Colour.YELLOW: QCoreApplication.translate("LostCitiesTexts", "of the yellow expedition"),
        #: The "of" form (owner of a square): French "de l’expédition …", German genitive "der … Expedition".
        Colour.GREEN: QCoreApplication.translate("LostCitiesTexts", "of the green expedition"),
        #: The "of" form (owner of a square): French "de l’expédition …", German genitive "der … Expedition".
        Colour.BLUE: QCoreApplication.translate("LostCitiesTexts", "of the blue expedition"),
        #: The "of" form (owner of a square): French "de l’expédition …", German genitive "der … Expedition".
        Colour.PURPLE: QCoreApplication.translate("LostCitiesTexts", "of the purple expedition"),
    }[colour]
    return Phrase(plain, of)


def colour_label(colour: Colour) -> str:
    """A button's label: 'Red (heart)'."""
    return {
        Colour.RED: QCoreApplication.translate("LostCitiesTexts", "Red (heart)"),
        Colour.ORANGE: QCoreApplication.translate("LostCitiesTexts", "Orange (circle)"),
        Colour.YELLOW: QCoreApplication.translate("LostCitiesTexts", "Yellow (square)"),
        Colour.GREEN: QCoreApplication.translate("LostCitiesTexts", "Green (triangle)"),
        Colour.BLUE: QCoreApplication.translate("LostCitiesTexts", "Blue (cross)"),
        Colour.PURPLE: QCoreApplication.translate("LostCitiesTexts", "Purple (star)"),
    }[Colour(colour)]


def bridge_phrase(bridge: Bridge) -> str:
    """'the bridge of the red expedition': only ever the object of a sentence."""
    return {
        Bridge.RED: QCoreApplication.translate("LostCitiesTexts", "the bridge of the red expedition"),
        Bridge.ORANGE: QCoreApplication.translate("LostCitiesTexts", "the bridge of the orange expedition"),
        Bridge.YELLOW: QCoreApplication.translate("LostCitiesTexts", "the bridge of the yellow expedition"),
        Bridge.GREEN: QCoreApplication.translate("LostCitiesTexts", "the bridge of the green expedition"),
        Bridge.BLUE: QCoreApplication.translate("LostCitiesTexts", "the bridge of the blue expedition"),
        Bridge.PURPLE: QCoreApplication.translate("LostCitiesTexts", "the bridge of the purple expedition"),
        Bridge.ARTIFACTS: QCoreApplication.translate("LostCitiesTexts", "the bridge of the artifact column"),
        Bridge.DICE: QCoreApplication.translate("LostCitiesTexts", "the bridge of the dice column"),
    }[Bridge(bridge)]


# --- reasons -----------------------------------------------------------------------------------

def reason_text(reason: Reason) -> str:
    return {
        Reason.GAME_OVER: QCoreApplication.translate("LostCitiesTexts", "The game is over."),
        Reason.NO_SUCH_SEAT: QCoreApplication.translate("LostCitiesTexts", "There is no such player."),
        Reason.NOT_YOUR_TURN: QCoreApplication.translate(
            "LostCitiesTexts", "Not now: this player has nothing to decide."),
        Reason.WRONG_PHASE: QCoreApplication.translate(
            "LostCitiesTexts", "Not now: roll the dice first, or wait for your turn."),
        Reason.BAD_FACES: QCoreApplication.translate(
            "LostCitiesTexts", "A roll needs three number dice and three colour dice."),
        Reason.ACCELERATION_PENDING: QCoreApplication.translate(
            "LostCitiesTexts", "Use or decline the acceleration first."),
        Reason.NO_ACCELERATION: QCoreApplication.translate("LostCitiesTexts", "There is no acceleration to use."),
        Reason.NUMBER_NOT_AVAILABLE: QCoreApplication.translate(
            "LostCitiesTexts", "No die in the middle shows this number."),
        Reason.COLOUR_NOT_AVAILABLE: QCoreApplication.translate(
            "LostCitiesTexts", "No die in the middle shows this colour."),
        Reason.CIRCLE_NEEDS_ZERO: QCoreApplication.translate(
            "LostCitiesTexts", "Only a 0 marks the double-points circle."),
        Reason.CIRCLE_NOT_OPEN: QCoreApplication.translate(
            "LostCitiesTexts", "The circle is already marked or struck."),
        Reason.EXPEDITION_STARTED: QCoreApplication.translate(
            "LostCitiesTexts", "The expedition has started: too late for the circle."),
        Reason.ZERO_CANNOT_START: QCoreApplication.translate(
            "LostCitiesTexts", "A 0 cannot start an expedition (it marks the circle instead)."),
        Reason.NUMBER_TOO_LOW: QCoreApplication.translate(
            "LostCitiesTexts", "Lower than the expedition's top number: numbers never go down."),
        Reason.TOP_ARTIFACT_TAKEN: QCoreApplication.translate(
            "LostCitiesTexts", "This expedition's top artifact is already ticked."),
        Reason.ARTIFACTS_FULL: QCoreApplication.translate(
            "LostCitiesTexts", "All 9 artifacts are hatched: the top artifact is closed."),
    }[Reason(reason)]


# --- events ------------------------------------------------------------------------------------

def event_text(event: Event, names: Sequence[str]) -> str:
    name = names[event.seat] if event.seat is not None else ""
    kind = event.kind
    if kind is EventKind.ROLLED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 rolled the dice."), name)
    if kind is EventKind.COMBINATION_TAKEN:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 took %2 for %3."),
                    name, event.value, expedition(event.colour).plain)
    if kind is EventKind.REFUSED:
        return fill(LostCitiesTexts.tr("%1 refused the dice (%n of 9 dice symbols hatched).", None, event.value),
                    name)
    if kind is EventKind.EXHAUSTED:
        return fill(QCoreApplication.translate(
            "LostCitiesTexts", "%1 is exhausted: the dice column now scores 0."), name)
    if kind is EventKind.CIRCLE_DOUBLED:
        #: %2 is an expedition in its "of" form: "of the red expedition", German genitive "der roten Expedition".
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 marked the circle %2: it scores double."),
                    name, expedition(event.colour).of)
    if kind is EventKind.CIRCLE_STRUCK:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 started %2 without its circle."),
                    name, expedition(event.colour).plain)
    if kind is EventKind.NUMBER_WRITTEN:
        #: %4 is an expedition in its "of" form: "of the red expedition", German genitive "der roten Expedition".
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 wrote %2 in square %3 %4."),
                    name, event.value, event.square + 1, expedition(event.colour).of)
    if kind is EventKind.ACCELERATION_GAINED:
        return fill(QCoreApplication.translate(
            "LostCitiesTexts", "%1 filled an acceleration square: accelerate, or decline."), name)
    if kind is EventKind.ACCELERATED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 accelerated in %2."),
                    name, expedition(event.colour).plain)
    if kind is EventKind.ACCELERATION_DECLINED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 declined the acceleration."), name)
    if kind is EventKind.TOP_ARTIFACT_TICKED:
        #: %2 is an expedition in its "of" form: "of the red expedition", German genitive "der roten Expedition".
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 ticked the top artifact %2."),
                    name, expedition(event.colour).of)
    if kind is EventKind.ARTIFACT_HATCHED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 hatched an artifact (%2 of 9)."),
                    name, event.value)
    if kind is EventKind.BRIDGE_WON:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 crossed %2 first: 20 points."),
                    name, bridge_phrase(event.bridge))
    if kind is EventKind.BRIDGE_MISSED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 crossed %2, but it was already taken."),
                    name, bridge_phrase(event.bridge))
    if kind is EventKind.BRIDGE_CLOSED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "The others strike out %1: it is taken."),
                    bridge_phrase(event.bridge))
    if kind is EventKind.TURN_ENDED:
        return fill(QCoreApplication.translate("LostCitiesTexts", "Turn %1 is over."), event.value + 1)
    if kind is EventKind.GAME_OVER:
        return end_text(event.end)
    raise ValueError(kind)


def events_text(events: Sequence[Event], names: Sequence[str]) -> str:
    """The interesting events of the last action, in one line."""
    skip = {EventKind.COMBINATION_TAKEN, EventKind.TURN_ENDED, EventKind.ROLLED}
    return " ".join(event_text(e, names) for e in events if e.kind not in skip)


def end_text(end: EndReason | None) -> str:
    if end is EndReason.ALL_BRIDGES:
        return QCoreApplication.translate("LostCitiesTexts", "All eight bridges are taken: the game is over.")
    if end is EndReason.ALL_EXHAUSTED:
        return QCoreApplication.translate("LostCitiesTexts", "Every player is exhausted: the game is over.")
    return QCoreApplication.translate("LostCitiesTexts", "The game is over.")


# --- actions (the undo menu, the history) -------------------------------------------------------

def action_text(action, names: Sequence[str]) -> str:
    name = names[action.seat]
    if isinstance(action, Roll):
        if not action.completed:
            return fill(QCoreApplication.translate("LostCitiesTexts", "%1 rolls the dice"), name)
        faces = " ".join(str(n) for n in action.numbers)
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 rolled %2"), name, faces)
    if isinstance(action, Take):
        if action.circle:
            #: %2 is an expedition in its "of" form: "of the red expedition", German genitive "der roten Expedition".
            return fill(QCoreApplication.translate("LostCitiesTexts", "%1 marked the circle %2"),
                        name, expedition(action.colour).of)
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 took %2 for %3"),
                    name, action.number, expedition(action.colour).plain)
    if isinstance(action, Refuse):
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 refused the dice"), name)
    if isinstance(action, Accelerate):
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 accelerated in %2"),
                    name, expedition(action.colour).plain)
    if isinstance(action, DeclineAcceleration):
        return fill(QCoreApplication.translate("LostCitiesTexts", "%1 declined the acceleration"), name)
    return type(action).__name__


# --- prompts ------------------------------------------------------------------------------------

def prompt_roll(name: str) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "%1: roll the dice (Space)."), name)


def prompt_active(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTexts", "%1: take a number die and a colour die, or refuse."), name)


def prompt_others(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTexts", "%1: take a combination from the dice left, or refuse."), name)


def prompt_accelerate(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTexts", "%1: accelerate — click a lit square (Ctrl+1 to Ctrl+6), or decline (D)."), name)


def prompt_wait(name: str) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "Waiting for %1 (computer)…"), name)


def bridges_crossed(crossed: int, bridges: int) -> str:
    #: The strip's gauge of how close the end is: "Bridges crossed: 3 of 8".
    return fill(QCoreApplication.translate("LostCitiesTexts", "Bridges crossed: %1 of %2"), crossed, bridges)


def players_exhausted(exhausted: int, seats: int) -> str:
    #: The strip's gauge of how close the end is: "Exhausted: 1 of 3 players".
    return fill(QCoreApplication.translate("LostCitiesTexts", "Exhausted: %1 of %2 players"), exhausted, seats)


def end_tip() -> str:
    return QCoreApplication.translate(
        "LostCitiesTexts", "The game ends after the turn in which every bridge has been crossed, or every "
                           "player is exhausted (9 Dice symbols hatched).")


def prompt_over() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "The game is over. See the result.")


def pick_number() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Several number dice fit this square: pick the number die.")


def pick_target() -> str:
    return QCoreApplication.translate(
        "LostCitiesTexts", "This pair can go to the circle or to a square: click the one you want.")


def click_lit_square() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Click one of the lit squares of this expedition.")


def die_not_available() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "This die is not in the middle for you now.")


def not_your_sheet(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTexts", "%1 decides now: write on the sheet framed in blue."), name)


def hint_text(action, names: Sequence[str]) -> str:
    name = names[action.seat]
    if isinstance(action, Roll):
        return fill(QCoreApplication.translate("LostCitiesTexts", "Hint for %1: roll the dice."), name)
    if isinstance(action, Take):
        if action.circle:
            #: %2 is an expedition in its "of" form: "of the red expedition", German genitive "der roten Expedition".
            return fill(QCoreApplication.translate(
                "LostCitiesTexts", "Hint for %1: mark the circle %2 with the 0."),
                name, expedition(action.colour).of)
        return fill(QCoreApplication.translate("LostCitiesTexts", "Hint for %1: take %2 for %3."),
                    name, action.number, expedition(action.colour).plain)
    if isinstance(action, Refuse):
        return fill(QCoreApplication.translate("LostCitiesTexts", "Hint for %1: refuse the dice."), name)
    if isinstance(action, Accelerate):
        return fill(QCoreApplication.translate("LostCitiesTexts", "Hint for %1: accelerate in %2."),
                    name, expedition(action.colour).plain)
    return fill(QCoreApplication.translate("LostCitiesTexts", "Hint for %1: decline the acceleration."), name)


# --- commands and titles -------------------------------------------------------------------------

def command_roll() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "&Roll the dice")


def command_refuse() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Re&fuse the dice")


def command_take() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "&Take the chosen dice")


def command_decline() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "&Decline the acceleration")


def command_accelerate(colour: Colour) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "Accelerate in %1"), expedition(colour).plain)


def command_number_die(index: int) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "Pick number die %1"), index + 1)


def command_colour_die(index: int) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "Pick colour die %1"), index + 1)


def command_clear() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Put the dice back")


def command_hint() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "&Hint")


def sheet_label() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Sheet:")


def sheet_help() -> str:
    return QCoreApplication.translate(
        "LostCitiesTexts", "The point scales and special squares the game is played with. The house "
        "sheet's special squares are invented; if you own the pad, enter your printed sheet once.")


def result_title() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Result")


def result_columns() -> list[str]:
    return [QCoreApplication.translate("LostCitiesTexts", "Place"),
            QCoreApplication.translate("LostCitiesTexts", "Player"),
            QCoreApplication.translate("LostCitiesTexts", "Expeditions"),
            QCoreApplication.translate("LostCitiesTexts", "Artifacts"),
            QCoreApplication.translate("LostCitiesTexts", "Dice"),
            QCoreApplication.translate("LostCitiesTexts", "Bridges"),
            QCoreApplication.translate("LostCitiesTexts", "Total")]


def counting_expedition() -> str:
    #: The result screen counts the points in: %1 is the expedition counted now, "Red (heart)".
    return QCoreApplication.translate("LostCitiesTexts", "Expeditions: %1")


def shared_win(names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "Shared win: %1."), ", ".join(names))


def single_win(name: str) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "%1 wins."), name)


def no_tie_break() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Tied players share their place: the game has no tie-break.")


def provisional() -> str:
    return QCoreApplication.translate(
        "LostCitiesTexts",
        "Played on the house sheet: totals are provisional and not comparable with the printed game.")


def partly_checked() -> str:
    return QCoreApplication.translate(
        "LostCitiesTexts", "Some values of this sheet were not checked on paper: totals are provisional.")


# --- the sheet editor and the sheet in use ------------------------------------------------------


def symbol_name(symbol) -> str:
    from ..rules.sheet import Symbol

    return {Symbol.NONE: QCoreApplication.translate("LostCitiesSheetEditor", "no symbol"),
            Symbol.ACCELERATION: QCoreApplication.translate("LostCitiesSheetEditor", "acceleration"),
            Symbol.ARTIFACT: QCoreApplication.translate("LostCitiesSheetEditor", "artifact")}[Symbol(symbol)]


def square_symbol_text(colour: Colour, square: int, symbol) -> str:
    #: %2 is an expedition in its "of" form: "of the red expedition", German genitive "der roten Expedition".
    return fill(QCoreApplication.translate("LostCitiesSheetEditor", "Square %1 %2: %3."),
                square + 1, expedition(colour).of, symbol_name(symbol))


def _expected_number(expected) -> str:
    """The codec's 'above -20' or a plain number, as a number."""
    return str(expected).split()[-1]


def sheet_problem_text(issue) -> str:
    """One problem the codec found, in words (the field is named by where it is shown)."""
    from ..rules.sheet_codec import SheetProblem

    p = issue.problem
    if p is SheetProblem.EMPTY_TEXT or (p is SheetProblem.MISSING_FIELD and issue.path == "name"):
        return QCoreApplication.translate("LostCitiesSheetEditor", "Give the sheet a name.")
    if p is SheetProblem.ANCHOR_MISMATCH:
        return fill(QCoreApplication.translate("LostCitiesSheetEditor", "The rulebook fixes this value at %1."),
                    issue.expected)
    if p is SheetProblem.NOT_RISING:
        return fill(QCoreApplication.translate(
            "LostCitiesSheetEditor", "Must be higher than the value below it (%1)."), _expected_number(issue.expected))
    if p is SheetProblem.WRONG_SIGN:
        return {"negative": QCoreApplication.translate(
                    "LostCitiesSheetEditor", "Must be below 0: the lowest levels lose points."),
                "positive": QCoreApplication.translate(
                    "LostCitiesSheetEditor", "Must be above 0: from the fourth level on, points are won."),
                }.get(issue.expected, QCoreApplication.translate("LostCitiesSheetEditor", "Must be 0."))
    if p is SheetProblem.MALFORMED_JSON:
        if not issue.found:
            return QCoreApplication.translate("LostCitiesSheetEditor", "The file is not readable sheet data.")
        return fill(QCoreApplication.translate("LostCitiesSheetEditor", "The file is not readable sheet data (%1)."),
                     issue.found)
    file_problems = {
        SheetProblem.UNREADABLE: QCoreApplication.translate("LostCitiesSheetEditor", "The file cannot be read."),
        SheetProblem.NOT_A_FILE: QCoreApplication.translate(
            "LostCitiesSheetEditor", "It is not an ordinary file (a folder, a pipe or a device), so it was not read."),
        SheetProblem.TOO_LARGE: QCoreApplication.translate(
            "LostCitiesSheetEditor", "The file is far too large to be a sheet, so it was not read."),
        SheetProblem.NUMBER_TOO_LONG: QCoreApplication.translate(
            "LostCitiesSheetEditor", "It holds a number far longer than any value of a sheet."),
    }
    if p in file_problems:
        return file_problems[p]
    if p is SheetProblem.BAD_ID:
        return fill(QCoreApplication.translate(
            "LostCitiesSheetEditor", "Its id “%1” may hold only letters, digits, - and _."), issue.found)
    if p is SheetProblem.BAD_TEXT:
        return QCoreApplication.translate("LostCitiesSheetEditor",
                                          "A text holds characters that are not allowed (control or broken ones).")
    if p is SheetProblem.TEXT_TOO_LONG:
        return fill(QCoreApplication.translate(
            "LostCitiesSheetEditor", "The name is longer than %1 characters."), issue.expected)
    if p is SheetProblem.ID_TAKEN:
        if issue.found is None:
            return fill(QCoreApplication.translate(
                "LostCitiesSheetEditor", "Its id “%1” is the house sheet's."), issue.expected)
        return fill(QCoreApplication.translate("LostCitiesSheetEditor", "Its id “%1” is already used by %2."),
                    issue.expected, file_name_shown(issue.found))
    return fill(QCoreApplication.translate("LostCitiesSheetEditor", "Not a valid sheet (%1 at %2)."),
                 p.value, issue.path)


def scale_problem_text(scale: str, issue) -> str:
    """A scale's problem, saying which of the two scales of the row it is about."""
    if scale == "expedition_scale":
        which = QCoreApplication.translate("LostCitiesSheetEditor", "Expedition:")
    else:
        which = QCoreApplication.translate("LostCitiesSheetEditor", "Artifacts / dice:")
    return which + " " + sheet_problem_text(issue)


def enter_sheet() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Enter your printed sheet…")


def edit_sheet() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "Edit…")


def file_name_shown(name: str) -> str:
    """A file's name as it can be shown: bytes that are not UTF-8 as �, and short."""
    name = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return name if len(name) <= 80 else name[:79] + "…"


def broken_sheet(file_name: str) -> str:
    return fill(QCoreApplication.translate("LostCitiesTexts", "%1 (broken)"), file_name)


def broken_sheet_reason(file_name: str, reason: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTexts", "%1 cannot be used and was left as it is: %2"), file_name, reason)


def you() -> str:
    return QCoreApplication.translate("LostCitiesTexts", "You")
