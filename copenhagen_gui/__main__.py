import sys

from copenhagen_gui.app import main

sys.exit(main())
