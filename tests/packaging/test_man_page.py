"""The manual page (packaging/linux/copenhagen-gui.6, installed by the Debian package)
names every command-line option the program has, and this version."""

import argparse
import re
import shutil
import subprocess
from importlib.metadata import version

import pytest
from packaging_helpers import ROOT

from copenhagen_gui import cli
from copenhagen_gui.core import registry

PAGE = ROOT / "packaging" / "linux" / "copenhagen-gui.6"
SCREENSHOT_SOURCE = ROOT / "copenhagen_gui" / "shell" / "screenshot.py"


def page_text() -> str:
    return PAGE.read_text(encoding="utf-8").replace("\\-", "-")


def long_options(parser: argparse.ArgumentParser) -> set[str]:
    return {o for action in parser._actions for o in action.option_strings if o.startswith("--") and o != "--help"}


def test_every_option_of_the_program_is_in_the_page():
    options = long_options(cli.build_parser()) | long_options(cli.build_print_parser())
    # shell/screenshot.py builds its parser inside parse_args; its options are read from the source.
    options |= set(re.findall(r'add_argument\("(--[a-z-]+)"', SCREENSHOT_SOURCE.read_text(encoding="utf-8")))
    options |= {"--smoke-test", "--startup-check"}  # read by shell/main.py itself
    options |= {"--version"}  # answered by app.py before Qt starts (with --help)
    assert {"--json", "--game", "--out", "--paper", "--copies", "--screenshot", "--size", "--open"} <= options
    text = page_text()
    missing = sorted(o for o in options if o not in text)
    assert missing == []


def test_the_page_names_the_commands_and_the_games_played_on_paper():
    text = page_text()
    for command in ("copenhagen-gui print", "copenhagen-gui replay", "copenhagen-replay"):
        assert command in text, command
    for game in registry.game_ids():
        assert game in text, game


def test_the_page_is_of_this_version():
    header = next(line for line in PAGE.read_text(encoding="utf-8").splitlines() if line.startswith(".TH "))
    assert f'"Copenhagen Games {version("copenhagen-gui")}"' in header, "bump the version in the .TH line"


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed (apt-get install man-db)")
def test_the_page_formats_without_warnings():
    result = subprocess.run(["man", "--warnings", "-l", str(PAGE)], capture_output=True, text=True,
                            env={"MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"})
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert "copenhagen-replay" in result.stdout


def test_help_and_version_answer_in_the_shell_without_a_window():
    """A shell user's first try: text and exit status 0, before Qt starts (no display)."""
    import os
    import subprocess
    import sys

    from copenhagen_gui import __version__

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    for flag in ("--help", "-h"):
        done = subprocess.run([sys.executable, "-m", "copenhagen_gui", flag], env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stdout.startswith("usage: copenhagen-gui"), done.stderr
        assert "replay GAME.json" in done.stdout and "print --game" in done.stdout
    done = subprocess.run([sys.executable, "-m", "copenhagen_gui", "--version"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout.strip()) == (0, f"copenhagen-gui {__version__}")
