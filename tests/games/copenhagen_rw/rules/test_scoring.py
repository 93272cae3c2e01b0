"""Points for rows and columns, coats of arms, the end of the game and the tiebreak."""

from rules_helpers import kinds, play, sheet, state

from copenhagen_gui.games.copenhagen_rw.rules import scoring
from copenhagen_gui.games.copenhagen_rw.rules.actions import CoatCell, CoatTrack, MarkX, Place
from copenhagen_gui.games.copenhagen_rw.rules.components import COLUMNS, ROWS
from copenhagen_gui.games.copenhagen_rw.rules.state import Event, EventKind, Phase


def placing(shape, drawing, player=0):
    return state(phase=Phase.PLACE, roll="RRRRR", shape=shape, assigned=(0, 1, 2), sheets={player: sheet(drawing)})


def scored(game):
    return [(e.value, e.points) for e in game.events if e.kind in (EventKind.ROW_SCORED, EventKind.COLUMN_SCORED)]


def test_a_row_of_only_windows_scores_two():
    game = play(placing("red-3", "OOO.."), Place(0, [(3, 0), (4, 0), (4, 1)]), MarkX(0, (4, 1)))
    assert scored(game) == [(ROWS[0], 2)]
    assert game.players[0].points == 2


def test_a_row_with_an_x_scores_one():
    game = play(placing("red-3", "OOO.."), Place(0, [(3, 0), (4, 0), (4, 1)]), MarkX(0, (3, 0)))
    assert scored(game) == [(ROWS[0], 1)]
    assert game.players[0].points == 1


COLUMN_0 = "\n".join(["O...."] * 7)


def test_a_column_of_only_windows_scores_four():
    game = play(placing("red-3", COLUMN_0), Place(0, [(0, 7), (0, 8), (1, 8)]), MarkX(0, (1, 8)))
    assert scored(game) == [(COLUMNS[0], 4)]


def test_a_column_with_an_x_scores_two():
    game = play(placing("red-3", COLUMN_0), Place(0, [(0, 7), (0, 8), (1, 8)]), MarkX(0, (0, 8)))
    assert scored(game) == [(COLUMNS[0], 2)]


def test_one_drawing_may_complete_a_row_and_a_column_at_once():
    drawing = "\n".join(["..OOO"] + ["O.OOO"] * 8)
    game = play(placing("red-2", drawing), Place(0, [(0, 8), (1, 8)]))
    game = play(game, MarkX(0, (1, 8)))
    assert sorted(scored(game)) == sorted([(ROWS[8], 1), (COLUMNS[0], 4)])


CHAIN = """
    .....
    .O...
    .O...
    .O...
    .O...
    .O...
    .O...
    OOO..
    OOOOO"""


def test_a_coat_cell_that_completes_another_coat_line_gives_another_action():
    game = play(placing("red-2", CHAIN), Place(0, [(3, 1), (4, 1)]), MarkX(0, (3, 1)))
    assert scored(game) == [(ROWS[1], 1)]
    assert game.phase is Phase.COAT and EventKind.COAT_EARNED in kinds(game)
    game = play(game, CoatCell(0, (1, 8)))  # completes column 1, which has a coat too
    assert scored(game) == [(COLUMNS[1], 4)]
    assert game.phase is Phase.COAT and game.turn.pending_coats == 1
    assert game.players[0].coats == {ROWS[1], COLUMNS[1]}
    game = play(game, CoatTrack(0, "blue"))
    assert game.phase is Phase.TRACKS and game.players[0].tracks[1] == 2
    sheet0 = game.players[0]
    assert sheet0.points == scoring.breakdown(sheet0).total == 2 + 1 + 4


def test_rows_without_a_coat_of_arms_give_no_action():
    game = play(placing("red-3", "OOO.."), Place(0, [(3, 0), (4, 0), (4, 1)]), MarkX(0, (4, 1)))
    assert game.phase is Phase.TRACKS and not game.players[0].coats


def test_most_points_win_then_fewest_empty_cells_then_a_shared_win():
    a = sheet("OOOOO", points=12)  # 40 empty cells
    b = sheet("OOOO.", points=12)  # 41 empty cells
    c = sheet("", points=9)
    assert scoring.winners((a, b, c)) == (0,)
    assert scoring.winners((b, c)) == (0,)
    assert scoring.winners((a, b, a)) == (0, 2)  # still tied: both win
    assert scoring.ranking((a, b, a)) == [(1, 0), (1, 2), (3, 1)]
    assert scoring.empty_cells(b) == 41


def test_breakdown_recomputes_the_points_from_the_sheet():
    full_track = sheet("OOOOO\nXOOOO", tracks=(9, 0, 0, 0, 0))
    parts = scoring.breakdown(full_track)
    assert (parts.rows, parts.columns, parts.tracks) == (2 + 1, 0, 2)
    assert Event(EventKind.ROLLED, 0).points == 0
