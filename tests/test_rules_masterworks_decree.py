"""Masterworks rulebook: the realm items in the base deck, and the optional Royal Decree."""

from kingsforge.engine.actions import Craft
from kingsforge.engine.setup import new_game
from masterworks_scenario import CRAFT, DECREE, MW
from scenario import clause

BOTH = (CRAFT, DECREE)


@clause("mw.craft.shuffled")
def test_realm_items_share_the_base_rank_space():
    game = MW(modules=(CRAFT,))
    c = game.c
    ranks = [k.rank for k in c.craft if k.tile is None]
    assert len(ranks) == len(set(ranks)) == 33 + 22
    mw = [k for k in c.craft if k.module == CRAFT]
    assert sum(1 for k in mw if k.rank >= 100) == 6 and all(k.source == "house" for k in mw)
    dealt = set()
    for seed in range(30):
        dealt |= {c.craft[i].module for i in new_game(c, 4, seed).craft_cards}
    assert dealt == {"base", CRAFT}


@clause("mw.decree.setup", "mw.house.decree_random")
def test_three_masterworks_beside_the_display_and_the_deal():
    game = MW(modules=BOTH)
    c = game.c
    for players, deal in ((2, 8), (3, 9), (4, 12)):
        firsts = set()
        for seed in range(8):
            s = new_game(c, players, seed)
            side = [k for k in s.beside if c.craft[k].tile is None]
            assert len(side) == 3 and all(c.craft[k].rank >= 100 for k in side)
            assert len(s.display) + len(s.waiting) == deal
            assert all(c.craft[k].rank < 100 for k in s.display + s.waiting)
            firsts.add(tuple(side))
        assert len(firsts) > 1                     # drawn at random


def decree_table(items=3, **supply):
    game = MW(modules=BOTH).first_player(0)
    s = game.state
    side = [k for k in s.beside if game.c.craft[k].tile is None]
    low = sorted(s.display + s.waiting, key=lambda k: game.c.craft[k].rank)
    for card in low[-items:] if items else []:
        for zone in (s.display, s.waiting):
            if card in zone:
                zone.remove(card)
        s.tucked[0].append(card)
    while len(s.display) < 3 and s.waiting:
        s.display.append(s.waiting.pop(0))
    game.supply(0, **supply).supply(1, metal=1)
    return game, side


@clause("mw.decree.ending")
def test_the_ending_item_must_be_a_masterwork():
    game, side = decree_table(items=4, metal=6)        # two players: 5 items win
    game.to_craft_phase()
    game.roll(6, 6, 6, 6, 6, 6)
    s = game.state
    crafts = [a for a in __import__("kingsforge").engine.rules.legal_actions(s) if isinstance(a, Craft)]
    assert all(game.c.craft[a.card].rank >= 100 or game.c.craft[a.card].tile for a in crafts)
    low = s.display[0]
    assert game.refused(Craft(low, tuple(s.rolled[0][:len(game.c.craft[low].slots)]))).code == "ending_item"


@clause("mw.decree.any", "mw.decree.lower_after")
def test_any_masterwork_in_any_order_then_lower_items():
    game, side = decree_table(items=4, metal=6, wood=6, gem=6, magic=6)
    game.to_craft_phase()
    game.roll(*[6] * 24)     # (player 1's supply was set first, so the stock still has these)
    top = max(side, key=lambda k: game.c.craft[k].rank)      # not the lowest first
    slots = game.c.craft[top].slots
    colours = game.c.colours
    game.craft(game.c.craft[top].id, *[(colours[colour], 6) for colour, _p in slots])
    assert game.crafted_by(game.c.craft[top].id) == 0
    card = game.c.craft[game.state.display[0]]
    game.craft(card.id, *[(colours[colour], 6) for colour, _p in card.slots])   # a lower item after it
    assert game.crafted_by(card.id) == 0


@clause("mw.decree.steal")
def test_only_a_player_one_item_short_may_steal_a_masterwork():
    game, side = decree_table(items=0, metal=6, wood=5, gem=5, magic=5)
    game.supply(1, metal=6, wood=5, gem=5, magic=4)
    game.to_craft_phase()
    game.roll(*[5] * 21)
    card = game.c.craft[side[0]]
    colours = game.c.colours
    game.craft(card.id, *[(colours[colour], 5) for colour, _p in card.slots])
    game.end_turn()
    game.roll(*[6] * 20)
    from kingsforge.engine.craft import target_problem
    assert target_problem(game.state, 1, side[0], True).code == "steal_needs_items"
    assert not any(isinstance(a, Craft) and a.card == side[0]
                   for a in __import__("kingsforge").engine.rules.legal_actions(game.state))


@clause("mw.house.no_masterwork_left")
def test_the_game_ends_when_no_masterwork_is_left():
    game, side = decree_table(items=0)
    s = game.state
    for card in side:                  # every masterwork already claimed by player 1
        s.beside.remove(card)
        s.tucked[1].append(card)
    game.finish_round()
    assert game.state.phase == "over"
