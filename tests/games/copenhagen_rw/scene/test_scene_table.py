"""The table shows the game state: items per player, pad looks, marks, ghost."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTranslator
from PySide6.QtGui import QColor, QImage, QPainter
from scene_helpers import NAMES, B, G, R, W, rolled, with_sheet

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, MarkTrack, MarkX, Place
from copenhagen_gui.games.copenhagen_rw.rules.components import (
    COAT_LINES,
    ROWS,
    SHAPES,
    TRACK_COLOURS,
    Ability,
    Colour,
    cells_to_mask,
)
from copenhagen_gui.games.copenhagen_rw.rules.state import Phase, Reason
from copenhagen_gui.games.copenhagen_rw.scene import Ghost, TableScene, ViewHints, labels
from copenhagen_gui.games.copenhagen_rw.scene.items import Piece
from copenhagen_gui.games.copenhagen_rw.ui import view_hints


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sync_builds_one_sheet_per_player_with_all_parts(qtbot, players):
    scene = TableScene()
    scene.sync(rolled(players), NAMES[:players], ViewHints())
    assert len(scene.sheets) == players
    for p in range(players):
        sheet = scene.sheet_item(p)
        assert len(sheet.cells) == 45
        assert len(sheet.tracks) == 5 and len(sheet.abilities) == 5
        assert len(sheet.bonuses) == 10 and set(sheet.coats) == COAT_LINES
        assert sheet.header.look[0] == NAMES[p]
    assert {scene.shape_item(s.id).shape_id for s in SHAPES} == {s.id for s in SHAPES}
    assert [scene.die_item(i).look[0] for i in range(5)] == [R, R, B, W, G]


def test_player_count_change_rebuilds_the_sheets(qtbot):
    scene = TableScene()
    scene.sync(rolled(4), NAMES, ViewHints())
    scene.sync(rolled(2), NAMES[:2], ViewHints())
    assert len(scene.sheets) == 2
    sheets_in_scene = [i for i in scene.items() if i.parentItem() is None and i in scene.sheets]
    assert len(sheets_in_scene) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_fits_the_table_and_keeps_every_seat_in_place(qtbot, players):
    scene = TableScene()
    state = rolled(players)
    places = None
    for active in range(players):
        scene.sync(attrs.evolve(state, active=active), NAMES[:players], ViewHints())
        rect = scene.sceneRect()
        pieces = [scene.pad, scene.tray, *scene.sheets]
        for piece in pieces:
            assert rect.contains(piece.sceneBoundingRect()), piece
        for a in range(len(pieces)):
            for b in range(a + 1, len(pieces)):
                inner_a = pieces[a].sceneBoundingRect().adjusted(8, 8, -8, -8)
                assert not inner_a.intersects(pieces[b].sceneBoundingRect().adjusted(8, 8, -8, -8))
        now = [(s.pos(), s.scale()) for s in scene.sheets]
        assert places is None or now == places  # whose turn it is moves nothing
        places = now
        assert 1.5 <= rect.width() / rect.height() <= 2.6  # a 16:10 to 21:9 window
    scales = [s.scale() for s in scene.sheets]
    assert scales[0] == max(scales)  # the home seat (seat 0 here) is never smaller


def test_shapes_not_takeable_are_dimmed_with_the_reason(qtbot):
    scene = TableScene()
    state = rolled(4, (R, R, B, W, G))
    scene.sync(state, NAMES, ViewHints())
    dimmed = 0
    hints = view_hints.build(state, 0, view_hints.Selection()).table
    scene.sync(state, NAMES, hints)
    for shape in SHAPES:
        item = scene.shape_item(shape.id)
        reason = engine.shape_reason(state, shape.id)
        crossed, is_dimmed = item.look[0], item.look[1]
        assert is_dimmed == (reason is not None), shape.id
        assert not crossed
        if reason is not None:
            dimmed += 1
            assert labels.reason_text(reason) in item.toolTip()
        assert labels.shape_name(shape.id) in item.toolTip()
    assert not scene.shape_item("red-2").look[1]  # two reds rolled
    assert scene.shape_item("purple-5").look[1]  # no purple at all
    assert 0 < dimmed < 25


def test_crossed_shapes_are_shown_crossed_and_offered_again_when_armed(qtbot):
    scene = TableScene()
    state = rolled(2, (R, R, R, W, B))  # 2 players: every "-4b" is crossed at setup
    scene.sync(state, NAMES[:2], ViewHints())
    item = scene.shape_item("red-4b")
    assert item.look[0] and item.look[1]  # crossed and dimmed
    assert labels.reason_text(Reason.SHAPE_CROSSED_OUT) in item.toolTip()
    assert not scene.shape_item("red-4a").look[0]
    # With a New choice star ready, the armed pad offers crossed shapes again.
    state = with_sheet(state, 0, tracks=(0, 0, 0, 0, 3), ready=(0, 0, 0, 0, 3))
    scene.sync(state, NAMES[:2], ViewHints(new_choice_armed=True))
    hints = view_hints.build(state, 0, view_hints.Selection(mode=view_hints.Mode.NEW_CHOICE)).table
    scene.sync(state, NAMES[:2], hints)
    crossed, dimmed, selected, offered_again, _, _ = scene.shape_item("red-4b").look
    assert crossed and not dimmed and offered_again
    assert scene.shape_item("blue-4b").look[1]  # no blue dice for it: still dimmed


def test_selected_shape_and_dice_looks(qtbot):
    scene = TableScene()
    state = rolled(3)
    scene.sync(state, NAMES[:3], ViewHints(selected_shape="red-2", selected_dice=frozenset({0, 1}),
                                          eligible_dice=frozenset({0, 1, 3})))
    assert scene.shape_item("red-2").look[2] and not scene.shape_item("red-3").look[2]
    looks = [scene.die_item(i).look for i in range(5)]
    assert [lk[2] for lk in looks] == [True, True, False, False, False]
    assert [lk[3] for lk in looks] == [True, True, False, True, False]


def play_red_domino(players: int = 3):
    state = rolled(players, (R, R, B, W, G))
    state = engine.apply(state, ChooseShape(0, "red-2", (0, 1)))
    state = engine.apply(state, Place(0, ((0, 0), (0, 1))))
    return engine.apply(state, MarkX(0, (0, 0)))


def test_marks_follow_the_actions(qtbot):
    scene = TableScene()
    state = play_red_domino()
    assert state.phase is Phase.TRACKS
    scene.sync(state, NAMES[:3], ViewHints())
    assert scene.cell_item(0, 0, 0).look[0] == "X"
    assert scene.cell_item(0, 0, 1).look[0] == "O"
    assert scene.cell_item(0, 1, 0).look[0] == ""
    assert scene.die_item(0).look[1] and scene.die_item(1).look[1]  # used for the shape
    assert not scene.die_item(2).look[1]
    # Phase 3: Ben marks blue with the free blue die; his sheet is the chooser's.
    assert scene.sheet_item(1).look == "chooser"
    assert scene.sheet_item(0).look == "active"
    state = engine.apply(state, MarkTrack(1, 2, Colour.BLUE))
    scene.sync(state, NAMES[:3], ViewHints())
    marked, stars, printed, _, eligible = scene.track_item(1, "blue").look
    assert marked == 1 and state.players[1].ready[1] == 0  # marked now: its + becomes usable next turn
    assert scene.sheet_item(1).bonuses[(1, 1)].look[0] == "pending"
    assert "1" in scene.track_item(1, "blue").toolTip()


def test_completed_lines_and_coats_of_arms_are_marked(qtbot):
    scene = TableScene()
    state = rolled(2)
    row1 = cells_to_mask((x, 1) for x in range(5))
    filled = cells_to_mask((x, 0) for x in range(5)) | row1
    state = with_sheet(state, 1, filled=filled, crosses=cells_to_mask([(2, 0)]), coats=frozenset({ROWS[1]}),
                       points=3, start_player=False)
    scene.sync(state, NAMES[:2], ViewHints())
    sheet = scene.sheet_item(1)
    assert sheet.line_marks[ROWS[0]].look == 1  # an X in it: 1 point
    assert sheet.line_marks[ROWS[1]].look == 2  # all windows: 2 points
    assert sheet.line_marks[ROWS[2]].look == 0
    assert sheet.coats[ROWS[1]].look is True and sheet.coats[ROWS[3]].look is False
    assert sheet.header.look[1] == 3 and sheet.score_track.look == 3
    assert scene.sheet_item(0).header.look[2]  # player 1 is the start player


def test_second_sync_changes_nothing_and_keeps_the_items(qtbot, monkeypatch):
    scene = TableScene()
    state = play_red_domino(4)
    hints = ViewHints(eligible_tracks=frozenset({(1, "blue")}), eligible_dice=frozenset({2, 3}))
    scene.sync(state, NAMES, hints)
    before = set(map(id, scene.items()))
    looks = {id(i): i.look for i in scene.items() if isinstance(i, Piece)}
    changes = []
    original = Piece.set_look

    def counting(self, look):
        changed = original(self, look)
        if changed:
            changes.append(self)
        return changed

    monkeypatch.setattr(Piece, "set_look", counting)
    # equal values, new objects: nothing may be repainted
    same_hints = ViewHints(eligible_tracks=frozenset({(1, "blue")}), eligible_dice=frozenset({2, 3}))
    scene.sync(attrs.evolve(state), list(NAMES), same_hints)
    assert changes == []
    assert set(map(id, scene.items())) == before
    assert {id(i): i.look for i in scene.items() if isinstance(i, Piece)} == looks
    # one action later only a few items change, none is recreated
    scene.sync(engine.apply(state, MarkTrack(1, 2, Colour.BLUE)), NAMES, ViewHints())
    assert 0 < len(changes) < 40
    assert set(map(id, scene.items())) == before


def render_point(scene: TableScene, point: QPointF) -> QColor:
    image = QImage(8, 8, QImage.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 8, 8), QRectF(point.x() - 1, point.y() - 1, 2, 2))
    painter.end()
    return image.pixelColor(4, 4)


@pytest.mark.parametrize("legal", [True, False])
def test_ghost_is_green_when_legal_and_red_when_not(qtbot, legal):
    scene = TableScene()
    state = rolled(2)
    reason = "" if legal else labels.reason_text(Reason.UNSUPPORTED)
    cells = ((2, 0), (2, 1)) if legal else ((2, 4), (2, 5))
    scene.sync(state, NAMES[:2], ViewHints(selected_shape="red-2", ghost=Ghost(0, cells, legal, reason)))
    ghost = scene.sheet_item(0).ghost
    assert ghost.isVisible() and not scene.sheet_item(1).ghost.isVisible()
    assert ghost.look == (cells, legal, None)  # no words: a hover is not a mistake
    cell = scene.cell_item(0, *cells[0])
    colour = render_point(scene, cell.sceneBoundingRect().center())
    if legal:
        assert colour.green() > colour.red() + 40
    else:
        assert colour.red() > colour.green() + 40
    scene.sync(state, NAMES[:2], ViewHints())
    assert not ghost.isVisible()


def test_spots_are_highlighted_on_the_acting_players_building(qtbot):
    scene = TableScene()
    state = rolled(3)
    scene.sync(state, NAMES[:3], ViewHints(spots=frozenset({(1, 0), (3, 0)})))
    assert scene.cell_item(0, 1, 0).look == ("", True, False)
    assert scene.cell_item(0, 2, 0).look == ("", False, False)
    assert scene.cell_item(1, 1, 0).look == ("", False, False)
    # a (player, x, y) triple names the building explicitly
    scene.sync(state, NAMES[:3], ViewHints(spots=frozenset({(2, 4, 8)})))
    assert scene.cell_item(2, 4, 8).look == ("", True, False)
    assert scene.cell_item(0, 1, 0).look == ("", False, False) and scene.cell_item(0, 4, 8).look == ("", False, False)


def test_eligible_tracks_are_highlighted(qtbot):
    scene = TableScene()
    state = play_red_domino()
    scene.sync(state, NAMES[:3], ViewHints(eligible_tracks=frozenset({(1, "blue"), (1, "green")})))
    eligible = {c.value for c in TRACK_COLOURS if scene.track_item(1, c).look[-1]}
    assert eligible == {"blue", "green"}
    assert not any(scene.track_item(0, c).look[-1] for c in TRACK_COLOURS)


def test_ability_buttons_and_bonuses_drawn_as_the_hints_say_with_reasons(qtbot):
    # The scene decides nothing: the view hints (asking the rules) say which star
    # buttons and + symbols are live, and why the others are not.
    scene = TableScene()
    state = rolled(3)
    scene.sync(state, NAMES[:3], table_hints(state, 0))
    reroll = scene.ability_item(0, "reroll")
    assert reroll.look[0] and reroll.look[1] == 2  # two printed Reroll stars
    assert labels.ability_name(Ability.REROLL) in reroll.toolTip()
    no_x = scene.ability_item(0, "no_x")
    assert not no_x.look[0]
    assert labels.reason_text(Reason.NOT_UNLOCKED) in no_x.toolTip()
    other = scene.ability_item(1, "reroll")
    assert not other.look[0]
    assert labels.reason_text(Reason.WRONG_PLAYER) in other.toolTip()
    # a ready + of yellow is clickable for the player in turn
    state = with_sheet(state, 0, tracks=(0, 0, 0, 0, 1), ready=(0, 0, 0, 0, 1))
    scene.sync(state, NAMES[:3], table_hints(state, 0))
    bonus = scene.bonus_item(0, "yellow")
    assert bonus.look[:2] == ("ready", True)
    assert scene.bonus_item(0, "red").look[:2] == ("locked", False)
    # without hints nothing is live, whatever the sheet holds
    scene.sync(state, NAMES[:3], ViewHints())
    assert not scene.ability_item(0, "reroll").look[0]
    assert scene.bonus_item(0, "yellow").look[:2] == ("ready", False)


def table_hints(state, seat):
    return view_hints.build(state, seat, view_hints.Selection()).table


class Shouting(QTranslator):
    """A 'language' that writes every text in capitals."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper()


def test_retranslate_rereads_every_text(qtbot):
    scene = TableScene()
    state = rolled(3)
    scene.sync(state, NAMES[:3], ViewHints())
    ability = scene.ability_item(0, "reroll")
    cell = scene.cell_item(0, 0, 0)
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        scene.retranslate()
        assert labels.ability_help(Ability.REROLL).isupper()
        assert labels.ability_help(Ability.REROLL) in ability.toolTip()
        assert cell.accessible_name() == labels.cell_tip(0, 0) and cell.accessible_name().isupper()
        assert labels.legend_tip() == scene.tray.legend.toolTip()
    finally:
        QCoreApplication.removeTranslator(translator)
    scene.retranslate()
    assert labels.ability_help(Ability.REROLL) in ability.toolTip()
    assert not labels.ability_help(Ability.REROLL).isupper()


def test_the_player_who_must_act_glows_where_their_sheet_lies(qtbot):
    scene = TableScene()
    state = rolled(4)
    scene.sync(state, NAMES, ViewHints())
    places = [(s.pos(), s.scale()) for s in scene.sheets]
    state = play_red_domino(4)  # phase 3: Ben chooses a die during Ann's turn
    scene.sync(state, NAMES, ViewHints())
    assert [(s.pos(), s.scale()) for s in scene.sheets] == places
    assert scene.sheet_item(0).look == "active" and scene.sheet_item(1).look == "chooser"
    finished = attrs.evolve(state, phase=Phase.GAME_OVER, winners=(2,))
    scene.sync(finished, NAMES, ViewHints())
    assert [(s.pos(), s.scale()) for s in scene.sheets] == places
    assert scene.sheet_item(2).look == "winner" and scene.sheet_item(2).header.look[4]
    assert scene.sheet_item(0).look is None
