"""Griffin's Landing at the table (issue 11): the four visitor piles at the right end of the
craft band (a visitor drawn like a gather card: name, realm, pile, the gift in the upper corner,
the collaboration across the bottom), hosting one by dragging dice onto its collaboration or
clicking its gift, the one-visitor-per-round state, the host on the card and in the panels."""

from __future__ import annotations

import pygame
import pytest
from tablescene import table_for

from kingsforge.engine.actions import Visit
from kingsforge.ui.match import Match, make_bot
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import cards, landing, layout, panels
from kingsforge.ui.table.placement import CLAIM, VISIT
from kingsforge.ui.table.view import build_view

LANDING = ("ambassadors_row", "griffins_landing")


def landing_match(seed=4, players=3, modules=LANDING):
    config = demo_config(players, seed, humans=1)
    config.modules = modules
    match = Match.new(config)
    match.autosave_enabled = False
    match.bots = {p: make_bot("greedy", seed=p) for p in match.bots}
    return match




def to_human_gather(match, moves=400):
    for _ in range(moves):
        if match.human_to_move and match.state.phase == "gather" and not match.state.pending:
            return True
        match.play(match.bots[match.current].choose(match.state, match.legal()))
    return False


def test_the_four_piles_lie_at_the_end_of_the_craft_band(app, driver):
    match = landing_match()
    assert to_human_gather(match)
    table = table_for(app, match)
    driver.frame(2)
    v = table.view
    s = match.state
    assert len(v.landing_slots) == 4
    for r, slot in enumerate(v.landing_slots):
        assert layout.LANDING.contains(slot) and slot == layout.visitor_slot(r)
        visitor = s.piles[r][0]
        assert v.visitor_rects[visitor] == slot
        assert v.card_at(slot.center) == ("visitor", visitor)
        assert match.content.visitors[visitor].realm == r          # West, North / South, East
        if visitor not in {x for _p, x, _o, _d in s.visits}:
            boxes = match.content.visitors[visitor].options[1].boxes
            for b in range(len(boxes)):
                assert slot.contains(v.box_rects[(VISIT, visitor, 1, b)])
            assert slot.contains(v.visitor_pills[visitor])
    # the craft row makes room: the display and the first waiting card end before the landing
    for rect in v.craft_rects.values():
        assert rect.right <= layout.LANDING.x
    if v.waiting_rects:
        assert v.waiting_rects[0][1].right <= layout.LANDING.x
    table.ai.close()


EVERY_MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree", "griffins_landing", "variant_monuments")


@pytest.mark.parametrize("players", [2, 4])
def test_with_the_decree_the_whole_waiting_line_ends_before_the_visitors(players):
    """Every Masterworks module on: the display and the decree's side cards lie side by side (none
    covers another) and shrink together so that none of them lies under the visitor piles in the
    gather phase; the waiting line (nothing is made in this phase) waits for the craft phase."""
    match = landing_match(seed=5, players=players, modules=EVERY_MASTERWORKS)
    s = match.state
    assert s.phase == "gather" and s.beside and s.waiting
    v = build_view(s)
    shown = list(v.craft_rects.values()) + [r for _c, r in v.beside_rects + v.waiting_rects]
    side = [card for card in s.beside if card not in match.content.tiles]     # the bid tiles lie above
    assert side and len(shown) == len(s.display) + len(side) and not v.waiting_rects
    for i, rect in enumerate(shown):
        assert rect.right <= layout.LANDING.x and rect.top == layout.CRAFT_Y
        assert rect.w >= layout.MIN_ROW_W - 10 and rect.h == layout.CRAFT_H
        assert not any(rect.colliderect(other) for other in shown[i + 1:])
    assert v.craft_row.display[0].w < layout.CRAFT_W
    # without the visitors beside them (the craft phase's row) the cards keep their full size
    row = layout.CraftRow(len(s.display), 0, len(s.waiting), len(side))
    assert row.display[0].w == layout.CRAFT_W


def test_a_collaboration_is_dragged_and_hosted(app, driver):
    match = landing_match()
    assert to_human_gather(match)
    table = table_for(app, match)
    driver.frame(3)
    move = next((a for a in match.legal() if isinstance(a, Visit) and a.option == 1), None)
    assert move is not None
    for b, die in enumerate(move.dice):
        start = table.dice.pos[die][:2]
        target = table.view.box_rects[(VISIT, move.card, 1, b)]
        driver.drag(start, target.center)
    p = table.pending
    assert p is not None and p.kind == VISIT and p.target == move.card and p.complete
    assert table.btn_confirm.visible and table.btn_confirm.text == "Host"
    me = match.current
    table.confirm()
    driver.frame(2)
    assert match.state.hosted(me) == move.card
    assert "hosts" in " ".join(e.text for e in match.log[-3:])
    # the visitor now wears its host, and the host's panel shows it as a chip with the dice paid
    spots, chips = panels.panel_layout(match.state, me, table.view.panels[me], me == table.forge_player)
    name = match.content.visitors[move.card].name
    if me != table.forge_player:
        assert any(label == name and kind == "visit" for _r, label, _d, kind in chips)
    table.ai.close()


def test_a_gift_is_clicked_then_hosted_and_one_visitor_is_all(app, driver):
    match = landing_match(seed=5)
    assert to_human_gather(match)
    table = table_for(app, match)
    driver.frame(2)
    me = match.current
    visitor = next(a.card for a in match.legal() if isinstance(a, Visit) and a.option == 0)
    driver.click(table.view.visitor_pills[visitor].center)
    assert table.pending is not None and table.pending.kind == VISIT and table.pending.option == 0
    rnd = match.state.round
    table.confirm()
    driver.frame(2)
    assert match.state.hosted(me) == visitor
    # later this round: no visitor is offered, no collaboration box glows for a dragged die,
    # and the row's title says who was hosted
    if to_human_gather(match) and match.state.round == rnd:
        table._ensure_view()
        assert not any(isinstance(a, Visit) for a in match.legal())
        die = match.state.supply[match.current][0] if match.state.supply[match.current] else None
        if die is not None:
            assert not any(k[0] == VISIT for k in table._valid_targets_for(die))
        assert match.content.visitors[visitor].name in landing.title(match.state, match.seats)
    table.ai.close()


def test_a_refused_drop_on_a_collaboration_says_why(app, driver):
    match = landing_match(seed=6)
    assert to_human_gather(match)
    table = table_for(app, match)
    driver.frame(2)
    s = match.state
    hosted = [v for _p, v, _o, _d in s.visits]
    for visitor in [p[0] for p in s.piles if p[0] not in hosted]:
        boxes = match.content.visitors[visitor].options[1].boxes
        coloured = next((b for b, box in enumerate(boxes) if box.label != "any"), None)
        if coloured is None:
            continue
        wrong = next((d for d in s.supply[s.turn]
                      if match.content.die_type_of[d] not in boxes[coloured].accepts), None)
        if wrong is None:
            continue
        target = next(t for t in table.view.targets if t.key == (VISIT, visitor, 1, coloured))
        table._explain_refusal(target, wrong)
        assert table.message and "cannot go on" in table.message
        break
    table.ai.close()


def test_the_craft_phase_shows_the_piles_only_where_there_is_room():
    from kingsforge.ui.table.view import build_view

    match = landing_match()
    s = match.state
    for _ in range(600):
        if s.phase == "craft":
            break
        match.play(make_bot("greedy", 1).choose(match.state, match.legal()))
        s = match.state
    v = build_view(s)
    if v.landing_slots:
        for rect in list(v.craft_rects.values()) + [r for _c, r in v.waiting_rects]:
            assert rect.right <= layout.LANDING.x
        assert not any(t.kind == VISIT for t in v.targets)          # nothing to host in the craft phase
    else:
        assert not v.visitor_rects


def test_a_visitor_enlarged_and_its_tip(app, driver):
    from kingsforge.ui.scenes.zoom import CardZoomScene

    match = landing_match()
    assert to_human_gather(match)
    table = table_for(app, match)
    driver.frame(2)
    visitor = match.state.piles[0][0]
    zoom = app.stack.push(CardZoomScene(app, match, ("visitor", visitor)))
    app.render()
    assert zoom.text_bottom <= zoom.text_area.bottom - 8
    title, lines = zoom._lines()
    assert title == match.content.visitors[visitor].name and len(lines) >= 3
    app.stack.pop()
    table.ai.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_visitor_cards_draw_every_visitor_inside_their_slot(make_app, size):
    app = make_app(size=size, start=False)
    match = landing_match()
    c = match.content
    surface = app.canvas
    for v in range(len(c.visitors)):
        slot = layout.visitor_slot(c.visitors[v].realm)
        banner, gift, strip = layout.visitor_parts(slot)
        assert slot.contains(banner) and slot.contains(gift) and slot.contains(strip)
        assert not gift.colliderect(strip) and not banner.colliderect(gift)
        for box in layout.visitor_box_rects(strip, len(c.visitors[v].options[1].boxes)):
            assert strip.contains(box)
        cards.draw_visitor_card(surface, c, v, slot)
        before = pygame.image.tobytes(surface.subsurface(slot), "RGBA")
        cards.draw_visitor_card(surface, c, v, slot, host_name="Maximiliano", host_colour=(200, 60, 60))
        assert pygame.image.tobytes(surface.subsurface(slot), "RGBA") != before       # the host is shown


def test_gather_claims_still_work_beside_the_landing(app, driver):
    match = landing_match(seed=7)
    assert to_human_gather(match)
    table = table_for(app, match)
    driver.frame(2)
    assert any(t.kind == CLAIM for t in table.view.targets)
    table.ai.close()
