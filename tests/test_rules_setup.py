"""Rulebook: set-up, finite resources, round structure."""

from collections import Counter

from kingsforge.engine.setup import new_game
from scenario import Scenario, clause, content


@clause("setup.supply")
def test_each_player_starts_with_five_metal_and_the_rest_is_stock():
    c = content()
    for players in (2, 3, 4):
        s = new_game(c, players, seed=players)
        for p in range(players):
            assert Counter(c.die_types[c.die_type_of[d]].id for d in s.supply[p]) == {"metal": 5}
            assert s.smithy[p] == []
        assert len(s.stock[c.die_type_index("metal")]) == 42 - 5 * players
        assert sum(len(pile) for pile in s.stock) == 91 - 5 * players


@clause("setup.craft_deal", "setup.craft_display")
def test_craft_cards_dealt_by_player_count_lowest_three_on_display():
    c = content()
    for players, dealt in ((2, 9), (3, 10), (4, 13)):
        s = new_game(c, players, seed=7)
        ranks = [c.craft[i].rank for i in s.display + s.waiting]
        assert len(ranks) == dealt
        assert len(s.display) == 3
        assert max(c.craft[i].rank for i in s.display) < min(c.craft[i].rank for i in s.waiting)
        assert [c.craft[i].rank for i in s.waiting] == sorted(c.craft[i].rank for i in s.waiting)
    # a different seed deals a different selection (the deck is shuffled, not fixed)
    assert len({tuple(new_game(c, 2, seed).display) for seed in range(10)}) > 1


@clause("setup.gather_deck", "gather_phase.deal")
def test_gather_deck_is_four_always_cards_and_seven_random():
    c = content()
    always = {card.index for card in c.gather if card.always}
    assert {c.gather[i].id for i in always} == {"north_mine", "south_mine", "east_forest", "west_forest"}
    seen_random = set()
    for seed in range(20):
        s = new_game(c, 3, seed)
        assert len(s.gather_cards) == 11 and len(set(s.gather_cards)) == 11
        assert always <= set(s.gather_cards)
        assert len(s.gather_row) == 4 and len(s.gather_deck) == 7
        seen_random |= set(s.gather_cards) - always
    assert len(seen_random) > 7, "the 7 random gather cards change from game to game"


@clause("setup.first_player")
def test_first_player_is_random_and_starts():
    c = content()
    firsts = Counter(new_game(c, 4, seed).anvil for seed in range(200))
    assert set(firsts) == {0, 1, 2, 3}
    s = new_game(c, 4, 3)
    assert s.turn == s.anvil and s.phase == "gather"


@clause("round.phases", "round.anvil_passes", "cleanup.reshuffle", "house.new_round_supply")
def test_round_runs_gather_craft_cleanup_then_anvil_moves_left():
    game = Scenario(players=3).first_player(2)
    game.row("north_mine", "east_forest", "tavern", "mill")
    game.claim("north_mine", "top")                 # seat 2 gains a metal die to the smithy
    assert game.state.turn == 0                     # clockwise: 2 -> 0
    game.to_craft_phase()
    assert game.state.phase == "craft" and game.state.turn == 2
    for seat in (2, 0, 1):
        assert game.state.turn == seat
        game.roll(*[1] * game.count(seat, "supply"))
        game.end_turn()
    s = game.state
    assert s.phase == "gather" and s.round == 2 and s.anvil == 0 and s.turn == 0
    assert s.claims == [] and len(s.gather_row) == 4 and len(s.gather_deck) == 7
    assert sorted(s.gather_row + s.gather_deck) == sorted(s.gather_cards)
    # last round's smithy dice (the new metal and the rolled dice) are now the supply
    assert game.count(2, "supply", "metal") == 6 and s.smithy[2] == []


@clause("general.finite", "gather_phase.gain_limited")
def test_a_gain_takes_only_what_the_stock_has_and_is_not_owed_later():
    game = Scenario(players=2).first_player(0).supply(0, metal=2, wood=2)
    game.row("bazaar", "north_mine", "east_forest", "mill")
    game.empty_stock("gem")
    game.claim("bazaar", "top", "wood", "wood")      # pays for a gem the stock does not have
    assert game.count(0, "smithy", "gem") == 0
    # gems come back to the stock later; nothing is owed to seat 0
    game.state.stock[game.c.die_type_index("gem")].extend(game.state.smithy[1][-3:])
    del game.state.smithy[1][-3:]
    game.pass_()
    game.pass_()
    assert game.count(0, "smithy", "gem") == 0
