#!/usr/bin/env python3
"""Add Copenhagen Games to the Linux desktop's application menu (one user).

    python3 packaging/install_desktop.py              # launcher, icons, AppStream metainfo
    python3 packaging/install_desktop.py --uninstall  # take them away again

Files go under $XDG_DATA_HOME (default ~/.local/share): applications/, icons/hicolor/
and metainfo/, named by the desktop id (the name of the launcher in linux/). Files an
earlier version installed under its earlier id (the metainfo's <replaces>) are taken
away, so the menu never shows the app twice. The launcher runs the ``copenhagen-gui``
found next to this script (the PyInstaller bundle carries a copy of this script), else
the one of the running Python's environment, else the one on PATH; ``--exec`` names
another. Standard library only, so it also runs with the system's python3 for the bundle."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

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


def app_id(linux: Path) -> str:
    """The desktop id: the name of the one launcher in ``linux`` (copenhagen_gui.resources.APP_ID;
    a test keeps them equal)."""
    (launcher,) = linux.glob("*.desktop")
    return launcher.name.removesuffix(".desktop")


def earlier_ids(linux: Path) -> list[str]:
    """The ids the app had before this one: the metainfo's <replaces>."""
    metainfo = ET.parse(linux / f"{app_id(linux)}.metainfo.xml").getroot()
    return [element.text.strip() for element in metainfo.findall("replaces/id")]


def targets(root: Path, desktop_id: str) -> dict[str, Path]:
    """Every installed file by a short key (icons by size)."""
    paths = {
        "desktop": root / "applications" / f"{desktop_id}.desktop",
        "metainfo": root / "metainfo" / f"{desktop_id}.metainfo.xml",
        "svg": root / "icons" / "hicolor" / "scalable" / "apps" / f"{desktop_id}.svg",
    }
    for size in ICON_SIZES:
        paths[f"png{size}"] = root / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{desktop_id}.png"
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
    desktop_id = app_id(linux)
    for path in remove(root, earlier_ids(linux)):
        print(f"removed {path} (the app's earlier id)")
    where = targets(root, desktop_id)
    sources = {
        "metainfo": linux / f"{desktop_id}.metainfo.xml",
        "svg": icons / f"{ICON_NAME}.svg",
        **{f"png{size}": icons / f"{ICON_NAME}-{size}.png" for size in ICON_SIZES},
    }
    written = []
    for key, target in where.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if key == "desktop":
            template = (linux / f"{desktop_id}.desktop").read_text(encoding="utf-8")
            target.write_text(desktop_entry(template, exec_path), encoding="utf-8")
        else:
            shutil.copyfile(sources[key], target)
        written.append(target)
    refresh_caches(root)
    return written


def remove(root: Path, desktop_ids: list[str]) -> list[Path]:
    """Take away the files installed under these ids (those that are there)."""
    removed = []
    for desktop_id in desktop_ids:
        for target in targets(root, desktop_id).values():
            if target.exists():
                target.unlink()
                removed.append(target)
    return removed


def uninstall(root: Path) -> list[Path]:
    linux = first_existing(LINUX_DIRS, "desktop files")
    removed = remove(root, [app_id(linux), *earlier_ids(linux)])
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
