"""Click to painted frame: from the input event to the end of the paint that shows its
result, in the real window, for the typical actions of each game (issue 16: median
<= 8 ms, p95 <= 16 ms).

Each sample: the window is idle (no paint pending, no animation running); the clock
starts, a mouse click (QTest, through QApplication like a real one) goes to the button,
the shape, the cell or the card; the event loop then runs until the table's viewport
has received a paint and that paint has returned. That is what a player waits for.
Moves the players do not time (phase 3 in Roll & Write, ending a turn...) are played
through the session between samples.

Needs a real window system: run it under Xvfb from the checkout.

    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1366x768x24" \\
        env PYTHONPATH=. python benchmarks/click_paint_bench.py [--samples 15] [--games rw,copenhagen,lost-cities-rw]

User folders point into a temporary directory, so nothing real is read or written.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict

MEDIAN_TARGET_MS = 8.0
P95_TARGET_MS = 16.0


def _isolate_user_folders() -> None:
    home = tempfile.mkdtemp(prefix="click-paint-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    os.environ["HOME"] = home


def _count_paints(widget, count) -> object:
    """Call ``count()`` at each paint ``widget`` receives; keep the returned filter."""
    from PySide6.QtCore import QEvent, QObject

    class PaintCounter(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint:
                count()
            return False

    counter = PaintCounter()
    widget.installEventFilter(counter)
    return counter


class Clock:
    """Times clicks on one table: counts the paints of its viewport (and, with the
    History shown, of the History's list: how long until it shows the move too)."""

    def __init__(self, app, viewport):
        self.app = app
        self.paints = 0
        self.history_paints = 0
        self.history_index = None  # () -> the undo index, when the History is timed
        self._filter = _count_paints(viewport, self._painted)
        self.viewport = viewport
        self.samples: dict[str, list[float]] = defaultdict(list)
        self.profiler = None
        self.profile_only: str | None = None  # one action's clicks, or all

    def _painted(self):
        self.paints += 1

    def _history_painted(self):
        self.history_paints += 1

    def time_history(self, history_viewport, undo_index) -> None:
        """Also time, for clicks that make a move, until the History has painted it."""
        self._history_filter = _count_paints(history_viewport, self._history_painted)
        self.history_index = undo_index

    def settle(self, busy=lambda: False, quiet_rounds: int = 4, limit: float = 3.0) -> None:
        """Run the event loop until nothing has painted for a few rounds."""
        deadline = time.perf_counter() + limit
        quiet = 0
        while quiet < quiet_rounds and time.perf_counter() < deadline:
            before = self.paints
            self.app.processEvents()
            time.sleep(0.004)  # a benchmark, not a test: let timers come due
            quiet = quiet + 1 if self.paints == before and not busy() else 0

    def time_click(self, name: str, click) -> bool:
        """Time ``click()`` until the viewport's next paint has returned."""
        from PySide6.QtCore import QEventLoop

        before, history_before = self.paints, self.history_paints
        index_before = self.history_index() if self.history_index else None
        profiling = self.profiler is not None and self.profile_only in (None, name)
        if profiling:
            self.profiler.enable()
        start = time.perf_counter()
        click()
        deadline = start + 1.0
        while self.paints == before and time.perf_counter() < deadline:
            self.app.processEvents(QEventLoop.AllEvents)
        if profiling:
            self.profiler.disable()
        if self.paints == before:
            return False  # nothing painted: the click did not change the table
        self.samples[name].append(time.perf_counter() - start)
        if self.history_index is not None and self.history_index() != index_before:
            while self.history_paints == history_before and time.perf_counter() < deadline:
                self.app.processEvents(QEventLoop.AllEvents)
            if self.history_paints != history_before:
                self.samples[f"{name}, History too"].append(time.perf_counter() - start)
        return True


def _click(widget, pos):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    return lambda: QTest.mouseClick(widget, Qt.LeftButton, Qt.NoModifier, pos)


def _hover(clock: Clock, view, item) -> None:
    from PySide6.QtTest import QTest

    QTest.mouseMove(view.viewport(), _centre(view, item))
    clock.settle()


def _centre(view, item):
    return view.mapFromScene(item.sceneBoundingRect().center())


# --- Roll & Write ------------------------------------------------------------------------


def bench_rw(app, window, clock: Clock, samples: int, rng: random.Random) -> None:
    from PySide6.QtWidgets import QToolButton

    from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase

    window.start_game(GameOptions(4), [f"Player {i + 1}" for i in range(4)], seed=7, autosave=AUTOSAVE,
                      game_id="copenhagen-rw")
    mode = window.mode
    controller, scene, view = mode.controller, mode.scene, mode.view
    roll_button = next(b for b in window.findChildren(QToolButton)
                       if b.defaultAction() is mode.actions.get("roll") and b.isVisible())
    busy = lambda: controller.tumbling  # noqa: E731 (the dice roll for a while)
    session = window.session

    def done() -> bool:
        return all(len(clock.samples[k]) >= samples for k in ("roll", "choose", "place", "mark"))

    while not done() and session.state.phase is not Phase.GAME_OVER:
        clock.settle(busy)
        state = session.state
        p = state.active
        if state.phase is Phase.ROLL:
            clock.time_click("roll", _click(roll_button, roll_button.rect().center()))
        elif state.phase is Phase.CHOOSE:
            shapes = controller.takeable_shapes()
            spot = None
            for shape in rng.sample(shapes, len(shapes)):
                spot = _rw_spot(controller, scene, p, shape)
                if spot is not None:
                    break
            if spot is None:
                controller.pass_turn() or session.perform(_first_legal(session))
                continue
            shape, cell = spot
            controller.hover_cell(-1, -1, -1)
            controller.selected_shape = None
            controller.sync()
            clock.settle(busy)
            clock.time_click("choose", _click(view.viewport(), _centre(view, scene.shape_item(shape))))
            _hover(clock, view, scene.cell_item(p, *cell))
            clock.time_click("place", _click(view.viewport(), _centre(view, scene.cell_item(p, *cell))))
        elif state.phase is Phase.MARK_X:
            from copenhagen_gui.core.building import mask_to_cells

            cell = rng.choice(mask_to_cells(state.turn.placed))
            _hover(clock, view, scene.cell_item(p, *cell))
            clock.time_click("mark", _click(view.viewport(), _centre(view, scene.cell_item(p, *cell))))
        else:  # coats of arms, the end of the turn, phase 3: not timed
            session.perform(_first_legal(session, rng))


def _rw_spot(controller, scene, player: int, shape: str):
    """A cell where the pointer puts ``shape`` (unturned) on a legal spot, or None."""
    from copenhagen_gui.core.building import HEIGHT, WIDTH

    controller.pick_shape(shape)
    if controller.selected_shape != shape:
        return None
    for y in range(HEIGHT):
        for x in range(WIDTH):
            controller.hover_cell(player, x, y)
            found = controller.ghost_placement()
            if found is not None and found[1] is None:
                return shape, (x, y)
    return None


def _first_legal(session, rng: random.Random | None = None):
    spec, state = session.spec, session.state
    seat = next(iter(spec.seats_to_act(state)))
    actions = list(spec.legal_actions(state, seat))
    return rng.choice(actions) if rng else actions[0]


# --- the card game -------------------------------------------------------------------------


def bench_copenhagen(app, window, clock: Clock, samples: int, rng: random.Random) -> None:
    from copenhagen_gui.games.copenhagen.rules.actions import Build, TakeCard
    from copenhagen_gui.games.copenhagen.rules.state import GameOptions
    from copenhagen_gui.games.copenhagen.ui import view_hints

    window.start_game(GameOptions(4), [f"Player {i + 1}" for i in range(4)], seed=7, autosave=AUTOSAVE,
                      game_id="copenhagen")
    mode = window.mode
    scene, view, controller = mode.scene, mode.view, mode.controller
    session = window.session
    spec = session.spec
    guard = 0
    while min(len(clock.samples["take cards"]), len(clock.samples["build"])) < samples and guard < 2000:
        guard += 1
        clock.settle()
        state = session.state
        if spec.is_over(state):
            break
        if controller.hints.covered:  # pass and play: the next person uncovers the table
            controller.reveal()
            continue
        seats = spec.seats_to_act(state)
        if not seats:
            app.processEvents()
            continue
        seat = next(iter(seats))
        legal = list(spec.legal_actions(state, seat))
        builds = [a for a in legal if isinstance(a, Build)]
        takes = [a for a in legal if isinstance(a, TakeCard)]
        if builds and len(clock.samples["build"]) < samples and controller.seat() == seat:
            tile = rng.choice(builds).tile
            options = view_hints.options_by_anchor(state, seat, tile, 0, False)
            anchors = [c for c, o in options.items() if len(view_hints.build_choices(state, seat, o)) == 1]
            if anchors:
                controller.cancel()
                clock.settle()
                scene.stack_clicked.emit(tile)  # selecting the tile: not timed
                cell = rng.choice(anchors)
                item = scene.item(("cell", seat, cell))
                _hover(clock, view, item)
                if clock.time_click("build", _click(view.viewport(), _centre(view, item))):
                    continue
        if takes and controller.seat() == seat:
            slot = rng.choice(takes).slot
            item = scene.item(("slot", slot))
            clock.time_click("take cards", _click(view.viewport(), _centre(view, item)))
            if session.state is not state:
                continue
        session.perform(rng.choice(legal))


# --- Lost Cities Roll & Write ----------------------------------------------------------------


def bench_lost_cities(app, window, clock: Clock, samples: int, rng: random.Random) -> None:
    from copenhagen_gui.core import registry

    spec = registry.get("lost-cities-rw")
    window.start_game(spec.default_options(2), ["Player 1", "Player 2"], seed=7, autosave=AUTOSAVE,
                      game_id="lost-cities-rw")
    mode = window.mode
    scene, view, controller = mode.scene, mode.view, mode.controller
    session = window.session
    guard = 0
    while len(clock.samples["take a combination"]) < samples and guard < 2000:
        guard += 1
        clock.settle()
        state = session.state
        if spec.is_over(state):
            break
        seats = spec.seats_to_act(state)
        if not seats:
            auto = spec.automatic_action(state)
            if auto is None:
                break
            continue
        spots = [s for s in controller.hints().spots if len(s.actions) == 1]
        if spots:
            spot = rng.choice(spots)
            item = scene.spot_item(spot.seat, spot.key)
            if item is not None:
                _hover(clock, view, item)
                clock.time_click("take a combination", _click(view.viewport(), _centre(view, item)))
                if session.state is not state:
                    continue
        seat = next(iter(seats))
        session.perform(rng.choice(list(spec.legal_actions(state, seat))))


# As a player has it: each change is written to the autosave file (in the bench's own
# user folders). --no-autosave measures the table alone, as the rounds before the sixth did.
AUTOSAVE = True

GAMES = {"rw": bench_rw, "copenhagen": bench_copenhagen, "lost-cities-rw": bench_lost_cities}


def report(game: str, samples: dict[str, list[float]]) -> bool:
    ok = True
    for name, values in samples.items():
        if not values:
            print(f"{game:>15} {name:>34}: no sample")
            ok = False
            continue
        ms = sorted(v * 1000 for v in values)
        median = statistics.median(ms)
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        good = median <= MEDIAN_TARGET_MS and p95 <= P95_TARGET_MS
        ok = ok and good
        print(f"{game:>15} {name:>34}: n {len(ms):3}  median {median:6.2f} ms (target <= {MEDIAN_TARGET_MS:g})"
              f"  p95 {p95:6.2f} ms (target <= {P95_TARGET_MS:g})  {'OK' if good else 'TOO SLOW'}")
    return ok


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=15, help="clicks per action type")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated: " + ", ".join(GAMES))
    parser.add_argument("--size", default="1366x768", help="window size, WxH")
    parser.add_argument("--history", action="store_true",
                        help="with the History dock shown (hidden by default, as on a first start)")
    parser.add_argument("--no-autosave", action="store_true",
                        help="no autosave file written after each change (a player always has one)")
    parser.add_argument("--profile", metavar="FILE",
                        help="write a cProfile of the timed clicks only (read it with pstats)")
    parser.add_argument("--profile-only", metavar="ACTION", help="profile only this action's clicks, e.g. roll")
    args = parser.parse_args(argv)
    global AUTOSAVE
    AUTOSAVE = not args.no_autosave
    if os.environ.get("QT_QPA_PLATFORM", "xcb") != "xcb":
        print("warning: not a real window system (QT_QPA_PLATFORM is not xcb); figures mean little")
    _isolate_user_folders()
    from PySide6.QtTest import QTest

    from copenhagen_gui.shell.main import build_window, create_app

    app = create_app([])
    window = build_window(app, offer_resume=False, start=False)
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.show()
    QTest.qWaitForWindowExposed(window)
    ok = True
    print(f"click to painted frame, window {width}x{height}, platform {app.platformName()}"
          f"{', History shown' if args.history else ''}{'' if AUTOSAVE else ', no autosave'}")
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
    for game in args.games.split(","):  # every seat a person: nobody moves by themselves
        clock = _LateClock(app, window, args.history)  # each game's view exists once its mode is made
        clock.profiler, clock.profile_only = profiler, args.profile_only
        try:
            GAMES[game](app, window, clock, args.samples, random.Random(1))
        finally:
            ok = report(game, clock.samples) and ok
    if profiler is not None:
        profiler.dump_stats(args.profile)
    window.hide()  # not close(): that would ask whether to keep the unfinished game
    return 0 if ok else 1


class _LateClock(Clock):
    """A clock for a game whose view exists only once its mode is made: it watches
    the viewport of the table in front when the first click comes."""

    def __init__(self, app, window, time_history: bool = False):
        self.app = app
        self.window = window
        self.paints = self.history_paints = 0
        self.history_index = None
        self.samples = defaultdict(list)
        self._watched = None
        self._time_history = time_history
        self.profiler = None
        self.profile_only = None

    def _watch(self):
        mode = self.window.mode
        viewport = mode.view.viewport() if mode is not None else None
        if viewport is None or viewport is self._watched:
            return
        self._filter = _count_paints(viewport, self._painted)
        self._watched = viewport
        if self._time_history:
            self.window.history_dock.show()
            self.time_history(self.window.history_view.viewport(),
                              lambda: self.window.session.undo_stack.index())

    def settle(self, busy=lambda: False, **kwargs):
        self._watch()
        # The autosave's journal is made durable (fsync; every so many changes the
        # whole record written) a moment after a move (storage.WRITE_DELAY_MS): a
        # person does not click again within it, so the next click waits for it too.
        # (Code before that wrote at once and has no `pending`: the bench runs on it too.)
        super().settle(lambda: busy() or getattr(self.window.autosave, "pending", False), **kwargs)

    def time_click(self, name, click):
        self._watch()
        return super().time_click(name, click)


if __name__ == "__main__":
    sys.exit(main())
