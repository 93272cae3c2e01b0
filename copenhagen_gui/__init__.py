"""Copenhagen Roll & Write for the desktop."""


def __getattr__(name: str):
    # The version is looked up on first use: importlib.metadata costs ~25 ms at start-up.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("copenhagen-gui")
        except PackageNotFoundError:  # a source tree that is not installed
            return "0.0.0"
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
