"""Roll & Write in the situation editor (shell/situation_editor): the real table, each
click on a piece one edit of the situation, which the game's rules then check.

A building's cell goes empty → window → brick → empty; a track box marks the track
up to it (a marked one unmarks it and what follows); a + under a box is used or not;
a track's star button uses its ability once more (the red one its printed Reroll
stars first) and, once none is left, clears them; a die changes colour; a × shape on
the pad is crossed out or not."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.situation_editor.adapter import EditorAdapter, unreachable_text

from ..rules.components import FACES, HEIGHT, PRINTED_REROLLS, TRACK_COLOURS, TRACK_LENGTH, TRACKS, Colour
from ..rules.situation import CHOOSE, ROLL, SituationReason
from ..scene import TableScene, TableView
from ..scene import geometry as geo
from ..scene.hints import Ghost, ViewHints
from ..scene.sheet import BonusItem

_CYCLE = {".": "O", "O": "X", "X": "."}  # a building cell: empty, window, brick
_FIRST_DICE = [c.value for c in TRACK_COLOURS]


class _EditScene(TableScene):
    """The table, remembering where the last press was (which box of a track)."""

    press_pos = None

    def mousePressEvent(self, event):
        self.press_pos = event.scenePos()
        super().mousePressEvent(event)


class RollAndWriteSituationEditor(EditorAdapter):
    def __init__(self, model, parent=None):
        super().__init__(model, parent)
        self.scene = _EditScene(self)
        self._view = TableView(self.scene)
        self._view.setObjectName("situation-table")
        s = self.scene
        s.cell_clicked.connect(self.cycle_cell)
        s.track_clicked.connect(lambda p, colour: self.mark_track(p, colour, self._pressed_box(p, colour)))
        s.bonus_clicked.connect(lambda p, colour: self._bonus_pressed(p))
        s.ability_clicked.connect(self.use_ability)
        s.die_clicked.connect(self.turn_die)
        s.shape_clicked.connect(self.cross_shape)

    # --- the shell's questions ---------------------------------------------------------------

    def view(self):
        return self._view

    def show(self) -> None:
        self.scene.sync(self.model.state, self.model.names, ViewHints())

    def mark(self, error) -> None:
        """The cell, track or shape the rules refused, lit on the table."""
        p, where = error.player, error.where
        hints = ViewHints()
        if p is not None and isinstance(where, tuple) and all(isinstance(v, int) for v in where):
            hints = ViewHints(ghost=Ghost(p, (where,), legal=False))  # a cell, in red
        elif p is not None and isinstance(where, (str, tuple)):
            colour = where if isinstance(where, str) else where[0]  # a track, or (track, box)
            hints = ViewHints(eligible_tracks=frozenset({(p, colour)}))
        elif isinstance(where, str):
            hints = ViewHints(selected_shape=where)  # a shape of the pad
        self.scene.sync(self.model.state, self.model.names, hints)

    def places(self):
        """Each sheet's building (the ground floor first: cells stand on it), track
        boxes, + symbols and star buttons, then the dice and the pad's shapes."""
        out = []
        for p, sheet in enumerate(self.scene.sheets):
            cells = sorted(sheet.cells.items(), key=lambda kv: (kv[0][1], kv[0][0]))
            out += [(("cell", p, x, y), item.sceneBoundingRect()) for (x, y), item in cells]
            for track, colour in enumerate(TRACK_COLOURS):
                out += [(("track", p, colour.value, box), sheet.mapRectToScene(geo.track_box_rect(track, box)))
                        for box in range(1, TRACK_LENGTH + 1)]
            out += [(("bonus", p, TRACK_COLOURS[track].value, box), item.sceneBoundingRect())
                    for (track, box), item in sorted(sheet.bonuses.items())]
            out += [(("ability", p, ability.value), item.sceneBoundingRect())
                    for ability, item in sheet.abilities.items()]
        out += [(("die", i), die.sceneBoundingRect()) for i, die in enumerate(self.scene.tray.dice)]
        out += [(("shape", shape_id), item.sceneBoundingRect()) for shape_id, item in self.scene.pad.shapes.items()]
        return out

    def press(self, place) -> None:
        kind, *where = place
        if kind == "cell":
            self.cycle_cell(*where)
        elif kind == "track":
            self.mark_track(*where)
        elif kind == "bonus":
            self.toggle_bonus(*where)
        elif kind == "ability":
            self.use_ability(*where)
        elif kind == "die":
            self.turn_die(*where)
        else:
            self.cross_shape(*where)

    def instructions(self) -> str:
        return self.tr("Click a cell: empty, window, brick. Click a track box to mark the track up to it "
                       "(a marked box unmarks it). Click a + to use it, a star button to use its ability. "
                       "Click a die to change its colour, a × shape to cross it out.")

    def phases(self):
        return [(ROLL, self.tr("Before the roll")), (CHOOSE, self.tr("Dice rolled"))]

    def set_phase(self, data: dict, phase: str) -> None:
        data["phase"] = phase
        if phase == CHOOSE:
            data.setdefault("dice", list(_FIRST_DICE))
        else:
            data.pop("dice", None)

    def reason_text(self, reason) -> str:
        return reason_text(reason)

    # --- edits -----------------------------------------------------------------------------

    def cycle_cell(self, player: int, x: int, y: int) -> bool:
        def edit(data):
            rows = data["players"][player]["building"]
            row = rows[geo_row(y)]
            rows[geo_row(y)] = row[:x] + _CYCLE[row[x]] + row[x + 1:]
        return self.change(self.tr("Building cell"), edit)

    def mark_track(self, player: int, colour: str, box: int | None) -> bool:
        """Mark ``colour``'s track of ``player`` up to ``box`` (1-9), or unmark from it
        when it is marked; ``box`` None: the next box."""
        def edit(data):
            sheet = data["players"][player]
            text = sheet.setdefault("tracks", {}).get(colour, "." * TRACK_LENGTH)
            marked = TRACK_LENGTH - text.count(".")
            wanted = marked + 1 if box is None else (box - 1 if box <= marked else box)
            sheet["tracks"][colour] = _track_text(text, min(wanted, TRACK_LENGTH))
            ready = sheet["tracks"][colour].count("x")
            used = [b for b in sheet.get("used", {}).get(colour, []) if b <= ready]
            sheet.setdefault("used", {})[colour] = used  # a symbol unmarked is no longer used
        return self.change(self.tr("Track"), edit)

    def toggle_bonus(self, player: int, colour: str, box: int) -> bool:
        def edit(data):
            used = data["players"][player].setdefault("used", {}).setdefault(colour, [])
            if box in used:
                used.remove(box)
            else:
                used.append(box)
        return self.change(self.tr("Bonus"), edit)

    def use_ability(self, player: int, ability: str) -> bool:
        """One more use of the ability (the red track's printed Reroll stars first); none
        left: every use cleared. A star not yet unlocked is proposed all the same: the
        rules say why not."""
        track = next(t for t in TRACKS if t.ability.value == ability)
        colour = track.colour.value

        def edit(data):
            sheet = data["players"][player]
            used = sheet.setdefault("used", {}).setdefault(colour, [])
            ready = sheet.get("tracks", {}).get(colour, "").count("x")
            printed = sheet.get("printed_rerolls_used", 0)
            free = [b for b in track.star_boxes if b not in used]
            if track.colour is Colour.RED and printed < PRINTED_REROLLS:
                sheet["printed_rerolls_used"] = printed + 1
            elif free and (free[0] <= ready or not any(b in used for b in track.star_boxes)):
                used.append(free[0])
            else:
                sheet["used"][colour] = [b for b in used if b not in track.star_boxes]
                sheet["printed_rerolls_used"] = 0
        return self.change(self.tr("Ability"), edit)

    def turn_die(self, index: int) -> bool:
        """The next colour on die ``index`` (before the roll: the dice are rolled first)."""
        def edit(data):
            if data["phase"] != CHOOSE:
                self.set_phase(data, CHOOSE)
                return
            faces = [f.value for f in FACES]
            dice = data["dice"]
            dice[index] = faces[(faces.index(dice[index]) + 1) % len(faces)]
        return self.change(self.tr("Die"), edit)

    def cross_shape(self, shape_id: str) -> bool:
        def edit(data):
            crossed = data.setdefault("crossed", [])
            if shape_id in crossed:
                crossed.remove(shape_id)
            else:
                crossed.append(shape_id)
        return self.change(self.tr("Shape"), edit)

    # --- where a click was ---------------------------------------------------------------------

    def _pressed_box(self, player: int, colour: str) -> int | None:
        pos = self.scene.press_pos
        if pos is None:
            return None
        track = TRACK_COLOURS.index(Colour(colour))
        local = self.scene.sheets[player].mapFromScene(pos)
        for box in range(1, TRACK_LENGTH + 1):
            if geo.track_box_rect(track, box).adjusted(-3, -4, 3, 4).contains(local):
                return box
        return None

    def _bonus_pressed(self, player: int) -> None:
        pos = self.scene.press_pos
        item = next((i for i in self.scene.items(pos) if isinstance(i, BonusItem)), None) if pos else None
        if item is not None:
            self.toggle_bonus(player, item.colour.value, item.box)


def geo_row(y: int) -> int:
    """The building's row in the situation (top floor first) of floor ``y``."""
    return HEIGHT - 1 - y


def _track_text(text: str, marked: int) -> str:
    """The track with its first ``marked`` boxes marked (boxes marked before keep
    whether they were marked since the roll)."""
    chars = list(text)
    for i in range(TRACK_LENGTH):
        if i >= marked:
            chars[i] = "."
        elif chars[i] == ".":
            chars[i] = "n" if i and chars[i - 1] == "n" else "x"
    return "".join(chars)


def reason_text(reason: SituationReason) -> str:
    texts = {
        SituationReason.FLOATING_CELL: QCoreApplication.translate(
            "RollAndWriteSituation",
            "A cell cannot float: it stands on the ground or on a cell, or belongs to a shape "
            "resting on cells drawn before it."),
        SituationReason.TRACK_OUT_OF_ORDER: QCoreApplication.translate(
            "RollAndWriteSituation",
            "A track is marked from left to right, without gaps."),
        SituationReason.SYMBOL_NOT_UNLOCKED: QCoreApplication.translate(
            "RollAndWriteSituation",
            "A + or a star is used only once its box was marked, before the player's latest roll."),
        SituationReason.NO_SYMBOL: QCoreApplication.translate(
            "RollAndWriteSituation",
            "That box has no + or star to use."),
        SituationReason.TOO_MANY_USES: QCoreApplication.translate(
            "RollAndWriteSituation",
            "Each + and star is used once, and there are only two printed Reroll stars."),
        SituationReason.MARKED_AFTER_ROLL: QCoreApplication.translate(
            "RollAndWriteSituation",
            "Once the dice are rolled, every box the active player marked is usable: none can be "
            "new."),
        SituationReason.NOT_SINGLE_USE: QCoreApplication.translate(
            "RollAndWriteSituation",
            "Only the shapes printed under × are crossed out; this one may be drawn again and "
            "again."),
        SituationReason.SETUP_SHAPE_NOT_CROSSED: QCoreApplication.translate(
            "RollAndWriteSituation",
            "The shapes crossed out at the start of a two-player game stay crossed out."),
        SituationReason.START_TRACK_MISSING: QCoreApplication.translate(
            "RollAndWriteSituation",
            "A player's two start boxes of a two-player game stay marked."),
        SituationReason.WRONG_DICE_COUNT: QCoreApplication.translate(
            "RollAndWriteSituation",
            "A roll is five dice."),
        SituationReason.GAME_ALREADY_OVER: QCoreApplication.translate(
            "RollAndWriteSituation",
            "Someone has 12 points and the round is over: the game has ended."),
    }
    return texts.get(reason) or unreachable_text()


ADAPTER_CLASS = RollAndWriteSituationEditor
