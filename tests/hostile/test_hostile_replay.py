"""Hostile and odd files through Game ▸ Replay a game…: each refused exactly as Open
refuses it (the same message), the file left as it was, the game on the table staying
there untouched and no replay begun; a good one replays and gives the table back."""

from __future__ import annotations

import pytest
from hostile_files import CASES, make_case, snapshot
from test_hostile_files import SAYS, boxes  # noqa: F401 (a fixture: message boxes recorded)
from ui_helpers import make_window


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_case_through_replay_a_game(qtbot, tmp_path, boxes, case):  # noqa: F811
    path = tmp_path / f"{case}.json"
    expected = make_case(case, path)
    window = make_window(qtbot)
    live, state, before = window.session, window.session.state, snapshot(path)
    if expected is None:
        assert window.replay.open_file(path) and boxes == []
        window.replay.leave()
    else:
        assert not window.replay.open_file(path)
        assert not window.open_file(path)  # Open, for the same file
        replay_box, open_box = boxes
        assert replay_box == open_box  # the same message, word for word
        assert replay_box["name"] == "open-error-box"
        assert path.name in replay_box["text"] and SAYS[expected] in replay_box["info"]
        assert "left unchanged" in replay_box["info"]
        assert not window.replay.active and window.host.waiting is None
    assert window.session is live and live.state == state
    assert snapshot(path) == before
