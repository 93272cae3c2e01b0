"""Click to painted frame, beside the bare toolkit's floor measured in the same run
(issue 29).

For every typical action of the three games -- Roll & Write: roll, choose a shape,
place it, mark an X; the card game: take cards, build, pay (a build with a payment
choice: the click on the payment button); Lost Cities: write (take a combination into a
square), circle (a 0 into a double-points circle), refuse -- it times, per click, from
the mouse event (QTest, through QApplication as a real one) to the return of the paint
of the game's table that shows the result, in process CPU time and wall time; medians
and p95 of --samples clicks (after --warmup clicks per action that are not kept).

Two choices of what a click is: "roll" ends with the first painted frame of the
tumbling dice (the tumble itself is an animation, not the click's work), and the
pointer is moved onto the cell or spot before a place, mark, build, write or circle and
the table settled before the clock starts (the hover is not timed).

The floor, in the same process and window size, in blocks between the games: a bare
QGraphicsView of 600 rectangle items where a click re-brushes one item, and a bare
button whose click changes a label. Each action's median is printed as a ratio to the
bare view's repaint, beside the targets: median <= 4x the floor at 1366x768 and <= 6x
at 2560x1440, p95 within one 60 Hz frame (16.7 ms) at both sizes. CPU time is the
primary figure on a shared machine (wall time there is mostly waiting for a core).

Per click it also counts (read-only wrappers installed by the bench, not the app):
table syncs (the scene's ``sync``), items repainted (calls of an item's ``paint``,
i.e. pictures made again, copied from a remembered picture or drawn), the share of the
table's viewport in the paint's region, and the main thread's CPU in ``sync`` and in
items' ``paint``, before the table's paint began and in the paint pass. Targets: one
table sync per click, only what changed repainted.

``--history`` (= ``--history both``): every size is run twice, History dock hidden,
then shown (``--history shown``: shown only). With it shown, the time until the
History has painted the move too is taken, and then what it does in the next few
turns of the event loop without waiting (a History that scrolls a moment after its
paint); the History's added cost per move (CPU until the History is done, shown, less
CPU until the table painted, hidden) is printed against the target: at most one
bare-floor repaint per move. ``--profile`` covers the time until its first paint.

Needs a real window system: under Xvfb, from the checkout, a screen large enough:

    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 2600x1500x24" \\
        env PYTHONPATH=. python benchmarks/click_paint_bench.py \\
        [--sizes 1366x768,2560x1440] [--samples 25] [--history [both|shown]] [--games rw,copenhagen,lost-cities-rw] \\
        [--json FILE] [--profile PREFIX [--profile-only ACTION]]

``--profile PREFIX`` writes a cProfile of each action's timed clicks (kept and warm-up)
to PREFIX-<action>.prof, over every size and pass run; ``benchmarks/profile_summary.py``
reads them.

User folders point into a temporary directory, so nothing real is read or written;
games are autosaved there as a player's are, and the next click waits for that write.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import types
from collections import defaultdict
from dataclasses import asdict, dataclass

import _common
from _common import FRAME_MS, median, p95

MEDIAN_LIMIT = {"1366x768": 4.0, "2560x1440": 6.0}  # x the bare view's repaint
DEFAULT_MEDIAN_LIMIT = 6.0  # other sizes: the large screen's


# --- what the bench watches (read-only wrappers, active only inside a timed click) ----------


class Watch:
    """Counts of one timed click: table syncs, items' paint calls, the table's paint."""

    def __init__(self):
        self.active = False
        self.reset()

    def reset(self):
        self.syncs = 0
        self.sync_cpu = 0.0
        self.paint_calls = 0
        self.paint_cpu = 0.0
        self.items: set[int] = set()
        self.classes: dict[str, int] = defaultdict(int)  # paint() calls per item class
        self.depth = 0
        self.paint_start: tuple[float, float] | None = None  # (wall, CPU) when the table's paint began
        self.region = None


WATCH = Watch()


def _wrap_sync(cls) -> None:
    original = cls.sync
    if getattr(original, "_bench_watched", False):
        return

    def sync(self, *args, **kwargs):
        if not WATCH.active:
            return original(self, *args, **kwargs)
        start = time.thread_time()
        try:
            return original(self, *args, **kwargs)
        finally:
            WATCH.syncs += 1
            WATCH.sync_cpu += time.thread_time() - start

    sync._bench_watched = True
    cls.sync = sync


def _wrap_paint(cls) -> None:
    original = cls.__dict__["paint"]
    if getattr(original, "_bench_watched", False):
        return

    def paint(self, painter, option, widget=None):
        if not WATCH.active or WATCH.depth:
            return original(self, painter, option, widget)
        WATCH.depth += 1
        start = time.thread_time()
        try:
            return original(self, painter, option, widget)
        finally:
            WATCH.depth -= 1
            WATCH.paint_calls += 1
            WATCH.items.add(id(self))
            WATCH.classes[type(self).__name__] += 1
            WATCH.paint_cpu += time.thread_time() - start

    paint._bench_watched = True
    cls.paint = paint


def watch_scene(scene) -> None:
    """Wrap the scene's ``sync`` and the ``paint`` of every item class in it."""
    _wrap_sync(type(scene))
    for item in scene.items():
        for klass in type(item).__mro__:
            if isinstance(klass.__dict__.get("paint"), types.FunctionType):
                _wrap_paint(klass)
                break


class PaintCounter:
    """Counts the paints ``widget`` receives; for the table, notes when the first one of a
    timed click began and what region it repaints."""

    def __init__(self, widget, table: bool = False):
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class Filter(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                    if table and WATCH.active and WATCH.paint_start is None:
                        WATCH.paint_start = (time.perf_counter(), time.process_time())
                        WATCH.region = type(event.region())(event.region())
                return False

        self.count = 0
        self.widget = widget
        self._filter = Filter()
        widget.installEventFilter(self._filter)


def _area(region) -> int:
    return sum(r.width() * r.height() for r in region) if region is not None else 0


# --- one timed click -------------------------------------------------------------------------


@dataclass
class Sample:
    wall: float  # ms, click to the end of the table's paint
    cpu: float  # ms of process CPU, the same span
    pre_wall: float  # until the table's paint began
    pre_cpu: float
    syncs: int
    sync_cpu: float  # main thread, ms
    paint_calls: int
    items: int  # distinct items whose paint ran
    paint_cpu: float  # main thread, ms, in items' paint()
    exposed: float  # share of the viewport in the paint's region
    history_wall: float | None = None  # with the History shown: until it painted the move too
    history_cpu: float | None = None
    history_done_cpu: float | None = None  # ... and whatever it did right after (a scroll a moment later)
    classes: dict | None = None  # paint() calls per item class


def wait_until(app, done, limit_s: float = 2.0) -> bool:
    """Run the event loop until ``done()``, sleeping while nothing is to do (no busy
    polling: that would count as CPU time). A timer wakes it at the latest after ``limit_s``."""
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.perf_counter() + limit_s
    guard = QTimer()
    guard.setSingleShot(True)
    guard.start(int(limit_s * 1000) + 10)
    flags = QEventLoop.ProcessEventsFlag.AllEvents | QEventLoop.ProcessEventsFlag.WaitForMoreEvents
    while not done() and time.perf_counter() < deadline:
        app.processEvents(flags)
    guard.stop()
    return done()


class Clock:
    """Times clicks on the table of the game in front of ``window``."""

    def __init__(self, app, window, history: bool, warmup: int):
        self.app = app
        self.window = window
        self.history = history
        self.warmup = warmup
        self.samples: dict[str, list[Sample]] = defaultdict(list)
        self.seen: dict[str, int] = defaultdict(int)
        self.table: PaintCounter | None = None
        self.history_list: PaintCounter | None = None
        # With the History shown, every other click has it not follow (caught up after,
        # untimed): the same window and table, so the difference is the History's alone.
        self.paused: dict[str, list[Sample]] = defaultdict(list)
        self._pause_next: dict[str, bool] = defaultdict(bool)
        self.profilers = None  # {action: cProfile.Profile}, with --profile
        self.profile_only: str | None = None
        self.busy = lambda: False

    def watch(self) -> None:
        """Watch the table in front (each game's view exists once its mode is made)."""
        mode = self.window.mode
        viewport = mode.view.viewport()
        if self.table is None or self.table.widget is not viewport:
            self.table = PaintCounter(viewport, table=True)
            watch_scene(mode.scene)
        if self.history and self.history_list is None:
            self.window.history_dock.show()
            self.history_list = PaintCounter(self.window.history_view.viewport())

    def settle(self, quiet_rounds: int = 4, limit: float = 3.0) -> None:
        """Run the event loop until nothing has painted for a few rounds, no animation
        runs and the autosave's write a moment after a move is done (a person does not
        click again within it)."""
        deadline = time.perf_counter() + limit
        quiet = 0
        while quiet < quiet_rounds and time.perf_counter() < deadline:
            before = self.table.count if self.table else 0
            self.app.processEvents()
            time.sleep(0.004)  # a benchmark, not a test: let timers come due
            busy = self.busy() or getattr(self.window.autosave, "pending", False)
            painted = self.table is not None and self.table.count != before
            quiet = 0 if painted or busy else quiet + 1

    def hover(self, view, item) -> None:
        """The pointer onto ``item`` first, as a player's is before a click (not timed)."""
        from PySide6.QtTest import QTest

        QTest.mouseMove(view.viewport(), centre(view, item))
        self.settle()

    def time_click(self, name: str, click) -> bool:
        """Time ``click()`` until the table's next paint has returned; False when the
        table did not paint (the click changed nothing)."""
        self.watch()
        self.settle()
        table, history = self.table, self.history_list
        before = table.count
        history_before = history.count if history else 0
        undo_before = self._undo_index()
        profiler = None
        if self.profilers is not None and self.profile_only in (None, name):
            import cProfile

            profiler = self.profilers.setdefault(name, cProfile.Profile())
        profiling = profiler is not None
        WATCH.reset()
        WATCH.active = True
        if profiling:
            profiler.enable()
        paused = history is not None and self._pause_next[name]
        self._pause_next[name] = not paused
        wall0, cpu0 = time.perf_counter(), time.process_time()
        click()
        if paused:
            _hold_history(self.window.history_view)
        wait_until(self.app, lambda: table.count != before)
        wall1, cpu1 = time.perf_counter(), time.process_time()
        WATCH.active = False
        if table.count == before:
            if profiling:
                profiler.disable()
            return False
        start = WATCH.paint_start or (wall1, cpu1)
        viewport = table.widget
        sample = Sample(
            wall=(wall1 - wall0) * 1000, cpu=(cpu1 - cpu0) * 1000,
            pre_wall=(start[0] - wall0) * 1000, pre_cpu=(start[1] - cpu0) * 1000,
            syncs=WATCH.syncs, sync_cpu=WATCH.sync_cpu * 1000,
            paint_calls=WATCH.paint_calls, items=len(WATCH.items), paint_cpu=WATCH.paint_cpu * 1000,
            exposed=_area(WATCH.region) / max(1, viewport.width() * viewport.height()),
            classes=dict(WATCH.classes))
        if paused:
            if profiling:
                profiler.disable()
            self.window.history_view.follow()  # caught up, untimed
            self.settle()
            if self.seen[name] >= self.warmup:
                self.paused[name].append(sample)
            return True
        if history is not None and self._undo_index() != undo_before:
            wait_until(self.app, lambda: history.count != history_before)
            if history.count != history_before:
                sample.history_wall = (time.perf_counter() - wall0) * 1000
                sample.history_cpu = sample.history_done_cpu = (time.process_time() - cpu0) * 1000
                for _ in range(3):  # what it left for the next turns of the event loop (no waiting)
                    painted = history.count
                    self.app.processEvents()
                    if history.count != painted:
                        sample.history_done_cpu = (time.process_time() - cpu0) * 1000
        if profiling:  # with the History shown, until it painted the move too
            profiler.disable()
        self.seen[name] += 1
        if self.seen[name] > self.warmup:
            self.samples[name].append(sample)
        return True

    def _undo_index(self):
        session = self.window.session
        return session.undo_stack.index() if session is not None else None

    def wants(self, name: str, samples: int) -> bool:
        return len(self.samples[name]) < samples


def _hold_history(view) -> None:
    """The History's catch-up after a click not done (the bench catches it up later):
    its timer stopped, or its posted event made void."""
    timer = getattr(view, "_catch_up", None)
    if timer is not None:
        timer.stop()
    if getattr(view, "_catching_up", False):
        view._catching_up = False


def click_on(widget, pos=None):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    where = pos if pos is not None else widget.rect().center()
    return lambda: QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)


def centre(view, item):
    return view.mapFromScene(item.sceneBoundingRect().center())


def click_item(view, item):
    return click_on(view.viewport(), centre(view, item))


def first_legal(session, rng: random.Random | None = None):
    spec, state = session.spec, session.state
    seat = min(spec.seats_to_act(state))
    actions = list(spec.legal_actions(state, seat))
    return rng.choice(actions) if rng else actions[0]


# --- Roll & Write ------------------------------------------------------------------------

RW_ACTIONS = ("roll", "choose", "place", "mark")


def bench_rw(app, window, clock: Clock, samples: int, rng: random.Random) -> None:
    from PySide6.QtWidgets import QToolButton

    from copenhagen_gui.core.building import mask_to_cells
    from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase

    seed = 7
    for _game in range(12):
        window.start_game(GameOptions(4), [f"Player {i + 1}" for i in range(4)], seed=seed,
                          autosave=AUTOSAVE, game_id="copenhagen-rw")
        seed += 1
        mode = window.mode
        controller, scene, view = mode.controller, mode.scene, mode.view
        roll_button = next(b for b in window.findChildren(QToolButton)
                           if b.defaultAction() is mode.actions.get("roll") and b.isVisible())
        clock.busy = lambda c=controller: c.tumbling  # the dice roll for a while
        session = window.session
        clock.watch()
        while any(clock.wants(a, samples) for a in RW_ACTIONS) and session.state.phase is not Phase.GAME_OVER:
            app.processEvents()  # the click's own wait settles the table
            state = session.state
            player = state.active
            if state.phase is Phase.ROLL:
                clock.time_click("roll", click_on(roll_button))
            elif state.phase is Phase.CHOOSE:
                spot = None
                shapes = controller.commands().takeable_shapes
                for shape in rng.sample(shapes, len(shapes)):
                    spot = _rw_spot(controller, player, shape)
                    if spot is not None:
                        break
                if spot is None:
                    controller.intents.pass_turn() or session.perform(first_legal(session))
                    continue
                shape, cell = spot
                controller.intents.hover_cell(-1, -1, -1)
                controller.selected_shape = None
                controller.sync()
                app.processEvents()
                clock.time_click("choose", click_item(view, scene.shape_item(shape)))
                clock.hover(view, scene.cell_item(player, *cell))
                clock.time_click("place", click_item(view, scene.cell_item(player, *cell)))
            elif state.phase is Phase.MARK_X:
                cell = rng.choice(mask_to_cells(state.turn.placed))
                clock.hover(view, scene.cell_item(player, *cell))
                clock.time_click("mark", click_item(view, scene.cell_item(player, *cell)))
            else:  # coats of arms, the end of the turn, phase 3: not timed
                session.perform(first_legal(session, rng))
        if not any(clock.wants(a, samples) for a in RW_ACTIONS):
            break
    clock.busy = lambda: False


def _rw_spot(controller, player: int, shape: str):
    """A cell where the pointer puts ``shape`` (unturned) on a legal spot, or None."""
    from copenhagen_gui.core.building import HEIGHT, WIDTH

    controller.intents.pick_shape(shape)
    if controller.selected_shape != shape:
        return None
    for y in range(HEIGHT):
        for x in range(WIDTH):
            controller.intents.hover_cell(player, x, y)
            found = controller.ghost_placement()
            if found is not None and found[1] is None:
                return shape, (x, y)
    return None


# --- the card game -------------------------------------------------------------------------

CARD_ACTIONS = ("take cards", "build", "pay")


def bench_copenhagen(app, window, clock: Clock, samples: int, rng: random.Random) -> None:
    from copenhagen_gui.games.copenhagen.rules.actions import Build, TakeCard
    from copenhagen_gui.games.copenhagen.rules.state import GameOptions
    from copenhagen_gui.games.copenhagen.ui import view_hints

    seed = 7
    for _game in range(12):
        window.start_game(GameOptions(4), [f"Player {i + 1}" for i in range(4)], seed=seed, autosave=AUTOSAVE,
                          game_id="copenhagen")
        seed += 1
        mode = window.mode
        scene, view, controller = mode.scene, mode.view, mode.controller
        session = window.session
        spec = session.spec
        clock.watch()
        guard = 0
        while any(clock.wants(a, samples) for a in CARD_ACTIONS) and guard < 3000:
            guard += 1
            app.processEvents()  # the click's own wait settles the table
            state = session.state
            if spec.is_over(state):
                break
            if controller.hints.covered:  # pass and play: the next person uncovers the table
                controller.reveal()
                continue
            if session.awaiting_confirm() is not None:  # End turn (its own click, not timed)
                session.confirm_turn()
                continue
            seats = spec.seats_to_act(state)
            if not seats:
                app.processEvents()
                continue
            seat = min(seats)
            legal = list(spec.legal_actions(state, seat))
            builds = [a for a in legal if isinstance(a, Build)]
            takes = [a for a in legal if isinstance(a, TakeCard)]
            if builds and controller.seat() == seat and (clock.wants("build", samples) or clock.wants("pay", samples)):
                # every (tile, spot) of a build: one payment (build) or a choice of payments (pay)
                spots = {"build": [], "pay": []}
                for tile in sorted({b.tile for b in builds}):
                    for cell, option in view_hints.options_by_anchor(state, seat, tile, 0, False).items():
                        choices = len(view_hints.build_choices(state, seat, option))
                        spots["pay" if choices > 1 else "build"].append((tile, cell))
                wanted = [k for k in ("pay", "build") if spots[k] and clock.wants(k, samples)]
                if wanted:
                    kind = wanted[0]
                    tile, cell = rng.choice(spots[kind])
                    controller.cancel()
                    app.processEvents()
                    scene.stack_clicked.emit(tile)  # selecting the tile: not timed
                    item = scene.item(("cell", seat, cell))
                    clock.hover(view, item)
                    if kind == "build":
                        if clock.time_click("build", click_item(view, item)):
                            continue
                    else:
                        click_item(view, item)()  # the spot: its payment choices appear (not timed)
                        app.processEvents()
                        buttons = mode.panel.choice_buttons
                        if buttons and clock.time_click("pay", click_on(rng.choice(buttons))):
                            continue
            if takes and controller.seat() == seat and clock.wants("take cards", samples):
                slot = rng.choice(takes).slot
                clock.time_click("take cards", click_item(view, scene.item(("slot", slot))))
                if session.state is not state:
                    continue
            session.perform(_card_move(legal, rng))
        if not any(clock.wants(a, samples) for a in CARD_ACTIONS):
            break


def _card_move(legal, rng: random.Random):
    """An untimed move of the card game, steered so that payment choices come up (they
    need Change of Colours or Construction Discount and a hand to choose from; a random
    game offers one in ~2% of its builds, this one in ~13%)."""
    from copenhagen_gui.games.copenhagen.rules.actions import Build, TakeAbility, TakeCard
    from copenhagen_gui.games.copenhagen.rules.components import Ability

    wanted = {Ability.CHANGE_OF_COLORS, Ability.CONSTRUCTION_DISCOUNT}
    abilities = [a for a in legal if isinstance(a, TakeAbility) and a.ability in wanted]
    builds = [a for a in legal if isinstance(a, Build)]
    takes = [a for a in legal if isinstance(a, TakeCard)]
    if abilities:
        return rng.choice(abilities)
    if builds and rng.random() < 0.5:
        return rng.choice(builds)
    return rng.choice(takes or legal)


# --- Lost Cities Roll & Write ----------------------------------------------------------------

LC_ACTIONS = ("write", "circle", "refuse")


def bench_lost_cities(app, window, clock: Clock, samples: int, rng: random.Random) -> None:
    from copenhagen_gui.core import registry

    spec = registry.get("lost-cities-rw")
    seed = 7
    for _game in range(40):
        window.start_game(spec.default_options(2), ["Player 1", "Player 2"], seed=seed, autosave=AUTOSAVE,
                          game_id="lost-cities-rw")
        seed += 1
        mode = window.mode
        scene, view, controller = mode.scene, mode.view, mode.controller
        session = window.session
        clock.watch()
        guard = 0
        while any(clock.wants(a, samples) for a in LC_ACTIONS) and guard < 3000:
            guard += 1
            app.processEvents()  # the click's own wait settles the table
            state = session.state
            if spec.is_over(state):
                break
            seats = spec.seats_to_act(state)
            if not seats:
                if spec.automatic_action(state) is None:
                    break
                continue
            commands = controller.commands()
            if commands.decision == "choose":
                spots = [s for s in controller.hints().spots if len(s.actions) == 1]
                circles = [s for s in spots if s.key[0] == "circle"]
                writes = [s for s in spots if s.key[0] != "circle"]
                spot, name = None, None
                if circles and clock.wants("circle", samples):
                    spot, name = rng.choice(circles), "circle"
                elif writes and clock.wants("write", samples) and (
                        not clock.wants("refuse", samples)
                        or len(clock.samples["write"]) <= len(clock.samples["refuse"])):
                    spot, name = rng.choice(writes), "write"
                elif clock.wants("refuse", samples):
                    name = "refuse"
                if spot is not None:
                    item = scene.spot_item(spot.seat, spot.key)
                    if item is not None:
                        clock.hover(view, item)
                        clock.time_click(name, click_item(view, item))
                        if session.state is not state:
                            continue
                elif name == "refuse":
                    clock.time_click("refuse", click_on(mode.panel.buttons["refuse"]))
                    if session.state is not state:
                        continue
            session.perform(rng.choice(list(spec.legal_actions(state, min(seats)))))
        if not any(clock.wants(a, samples) for a in LC_ACTIONS):
            break


# As a player has it: each change is written to the autosave (in the bench's own user
# folders). --no-autosave measures the table alone.
AUTOSAVE = True

GAMES = {"rw": ("Roll & Write", bench_rw, RW_ACTIONS),
         "copenhagen": ("card game", bench_copenhagen, CARD_ACTIONS),
         "lost-cities-rw": ("Lost Cities", bench_lost_cities, LC_ACTIONS)}


# --- the bare toolkit's floor ------------------------------------------------------------------


class BareFloor:
    """A bare window of the same size: a label, a button, and a QGraphicsView of 600
    rectangle items. Timed as the game's clicks are: a click that re-brushes one item
    (until the view's paint returned), a click on the button that changes the label
    (until the label's paint returned)."""

    def __init__(self, app, width: int, height: int):
        from PySide6.QtCore import QRectF, Qt
        from PySide6.QtGui import QBrush, QColor, QTransform
        from PySide6.QtWidgets import (
            QGraphicsScene,
            QGraphicsView,
            QLabel,
            QMainWindow,
            QPushButton,
            QVBoxLayout,
            QWidget,
        )

        brushes = [QBrush(QColor("#cc3333")), QBrush(QColor("#33aa44"))]

        class Scene(QGraphicsScene):
            def mousePressEvent(self, event):
                item = self.itemAt(event.scenePos(), QTransform())
                if item is not None:  # always a change of look
                    item.setBrush(brushes[0] if item.brush() != brushes[0] else brushes[1])

        self.app = app
        self.window = QMainWindow()
        self.window.setWindowTitle("bare floor")
        central = QWidget()
        column = QVBoxLayout(central)
        self.label = QLabel("0")
        self.button = QPushButton("Count")
        self.button.clicked.connect(lambda: self.label.setText(str(int(self.label.text()) + 1)))
        column.addWidget(self.label)
        column.addWidget(self.button)
        self.scene = Scene()
        self.view = QGraphicsView(self.scene)
        column.addWidget(self.view, 1)
        self.window.setCentralWidget(central)
        self.items = []
        grey = QBrush(QColor("#eeeeee"))
        for y in range(20):
            for x in range(30):
                item = self.scene.addRect(QRectF(x * 30, y * 30, 28, 28))
                item.setBrush(grey)
                self.items.append(item)
        self.window.resize(width, height)
        self._fit = lambda: self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.view_paints = PaintCounter(self.view.viewport())
        self.label_paints = PaintCounter(self.label)
        self.samples: dict[str, list[tuple[float, float]]] = defaultdict(list)  # (wall, CPU) ms
        self.block_medians: list[float] = []  # CPU median of the view's repaint, per block
        self.rng = random.Random(1)

    def _settle(self):
        for _ in range(5):
            self.app.processEvents()
            time.sleep(0.004)

    def _time(self, counter: PaintCounter, click) -> tuple[float, float] | None:
        self._settle()
        before = counter.count
        wall0, cpu0 = time.perf_counter(), time.process_time()
        click()
        wait_until(self.app, lambda: counter.count != before)
        if counter.count == before:
            return None
        return (time.perf_counter() - wall0) * 1000, (time.process_time() - cpu0) * 1000

    def block(self, count: int) -> None:
        """Show the bare window over the game's, time ``count`` clicks of each kind, hide it."""
        from PySide6.QtTest import QTest

        self.window.show()
        self.window.raise_()
        QTest.qWaitForWindowExposed(self.window)
        self._fit()
        self._settle()
        block = []
        for _ in range(count + 1):  # the first of a block warms up
            item = self.rng.choice(self.items)
            view = self._time(self.view_paints, click_on(self.view.viewport(), centre(self.view, item)))
            button = self._time(self.label_paints, click_on(self.button))
            if view is not None and button is not None:
                block.append((view, button))
        for view, button in block[1:]:
            self.samples["view"].append(view)
            self.samples["button"].append(button)
        self.block_medians.append(median([v[1] for v, _ in block[1:]]))
        self.window.hide()
        self._settle()

    def cpu(self, kind: str) -> list[float]:
        return [c for _, c in self.samples[kind]]

    def wall(self, kind: str) -> list[float]:
        return [w for w, _ in self.samples[kind]]


# --- one pass: a fresh window of one size, History hidden or shown -------------------------------


def run_pass(app, size: tuple[int, int], history: bool, args, floor: BareFloor, profilers) -> dict:
    from PySide6.QtTest import QTest

    from copenhagen_gui.shell.main import build_window

    window = build_window(app, offer_resume=False, start=False)
    window.show_result = lambda: None  # a finished game: no modal result screen; the next game starts
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    results = {}
    floor.block(args.bare_samples)
    for key in args.games.split(","):
        title, bench, _actions = GAMES[key]
        clock = Clock(app, window, history, args.warmup)
        clock.profilers, clock.profile_only = profilers, args.profile_only
        bench(app, window, clock, args.samples, random.Random(1))
        results[title] = dict(clock.samples)
        if history:
            HELD[size_name(size)][title] = dict(clock.paused)
        floor.block(args.bare_samples)
    window.close()  # lets its autosave go; kept (hidden) until the end, as its modes hold timers
    KEPT_WINDOWS.append(window)
    return results


KEPT_WINDOWS: list = []
HELD: dict[str, dict] = defaultdict(dict)  # {size: {game: {action: [samples]}}}: History shown, not following


# --- the report ---------------------------------------------------------------------------------


def size_name(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def report_pass(size, history: bool, results: dict, floor: BareFloor) -> list[str]:
    name = size_name(size)
    limit = MEDIAN_LIMIT.get(name, DEFAULT_MEDIAN_LIMIT)
    floor_cpu, floor_wall = median(floor.cpu("view")), median(floor.wall("view"))
    lines = [f"--- {name}, History {'shown' if history else 'hidden'}: targets median <= {limit:g}x the bare "
             f"view repaint, p95 <= {FRAME_MS:.1f} ms",
             f"{'game':>12} {'action':>11} {'n':>3} | {'CPU med':>7} {'p95':>6} {'x floor':>7} | "
             f"{'wall med':>8} {'p95':>6} {'x floor':>7} | verdict CPU / wall"]
    for game, actions in results.items():
        for action, samples in actions.items():
            if not samples:
                continue  # (every click of it was one with the History held)
            cpu = [s.cpu for s in samples]
            wall = [s.wall for s in samples]
            verdicts = []
            for values, base in ((cpu, floor_cpu), (wall, floor_wall)):
                problems = []
                if median(values) / base > limit:
                    problems.append(f"median {median(values) / base:.1f}x > {limit:g}x")
                if p95(values) > FRAME_MS:
                    problems.append(f"p95 {p95(values):.1f} > {FRAME_MS:.1f} ms")
                verdicts.append(_common.verdict(problems))
            lines.append(f"{game:>12} {action:>11} {len(samples):>3} | {median(cpu):7.2f} {p95(cpu):6.2f} "
                         f"{median(cpu) / floor_cpu:6.1f}x | {median(wall):8.2f} {p95(wall):6.2f} "
                         f"{median(wall) / floor_wall:6.1f}x | {verdicts[0]} / {verdicts[1]}")
    lines.append("  what a click does (medians; CPU of the main thread in sync and paint(), ms):")
    lines.append(f"{'game':>12} {'action':>11} | {'syncs':>5} {'items':>5} {'paints':>6} {'area':>5} | "
                 f"{'before paint':>12} {'paint pass':>10} | {'sync()':>6} {'paint()':>7} | max syncs, max items")
    for game, actions in results.items():
        for action, samples in actions.items():
            if not samples:
                continue  # (every click of it was one with the History held)
            lines.append(
                f"{game:>12} {action:>11} | {median([s.syncs for s in samples]):5.0f} "
                f"{median([s.items for s in samples]):5.0f} {median([s.paint_calls for s in samples]):6.0f} "
                f"{median([s.exposed for s in samples]) * 100:4.0f}% | "
                f"{median([s.pre_cpu for s in samples]):12.2f} "
                f"{median([s.cpu - s.pre_cpu for s in samples]):10.2f} | "
                f"{median([s.sync_cpu for s in samples]):6.2f} {median([s.paint_cpu for s in samples]):7.2f} | "
                f"{max(s.syncs for s in samples)}, {max(s.items for s in samples)}")
    lines.append("  what was repainted (paint() calls per click by item class, mean):")
    for game, actions in results.items():
        for action, samples in actions.items():
            if not samples:
                continue  # (every click of it was one with the History held)
            total: dict[str, int] = defaultdict(int)
            for sample in samples:
                for name, count in (sample.classes or {}).items():
                    total[name] += count
            ranked = sorted(total.items(), key=lambda kv: -kv[1])
            lines.append(f"{game:>12} {action:>11} | " + ", ".join(
                f"{name} {count / len(samples):.1f}" for name, count in ranked))
    return lines


def report_history(size, hidden: dict, shown: dict, floor: BareFloor) -> list[str]:
    floor_cpu = median(floor.cpu("view"))
    held = HELD[size_name(size)]
    lines = [f"--- {size_name(size)}: what the History shown adds per move (CPU medians, ms; target: at most "
             f"one bare-floor repaint, {floor_cpu:.2f} ms)",
             f"{'game':>12} {'action':>11} | {'hidden':>6} {'shown':>6} {'shown, History too':>18} "
             f"{'History done':>12} {'alone':>6} | {'added':>6} {'in floors':>9} | verdict",
             "  (added: History done, shown, less the table's paint, hidden; alone: History done less the table's "
             "paint in the same click, shown)",
             f"{'':>25} | paired, the same window: {'following':>9} {'held':>6} {'added':>6} {'in floors':>9} "
             "| verdict",
             "  (following: until the table and the History painted the move; held: the History left to catch up "
             "after the timing, every other click)"]
    for game, actions in shown.items():
        for action, samples in actions.items():
            too = [s.history_cpu for s in samples if s.history_cpu is not None]
            done = [s.history_done_cpu for s in samples if s.history_done_cpu is not None]
            base = [s.cpu for s in hidden.get(game, {}).get(action, [])]
            if not too or not base:
                continue  # a click that makes no move (choosing a shape)
            added = median(done) - median(base)
            alone = median([s.history_done_cpu - s.cpu for s in samples if s.history_done_cpu is not None])
            problems = [] if added <= floor_cpu else [f"+{added:.2f} ms = {added / floor_cpu:.1f} floors"]
            lines.append(f"{game:>12} {action:>11} | {median(base):6.2f} {median([s.cpu for s in samples]):6.2f} "
                         f"{median(too):18.2f} {median(done):12.2f} {alone:6.2f} | {added:6.2f} "
                         f"{added / floor_cpu:9.1f} | "
                         f"{_common.verdict(problems)}")
            kept = [s.cpu for s in held.get(game, {}).get(action, [])]
            if kept:
                following = median([s.history_done_cpu if s.history_done_cpu is not None else s.cpu
                                    for s in samples])
                paired = following - median(kept)
                problems = [] if paired <= floor_cpu else [f"+{paired:.2f} ms = {paired / floor_cpu:.1f} floors"]
                lines.append(f"{'':>25} | {'':>24} {following:9.2f} {median(kept):6.2f} {paired:6.2f} "
                             f"{paired / floor_cpu:9.1f} | {_common.verdict(problems)}  (n {len(samples)} / "
                             f"{len(kept)})")
    return lines


def report_floor(size, floor: BareFloor) -> list[str]:
    blocks = floor.block_medians
    lines = [f"--- {size_name(size)}: the bare floor, same run ({len(floor.samples['view'])} samples each, "
             f"{len(blocks)} blocks between the games; block CPU medians {_common.spread(blocks)})"]
    for kind, label in (("view", "QGraphicsView, 1 of 600 items re-brushed"), ("button", "button -> label")):
        cpu, wall = floor.cpu(kind), floor.wall(kind)
        lines.append(f"  {label:42}: CPU median {median(cpu):5.2f} p95 {p95(cpu):5.2f} ms | "
                     f"wall median {median(wall):5.2f} p95 {p95(wall):5.2f} ms")
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=25, help="kept clicks per action (at least 25 for the targets)")
    parser.add_argument("--warmup", type=int, default=1, help="first clicks of each action per pass not kept")
    parser.add_argument("--bare-samples", type=int, default=10, help="floor clicks per block (a block between games)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated: " + ", ".join(GAMES))
    parser.add_argument("--sizes", "--size", default="1366x768,2560x1440", help="window sizes, WxH, comma-separated")
    parser.add_argument("--history", nargs="?", const="both", default="hidden", choices=("hidden", "shown", "both"),
                        help="the History dock hidden (default), shown, or both: each size twice, hidden then shown,"
                             " and the History's added cost (--history alone)")
    parser.add_argument("--no-autosave", action="store_true", help="no autosave (a player always has one)")
    parser.add_argument("--json", metavar="FILE", help="write every sample as JSON (before/after comparisons)")
    parser.add_argument("--profile", metavar="PREFIX", help="cProfile of each action's clicks: PREFIX-ACTION.prof")
    parser.add_argument("--profile-only", metavar="ACTION", help="profile only this action's clicks, e.g. build")
    args = parser.parse_args(argv)
    global AUTOSAVE
    AUTOSAVE = not args.no_autosave
    header = _common.machine_header("click to painted frame, beside the bare floor (benchmarks/click_paint_bench.py)")
    print("\n".join(header), flush=True)
    if os.environ.get("QT_QPA_PLATFORM", "xcb") != "xcb":
        print("# warning: not a real window system (QT_QPA_PLATFORM is not xcb); figures mean little")
    _common.isolate_user_folders("click-paint-")
    from copenhagen_gui.shell.main import create_app

    app = create_app([])
    app.setQuitOnLastWindowClosed(False)
    print(f"# platform {app.platformName()}, {args.samples} clicks per action (+{args.warmup} warm-up), "
          f"autosave {'on' if AUTOSAVE else 'off'}", flush=True)
    profilers = {} if args.profile else None
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    dump = {"machine": header, "sizes": {}}
    for size in sizes:
        floor = BareFloor(app, *size)
        passes = {}
        for history in {"hidden": (False,), "shown": (True,), "both": (False, True)}[args.history]:
            passes[history] = run_pass(app, size, history, args, floor, profilers)
            print(f"# {size_name(size)} History {'shown' if history else 'hidden'} done: {_common.load_note()}",
                  flush=True)
        lines = report_floor(size, floor)
        for history, results in passes.items():
            lines += report_pass(size, history, results, floor)
        if args.history == "both":
            lines += report_history(size, passes[False], passes[True], floor)
        print("\n".join(lines), flush=True)
        dump["sizes"][size_name(size)] = {
            "floor": {k: v for k, v in floor.samples.items()},
            "passes": {("shown" if h else "hidden"): {g: {a: [asdict(s) for s in ss] for a, ss in acts.items()}
                                                      for g, acts in res.items()}
                       for h, res in passes.items()},
            "held": {g: {a: [asdict(s) for s in ss] for a, ss in acts.items()}
                     for g, acts in HELD[size_name(size)].items()}}
        floor.window.deleteLater()
    print(f"# at end: {_common.load_note()}")
    for action, profiler in (profilers or {}).items():
        profiler.dump_stats(f"{args.profile}-{action.replace(' ', '-')}.prof")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(dump, out)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(main())
