"""Where the app's data files are: art, icons, rulebook texts, translations.

In the source tree they live in the top-level ``resources/`` and ``translations/``
folders. A wheel (and the PyInstaller bundle built from it) carries them inside the
package as ``copenhagen_gui/_data`` — setup.py copies them there at build time — beside
the package's modules. Editable installs have no ``_data`` and use the source tree."""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_SOURCE_ROOT = _PACKAGE_DIR.parent

# The collection's own name (window titles, About, menus); a product name, never
# translated. Each game keeps its own name.
APP_NAME = "Copenhagen Games"
# Reverse-DNS id shared by the .desktop file, the AppStream metainfo and the installed
# icon name, so desktops match the running window to its launcher
# (QGuiApplication.setDesktopFileName(APP_ID)). Lowercase, as AppStream asks; the
# metainfo's <replaces> names the earlier id (io.github.copenhagen_gui.CopenhagenRollWrite).
APP_ID = "io.github.copenhagen_gui.copenhagen_games"
ICON_NAME = "copenhagen-gui"
# Rendered from icons/copenhagen-gui.svg by packaging/render_icons.py.
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def _data_root() -> Path | None:
    # The package's folder itself, not importlib.resources: the app is always installed as
    # files (a wheel, the bundle), and importlib.resources costs ~3 ms at start-up.
    installed = _PACKAGE_DIR / "_data"
    return installed if installed.is_dir() else None


def _data_path(top: str) -> Path:
    root = _data_root()
    return (root if root is not None else _SOURCE_ROOT) / top


def resource_path(*parts: str) -> Path:
    """A file or folder under ``resources/``."""
    return _data_path("resources").joinpath(*parts)


def translations_dir() -> Path:
    """The folder with the compiled ``.qm`` translations."""
    return _data_path("translations")


def license_path() -> Path:
    """The MIT license text of the program."""
    return _data_path("LICENSE")


def app_icon_files() -> list[Path]:
    """The application icon as PNG files, smallest first (for a multi-size QIcon)."""
    return [resource_path("icons", f"{ICON_NAME}-{size}.png") for size in ICON_SIZES]


def app_icon_svg() -> Path:
    """The application icon's scalable master drawing."""
    return resource_path("icons", f"{ICON_NAME}.svg")
