"""Entry script of the PyInstaller bundle: the same main() as the ``copenhagen-gui`` command."""

import sys

from copenhagen_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
