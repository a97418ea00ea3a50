"""Forge's computer players: always a legal move, deterministic from a seed, blind to the
hidden cards (hidden.redraw), and Normal clearly better than Random."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from forge_scenario import content

from kingsforge.forge.ai import BOTS, make_bot
from kingsforge.forge.ai.hidden import public_view, redraw
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.invariants import problems
from kingsforge.forge.engine.record import GameRecord, digest
from kingsforge.forge.engine.setup import new_game
from kingsforge.forge.match import SeatBot, play_game

LEVELS = ("easy", "normal", "hard")


def positions(players: int, seed: int, every: int, limit: int):
    """Positions of a game between Greedy and Random: openings, track, placements, choices."""
    s = new_game(content(), players, seed)
    bots = [make_bot(("greedy", "random")[i % 2], seed + i) for i in range(players)]
    out = []
    while s.phase != "over" and len(out) < limit:
        legal = rules.legal_actions(s)
        if len(legal) > 1 and (s.moves % every == 0 or s.pending):
            out.append(s.clone())
        rules.apply_in_place(s, bots[s.current()].choose(s, legal))
    return out


def hide_differently(state, rng):
    """The same position for the player to move, with the hidden cards truly elsewhere:
    every face-down deck reordered and the others' contracts swapped with deck cards."""
    s = state.clone()
    c = s.content
    seat = s.current()
    for deck in s.development + [s.training, s.guilds]:
        rng.shuffle(deck)
    for d, deck in enumerate(s.contracts):
        rng.shuffle(deck)
        for q in range(s.players):
            if q == seat:
                continue
            hand = s.p[q].hand
            for k, card in enumerate(hand):
                if c.contracts[card].deck == d and deck and rng.random() < 0.7:
                    j = rng.randrange(len(deck))
                    hand[k], deck[j] = deck[j], card
    return s


def hidden_pool(s, seat, d):
    """The contracts of deck d that `seat` cannot see: the deck, the others' hands and deals."""
    others = [card for q in range(s.players) if q != seat for card in s.p[q].hand]
    others += [card for q in s.pending if q.seat != seat and q.kind in ("opening", "contracts") for card in q.cards]
    return sorted(s.contracts[d] + [card for card in others if s.content.contracts[card].deck == d])


def test_every_level_is_registered_weakest_first():
    assert list(BOTS) == ["random", "greedy", "easy", "normal", "hard"]


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12)])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_always_return_a_legal_move(level, players, seed):
    for s in positions(players, seed, every=9, limit=25 if level == "hard" else 40):
        legal = rules.legal_actions(s)
        before = digest(s)
        move = make_bot(level, seed).choose(s, legal)
        assert move in legal and rules.check(s, move) is None
        assert digest(s) == before                       # the bot worked on copies


@pytest.mark.parametrize("level", LEVELS)
def test_bots_are_deterministic_given_a_seed(level):
    elsewhere = positions(2, 3, every=7, limit=1)[0]
    for s in positions(3, 21, every=13, limit=12):
        legal = rules.legal_actions(s)
        first = make_bot(level, 5).choose(s, legal)
        assert make_bot(level, 5).choose(s.clone(), legal) == first
        bot = make_bot(level, 5)
        bot.choose(elsewhere, rules.legal_actions(elsewhere))
        assert bot.choose(s, legal) == first             # what it saw before does not matter


def test_the_levels_replay_exactly_from_the_game_seed():
    def opening(seed, moves=90):
        record = GameRecord(content(), 3, seed)
        seats = [SeatBot(name, seed, i) for i, name in enumerate(("hard", "normal", "easy"))]
        while len(record.moves) < moves:
            s = record.state
            record.play(seats[s.current()].choose(s, rules.legal_actions(s), len(record.moves)))
        return digest(record.state), record.moves
    assert opening(4) == opening(4)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_never_read_a_hidden_card(level):
    rng = random.Random(8)
    for s in positions(3, 31, every=11, limit=15):
        legal = rules.legal_actions(s)
        other = hide_differently(s, rng)
        assert public_view(other, s.current()) == public_view(s, s.current())
        assert make_bot(level, 9).choose(other, legal) == make_bot(level, 9).choose(s, legal)


def test_redraw_changes_the_hidden_cards_and_nothing_public():
    changed = Counter()
    for s in positions(4, 41, every=17, limit=12):
        seat = s.current()
        for k in range(3):
            r = redraw(s, seat, random.Random(k))
            assert public_view(r, seat) == public_view(s, seat)
            assert problems(r) == []                     # every card still in exactly one place
            for d in range(3):                           # the same cards hidden, dealt again
                assert hidden_pool(r, seat, d) == hidden_pool(s, seat, d)
            assert r.p[seat].hand == s.p[seat].hand and r.p[seat].forged == s.p[seat].forged
            changed["decks"] += r.contracts != s.contracts or r.training != s.training
            changed["hands"] += any(r.p[q].hand != s.p[q].hand for q in range(s.players) if q != seat)
        assert digest(redraw(s, seat, random.Random(3))) == digest(redraw(s, seat, random.Random(3)))
    assert changed["decks"] >= 30 and changed["hands"] >= 10


def test_redraw_depends_on_the_hidden_cards_not_their_order():
    rng = random.Random(2)
    for s in positions(2, 51, every=19, limit=8):
        seat = s.current()
        other = hide_differently(s, rng)
        assert digest(redraw(other, seat, random.Random(7))) == digest(redraw(s, seat, random.Random(7)))


def test_normal_beats_random_clearly():
    wins = margin = 0
    for g in range(6):
        seats = ["normal", "random"] if g % 2 == 0 else ["random", "normal"]
        r = play_game(content(), seats, seed=100 + g)
        me = seats.index("normal")
        wins += me in r.winners
        margin += r.scores[me] - r.scores[1 - me]
    assert wins >= 5 and margin / 6 >= 20


def test_hard_values_the_guild_points_a_hand_would_add():
    """Hard's own value (hard_value.hard_worth) adds the guild points a contract in hand would
    bring; Greedy's worth is the same whether or not its share is passed explicitly."""
    from kingsforge.forge.ai.evaluate import late_share, worth
    from kingsforge.forge.ai.hard_value import guild_gain, hard_worth

    s = positions(2, 61, every=7, limit=12)[-1]
    seat = s.current()
    p = s.p[seat]
    c = s.content
    assert worth(s, seat) == worth(s, seat, late_share(s))
    assert isinstance(hard_worth(s, seat), float)
    p.guilds = []
    assert guild_gain(s, p) == 0.0
    if p.hand:
        guild = c.contracts[p.hand[0]].guild
        card = next(i for i, g in enumerate(c.guilds) if g.guild == guild)
        p.guilds = [card]
        assert guild_gain(s, p) > 0.0


def test_hard_counts_each_hammer_above_its_row(monkeypatch):
    """Hard's value adds HAMMER_BONUS per achievement hammer placed (the race to five hammers
    decides most games); Greedy's worth is not touched by it."""
    from kingsforge.forge.ai import hard_value
    from kingsforge.forge.ai.evaluate import worth

    s = positions(2, 61, every=7, limit=12)[-1]
    seat = s.current()
    col = next(c for c in range(len(s.board)) if c not in s.p[seat].hammers)
    s.board[col].append(seat)
    s.p[seat].hammers.append(col)
    s.p[seat].closed |= 1 << col
    with_bonus, greedy, bonus = hard_value.hard_worth(s, seat), worth(s, seat), hard_value.HAMMER_BONUS
    assert bonus > 0
    monkeypatch.setattr(hard_value, "HAMMER_BONUS", 0.0)
    assert with_bonus - hard_value.hard_worth(s, seat) == pytest.approx(bonus * len(s.p[seat].hammers))
    assert worth(s, seat) == greedy


def test_play_round_moves_the_rivals_as_greedy_would():
    """Hard's plan (lookahead.play_round) plays the rivals' turns too, each the move Greedy
    values most (greedy_reply), and stops at the round's end or after our steps; it works on
    the copy it is given and keeps the position's invariants."""
    from kingsforge.forge.ai import lookahead
    from kingsforge.forge.ai.evaluate import worth

    for s in positions(2, 7, every=5, limit=20):
        if s.phase != "place" or s.pending:
            continue
        seat = s.current()
        rival = 1 - seat
        before = s.clone()
        t = s.clone()
        lookahead.play_round(t, seat, steps=2)
        assert problems(t) == []
        assert digest(s) == digest(before)
        if t.round == s.round and t.phase == "place":
            # stopped by our steps: we placed two more workers, or had none left
            placed = bin(t.p[seat].used).count("1") - bin(s.p[seat].used).count("1")
            assert placed == 2 or not t.p[seat].free_workers()
        s.turn = rival
        if s.p[rival].free_workers():
            legal = lookahead.distinct_moves(s, rules.legal_actions(s))
            move = lookahead.greedy_reply(s, rival)
            best = max(worth(rules.apply(s, m, validate=False), rival) for m in legal)
            assert worth(rules.apply(s, move, validate=False), rival) == pytest.approx(best)


@pytest.mark.parametrize("level", ["greedy", "normal", "hard"])
def test_in_the_last_round_the_bots_take_an_achievement_worth_points(level):
    """The game is ending and a hire gives the fourth Assistant: Four Assistants' 5-point row (and
    the skill it brings). Counting the way made towards it at full worth made reaching it look
    like a loss (that way is spent once reached), and the bots went elsewhere."""
    from forge_scenario import Forge

    game = Forge(players=2).track(0, 1)
    seat = game.s.current()
    p = game.s.p[seat]
    for column in (0, 1, 2):
        game.s.board[column].append(seat)
        p.hammers.append(column)
        p.closed |= 1 << column
    game.give(seat, gold=8, assistants=3, skill=2)
    game.s.ending = True
    legal = rules.legal_actions(game.s)
    hire = next(m for m in legal if m.location == "support" and m.option == "hire")
    assert make_bot(level, 1).choose(game.s, legal).option == "hire", hire
