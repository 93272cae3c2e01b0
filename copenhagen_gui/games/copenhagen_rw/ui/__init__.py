"""The Qt user interface: main window, dialogs, translated texts."""
