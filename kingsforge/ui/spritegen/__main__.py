"""python -m kingsforge.ui.spritegen: redraw the sprites and sounds (see the package's main)."""

import sys

from kingsforge.ui.spritegen import main

sys.exit(main())
