"""Copenhagen Games for the desktop: Copenhagen Roll & Write, Copenhagen and Lost Cities
Roll & Write (the games are listed in core/catalogue.py)."""


def __getattr__(name: str):
    # The version is looked up on first use: importlib.metadata costs ~25 ms at start-up.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("copenhagen-gui")
        except PackageNotFoundError:  # a source tree that is not installed
            return "0.0.0"
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
