"""Every bot plays legal whole games with Griffin's Landing and hosts visitors, for their gifts
and their collaborations (issue 11): Random and Greedy/Easy by their move scores, Normal and
Hard through the evaluation of each hosted visitor applied to a copy."""

import random
from collections import Counter

import pytest

import bot_games
from kingsforge.ai.greedy import GreedyBot, colour_needs
from kingsforge.ai.hard import determinize
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Visit
from kingsforge.engine.setup import new_game

LANDING = ("ambassadors_row", "griffins_landing")


@pytest.fixture(scope="module")
def content():
    return load_content(modules=LANDING)


def play(content, name, players, seed):
    def tally(s, action):
        if isinstance(action, Visit):
            return "gift" if action.option == 0 else "collaboration"
        return None
    return bot_games.play(content, name, players, seed, tally)


@pytest.mark.parametrize("name,games", [("random", 2), ("greedy", 3), ("easy", 3), ("normal", 2), ("hard", 1)])
def test_every_bot_hosts_visitors_in_legal_games(content, name, games):
    seen = Counter()
    ended = 0
    for seed in range(games):
        s, got = play(content, name, 2 + seed % 3, 700 + seed)
        seen += got
        ended += s.phase == "over"
    assert seen["gift"] + seen["collaboration"] >= games, seen
    if name != "random":
        assert ended == games, "a bot game did not end"


def test_bots_use_both_actions_of_the_visitors(content):
    seen = Counter()
    for name in ("greedy", "normal"):
        for seed in range(2):
            seen += play(content, name, 2, 720 + seed)[1]
    assert seen["gift"] and seen["collaboration"], seen


def test_greedy_values_a_collaboration_it_can_use():
    content = load_content(modules=LANDING)
    s = new_game(content, 2, 3)
    legal = [a for a in rules.legal_actions(s) if isinstance(a, Visit)]
    bot = GreedyBot()
    needs = colour_needs(s)
    scores = {a: bot._score(s, a, needs) for a in legal}
    assert any(v > 0 for v in scores.values()), scores


def test_determinize_keeps_what_the_table_has_seen(content):
    s = new_game(content, 3, 11)
    d = determinize(s, random.Random(1))
    assert [p[0] for p in d.piles] == [p[0] for p in s.piles]
    assert s.piles is not d.piles or all(len(p) < 3 for p in s.piles)
