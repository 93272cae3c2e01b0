"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys


def run(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    label = QLabel("Copenhagen Roll & Write")
    label.resize(480, 320)
    label.show()
    if "--smoke-test" in argv:
        return 0
    return app.exec()
