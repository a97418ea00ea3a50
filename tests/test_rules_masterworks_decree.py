"""Masterworks rulebook: the realm items in the base deck, and the optional Royal Decree."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Craft
from kingsforge.engine.craft import target_problem
from kingsforge.engine.setup import new_game
from masterworks_scenario import CRAFT, DECREE, MW, outcrafted_saddle
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


def assert_only_masterworks_open(game):
    """Player 0 has rolled: every craft listed is a masterwork (or a tile), and a plain card on
    display is refused as the ending item."""
    s = game.state
    crafts = [a for a in __import__("kingsforge").engine.rules.legal_actions(s) if isinstance(a, Craft)]
    assert all(game.c.craft[a.card].rank >= 100 or game.c.craft[a.card].tile for a in crafts)
    low = s.display[0]
    assert game.refused(Craft(low, tuple(s.rolled[0][:len(game.c.craft[low].slots)]))).code == "ending_item"


@clause("mw.decree.ending")
def test_the_ending_item_must_be_a_masterwork():
    game, side = decree_table(items=4, metal=6)        # two players: 5 items win
    game.to_craft_phase()
    game.roll(6, 6, 6, 6, 6, 6)
    assert_only_masterworks_open(game)


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


def _masterwork_crafted_then_rolled(game, side):
    """Player 0 crafts the first masterwork beside the display with 5s; player 1 then rolls 6s
    (every die it could out-craft it with). Returns the masterwork and the colours' die types."""
    game.supply(1, metal=6, wood=5, gem=5, magic=4)
    game.to_craft_phase()
    game.roll(*[5] * 21)
    card = game.c.craft[side[0]]
    colours = game.c.colours
    game.craft(card.id, *[(colours[colour], 5) for colour, _p in card.slots])
    game.end_turn()
    game.roll(*[6] * 20)
    return card, colours


@clause("mw.decree.steal")
def test_only_a_player_one_item_short_may_steal_a_masterwork():
    game, side = decree_table(items=0, metal=6, wood=5, gem=5, magic=5)
    card, colours = _masterwork_crafted_then_rolled(game, side)
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


@clause("mw.house.decree_masterworks_left")
def test_the_masterworks_beside_keep_the_game_going_with_the_display_empty():
    """Two players share the eight plain items four and four (five to win): the display and the
    waiting line are empty, and the three masterworks beside are the only items that can end the
    game. The game goes on past that cleanup (nobody has a masterwork, so nobody has won)."""
    game = MW(modules=BOTH).first_player(0)
    s = game.state
    for i, card in enumerate(s.display + s.waiting):
        s.tucked[i % 2].append(card)
    s.display, s.waiting = [], []
    game.supply(0, metal=1).supply(1, metal=1)
    game.finish_round()
    s = game.state
    assert s.phase == "gather" and [len(t) for t in s.tucked] == [4, 4]
    assert sum(1 for k in s.beside if game.c.craft[k].rank >= 100) == 3


@clause("mw.decree.ending", "mw.house.decree_outcrafted")
def test_an_outcrafted_masterwork_leaves_no_win_with_plain_items():
    """Three players (four items win). Player 0, one item short, crafts the Griffin Saddle and then
    two plain items (allowed after a masterwork); player 1, also one short, out-crafts the Saddle.
    Player 0 claims five plain items and player 1 four with the Saddle: player 1's items end the
    game and win it, as the decree asks; more plain items do not."""
    game = outcrafted_saddle()
    s = game.state
    assert len(s.tucked[0]) == 5 > s.items_to_win and not s.holds_ending_item(0) and not s.ends_game(0)
    assert s.phase == "over" and s.ends_game(1)
    assert s.standings()[:2] == [1, 0]              # five plain items rank below four with the Saddle


@clause("mw.decree.ending", "mw.house.decree_outcrafted")
def test_past_the_goal_without_a_masterwork_only_a_masterwork_may_follow():
    game, side = decree_table(items=4, metal=6)     # two players: five items win
    s = game.state
    s.tucked[0].append(s.waiting.pop())             # a fifth plain item (its masterwork out-crafted)
    from kingsforge.engine.cleanup import game_is_over
    assert not s.ends_game(0) and not game_is_over(s)      # five plain items end nothing
    game.to_craft_phase()
    game.ready_none()
    game.roll(6, 6, 6, 6, 6, 6)
    assert_only_masterworks_open(game)


def test_without_a_decree_standings_are_items_then_rank():
    game = MW(players=3, modules=(CRAFT,))
    game.tucked(0, "smiths_hammer", "ruby_ring").tucked(1, "miners_pick").tucked(2, "oak_chest", "iron_shield")
    s = game.state
    order = s.standings()
    best = {p: max(game.c.craft[k].rank for k in s.tucked[p]) for p in (0, 2)}
    assert order[-1] == 1 and order[0] == max((0, 2), key=lambda p: best[p])
    assert all(s.holds_ending_item(p) for p in range(3))


@clause("mw.decree.steal")
def test_a_player_one_item_short_may_steal_a_masterwork_and_two_short_may_not():
    """Two players need five items. Player 0 crafts a masterwork; player 1, holding four items,
    out-crafts it (and so ends the game with it); holding three, the same dice may not."""
    for held, steals in ((4, True), (3, False)):
        game, side = decree_table(items=0, metal=6, wood=5, gem=5, magic=5)
        s = game.state
        low = sorted(s.display + s.waiting, key=lambda k: game.c.craft[k].rank)[:held]
        for card in low:
            for zone in (s.display, s.waiting):
                if card in zone:
                    zone.remove(card)
            s.tucked[1].append(card)
        while len(s.display) < 3 and s.waiting:
            s.display.append(s.waiting.pop(0))
        card, colours = _masterwork_crafted_then_rolled(game, side)
        problem = target_problem(game.state, 1, side[0], True)
        listed = any(isinstance(a, Craft) and a.card == side[0] for a in rules.legal_actions(game.state))
        if steals:
            assert problem is None and listed
            game.craft(card.id, *[(colours[colour], 6) for colour, _p in card.slots])
            assert game.crafted_by(card.id) == 1
        else:
            assert problem.code == "steal_needs_items" and not listed
