"""Lost Cities in the situation editor (shell/situation_editor): the real table, each
click one edit of the situation, which the game's rules then check.

An empty square of an expedition writes the number chosen beside the table there (and
in the empty squares below it); a written square rubs it out with those above it. A
circle goes open → doubled → struck; the artifact above a full column is ticked or
not; a symbol of the dice column hatches the column up to it; a bridge goes to the
player whose sheet it is on. A die shows its next face.

What follows from the squares follows by itself: the artifacts hatched, the bridges a
column crosses (won by that sheet's player unless someone already holds them), the
turn they were crossed in. The rules check the rest and say why not."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox

from copenhagen_gui.core.situation import MAX_ROUND, SituationError
from copenhagen_gui.shell.situation_editor.adapter import EditorAdapter, unreachable_text

from ..rules.components import BRIDGES, COLOURS, DICE_PER_KIND, SQUARES, TEN, TRACK_LENGTH, Colour
from ..rules.situation import ACTIVE, ROLL, SituationReason
from ..scene import geometry as geo
from ..scene.hints import EMPTY_HINTS, Spot, TableHints
from ..scene.table import TableScene
from ..scene.view import TableView

_CIRCLES = ("open", "doubled", "struck")
# The part of an expedition a refusal about the whole expedition marks.
_MARKED_PART = {
    SituationReason.CIRCLE_NOT_STRUCK: ("circle",),
    SituationReason.CIRCLE_STRUCK_UNSTARTED: ("circle",),
    SituationReason.TOP_ARTIFACT_BEFORE_FULL: ("top",),
    SituationReason.ZERO_CANNOT_START: ("square", 0),
}
_FIRST_DICE = {"numbers": [1, 4, 7], "colours": [c.key for c in COLOURS[:DICE_PER_KIND]]}


class _EditScene(TableScene):
    """The table; a press on a sheet is told to the editor with the place pressed."""

    def __init__(self, seats: int, editor, parent=None):
        super().__init__(seats, parent)
        self._editor = editor

    def mousePressEvent(self, event):
        pos = event.scenePos()
        for seat, sheet in enumerate(self.sheets):
            if sheet.sceneBoundingRect().contains(pos):
                place = place_at(sheet.mapFromScene(pos))
                if place is not None:
                    self._editor.click(seat, place)
                    event.accept()
                    return
        super().mousePressEvent(event)


def place_at(point) -> tuple | None:
    """What of a sheet lies at ``point`` (sheet coordinates): ("square", colour,
    square), ("circle", colour), ("top", colour), ("dice", mark) or ("bridge", bridge)."""
    for bridge in BRIDGES:
        if geo.bridge_rect(bridge).contains(point):
            return ("bridge", bridge.key)
    for colour in COLOURS:
        if geo.circle_rect(colour).contains(point):
            return ("circle", colour.key)
        if geo.top_rect(colour).contains(point):
            return ("top", colour.key)
        for square in range(SQUARES):
            if geo.square_rect(colour, square).contains(point):
                return ("square", colour.key, square)
    for mark in range(TRACK_LENGTH):
        if geo.track_rect(geo.DICE_COLUMN, mark).contains(point):
            return ("dice", mark)
    return None


class LostCitiesSituationEditor(EditorAdapter):
    def __init__(self, model, parent=None):
        super().__init__(model, parent)
        self._view = TableView()
        self._view.setObjectName("situation-table")
        self.scene = None
        self._new_scene()
        self._box = QGroupBox()
        form = QFormLayout(self._box)
        self.number = QSpinBox(objectName="situation-number")
        self.number.setRange(1, TEN)
        self.number.setValue(5)
        self._number_label = QLabel()
        self._number_label.setBuddy(self.number)
        form.addRow(self._number_label, self.number)
        self._help = QLabel()
        self._help.setWordWrap(True)
        form.addRow(self._help)

    def _new_scene(self):
        self.scene = _EditScene(self.model.seats, self, self)
        self.scene.die_clicked.connect(self.turn_die)
        self._view.setScene(self.scene)

    # --- the shell's questions ---------------------------------------------------------------

    def view(self):
        return self._view

    def panel(self):
        return self._box

    def retranslate(self):
        self._box.setTitle(self.tr("Numbers"))
        self._number_label.setText(self.tr("Num&ber to write:"))
        self._help.setText(self.tr("10 stands for the 0 die. Artifacts, bridges crossed and the turn they "
                                   "were crossed in follow from the squares."))
        super().retranslate()

    def show(self) -> None:
        m = self.model
        if self.scene.seats != m.seats:
            old = self.scene
            self._new_scene()
            old.deleteLater()
        self.scene.set_players(m.names, (None,) * m.seats)
        self.scene.sync(m.state, EMPTY_HINTS)

    def mark(self, error) -> None:
        """The square, circle or top artifact the rules refused, lit on the table."""
        seat, where = error.player, error.where
        key = None
        if seat is not None and isinstance(where, tuple):
            key = ("square", int(Colour.from_key(where[0])), where[1])
        elif seat is not None and error.reason in _MARKED_PART:
            part, *rest = _MARKED_PART[error.reason]
            key = (part, int(Colour.from_key(where)), *rest)
        spots = (Spot(seat, key, hinted=True),) if key is not None else ()
        self.scene.sync(self.model.state, TableHints(spots=spots))

    def places(self):
        """Each sheet's expeditions (circle, squares, top artifact), dice column and
        bridges, then the dice."""
        out = []
        for seat, sheet in enumerate(self.scene.sheets):
            here = []
            for colour in COLOURS:
                here.append((("circle", colour.key), geo.circle_rect(colour)))
                here += [(("square", colour.key, square), geo.square_rect(colour, square)) for square in range(SQUARES)]
                here.append((("top", colour.key), geo.top_rect(colour)))
            here += [(("dice", mark), geo.track_rect(geo.DICE_COLUMN, mark)) for mark in range(TRACK_LENGTH)]
            here += [(("bridge", bridge.key), geo.bridge_rect(bridge)) for bridge in BRIDGES]
            out += [((seat, place), sheet.mapRectToScene(rect)) for place, rect in here]
        out += [(("die", kind, index), die.mapRectToScene(die.face_rect))
                for (kind, index), die in self.scene.dice.items()]
        return out

    def press(self, place) -> None:
        if place[0] == "die":
            self.turn_die(place[1], place[2])
        else:
            self.click(*place)

    def instructions(self) -> str:
        return self.tr("Click an empty square to write the number chosen beside the table (the squares "
                       "below too), a written one to rub it out. Click a circle, the artifact above a full "
                       "column, the dice column, a bridge or a die to change it.")

    def phases(self):
        return [(ROLL, self.tr("Before the roll")), (ACTIVE, self.tr("Dice rolled"))]

    # The table counts turns ("Turn 5": each roll of the dice), not rounds: so does the
    # editor; a turn number says whose turn it is, too.
    def counter_words(self):
        return self.tr("T&urn:"), self.tr("Turn")

    def counter(self) -> int:
        return self.model.state.turn + 1

    def counter_limit(self) -> int:
        return MAX_ROUND * self.model.seats

    def set_counter(self, data: dict, value: int) -> None:
        n, turn = self.model.seats, value - 1
        data["round"] = turn // n + 1
        data["active"] = (self.model.options.first_seat + turn) % n

    def set_phase(self, data: dict, phase: str) -> None:
        data["phase"] = phase
        if phase == ACTIVE and not data.get("dice"):
            data["dice"] = {k: list(v) for k, v in _FIRST_DICE.items()}

    def reason_text(self, reason) -> str:
        return reason_text(reason)

    # --- edits -----------------------------------------------------------------------------

    def change(self, text, edit, seat: int | None = None, give: bool = True) -> bool:
        """The edit, then what follows from the squares (see the module's doc): a
        bridge nobody won goes to ``seat`` first, else to the first player who crossed
        it (``seat`` last when ``give`` is False: the player just gave it up)."""
        n = self.model.seats
        others = [s for s in range(n) if s != seat]
        order = others if seat is None else ([seat] + others if give else others + [seat])

        def edit_and_follow(data):
            edit(data)
            for sheet in data["players"]:
                sheet.pop("artifacts", None)  # hatched as the squares give
            data.pop("bridge_claims", None)  # crossed in the turn before
            self._follow_bridges(data, order, give)
        return super().change(text, edit_and_follow)

    def _follow_bridges(self, data: dict, order: list[int], give: bool) -> None:
        """Bridges follow the columns: one nobody won goes to the first player of
        ``order`` who crossed it; one won by a player who no longer crossed it is given
        up (``give``: a bridge just clicked is not: the rules say why not). A bridge
        crossed in the very first turn cannot be: the situation moves to round 2."""
        tried: set = set()
        for _ in range(4 * len(BRIDGES) * len(data["players"])):
            try:
                self.model.spec.state_from_json(data, self.model.options)
                return
            except SituationError as error:
                reason, where = error.reason, error.where
                if reason is SituationReason.BRIDGE_WITHOUT_WINNER:
                    winner = next((s for s in order if (where, s) not in tried), None)
                    if winner is None:
                        return
                    tried.add((where, winner))
                    data["players"][winner].setdefault("bridges", []).append(where)
                elif reason is SituationReason.BRIDGE_NOT_CROSSED and (give or (where, error.player) in tried):
                    data["players"][error.player]["bridges"].remove(where)
                elif reason is SituationReason.BRIDGE_CLAIMS_MISMATCH and data.get("round", 1) == 1:
                    data["round"] = 2
                else:
                    return

    def click(self, seat: int, place: tuple) -> bool:
        kind = place[0]
        if kind == "square":
            return self.write(seat, place[1], place[2], self.number.value())
        if kind == "circle":
            return self.turn_circle(seat, place[1])
        if kind == "top":
            return self.change(self.tr("Top artifact"), lambda d: _toggle_top(_expedition(d, seat, place[1])), seat)
        if kind == "dice":
            return self.hatch_dice(seat, place[1])
        return self.win_bridge(seat, place[1])

    def write(self, seat: int, colour: str, square: int, value: int) -> bool:
        """``value`` in ``square`` and the empty squares below it; a written square is
        rubbed out with those above it."""
        def edit(data):
            exp = _expedition(data, seat, colour)
            numbers = exp["numbers"]
            if square < len(numbers):
                del numbers[square:]
                exp["top_artifact"] = False
                if not numbers and exp["circle"] == "struck":
                    exp["circle"] = "open"
            else:
                numbers += [value] * (square + 1 - len(numbers))
                if exp["circle"] == "open":
                    exp["circle"] = "struck"  # the first number strikes an open circle
        return self.change(self.tr("Number"), edit, seat)

    def turn_circle(self, seat: int, colour: str) -> bool:
        def edit(data):
            exp = _expedition(data, seat, colour)
            exp["circle"] = _CIRCLES[(_CIRCLES.index(exp["circle"]) + 1) % len(_CIRCLES)]
        return self.change(self.tr("Circle"), edit, seat)

    def hatch_dice(self, seat: int, mark: int) -> bool:
        def edit(data):
            sheet = data["players"][seat]
            sheet["dice_symbols"] = mark if sheet.get("dice_symbols", 0) == mark + 1 else mark + 1
        return self.change(self.tr("Dice symbols"), edit, seat)

    def win_bridge(self, seat: int, bridge: str) -> bool:
        """The bridge to ``seat`` (from whoever held it); clicked again: to another
        player who crossed it."""
        held = bridge in self.model.data["players"][seat].get("bridges", [])

        def edit(data):
            for sheet in data["players"]:
                if bridge in sheet.get("bridges", []):
                    sheet["bridges"].remove(bridge)
            if not held:
                data["players"][seat].setdefault("bridges", []).append(bridge)
        return self.change(self.tr("Bridge"), edit, seat, give=False)

    def turn_die(self, kind: str, index: int) -> bool:
        def edit(data):
            dice = data.setdefault("dice", {k: list(v) for k, v in _FIRST_DICE.items()})
            if kind == "number":
                dice["numbers"][index] = (dice["numbers"][index] + 1) % 10
            else:
                keys = [c.key for c in COLOURS]
                dice["colours"][index] = keys[(keys.index(dice["colours"][index]) + 1) % len(keys)]
        return self.change(self.tr("Die"), edit)


def _expedition(data: dict, seat: int, colour: str) -> dict:
    exp = data["players"][seat].setdefault("expeditions", {}).setdefault(colour, {})
    exp.setdefault("circle", "open")
    exp.setdefault("numbers", [])
    return exp


def _toggle_top(exp: dict) -> None:
    exp["top_artifact"] = not exp.get("top_artifact", False)


def reason_text(reason: SituationReason) -> str:
    texts = {
        SituationReason.NUMBER_OUT_OF_RANGE: QCoreApplication.translate(
            "LostCitiesSituation",
            "A square holds a number from 1 to 10."),
        SituationReason.NUMBER_LOWER_THAN_BELOW: QCoreApplication.translate(
            "LostCitiesSituation",
            "Numbers rise up an expedition: none is lower than the one below it."),
        SituationReason.ZERO_CANNOT_START: QCoreApplication.translate(
            "LostCitiesSituation",
            "A 0 (written 10) cannot start an expedition in this game."),
        SituationReason.TOO_MANY_NUMBERS: QCoreApplication.translate(
            "LostCitiesSituation",
            "An expedition has 9 squares."),
        SituationReason.CIRCLE_NOT_STRUCK: QCoreApplication.translate(
            "LostCitiesSituation",
            "The first number of an expedition strikes its open circle."),
        SituationReason.CIRCLE_STRUCK_UNSTARTED: QCoreApplication.translate(
            "LostCitiesSituation",
            "A circle is struck only by the expedition's first number."),
        SituationReason.TOP_ARTIFACT_BEFORE_FULL: QCoreApplication.translate(
            "LostCitiesSituation",
            "The artifact above a column is ticked only once the column is full."),
        SituationReason.TOP_ARTIFACT_NO_ROOM: QCoreApplication.translate(
            "LostCitiesSituation",
            "The artifact column was already full: no more artifacts can be ticked."),
        SituationReason.ARTIFACT_WITHOUT_SQUARE: QCoreApplication.translate(
            "LostCitiesSituation",
            "More artifacts are hatched than the squares written give."),
        SituationReason.ARTIFACT_NOT_HATCHED: QCoreApplication.translate(
            "LostCitiesSituation",
            "Every artifact square written hatches an artifact."),
        SituationReason.TOO_MANY_DICE_SYMBOLS: QCoreApplication.translate(
            "LostCitiesSituation",
            "The dice column has 9 symbols."),
        SituationReason.BRIDGE_NOT_CROSSED: QCoreApplication.translate(
            "LostCitiesSituation",
            "A bridge is won only by a player whose column crossed it."),
        SituationReason.BRIDGE_WITHOUT_WINNER: QCoreApplication.translate(
            "LostCitiesSituation",
            "A bridge that was crossed has a winner: the first player to cross it."),
        SituationReason.BRIDGE_CLAIMS_MISMATCH: QCoreApplication.translate(
            "LostCitiesSituation",
            "A bridge is claimed in a past turn, and only once someone crossed it."),
        SituationReason.WRONG_DICE: QCoreApplication.translate(
            "LostCitiesSituation",
            "A roll is three number dice (0 to 9) and three colour dice."),
        SituationReason.GAME_ALREADY_OVER: QCoreApplication.translate(
            "LostCitiesSituation",
            "Every bridge is claimed or every player is exhausted: the game has ended."),
    }
    return texts.get(reason) or unreachable_text()


ADAPTER_CLASS = LostCitiesSituationEditor
