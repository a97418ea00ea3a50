"""Masterworks at the table: Ambassador's Row (bid tiles beside the docks, bid on by dragging
dice), the Royal Decree's masterworks beside the display, kept dice on the mini cards, the
exotic dice in the stock, and a dialog for every kept-die / Grimstone decision (clicks play the
engine's Decide moves; computer players' answers go to the move log)."""

from __future__ import annotations

import pygame
import pytest
from tablescene import table_for

from kingsforge.engine import kept
from kingsforge.engine.actions import Craft, Decide
from kingsforge.ui import looks, staging
from kingsforge.ui.match import Match, make_bot
from kingsforge.ui.scenes import registry
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import decisions, layout, panels, tiles
from kingsforge.ui.table.placement import CRAFT

MASTERWORKS = staging.MASTERWORKS




def dialog(driver, table):
    driver.frame(2)
    top = driver.app.stack.top
    assert isinstance(top, decisions.DecisionScene), type(top).__name__
    return top


def play_until(match, stop, seed=3, moves=3000):
    bots = {p: make_bot("greedy", seed * 7 + p) for p in range(len(match.seats))}
    for _ in range(moves):
        if match.over or stop(match):
            return True
        match.play(bots[match.current].choose(match.state, match.legal()))
    return stop(match)


@pytest.mark.parametrize("kind", staging.KEPT_DECISIONS)
def test_every_kept_decision_has_a_dialog_whose_click_plays_that_choice(app, driver, kind):
    match = staging.kept_decision_match(kind, demo_config(2, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    legal = [a.choice for a in match.legal() if isinstance(a, Decide)]
    assert [o[1] for o in box.options] == legal                     # one answer per legal move
    assert box.title and not box.title.startswith("decision.")
    assert all(label and "decision." not in label for label, *_ in box.options)
    assert decisions.prompt(match) and "decision.prompt" not in decisions.prompt(match)
    logged = len(match.log)
    driver.click(box.option_buttons[-1].rect.center)
    assert len(match.log) > logged                                   # played, and said in the log
    assert driver.app.stack.top is table or isinstance(driver.app.stack.top, decisions.DecisionScene)


def test_the_keep_card_dialog_explains_both_cards(app, driver):
    match = staging.kept_decision_match("keep_card", demo_config(2, 1))
    box = dialog(driver, table_for(app, match))
    c = match.content
    for card in match.state.pending[0].who:
        name = c.die_cards[card].name
        assert any(name in line for line in box.lines)               # each card's effect, in words
        assert any(name in label for label, *_ in box.options)


def test_many_answers_page_through_a_more_button(app, driver):
    match = staging.kept_decision_match("stone", demo_config(2, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    box.options = [(f"answer {i}", box.options[0][1], None, "") for i in range(decisions.PAGE + 3)]
    box.turn_page = True
    driver.frame()
    box = driver.app.stack.top
    assert len(box.option_buttons) == decisions.PAGE and box.more_btn is not None
    driver.click(box.more_btn.rect.center)
    driver.frame()
    box = driver.app.stack.top
    assert [b.text for b in box.option_buttons] == [f"answer {i}" for i in range(decisions.PAGE, decisions.PAGE + 3)]


def masterworks_match(seed=4, players=3):
    config = demo_config(players, seed, humans=1)
    config.modules = MASTERWORKS
    match = Match.new(config)
    match.autosave_enabled = False
    return match


def test_ambassadors_row_and_the_decree_are_drawn_as_craft_targets(app, driver):
    match = masterworks_match()
    table = table_for(app, match)
    driver.frame(2)
    v = table.view
    c = match.content
    assert list(v.tile_rects) == list(c.tiles)
    for i, card in enumerate(c.tiles):
        rect = v.tile_rects[card]
        assert rect == layout.ambassador_tile(i, 4) and layout.MAIN_X <= rect.x and rect.right <= layout.MAIN_R
        for b in range(len(c.craft[card].slots)):
            assert rect.contains(v.box_rects[(CRAFT, card, 0, b)])
        assert v.card_at(rect.center) == ("craft", card)
    # the docks make room: no dock tile reaches the row
    for dock in v.dock_tiles:
        assert dock.right < v.tile_rects[c.tiles[0]].x
    side = [card for card, _r in v.beside_rects]
    assert sorted(side) == sorted(x for x in match.state.beside if x not in c.tiles) and len(side) == 3
    assert all(c.craft[card].rank >= 100 for card in side)
    for card, rect in v.beside_rects:
        for b in range(len(c.craft[card].slots)):
            assert v.box_rects[(CRAFT, card, 0, b)].right <= layout.MAIN_R
    # the boxes of the splayed masterworks never overlap one another
    boxes = [v.box_rects[(CRAFT, card, 0, b)] for card in side for b in range(len(c.craft[card].slots))]
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    table.ai.close()


def test_a_bid_is_dragged_onto_a_tile_like_a_craft(app, driver):
    match = masterworks_match()

    def bid_open(m):
        s = m.state
        return (s.phase == "craft" and m.human_to_move and s.has_rolled and not s.pending
                and any(isinstance(a, Craft) and a.card in m.content.tiles for a in m.legal()))

    assert play_until(match, bid_open)
    table = table_for(app, match)
    driver.frame(3)
    bid = next(a for a in match.legal() if isinstance(a, Craft) and a.card in match.content.tiles)
    for b, die in enumerate(bid.dice):
        start = table.dice.pos[die][:2]
        driver.drag(start, table.view.box_rects[(CRAFT, bid.card, 0, b)].center)
    assert table.pending is not None and table.pending.target == bid.card
    assert table.pending.complete
    table.confirm()
    driver.frame(2)
    assert any(card == bid.card and owner == 0 for card, owner, _d in match.state.crafted)
    said = " ".join(e.text for e in match.log[-2:])
    assert "bids on the" in said.lower() and tiles.tile_name(match.content, bid.card) in said
    # a bid is a bid chip in the panel (named by the die the tile pays), never a ware chip
    _spots, chips = panels.panel_layout(match.state, 0, table.view.panels[0], False)
    assert any(kind == "bid" for *_x, kind in chips)
    assert not any(kind == "crafted" and label == match.content.craft[bid.card].name for _r, label, _d, kind in chips)
    # its tip and its zoom say it is a tile: the bid rule, the die it pays, the best bid and bidder
    title = tiles.title(match.content, bid.card)
    lines = tiles.lines(match.state, match.names, bid.card)
    assert "Grimstone tile" in title or "tile" in title
    assert "rank" not in " ".join(lines).lower() and match.names[0] in lines[-1]
    zoom = registry.make("zoom", app, match, ("craft", bid.card))
    assert zoom._lines() == (title, lines)
    table.ai.close()


def test_kept_dice_sit_on_the_mini_cards_in_the_panel(app, driver):
    match = masterworks_match(seed=2, players=2)
    assert play_until(match, lambda m: any(m.state.kept) and any(m.state.paired), seed=2)
    table = table_for(app, match)
    driver.frame(2)
    s = match.state
    for p in range(s.n):
        spots, chips = panels.panel_layout(s, p, table.view.panels[p], p == table.forge_player)
        shown = {d for _r, _l, dice, kind in chips if kind == "kept" for d in dice}
        if not s.kept[p] or any(kind == "more" for *_x, kind in chips):
            continue
        assert shown == set(s.kept[p]) and all(d in spots for d in s.kept[p])
        for owner, card, die, _r in s.paired:
            if owner == p and die in s.kept[p]:
                assert any(label == s.content.die_cards[card].name and die in dice
                           for _r, label, dice, kind in chips)       # the Grimstone's kind, on its chip
    table.ai.close()


def test_the_stock_shows_every_exotic_die_inside_its_box():
    content = masterworks_match().content
    n = len(content.die_types)
    assert n > 8
    for t in range(n):
        x, y = layout.stock_icon(t, n)
        assert layout.STOCK.collidepoint(x, y) and y + 40 < layout.STOCK.bottom - 30


def test_the_heartwood_value_and_copied_type_are_drawn(app, driver):
    match = staging.kept_decision_match("copy", demo_config(2, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    copy = next(o for o in box.options if o[1] != kept.DONE and isinstance(o[1], int) and o[1] >= 0)
    driver.click(box.option_buttons[box.options.index(copy)].rect.center)
    s = match.state
    die = next(d for d, _t in s.as_type)
    assert s.play_type(die) == copy[1]
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    from kingsforge.ui.table.countsas import draw_counts_as

    draw_counts_as(surface, s, die, (100, 100), 64)
    assert surface.get_at((100 + 32 - 7, 100 + 32 - 7)).a > 0      # the mark in the corner
    table.ai.close()


def _badge_pixels(surface, pos, colour) -> int:
    """Pixels of `colour` in the bottom-right corner of a die drawn at pos = (x, y, size)."""
    x, y, size = pos
    r = max(6, size * 0.2)
    left, top = round(x + size / 2 - r * 1.6), round(y + size / 2 - r * 1.6)
    return sum(surface.get_at((i, j))[:3] == colour
               for i in range(left, left + round(2 * r)) for j in range(top, top + round(2 * r)))


def test_a_die_filling_one_of_several_colours_shows_the_colour_of_its_box(app, driver):
    """Issue 10: an Aether Ore (metal or magic) on a crafted ware's box wears that box's colour
    mark; a wild die (all colours) or a one-colour die on a box does not."""
    from kingsforge.ui.table.countsas import box_colours, filled_colour
    from kingsforge.ui.table.placement import Pending

    match = masterworks_match()
    s, c = match.state, match.content
    everything = len(c.colours)
    multi = next(t.index for t in c.die_types if 1 < len(t.fits) < everything)    # Aether Ore
    wild = next(t.index for t in c.die_types if len(t.fits) == everything)          # Library
    card, box = next((card, b) for card in s.display for b, slot in enumerate(c.craft[card].slots)
                     if slot[0] in c.die_types[multi].fits)
    colour = c.craft[card].slots[box][0]
    of_type = lambda t: [d for d, dt in enumerate(c.die_type_of) if dt == t]     # noqa: E731
    aether, library = of_type(multi)[0], of_type(wild)[0]
    slots = c.craft[card].slots
    others = [b for b in range(len(slots)) if b != box]
    plain = {b: of_type(next(t.index for t in c.die_types if t.fits == {slots[b][0]}))[b] for b in others[1:]}
    dice = tuple(aether if b == box else library if b == others[0] else plain[b] for b in range(len(slots)))
    s.display = [x for x in s.display if x != card]
    s.crafted = [(card, 1, dice)]

    assert box_colours(s)[aether] == colour
    assert filled_colour(s, aether, colour) == colour
    assert all(filled_colour(s, d, box_colours(s)[d]) is None for d in dice if d != aether)   # one or all
    one = of_type(next(t.index for t in c.die_types if len(t.fits) == 1))[0]
    assert filled_colour(s, one, min(c.die_types[c.die_type_of[one]].fits)) is None  # a plain die: no mark
    assert filled_colour(s, aether, None) is None                                   # off a box: no mark
    # a craft being placed counts too
    assert box_colours(s, Pending(CRAFT, card, 0, len(dice), {box: aether}))[aether] == colour

    table = table_for(app, match)
    driver.frame(3)
    mark = looks.colour(c.colours[colour])
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    pos = table.dice.pos[aether]
    assert table.view.box_rects[(CRAFT, card, 0, box)].collidepoint(pos[0], pos[1])
    assert _badge_pixels(surface, pos, mark) >= pos[2] ** 2 * 0.03                 # the box colour's disc
    wild_box = looks.colour(c.colours[slots[others[0]][0]])
    assert _badge_pixels(surface, table.dice.pos[library], wild_box) < pos[2] ** 2 * 0.03      # no mark
    table.ai.close()


# --- Variant Monuments: the rule on the card, and a drop that breaks it -------------------------
VARIANTS = MASTERWORKS + ("variant_monuments",)


def variants_match(seed=1, players=2):
    config = demo_config(players, seed, humans=1)
    config.modules = VARIANTS
    match = Match.new(config)
    match.autosave_enabled = False
    return match


def test_a_variant_monument_prints_its_rule(app, driver):
    from kingsforge import i18n
    from kingsforge.ui.table import cards

    match = variants_match()
    table = table_for(app, match)
    driver.frame(2)
    c = match.content
    side = [card for card, _r in table.view.beside_rects if c.craft[card].restrict]
    assert side                                         # seed 1: Chimera Statue and Imperial Dragon
    for card in side:
        k = c.craft[card]
        surface = pygame.Surface((180, 276), pygame.SRCALPHA)
        rect = surface.get_rect()
        slots = cards.draw_craft_card(surface, c, card, rect)
        mark = cards.draw_restriction_mark(surface, k, cards.restriction_mark_rect(k, rect, slots))
        assert rect.contains(mark) and mark.top >= slots[-1].bottom - 2      # under the boxes, on the card
        assert surface.get_at(mark.move(2, 0).midleft)[:3] == cards.RULE_RED
        words = cards.restriction_words(k, short=False)
        assert words and "restrict" not in words
        for lang in ("en", "es"):
            i18n.set_language(lang)
            try:
                assert "restrict" not in cards.restriction_words(k) and "restrict" not in i18n.t(
                    "zoom.restricted", rule=cards.restriction_words(k, short=False))
            finally:
                i18n.set_language("en")
    table.ai.close()


def test_a_drop_that_breaks_the_rule_is_refused_with_the_rule(app, driver):
    match = variants_match()

    def crafting(m):
        s = m.state
        return s.phase == "craft" and m.human_to_move and s.has_rolled and not s.pending

    assert play_until(match, crafting, seed=1)
    s = match.state
    c = match.content
    dragon = c.craft_index("imperial_dragon")
    assert dragon in s.beside
    p = s.turn
    magic = c.die_type_index("magic")
    die = s.stock[magic].pop()                          # a magic 4 among the rolled dice
    s.values[die] = 4
    s.rolled[p].append(die)
    table = table_for(app, match)
    driver.frame(2)
    target = next(t for t in table.view.targets if t.kind == CRAFT and t.target == dragon and t.box == 2)
    table._explain_refusal(target, die)
    assert "Imperial Dragon" in table.message and "no die showing 4" in table.message
    table.ai.close()


@pytest.mark.parametrize("crafted", [0, 1, 2, 3])
def test_the_decree_row_and_the_request_lie_side_by_side(crafted):
    """The Royal Decree's three masterworks and the request beside the display (craft phase): no
    card covers another's name, rank, boxes or rule; the uncrafted cards shrink together (keeping
    the band's height) down to MIN_ROW_W, and the row ends before the player panels."""
    row = layout.CraftRow(3, crafted, 5, 4)
    cards = row.display + row.beside + row.crafted
    for i, a in enumerate(cards):
        assert a.right <= layout.MAIN_R and a.w >= min(layout.MIN_ROW_W, layout.MIN_CRAFTED_W)
        for b in cards[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert all(r.h == layout.CRAFT_H for r in row.display + row.beside)
    assert not row.waiting or row.waiting[-1].right <= layout.MAIN_R


def test_the_round_summary_says_what_was_won_besides_wares(app, driver):
    """Exotic dice won at cleanup are named in the round summary (not 'Kept nothing this round')."""
    from kingsforge.ui import gfx
    from kingsforge.ui.scenes.summary import RoundSummaryScene

    match = masterworks_match(seed=2, players=2)
    s = match.state
    grim = s.stock[match.content.die_type_index("grimstone")][0]
    summary = app.stack.reset(RoundSummaryScene(app, match, 1, [[], []], [[grim], []]))
    driver.frame()
    gfx.labels = gfx.LabelLog(app.canvas)
    try:
        summary.draw(app.canvas)
        texts = [label.text for label in gfx.labels.labels]
    finally:
        gfx.labels = None
    assert any("won a Grimstone die" in text for text in texts), texts
    assert sum("Kept nothing this round" in text for text in texts) == 1      # the other player's row


def test_a_declined_heartwood_is_harvested_later_with_the_harvest_chip(app, driver, tmp_path):
    """The printed "at any time": after the harvest declined at the roll, a Harvest chip in the
    forge's bonus column offers it again; clicking asks as what and plays the listed Harvest."""
    from kingsforge.engine.actions import Harvest
    from kingsforge.ui.scenes.choice import ChoiceScene

    match = staging.harvest_match(demo_config(2, 1))
    table = table_for(app, match)
    driver.frame(2)
    assert driver.app.stack.top is table
    offered = [a for a in match.legal() if isinstance(a, Harvest)]
    assert offered
    chip = driver.button("Harvest")
    assert chip.visible and chip.text == f"Harvest {match.state.grown}" and "Heartwood" in chip.tooltip
    assert layout.CHARGES.contains(chip.rect)
    for _index, rect in table._charge_chips() + [(k, r) for k, r in table._ability_chips()]:
        assert not rect.colliderect(chip.rect)
    from kingsforge.ui import advice
    why = advice.reason_text(advice.reason(match.state, offered[0]))
    assert why and "advice." not in why and why != advice.reason_text({"kind": "best"})   # the Hint says why
    die = offered[-1].die
    driver.click(chip.rect.center)
    ask = driver.app.stack.top
    assert isinstance(ask, ChoiceScene)
    answers = [w for w in ask.widgets.widgets if getattr(w, "name", "") and w.visible]
    assert len(answers) == len(offered) + 1                     # one per listed harvest, and keep it
    logged = len(match.log)
    driver.click(answers[len(offered) - 1].rect.center)         # the last listed: as gem
    assert driver.app.stack.top is table
    assert len(match.log) == logged + 1 and die in match.state.rolled[0] and die not in match.state.kept[0]
    assert ("harvest", offered[-1].as_type) == ("harvest", dict(match.state.as_type)[die])
    driver.frame(2)
    assert not driver.button("Harvest").visible or any(isinstance(a, Harvest) for a in match.legal())


def test_right_clicking_a_kept_heartwood_asks_to_harvest_it(app, driver):
    """The chip is not the only way in: right-clicking the kept die (in its player's row) asks the
    same question; a right-click elsewhere does not."""
    from kingsforge.engine.actions import Harvest
    from kingsforge.ui.scenes.choice import ChoiceScene

    match = staging.harvest_match(demo_config(2, 1))
    table = table_for(app, match)
    driver.frame(2)
    offered = [a for a in match.legal() if isinstance(a, Harvest)]
    x, y, _size = table.dice.pos[offered[0].die]
    driver.click((20, 300), button=3)                   # not on the die
    assert driver.app.stack.top is table
    driver.click((round(x), round(y)), button=3)
    ask = driver.app.stack.top
    assert isinstance(ask, ChoiceScene)
    answers = [w for w in ask.widgets.widgets if getattr(w, "name", "") and w.visible]
    assert len(answers) == len(offered) + 1             # one per listed harvest, and keep it


def test_no_harvest_chip_without_a_harvest_on_offer(app, driver):
    match = staging.kept_decision_match("harvest", demo_config(2, 1))
    table = table_for(app, match)
    driver.frame(2)                                   # the dialog after the roll asks first: no chip
    assert not table.btn_harvest.visible


def test_the_game_over_sentence_says_the_decree_s_masterwork_won():
    """Ann holds five plain wares after her masterwork was out-crafted, Bob four with it: Bob
    wins (mw.house.decree_outcrafted), and the sentence said he 'kept the most wares (4)'."""
    import types

    from kingsforge.ui.scenes.gameover import tie_break_text
    from masterworks_scenario import outcrafted_saddle
    game = outcrafted_saddle()
    c = game.c
    s = game.state
    assert s.phase == "over" and [len(t) for t in s.tucked] == [5, 4, 0] and s.standings()[0] == 1
    text = tie_break_text(types.SimpleNamespace(state=s, content=c, names=["Ann", "Bob", "Cy"]))
    assert text.startswith("Bob reached the goal with a masterwork (4 wares)"), text


def test_with_the_display_gone_the_decree_s_masterworks_are_still_targets(app, driver):
    """The game now goes on while a masterwork is left beside an empty display
    (mw.house.decree_masterworks_left): the table still draws them as cards to craft."""
    match = masterworks_match()
    s = match.state
    for i, card in enumerate(s.display + s.waiting):
        s.tucked[i % s.n].append(card)
    s.display, s.waiting = [], []
    table = table_for(app, match)
    driver.frame(2)
    side = [card for card, _r in table.view.beside_rects]
    assert len(side) == 3 and all(match.content.craft[card].rank >= 100 for card in side)
    assert all(table.view.card_at(rect.center) == ("craft", card) for card, rect in table.view.beside_rects)
    table.ai.close()


def test_the_game_over_sentence_counts_a_kept_request_as_an_item():
    """A request is an item, not a ware: a winner holding four wares and the request 'kept the
    most items (5)', as their row says '5 items'."""
    import types

    from kingsforge.ui.scenes.gameover import items_headline, tie_break_text
    from kingsforge.ui.screenshot import demo_config

    match = staging.every_masterworks_match("gameover-masterworks", demo_config(3, 1))
    s, c = match.state, match.content
    request = next(k.index for k in c.craft if k.request)
    wares = [k.index for k in c.craft if not k.request and k.rank < 100][:7]
    s.tucked = [wares[:4] + [request], wares[4:6], wares[6:7]]
    view = types.SimpleNamespace(state=s, content=c, names=["Ann", "Bob", "Cy"])
    assert s.standings()[0] == 0
    assert tie_break_text(view) == "Ann kept the most items (5).", tie_break_text(view)
    assert items_headline(s, 0) == "5 items"
    s.tucked = [wares[:4], wares[4:6], wares[6:7]]
    assert tie_break_text(view) == "Ann kept the most wares (4)."
