"""Final scoring (rules reference 3.11) on the verified values, and the live estimate.
Values that are only inferred are read from the sheet data, never hard-coded."""

from lcrw_helpers import R, col, custom_sheet, game, sheet

from copenhagen_gui.games.lost_cities_rw.rules import scoring
from copenhagen_gui.games.lost_cities_rw.rules.components import Bridge
from copenhagen_gui.games.lost_cities_rw.rules.sheet import house_sheet

HOUSE = house_sheet()
NINE = "1 2 3 4 5 6 7 8 9"


def card(player, sheet_data=HOUSE):
    return scoring.score_card(sheet_data, player)


def test_an_untouched_expedition_scores_nothing():
    assert card(sheet()).expeditions == (0,) * 6


def test_the_circle_alone_scores_minus_100():
    assert card(sheet(red=col(circle="doubled"))).expeditions[R] == -100


def test_a_ten_in_the_eighth_square_scores_35():
    assert card(sheet(red=col("1 2 3 4 5 6 7 10"))).expeditions[R] == 35


def test_a_full_expedition_scores_50_and_100_doubled():
    assert card(sheet(red=col(NINE), green=col(NINE, circle="doubled"))).expeditions[:4] == (50, 0, 0, 100)


def test_doubling_doubles_negative_values_too():
    one = HOUSE.expedition_points[1]
    assert one < 0
    assert card(sheet(red=col("4", circle="doubled"))).expeditions[R] == 2 * one


def test_three_numbers_or_fewer_lose_points_and_four_win():
    values = [card(sheet(red=col(" ".join(["5"] * n)))).expeditions[R] for n in range(1, 10)]
    assert all(v < 0 for v in values[:3]) and all(v > 0 for v in values[3:])
    assert values == list(HOUSE.expedition_points[1:])


def test_the_top_artifact_adds_no_level():
    assert card(sheet(red=col(NINE, top=True))).expeditions[R] == 50


def test_eight_dice_symbols_score_70_and_nine_score_0():
    assert card(sheet(dice_marks=8)).dice == 70
    assert card(sheet(dice_marks=9)).dice == 0


def test_nine_artifacts_score_100_and_eight_70():
    assert card(sheet(artifacts=9)).artifacts == 100
    assert card(sheet(artifacts=8)).artifacts == 70


def test_nothing_hatched_scores_nothing():
    scored = card(sheet())
    assert (scored.artifacts, scored.dice, scored.bridges, scored.total) == (0, 0, 0, 0)


def test_the_columns_follow_the_sheets_track_scale():
    assert [card(sheet(dice_marks=m)).dice for m in range(9)] == list(HOUSE.track_points[:9])
    assert [card(sheet(artifacts=m)).artifacts for m in range(10)] == list(HOUSE.track_points)


def test_bridges_score_20_each_and_are_never_doubled():
    player = sheet(red=col("1 2 3 4 5 6 7", circle="doubled"), bridges={Bridge.RED, Bridge.DICE}, dice_marks=9)
    scored = card(player)
    assert scored.bridges == 40  # an exhausted player keeps their bridges
    assert scored.expeditions[R] == 2 * HOUSE.expedition_points[7]
    assert scored.total == sum(scored.expeditions) + scored.artifacts + scored.dice + 40


def test_scores_read_a_custom_sheets_scale():
    data_changes = {"expedition_scale": [
        {"value": v, "status": "verified", "source": "pad"} for v in (-50, -40, -30, -20, 4, 8, 12, 25, 35, 50)]}
    custom = custom_sheet(**data_changes)
    assert card(sheet(red=col("3 3")), custom).expeditions[R] == -30


def test_the_highest_total_wins_and_ties_share_the_win():
    state = game(3, sheets={0: sheet(red=col(NINE)), 1: sheet(dice_marks=8), 2: sheet(green=col(NINE))})
    assert scoring.scores(state) == (50, 70, 50)
    assert scoring.ranking(state) == (1, 0, 2)
    assert scoring.winners(state) == {1}
    tie = game(2, sheets={0: sheet(red=col(NINE)), 1: sheet(green=col(NINE))})
    assert scoring.winners(tie) == {0, 1}
