"""The achievement board, the end of the game and scoring."""

from forge_scenario import Forge, clause, content

from kingsforge.forge.engine import rules, scoring
from kingsforge.forge.engine.actions import Place, Skip
from kingsforge.forge.engine.setup import new_game


@clause("forge.achievement.criteria", "forge.achievement.forced", "forge.achievement.points")
def test_each_achievement_is_placed_at_once_in_arrival_order():
    game = Forge(players=4).track(0, 1, 2, 3)
    for seat in range(4):
        game.give(seat, skill=4, gold=10, metal=2, brick=2)
    game.place(0, "engineering", "build", ("vise",))
    game.place(4, "engineering", "build", ("vise",))
    assert game.s.board[6] == [0, 1]
    assert [scoring.breakdown(game.s, seat)["achievements"] for seat in (0, 1)] == [5, 3]
    game.place(0, "architecture", "build", ("forge",))              # the Upgraded Forge: skill 5
    game.place(0, "architecture", "build", ("forge",))              # the second Equipment spot
    assert game.s.board[6] == [0, 1, 2, 3]
    assert [scoring.breakdown(game.s, seat)["achievements"] for seat in range(4)] == [5, 3, 2, 1]
    game = Forge(players=2).track(0, 1)
    game.forged(0, "oak_bench", "spearhead").hand(0, "milking_stool").give(0, wood=2)
    game.guild_cards(0, "bladesmiths_oath", "goldsmiths_mastery").tokens(0, "chisels", "tongs", "hammers")
    game.tokens(0, "grindstone", "anvil", "wagon").dev(0, "bellows_1", "timing_clocks_1", "waterwheel_1")
    game.give(0, gold=20, metal=3, brick=2)
    game.place(4, "forge", detail=("milking_stool",))              # Contracts
    game.place(0, "military")
    game.place(0, "engineering", "build", ("vise",))               # All Tools (and skill)
    game.place(1, "market")
    game.place(1, "architecture", "build", ("forge",))             # All Equipment
    assert game.s.p[0].hammers == [0, 2, 3]


@clause("forge.achievement.criteria", "forge.house.dev_limit_four", "forge.achievement.one_per_column")
def test_guilds_and_develop_four_and_one_hammer_per_column():
    game = Forge(players=2).track(0, 1)
    game.guild_cards(0, "bladesmiths_oath", "goldsmiths_mastery").dev(0, "bellows_1", "timing_clocks_1", "waterwheel_1")
    game.top("guild", "locksmiths_workshop", "silversmiths_casket")
    game.top("dev", "coin_press_1", "wood_lathe_1")
    game.place(0, "engineering", "develop")
    game.choose(0)
    assert game.s.p[0].hammers == [5]
    game.place(0, "market")
    game.place(4, "guild")
    game.choose(0)
    assert game.s.p[0].hammers == [5, 1]
    game.place(1, "market")
    game.finish_round()
    assert sorted(game.s.p[0].hammers) == [1, 5] and game.s.board[1] == [0]


@clause("forge.achievement.contracts_needed", "forge.house.achievement_order")
def test_the_fifth_hammer_must_include_contracts():
    game = Forge(players=2).track(0, 1)
    p = game.s.p[0]
    for column in (1, 2, 3, 4):
        game.s.board[column].append(0)
        p.hammers.append(column)
        p.closed |= 1 << column
    game.give(0, skill=4, gold=10, metal=1)
    game.place(0, "engineering", "build", ("vise",))               # skill 5: blocked, lost for good
    p = game.s.p[0]
    assert p.hammers == [1, 2, 3, 4] and p.closed >> 6 & 1 and not game.s.ending
    game = Forge(players=2).track(0, 1)
    p = game.s.p[0]
    for column in (1, 2, 3):
        game.s.board[column].append(0)
        p.hammers.append(column)
        p.closed |= 1 << column
    game.forged(0, "oak_bench", "spearhead").hand(0, "milking_stool").give(0, skill=4, wood=2)
    game.give(0, assistants=3, hiring=1)                           # Four Assistants met at once
    game.place(4, "forge", detail=("milking_stool",))
    assert game.s.p[0].hammers == [1, 2, 3, 0, 4] and game.s.ending  # Contracts placed first


@clause("forge.house.achievement_order")
def test_a_last_hammer_met_twice_at_once_goes_on_the_best_free_row():
    """Hiring the fourth Assistant also gives the skill for Skill 5: two columns met at once with
    one hammer left. Four Assistants is down to its 1-point row, Skill 5 still has its 5."""
    game = Forge(players=4).track(0, 1, 2, 3)
    seat = game.s.current()
    p = game.s.p[seat]
    for column in (0, 1, 2, 3):
        game.s.board[column].append(seat)
        p.hammers.append(column)
        p.closed |= 1 << column
    for q in range(4):
        if q != seat:                                             # the rivals fill Four Assistants
            game.s.board[4].append(q)
            game.s.p[q].hammers.append(4)
            game.s.p[q].closed |= 1 << 4
    game.give(seat, gold=8, assistants=3, skill=4)
    before = scoring.breakdown(game.s, seat)["achievements"]
    game.place(4, "support", "hire")
    p = game.s.p[seat]
    assert p.hammers == [0, 1, 2, 3, 6] and game.s.board[6] == [seat] and game.s.ending
    assert scoring.breakdown(game.s, seat)["achievements"] - before == game.c.achievement_points[0]


@clause("forge.end.trigger")
def test_the_fifth_hammer_ends_the_game_after_the_round():
    game = Forge(players=2).track(0, 1)
    p = game.s.p[0]
    for column in (0, 1, 2, 3):
        game.s.board[column].append(0)
        p.hammers.append(column)
        p.closed |= 1 << column
    game.give(0, skill=4, gold=10, metal=1)
    game.place(0, "engineering", "build", ("vise",))
    assert game.s.ending and game.s.phase == "place"
    game.finish_round()
    assert game.s.phase == "over" and rules.legal_actions(game.s) == []
    assert rules.check(game.s, Skip()) == "the game is over"


@clause("forge.house.round_cap")
def test_round_cap_ends_the_game():
    game = Forge(players=2).track(0, 1)
    game.s.round = game.c.round_cap
    game.finish_round()
    assert game.s.phase == "over"


@clause("forge.score.parts", "forge.house.token_points", "forge.house.hand_scores_nothing")
def test_score_parts():
    game = Forge(players=2).track(0, 1)
    game.tokens(0, "chisels", "vise", "forge").forged(0, "spearhead").give(0, vp=4)
    game.hand(0, "great_helm")
    b = scoring.breakdown(game.s, 0)
    spearhead = game.c.contracts[game.c.contract_index["spearhead"]]
    assert b == {"tokens": 4, "board": 1 + 2 + 4, "contracts": spearhead.vp, "achievements": 0, "guilds": 0}
    assert [t.vp for t in game.c.tokens] == [1, 1, 2, 2, 3, 4, 4, 4]



def test_a_score_is_its_parts_all_game_long():
    """`score` adds the parts without building `breakdown` (the bots ask it at every step of a
    play-out): the same total at every move of random games, guild cards and tokens included."""
    import random
    seen_guilds = seen_tokens = 0
    for seed in range(3):
        s, rng = new_game(content(), 3, seed), random.Random(seed)
        while s.phase != "over":
            for seat in range(s.players):
                assert scoring.score(s, seat) == sum(scoring.breakdown(s, seat).values())
                seen_guilds += bool(s.p[seat].guilds)
                seen_tokens += bool(s.p[seat].tokens)
            rules.apply_in_place(s, rng.choice(rules.legal_actions(s)))
    assert seen_guilds and seen_tokens

@clause("forge.score.guild_table", "forge.house.guild_points_per_guild")
def test_guild_points_per_guild_held():
    game = Forge(players=2).track(0, 1)
    blades = [c.id for c in game.c.contracts if c.guild == "bladesmith"]
    golds = [c.id for c in game.c.contracts if c.guild == "goldsmith"]
    game.forged(0, *blades[:3], golds[0]).dev(0, "trip_hammer_1")       # 4 Bladesmith icons, 1 Goldsmith
    assert scoring.guild_points(game.s, 0) == 0
    game.guild_cards(0, "bladesmiths_oath")
    assert scoring.guild_points(game.s, 0) == 14
    game.guild_cards(0, "goldsmiths_mastery")
    assert scoring.guild_points(game.s, 0) == 14 + 2
    assert game.c.guild_points == (2, 5, 9, 14, 20, 27, 35)
    game.forged(0, *blades[3:])
    assert scoring.guild_points(game.s, 0) == 35 + 2                    # 9 icons count as 7


@clause("forge.score.tiebreaks")
def test_tie_breaks():
    game = Forge(players=3).track(0, 1, 2)
    s = game.s
    game.forged(0, "milking_stool").give(0, vp=5 - game.c.contracts[game.c.contract_index["milking_stool"]].vp)
    game.give(1, vp=5)
    game.tokens(2, "chisels", "tongs").give(2, vp=3)
    assert [scoring.score(s, seat) for seat in range(3)] == [5, 5, 5]
    assert scoring.standings(s) == [0, 2, 1]          # delivered contracts, then board points
    # contracts delivered and board points tie: the most guild cards wins. P2 delivered one
    # contract like P1 and holds a guild card of a guild none of their cards bear (no points)
    game = Forge(players=2).track(0, 1)
    s = game.s
    game.forged(0, "milking_stool").forged(1, "shepherds_crook").guild_cards(1, "brownsmiths_dues")
    assert [scoring.score(s, seat) for seat in range(2)] == [1, 1]
    assert scoring.breakdown(s, 0)["board"] == scoring.breakdown(s, 1)["board"] == 0
    assert scoring.standings(s) == [1, 0] and scoring.winners(s) == [1]
    # past the three tie-breaks the win is shared
    game.guild_cards(0, "whitesmiths_hearth")
    assert scoring.winners(s) == [0, 1]


@clause("forge.house.skip")
def test_skip_only_when_no_worker_has_a_spot():
    game = Forge(players=2).track(0, 1)
    assert rules.check(game.s, Skip()) == "a worker of yours still has a place to go"
    s = game.s
    s.p[0].used = 0b00011                                          # only the Blacksmith left
    s.p[0].visited = sum(1 << i for i in range(14))
    assert rules.legal_actions(s) == [Skip()]
    game.move(Skip())
    assert game.s.current() == 1 and not game.s.p[0].free_workers()


def test_a_bad_move_gets_a_reason_not_an_exception():
    s = new_game(content(), 2, 3)
    assert rules.check(s, Place(4, "forest")) == "first answer the choice you owe"
    assert rules.check(s, ("junk",)) == "that is not a Forge move"


def test_guild_points_asked_again_answer_as_the_first_time():
    """scoring.guild_points keeps each set of cards' points (the bots' play-outs ask for them
    step after step): a player's points follow their cards as they change, never a stale entry."""
    import random

    from kingsforge.forge.content import load_forge
    from kingsforge.forge.engine import rules, scoring
    from kingsforge.forge.engine.setup import new_game

    content = load_forge()
    checked = 0
    for seed in range(4):
        s, rng = new_game(content, players=3, seed=seed), random.Random(seed)
        while s.phase != "over":
            for seat in range(s.players):
                p = s.p[seat]
                held = {content.guilds[g].guild for g in p.guilds}
                icons = [content.contracts[i].guild for i in p.forged] + [content.development[d].guild for d in p.dev]
                table = content.guild_points
                expected = sum(table[min(icons.count(g), len(table)) - 1] for g in held if icons.count(g))
                assert scoring.guild_points(s, seat) == expected
                checked += bool(expected)
            rules.apply_in_place(s, rng.choice(rules.legal_actions(s)))
    assert checked > 50, checked
