"""Masterworks' Griffin's Landing on the table: the visitor shown on each pile, drawn where
the view laid them out (the gather phase; the craft phase too where the craft row leaves room).

The table scene (with its drop glow, hover and the move being built) and the replay both draw
the row with `draw`.
"""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.ui import gfx, theme
from kingsforge.ui.table import cards, layout
from kingsforge.ui.table.placement import VISIT


def title(state, seats) -> str:
    """The row's title: whether the player to move may still host a visitor this round."""
    if state.phase != "gather":
        return i18n.t("landing.title")
    mine = state.hosted(state.turn)
    if mine >= 0:
        return i18n.t("landing.title_hosted", name=seats[state.turn].name,
                      visitor=i18n.visitor_name(state.content.visitors[mine]))
    return i18n.t("landing.title_open")


def draw(surface, state, view, seats, *, glow=(), hover_key=None, pending=None) -> None:
    if not view.landing_slots:
        return
    c = state.content
    colours = [seat.colour for seat in seats]
    hosts = {visitor: p for p, visitor, _o, _d in state.visits}
    used = {visitor: option for _p, visitor, option, _d in state.visits}
    gathering = state.phase == "gather"
    mine = state.hosted(state.turn) if gathering else -1
    band = layout.LANDING
    # a small window: the row's bare name where the longer title is not whole (a ribbon shows who hosted)
    heading = gfx.whole_wording((title(state, seats), i18n.t("landing.title")), band.w - 8, 20, True, 15)
    if heading is not None:
        gfx.blit_whole(surface, heading, (band.x + 4, layout.CRAFT_LABEL_Y + 8), band.w - 8, 20, theme.GOLD_BRIGHT,
                       "midleft", bold=True, min_size=15)
    for r, slot in enumerate(view.landing_slots):
        pile = state.piles[r]
        if not pile:
            continue
        visitor = pile[0]
        host = hosts.get(visitor)
        boxes = {b for (k, t, _o, b) in glow if k == VISIT and t == visitor}
        hover = hover_key[3] if hover_key and hover_key[:2] == (VISIT, visitor) else None
        sel = pending.option if (pending is not None and pending.kind == VISIT and pending.target == visitor) else None
        cards.draw_visitor_card(surface, c, visitor, slot, pile=len(pile), glow_boxes=boxes, hover_box=hover,
                                selected_option=sel, dim=(mine >= 0 or not gathering) and host is None,
                                host_name=seats[host].name if host is not None else "",
                                host_colour=colours[host] if host is not None else None,
                                host_seat=host if host is not None else 0,
                                host_option=used.get(visitor, 1))
