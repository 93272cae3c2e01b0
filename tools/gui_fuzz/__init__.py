"""The GUI fuzz of tools/fuzz_gui.py: modal dialogs answered at once (``dialogs``), the
random events (``events``), the consistency checks after each one (``checks``)."""
