"""Contract 1: the rules model (and the bots) never import Qt."""

import subprocess
import sys


def test_rules_and_bots_import_without_qt():
    code = (
        "import sys\n"
        "import copenhagen_gui.games.copenhagen_rw.rules, copenhagen_gui.games.copenhagen_rw.rules.codec, "
        "copenhagen_gui.games.copenhagen_rw.roller\n"
        "import copenhagen_gui.games.copenhagen_rw.bots, copenhagen_gui.games.copenhagen_rw.bots.random_player, "
        "copenhagen_gui.cli\n"
        "import pkgutil, importlib\n"
        "for pkg in (copenhagen_gui.games.copenhagen_rw.rules, copenhagen_gui.games.copenhagen_rw.bots):\n"
        "    for m in pkgutil.iter_modules(pkg.__path__):\n"
        "        importlib.import_module(pkg.__name__ + '.' + m.name)\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(qt))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules loaded by the rules: {out.stdout}"
