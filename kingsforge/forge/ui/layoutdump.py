"""Where things are on Forge's screen, for the end-to-end test that drives the real window
(tests/e2e/xvfb_forge.py): with KINGSFORGE_LAYOUT_DUMP=path set, the app writes (atomically,
when it changes) the scene on top, the human's free workers with the window point of each and
of every place it may go, the track spaces open, the options of an open dialog. Off by default;
nothing is written for players. King's Forge's table writes its own (ui/layoutdump.py)."""

from __future__ import annotations

from kingsforge.forge.engine.actions import Hammer, Skip
from kingsforge.forge.engine.state import PLACE, TRACK
from kingsforge.forge.ui import layout
from kingsforge.ui import layoutdump


def _drop_point(table, loc: str):
    """A window point inside `loc` away from its spots (a drop there plays or asks)."""
    if loc == "forge":
        return layout.FORGE_SPOT.center
    if loc == "store_extension":
        p = table.match.state.p[table.match.current]
        for i, d in enumerate(p.dev):
            if table.match.content.development[d].effect == "store_extension":
                return layout.dev_rect(i).center
    r = layout.location_rect(loc)
    return (r.x + 60, r.y + 18)


def forge_layout(app) -> dict:
    from kingsforge.forge.ui.table import ForgeTableScene

    top = app.stack.top
    to_window = app.viewport.to_window
    out = {"top": type(top).__name__ if top is not None else None}
    table = next((s for s in reversed(list(app.stack)) if isinstance(s, ForgeTableScene)), None)
    buttons = getattr(top, "buttons", None)
    if buttons is not None:       # an options dialog: which numbered options may be taken
        out["options"] = [i for i, b in enumerate(buttons) if b.enabled]
    trades = getattr(top, "trade_buttons", None)
    if trades is not None:        # the Trading Post: the buttons of one legal set of trades
        first = min(top.legal, key=lambda picked: (len(picked), picked))
        out["trade"] = [to_window(trades[tr].rect.center) for tr in first]
    if table is None:
        return out
    m = table.match
    s = m.state
    legal = m.legal() if m.human_to_move else []
    out.update(round=s.round, phase=s.phase, moves=len(m.record.moves), over=m.over,
               human_to_move=bool(m.human_to_move), pending=bool(s.pending),
               skip=Skip() in legal, track=[mv.space for mv in legal if isinstance(mv, Hammer)])
    workers = []
    if m.human_to_move and s.phase == PLACE and not s.pending:
        for w in table.workers_free():
            places = table.lit_places(w)
            workers.append({"worker": w, "at": to_window(layout.worker_rect(w).center),
                            "places": [{"loc": loc, "at": to_window(_drop_point(table, loc))} for loc in places]})
    out["workers"] = workers
    out["track_phase"] = s.phase == TRACK
    return out


def write_if_changed(app, last: str | None) -> str | None:
    return layoutdump.write_if_changed(app, last, layout=forge_layout)
