"""Copenhagen Roll & Write for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("copenhagen-gui")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"
