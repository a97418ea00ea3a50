"""The decision panels: every decision kind's panel at the table, each registered once by its
mechanism's module here (asks/panel.py), imported below so each registers. DecisionScene
(ui/table/decisions.py) looks a kind up with `panel_for` and never names one; a kind with no
panel (a new mechanism's) gets GENERIC, a button per choice. A new mechanism's panel is one
module here and one name below (a test's may `register` from anywhere)."""

from kingsforge.ui.table.asks import abilities, base, kept, penalty, requests  # noqa: F401
from kingsforge.ui.table.asks.panel import GENERIC, Panel, Picker, Wait, panel_for, register, text_key  # noqa: F401
