"""Masterworks rulebook: Ambassador's Row (bidding on the tiles, the payout, the Grimstone draw)."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Craft
from masterworks_scenario import MW
from scenario import clause


def bidding_table(players=2, **supply):
    game = MW(players=players).first_player(0)
    for p in range(players):
        game.supply(p, **(supply or {"metal": 2}))
    return game


@clause("mw.tiles.row", "mw.house.tile_values")
def test_four_tiles_west_to_east_with_rising_metal_pairs():
    game = MW()
    c = game.c
    tiles = [c.craft[i] for i in c.tiles]
    assert [t.id for t in tiles] == ["great_cauldron", "crystal_tundra", "one_tree", "hidden_city"]
    assert [c.die_types[t.tile.gives].id for t in tiles] == ["grimstone", "borealis", "heartwood", "aether_ore"]
    metal = c.colours.index("metal")
    assert [t.slots for t in tiles] == [((metal, v), (metal, v)) for v in (1, 2, 3, 4)]
    assert game.state.beside == list(c.tiles)


@clause("mw.bid.as_craft")
def test_a_bid_takes_the_tile_like_a_craft():
    game = bidding_table()
    game.to_craft_phase()
    game.roll(4, 4)
    tundra = game.tile("crystal_tundra")
    assert any(isinstance(a, Craft) and a.card == tundra for a in rules.legal_actions(game.state))
    game.craft("hidden_city", ("metal", 4), ("metal", 4))
    assert game.crafted_by("hidden_city") == 0
    assert game.tile("hidden_city") not in game.state.beside


@clause("mw.bid.outbid")
def test_a_later_bid_must_match_every_die_and_beat_one():
    game = bidding_table()
    game.to_craft_phase()
    game.roll(2, 3)
    game.craft("crystal_tundra", ("metal", 2), ("metal", 3))
    game.end_turn()
    game.roll(3, 2)                              # the same dice: not better
    tundra = game.tile("crystal_tundra")
    assert not any(isinstance(a, Craft) and a.card == tundra for a in rules.legal_actions(game.state))
    game.end_turn()
    game.to_craft_phase()                        # next round: player 1 crafts first
    s = game.state
    assert s.turn == 1
    game.ready_none()
    game.roll_all(3)
    game.craft("crystal_tundra", ("metal", 3), ("metal", 3))
    game.end_turn()
    game.ready_none()
    game.roll_all(4)
    smithy = game.count(1, "smithy", "metal")
    game.craft("crystal_tundra", ("metal", 4), ("metal", 4))
    assert game.crafted_by("crystal_tundra") == 0
    assert game.count(1, "smithy", "metal") == smithy + 2          # the outbid dice go to its smithy tile


@clause("mw.bid.outbid")
def test_a_bid_higher_on_one_die_and_lower_on_the_other_does_not_outbid():
    """Against a bid of 3 and 3, a 4 and a 2 beat one die but fall short of the other, whichever
    die goes on which box: every die must be at least equal, so the tile stays where it is."""
    game = bidding_table()
    game.to_craft_phase()
    game.roll(3, 3)
    game.craft("crystal_tundra", ("metal", 3), ("metal", 3))
    game.end_turn()
    game.roll(4, 2)
    for boxes in ((("metal", 4), ("metal", 2)), (("metal", 2), ("metal", 4))):
        assert game.refused(game.craft_action("crystal_tundra", *boxes)).code == "floor"
    tundra = game.tile("crystal_tundra")
    assert not any(isinstance(a, Craft) and a.card == tundra for a in rules.legal_actions(game.state))
    assert game.crafted_by("crystal_tundra") == 0          # still player 0's bid


@clause("mw.bid.several_once")
def test_several_tiles_but_once_each():
    game = bidding_table(metal=4)
    game.to_craft_phase()
    game.roll(1, 1, 2, 2)
    game.craft("great_cauldron", ("metal", 1), ("metal", 1))
    game.craft("crystal_tundra", ("metal", 2), ("metal", 2))
    assert game.crafted_by("great_cauldron") == 0 and game.crafted_by("crystal_tundra") == 0
    cauldron = game.tile("great_cauldron")
    assert (cauldron, 0) in game.state.placed
    assert game.refused(Craft(cauldron, ())).code in ("already_crafted", "once_a_round")
    # once per round: being outbid does not give a second bid on that tile the same round
    from kingsforge.engine.craft import target_problem
    assert target_problem(game.state, 0, cauldron, True).code == "once_a_round"


@clause("mw.bid.empty_stock")
def test_a_tile_whose_dice_are_gone_can_still_be_bid_on():
    game = bidding_table()
    game.kept(1, "aether_ore", game.stock("aether_ore"))      # every Aether Ore is with player 1
    game.to_craft_phase()
    game.roll(4, 4)
    game.craft("hidden_city", ("metal", 4), ("metal", 4))
    assert game.crafted_by("hidden_city") == 0


@clause("mw.bid.payout", "mw.exotic.kept")
def test_the_holder_gains_the_die_at_the_very_end_of_cleanup_and_the_tile_returns():
    game = bidding_table()
    game.to_craft_phase()
    game.roll(4, 4)
    game.craft("hidden_city", ("metal", 4), ("metal", 4))
    stock = game.stock("aether_ore")
    game.end_turn()
    game.roll(1, 1)
    game.end_turn()                                       # cleanup
    s = game.state
    assert game.stock("aether_ore") == stock - 1
    assert game.dice_of(0, "kept", "aether_ore") and not game.dice_of(0, "smithy", "aether_ore")
    assert game.tile("hidden_city") in s.beside and not s.tucked[0]
    assert game.count(0, "supply", "metal") == 2           # the bid's dice came back like a craft's
    game.finish_round()                                    # kept, not rolled: it waits for round 3
    assert game.dice_of(0, "kept", "aether_ore")


@clause("mw.bid.cauldron_cards")
def test_the_great_cauldron_draws_two_cards_and_keeps_one():
    game = bidding_table()
    s = game.state
    top = list(s.card_deck[:2])
    game.to_craft_phase()
    game.roll(1, 1)
    game.craft("great_cauldron", ("metal", 1), ("metal", 1))
    game.end_turn()
    game.roll(1, 1)
    game.end_turn()
    s = game.state
    if top[0] == top[1]:
        assert s.paired[-1][1] == top[0]
        return
    assert game.pending_kind() == "keep_card" and s.turn == 0
    assert sorted(game.choices()) == sorted(top)
    game.decide(top[1])
    s = game.state
    die = game.dice_of(0, "kept", "grimstone")[0]
    assert (0, top[1], die, s.round) in s.paired
    assert s.card_deck[-1] == top[0]                       # the other to the bottom
