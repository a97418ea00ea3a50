"""Every mechanism the engine knows, imported once so each registers itself
(engine/mechanism.py). The phases, the loader and the AI import this module, never a
mechanism by name; a new mechanism is one module of engine/ and one name here.

The order of these imports does not matter: each Mechanism carries its `order`, which fixes
the order zones are set up in (decks are shuffled with the game's generator: changing it
changes every game with those modules), move sources are listed in and hidden zones redrawn in.
"""

from kingsforge.engine import abilities, kept, penalty, permanent, requests, visitors  # noqa: F401
from kingsforge.engine.mechanism import MECHANISMS, hidden_zones, plan, redraw_hidden, traits  # noqa: F401
