"""The sheet data: the shipped house sheet, and validation of a custom sheet per field
(a player types their printed sheet into an editor and must learn what is wrong)."""

import json

import pytest
from lcrw_helpers import house_json

from copenhagen_gui.games.lost_cities_rw.rules.components import SQUARES, Colour
from copenhagen_gui.games.lost_cities_rw.rules.options import Options, options_from_json, options_to_json
from copenhagen_gui.games.lost_cities_rw.rules.sheet import HOUSE_SHEET_ID, Status, Symbol, house_sheet
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import (
    SheetProblem,
    SheetValidationError,
    sheet_from_json,
    sheet_from_text,
    sheet_to_json,
    sheet_to_text,
)


def issues_of(data) -> set[tuple[str, SheetProblem]]:
    with pytest.raises(SheetValidationError) as info:
        sheet_from_json(data)
    return {(i.path, i.problem) for i in info.value.issues}


def with_expedition(level: int, value):
    data = house_json()
    data["expedition_scale"][level]["value"] = value
    return data


def with_track(marks: int, value):
    data = house_json()
    data["track_scale"][marks]["value"] = value
    return data


# --- the shipped house sheet -------------------------------------------------------------


def test_house_sheet_is_the_spec_6_2_layout_and_says_it_is_a_house_sheet():
    sheet = house_sheet()
    assert sheet.sheet_id == HOUSE_SHEET_ID == "house-v0"
    assert sheet.name == "House sheet \u2014 the printed sheet may differ"
    assert sheet.is_house_sheet and not sheet.all_verified
    assert sheet.expedition_points == (-50, -20, -15, -10, 5, 10, 15, 30, 35, 50)
    assert sheet.track_points == (0, -40, -30, -20, 10, 20, 30, 60, 70, 100)
    acc = {(c.key, s + 1) for c, s in sheet.squares_with(Symbol.ACCELERATION)}
    art = {(c.key, s + 1) for c, s in sheet.squares_with(Symbol.ARTIFACT)}
    assert acc == {("red", 2), ("orange", 3), ("yellow", 4), ("green", 5), ("blue", 6), ("purple", 8)}
    assert art == {("red", 5), ("orange", 8), ("yellow", 6), ("green", 3), ("blue", 9), ("purple", 4)}


def test_every_house_value_carries_a_status_and_a_named_source():
    sheet = house_sheet()
    known_sources = dict(sheet.sources)
    for rated in sheet.rated_values():
        assert isinstance(rated.status, Status)
        assert rated.source in known_sources
    assert {r.status for column in sheet.special for r in column} == {Status.PLACEHOLDER}
    anchors = [sheet.expedition_scale[i] for i in (0, 8, 9)] + [sheet.track_scale[i] for i in (8, 9)]
    assert all(r.status is Status.VERIFIED for r in anchors + [sheet.dice_exhausted, sheet.bridge_points])


def test_sheet_json_round_trip_keeps_every_value_status_and_source():
    sheet = house_sheet()
    assert sheet_from_json(json.loads(json.dumps(sheet_to_json(sheet)))) == sheet
    assert sheet_from_text(sheet_to_text(sheet)) == sheet


def test_a_custom_named_sheet_travels_inside_the_options():
    data = house_json()
    data.update(sheet_id="my-pad", name="My printed pad", notice="")
    data["special_squares"]["red"][0]["symbol"] = "art"
    data["expedition_scale"][4]["value"] = 6
    custom = sheet_from_json(data)
    options = Options(3, custom, first_seat=2)
    restored = options_from_json(json.loads(json.dumps(options_to_json(options))), 3)
    assert restored == options
    assert restored.sheet.symbol(Colour.RED, 0) is Symbol.ARTIFACT
    assert restored.sheet.expedition_points[4] == 6
    assert not restored.sheet.is_house_sheet


def test_a_sheet_with_every_value_verified_is_recognised_as_printed():
    data = house_json()
    for key in ("expedition_scale", "track_scale"):
        for entry in data[key]:
            entry["status"] = "verified"
    for key in ("dice_exhausted", "bridge_after_square", "bridge_points"):
        data[key]["status"] = "verified"
    for column in data["special_squares"].values():
        for entry in column:
            entry["status"] = "verified"
    assert sheet_from_json(data).all_verified


# --- the verified anchors ----------------------------------------------------------------


@pytest.mark.parametrize("level, anchor", [(0, -50), (8, 35), (9, 50)])
def test_expedition_anchor_must_hold(level, anchor):
    wrong = anchor + 1 if level != 9 else anchor + 5
    issues = issues_of(with_expedition(level, wrong))
    assert (f"expedition_scale[{level}].value", SheetProblem.ANCHOR_MISMATCH) in issues


@pytest.mark.parametrize("marks, anchor", [(8, 70), (9, 100)])
def test_track_anchor_must_hold(marks, anchor):
    assert (f"track_scale[{marks}].value", SheetProblem.ANCHOR_MISMATCH) in issues_of(with_track(marks, anchor + 5))


@pytest.mark.parametrize("field, anchor", [("dice_exhausted", 0), ("bridge_points", 20), ("bridge_after_square", 6)])
def test_single_value_anchor_must_hold(field, anchor):
    data = house_json()
    data[field]["value"] = anchor + 1
    with pytest.raises(SheetValidationError) as info:
        sheet_from_json(data)
    (issue,) = info.value.issues
    assert (issue.path, issue.problem, issue.expected, issue.found) == (
        f"{field}.value", SheetProblem.ANCHOR_MISMATCH, anchor, anchor + 1)


# --- rising scales and the sign pattern --------------------------------------------------


def test_expedition_scale_must_rise():
    # level 5 equal to level 4: not above the value below it
    assert (issues_of(with_expedition(5, 5))
            == {("expedition_scale[5].value", SheetProblem.NOT_RISING)})


def test_track_scale_must_rise_from_the_first_mark():
    assert issues_of(with_track(6, 15)) == {("track_scale[6].value", SheetProblem.NOT_RISING)}


def test_expedition_levels_one_to_three_lose_points_and_four_on_win():
    assert ("expedition_scale[3].value", SheetProblem.WRONG_SIGN) in issues_of(with_expedition(3, 2))
    assert ("expedition_scale[4].value", SheetProblem.WRONG_SIGN) in issues_of(with_expedition(4, -5))


def test_track_marks_one_to_three_lose_points_four_on_win_and_none_scores_zero():
    assert ("track_scale[3].value", SheetProblem.WRONG_SIGN) in issues_of(with_track(3, 5))
    assert ("track_scale[4].value", SheetProblem.WRONG_SIGN) in issues_of(with_track(4, -10))
    assert issues_of(with_track(0, 5)) == {("track_scale[0].value", SheetProblem.WRONG_SIGN)}


def test_a_different_but_valid_scale_is_accepted():
    data = house_json()
    for level, value in zip(range(1, 8), (-40, -30, -20, 4, 8, 12, 25)):
        data["expedition_scale"][level]["value"] = value
    assert sheet_from_json(data).expedition_points == (-50, -40, -30, -20, 4, 8, 12, 25, 35, 50)


# --- malformed custom sheets: typed errors, per field, all at once -----------------------


def test_text_that_is_not_json_is_a_malformed_json_error():
    with pytest.raises(SheetValidationError) as info:
        sheet_from_text('{"sheet_id": "mine", ')
    (issue,) = info.value.issues
    assert issue.problem is SheetProblem.MALFORMED_JSON
    assert isinstance(info.value, ValueError)


def test_a_sheet_that_is_not_an_object_is_a_wrong_type():
    assert issues_of([1, 2, 3]) == {("(sheet)", SheetProblem.WRONG_TYPE)}


def test_missing_and_unknown_fields_are_named():
    data = house_json()
    del data["track_scale"]
    data["trak_scale"] = []
    assert issues_of(data) == {("track_scale", SheetProblem.MISSING_FIELD),
                               ("trak_scale", SheetProblem.UNKNOWN_FIELD)}


def test_wrong_types_and_lengths_are_named_per_field():
    data = house_json()
    data["expedition_scale"][2]["value"] = "-15"
    data["track_scale"] = data["track_scale"][:9]
    data["special_squares"]["blue"] = data["special_squares"]["blue"][:8]
    data["bridge_points"]["value"] = True
    data["name"] = "  "
    assert issues_of(data) == {
        ("expedition_scale[2].value", SheetProblem.WRONG_TYPE),
        ("track_scale", SheetProblem.WRONG_LENGTH),
        ("special_squares.blue", SheetProblem.WRONG_LENGTH),
        ("bridge_points.value", SheetProblem.WRONG_TYPE),
        ("name", SheetProblem.EMPTY_TEXT),
    }


def test_unknown_status_symbol_and_missing_colour_are_named():
    data = house_json()
    data["expedition_scale"][1]["status"] = "guessed"
    data["special_squares"]["red"][3]["symbol"] = "bridge"
    del data["special_squares"]["purple"]
    del data["track_scale"][2]["source"]
    assert issues_of(data) == {
        ("expedition_scale[1].status", SheetProblem.UNKNOWN_STATUS),
        ("special_squares.red[3].symbol", SheetProblem.UNKNOWN_SYMBOL),
        ("special_squares.purple", SheetProblem.MISSING_FIELD),
        ("track_scale[2].source", SheetProblem.MISSING_FIELD),
    }


def test_an_unsupported_format_is_named():
    data = house_json()
    data["format"] = 2
    assert issues_of(data) == {("format", SheetProblem.UNSUPPORTED_FORMAT)}


def test_options_with_a_broken_sheet_raise_the_typed_sheet_error():
    data = options_to_json(Options(2))
    data["sheet"]["expedition_scale"][8]["value"] = 34
    with pytest.raises(SheetValidationError) as info:
        options_from_json(data, 2)
    assert [(i.path, i.problem) for i in info.value.issues] == [
        ("expedition_scale[8].value", SheetProblem.ANCHOR_MISMATCH)]


def test_each_column_has_nine_squares_of_known_symbols():
    sheet = house_sheet()
    assert len(sheet.symbols) == len(Colour)
    assert all(len(column) == SQUARES for column in sheet.symbols)
