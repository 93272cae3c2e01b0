#!/usr/bin/env python3
"""Add Copenhagen Roll & Write to the Linux desktop's application menu (one user).

    python3 packaging/install_desktop.py              # launcher, icons, AppStream metainfo
    python3 packaging/install_desktop.py --uninstall  # take them away again

Files go under $XDG_DATA_HOME (default ~/.local/share): applications/, icons/hicolor/
and metainfo/. The launcher runs the ``copenhagen-gui`` found next to this script (the
PyInstaller bundle carries a copy of this script), else the one of the running Python's
environment, else the one on PATH; ``--exec`` names another. Standard library only, so it
also runs with the system's python3 for the bundle."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

APP_ID = "io.github.copenhagen_gui.CopenhagenRollWrite"
ICON_NAME = "copenhagen-gui"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
HERE = Path(__file__).resolve().parent

# Where the desktop files and icons are: the source tree (packaging/ beside resources/)
# or the unpacked bundle (this script at the top, the package data in _internal/).
LINUX_DIRS = (HERE / "linux",)
ICON_DIRS = (
    HERE.parent / "resources" / "icons",
    HERE / "_internal" / "copenhagen_gui" / "_data" / "resources" / "icons",
)


def first_existing(candidates: tuple[Path, ...], what: str) -> Path:
    for path in candidates:
        if path.is_dir():
            return path
    raise SystemExit(f"cannot find the {what}; looked in: " + ", ".join(map(str, candidates)))


def find_executable() -> str:
    beside = HERE / "copenhagen-gui"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    in_env = Path(sys.executable).parent / "copenhagen-gui"
    if in_env.is_file():
        return str(in_env)
    on_path = shutil.which("copenhagen-gui")
    if on_path:
        return str(Path(on_path).resolve())
    raise SystemExit("cannot find copenhagen-gui: install the app first, or give --exec /path/to/copenhagen-gui")


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def desktop_entry(template: str, exec_path: str) -> str:
    """The launcher with Exec pointing at this installation (quoted per the spec)."""
    quoted = exec_path if " " not in exec_path else '"' + exec_path.replace('"', '\\"') + '"'
    lines = [f"Exec={quoted}" if line.startswith("Exec=") else line for line in template.splitlines()]
    return "\n".join(lines) + "\n"


def targets(root: Path) -> dict[str, Path]:
    """Every installed file by a short key (icons by size)."""
    paths = {
        "desktop": root / "applications" / f"{APP_ID}.desktop",
        "metainfo": root / "metainfo" / f"{APP_ID}.metainfo.xml",
        "svg": root / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    }
    for size in ICON_SIZES:
        paths[f"png{size}"] = root / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    return paths


def refresh_caches(root: Path) -> None:
    """Let menus pick the launcher up now; the tools are optional, so missing ones are fine."""
    for command in (
        ["update-desktop-database", "-q", str(root / "applications")],
        ["gtk-update-icon-cache", "-q", "-t", "-f", str(root / "icons" / "hicolor")],
    ):
        if shutil.which(command[0]):
            subprocess.run(command, check=False)


def install(root: Path, exec_path: str) -> list[Path]:
    linux = first_existing(LINUX_DIRS, "desktop files")
    icons = first_existing(ICON_DIRS, "icons")
    where = targets(root)
    sources = {
        "metainfo": linux / f"{APP_ID}.metainfo.xml",
        "svg": icons / f"{ICON_NAME}.svg",
        **{f"png{size}": icons / f"{ICON_NAME}-{size}.png" for size in ICON_SIZES},
    }
    written = []
    for key, target in where.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if key == "desktop":
            template = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
            target.write_text(desktop_entry(template, exec_path), encoding="utf-8")
        else:
            shutil.copyfile(sources[key], target)
        written.append(target)
    refresh_caches(root)
    return written


def uninstall(root: Path) -> list[Path]:
    removed = []
    for target in targets(root).values():
        if target.exists():
            target.unlink()
            removed.append(target)
    refresh_caches(root)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--uninstall", action="store_true", help="remove the installed files")
    parser.add_argument("--exec", dest="exec_path", help="the copenhagen-gui program the launcher starts")
    parser.add_argument("--data-home", type=Path, help="instead of $XDG_DATA_HOME or ~/.local/share")
    args = parser.parse_args(argv)
    root = args.data_home or data_home()
    if args.uninstall:
        for path in uninstall(root):
            print(f"removed {path}")
        return 0
    exec_path = str(Path(args.exec_path).resolve()) if args.exec_path else find_executable()
    for path in install(root, exec_path):
        print(f"installed {path}")
    print(f"The menu entry starts {exec_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
