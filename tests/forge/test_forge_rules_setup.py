"""Forge set-up, the turn-order track, turns and the round."""

from collections import Counter

from forge_scenario import Forge, clause, content

from kingsforge.forge.engine.actions import Hammer, Place
from kingsforge.forge.engine.describe import describe
from kingsforge.forge.engine.setup import new_game
from kingsforge.forge.ui import words


@clause("forge.setup.decks")
def test_decks_have_the_rulebook_sizes_and_are_shuffled():
    c = content()
    assert Counter(k.deck for k in c.contracts) == {0: 24, 1: 24, 2: 24}
    assert Counter(d.deck for d in c.development) == {0: 12, 1: 12}
    assert len(c.training) == 36 and len(c.guilds) == 21
    a, b = new_game(c, 2, 1), new_game(c, 2, 2)
    assert a.training != b.training and sorted(a.training) == sorted(b.training)
    assert a.guilds != b.guilds and sorted(a.guilds) == sorted(b.guilds)
    for deck in range(2):
        assert a.development[deck] != b.development[deck]
    # each contract deck is shuffled too: two seeds stack it apart, and neither in the file's order
    for deck in range(3):
        in_file_order = [i for i, k in enumerate(c.contracts) if k.deck == deck]
        assert a.contracts[deck] != b.contracts[deck]
        for s in (a, b):
            assert s.contracts[deck] != in_file_order[:len(s.contracts[deck])]


@clause("forge.setup.stock")
def test_starting_stock_skill_and_workers():
    game = Forge(players=4, keep_openings=False)
    for p in game.s.p:
        assert p.res == [5, 1, 1, 0, 0] and p.skill == 1 and p.assistants == 2
        assert p.free_workers() == [0, 1, 4]


@clause("forge.setup.opening_contracts")
def test_opening_deal_keeps_one_and_puts_the_others_under_their_decks():
    game = Forge(players=3, first=1, keep_openings=False)
    s = game.s
    assert [q.seat for q in s.pending] == [1, 2, 0]
    dealt = s.pending[0].cards
    assert [game.c.contracts[i].deck for i in dealt] == [0, 1, 2]
    game.choose(2)
    assert game.s.p[1].hand == [dealt[2]]
    assert game.s.contracts[0][0] == dealt[0] and game.s.contracts[1][0] == dealt[1]


@clause("forge.track.placement", "forge.house.track_resources")
def test_track_from_the_anvil_clockwise_paying_the_resource_under_it():
    game = Forge(players=3, first=1)
    assert game.s.current() == 1
    game.move(Hammer(3))
    assert game.res(1, "gems") == 1
    assert game.s.current() == 2
    game.refuse(Hammer(3), "taken")
    game.move(Hammer(0))
    assert game.res(2, "wood") == 2
    game.move(Hammer(2))
    assert game.res(0, "brick") == 1
    assert game.s.track == [2, -1, 0, 1]


@clause("forge.track.placement", "forge.house.storage")
def test_the_log_says_a_hammer_takes_nothing_into_full_stores():
    game = Forge(players=2, first=0).give(0, wood=6)
    assert describe(game.s, Hammer(0)) == "P1 puts the turn hammer on space 1 (no Wood: the stores are full)"
    assert words.say_move(game.s, Hammer(0), ["Ana", "Bo"]) == "Ana takes track space 1 (no Wood: the stores are full)"
    assert describe(game.s, Hammer(1)) == "P1 puts the turn hammer on space 2 (+1 Metal)"
    game.move(Hammer(0))
    assert game.res(0, "wood") == 6


@clause("forge.track.turn_order")
def test_turns_follow_the_track_then_start_again_at_the_top():
    game = Forge(players=3, first=1).track(3, 0, 2)
    assert game.s.order == [2, 0, 1]
    seen = []
    for _ in range(4):
        seen.append(game.s.current())
        game.place(0 if game.s.p[game.s.current()].used == 0 else 1, "market")
    assert seen == [2, 0, 1, 2]


@clause("forge.turn.one_worker", "forge.turn.no_workers_pass")
def test_one_worker_a_turn_action_at_once_and_empty_players_are_passed_over():
    game = Forge(players=2).track(0, 1)
    game.give(1, assistants=3)
    game.place(0, "market")
    assert game.res(0, "gold") == 10 and game.s.current() == 1
    game.place(0, "market").place(1, "market").place(1, "forest").place(4, "mountains")
    assert not game.s.p[0].free_workers() and game.s.current() == 1
    game.place(2, "mines")
    assert game.s.current() == 1            # P1 again: P1 has nothing left to place
    game.place(4, "guild")


@clause("forge.round.end", "forge.house.anvil_passes")
def test_round_end_brings_workers_home_and_passes_the_anvil():
    game = Forge(players=2).track(0, 1)
    for _ in range(3):
        for seat in (0, 1):
            p = game.s.p[game.s.current()]
            w = p.free_workers()[0]
            game.place(w, "market" if w != 4 else "guild")
            if game.s.pending:
                game.choose(0)
    s = game.s
    assert s.round == 2 and s.phase == "track" and s.anvil == 1 and s.track == [-1] * 4
    assert all(p.used == 0 and p.visited == 0 for p in s.p)
    assert s.current() == 1
    seeds = {new_game(content(), 4, seed).anvil for seed in range(12)}
    assert len(seeds) > 1                   # the first player is drawn from the seed


@clause("forge.board.once_per_round")
def test_each_location_once_a_round_except_trading_post_and_market():
    game = Forge(players=2).track(0, 1)
    game.place(0, "forest").place(0, "market")
    game.refuse(Place(1, "forest"), "already visited")
    game.place(1, "market")                  # P0's second Market visit
    game.place(1, "trading_post", detail=("sell:wood",))
    game.refuse(Place(4, "forest"), "already visited")
    game.place(4, "mountains")


@clause("forge.board.worker_spots")
def test_blacksmith_and_assistant_spots():
    game = Forge(players=2).track(0, 1)
    game.refuse(Place(4, "market"), "Blacksmith may not")
    game.refuse(Place(4, "trading_post", "", ("sell:wood",)), "Blacksmith may not")
    game.refuse(Place(0, "guild"), "only the Blacksmith")
    game.refuse(Place(0, "forest", "smith"), "only a Foreman")
    game.refuse(Place(3, "forest"), "not hired")
