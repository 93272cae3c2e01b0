"""Start the Qt application and show the main window.

``--screenshot FILE.png`` saves a picture of the window and exits (shell/screenshot.py).
``--smoke-test`` (for packaging CI) opens the window with a new two-player game,
checks that a translation loaded and that the table's art rendered, prints one line
and exits with 0 (or 1 and what failed).

``--startup-check`` (benchmarks/startup_bench.py) opens the first window as a start
without a file does (the kept game, else the home screen), prints one line once the
first frame of what it shows has been painted, with the process's CPU time and the
moment, and exits; ``--startup-check=empty``: the window with nothing on the table."""

from __future__ import annotations

import sys

from copenhagen_gui.shell.text import fill


def create_app(argv: list[str]):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    from copenhagen_gui.resources import APP_ID, APP_NAME

    app.setOrganizationName("Copenhagen GUI")
    # The collection's name; Qt adds the display name to window titles ("… — Copenhagen Games").
    # The user folders do not follow it (core/paths.py names them "copenhagen-gui").
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    # Lets desktops (Wayland docks in particular) tie the window to its launcher and icon.
    app.setDesktopFileName(APP_ID)
    return app


def build_window(app, offer_resume: bool = True, start: bool = True):
    """The main window with the saved language installed and a game on the table."""
    from copenhagen_gui.shell import i18n
    from copenhagen_gui.shell.main_window import MainWindow
    from copenhagen_gui.shell.settings import Settings

    settings = Settings()
    i18n.install_language(app, settings.language or i18n.default_language())
    window = MainWindow(settings)
    if start:
        window.start(offer_resume=offer_resume)
    return window


def smoke_test(app) -> int:
    from PySide6.QtCore import QCoreApplication

    from copenhagen_gui.core import catalogue, registry
    from copenhagen_gui.shell import i18n

    window = build_window(app, offer_resume=False, start=False)
    names = [fill(QCoreApplication.translate("MainWindow", "Player %1"), str(i)) for i in (1, 2)]
    window.start_game(registry.get(catalogue.first_game()).default_options(2), names, autosave=False)
    window.show()
    for _ in range(5):
        app.processEvents()
    problems = []
    if i18n.installed_language(app) is None:
        problems.append("no translation loaded")
    # The rendered table must hold more than one colour: the art is drawn.
    image = window.table_stack.currentWidget().grab().toImage().scaled(64, 64)
    colours = {image.pixel(x, y) for x in range(64) for y in range(64)}
    if len(colours) < 8:
        problems.append("the table did not render")
    if window.session is None or len(window.session.names) != 2:
        problems.append("no game on the table")
    window.close()
    QCoreApplication.processEvents()
    if problems:
        print("SMOKE TEST FAILED: " + "; ".join(problems))
        return 1
    language = i18n.installed_language(app)
    print(f"OK copenhagen-gui smoke test: window shown, language {language}, {len(colours)} colours on the table")
    return 0


def run(argv: list[str]) -> int:
    if any(a == "--screenshot" or a.startswith("--screenshot=") for a in argv):
        from copenhagen_gui.shell import screenshot

        return screenshot.run(argv)
    app = create_app(argv)
    if "--smoke-test" in argv:
        return smoke_test(app)
    checks = [a for a in argv if a.startswith("--startup-check")]
    if checks:
        return startup_check(app, empty=checks[0] == "--startup-check=empty")
    from copenhagen_gui.shell import crash

    holder = {}

    def health():
        window = holder.get("window")
        return window.save_health() if window is not None else None

    # An unexpected error is logged and the player told whether the game is safe.
    crash.install_excepthook(lambda: holder.get("window"), health)
    holder["window"] = open_window(app, argv)
    return app.exec()


def startup_check(app, empty: bool = False) -> int:
    """Show the first window (as a start without a file does, or ``empty``: nothing on
    the table) and stop once its first frame is painted: what start-up is timed to. The
    line says which page is in front (the kept game's table or the home screen), the
    process's CPU time so far and the moment (CLOCK_MONOTONIC)."""
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer

    if empty:
        window = build_window(app, start=False)
        window.show()
    else:
        window = open_window(app, [])
    page = window.table_stack.currentWidget() or window

    def shown():
        print(f"STARTUP-CHECK shown: {page.objectName() or window.objectName()}"
              f" cpu-ms {time.process_time() * 1000:.1f} monotonic {time.monotonic():.6f}", flush=True)
        app.quit()

    class FirstFrame(QObject):
        """The window's filter installed last, so it sees the first paint before the
        window's own watchers: the line comes once that frame is out, before the work
        that waits for it (shell.first_frame)."""

        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, shown)
            return False

    watch = FirstFrame()
    window.installEventFilter(watch)
    window.update()  # (no extra paint where the first frame is still to come, as under X11)
    QTimer.singleShot(30_000, lambda: app.exit(1))  # a platform that never paints: no hang
    return app.exec()


def open_window(app, argv: list[str]):
    """The shown main window with its first game: the file named in ``argv`` if it
    opens, else (after the usual message for a file that does not) the kept unfinished
    game, else the home screen."""
    files = game_files(argv)
    window = build_window(app, start=False)
    window.show()
    if not (files and window.open_file(files[0])):
        window.start_up()  # the kept game, else the home screen
    return window


def game_files(argv: list[str]) -> list:
    """Saved games named on the command line (options and Qt's own arguments skipped).
    Anything that exists counts: a folder or a pipe gets a clear refusal when opened."""
    import os
    from pathlib import Path

    return [Path(a) for a in argv if not a.startswith("-") and os.path.lexists(a)]
