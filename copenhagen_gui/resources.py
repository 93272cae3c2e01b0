"""Where the app's data files are: art, icons, rulebook texts, translations.

In the source tree they live in the top-level ``resources/`` and ``translations/``
folders; an installed wheel carries them inside the package as ``copenhagen_gui/_data``
(see pyproject.toml), found through importlib.resources so zip-safe loaders work."""

from __future__ import annotations

from importlib import resources as _resources
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_SOURCE_ROOT = _PACKAGE_DIR.parent


def _data_root(top: str) -> Path:
    installed = _resources.files("copenhagen_gui") / "_data" / top
    if installed.is_dir():
        return Path(str(installed))
    return _SOURCE_ROOT / top


def resource_path(*parts: str) -> Path:
    """A file or folder under ``resources/``."""
    return _data_root("resources").joinpath(*parts)


def translations_dir() -> Path:
    """The folder with the compiled ``.qm`` translations."""
    return _data_root("translations")
