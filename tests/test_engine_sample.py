"""The play-out sampler (engine/sample.py) draws legal moves with RandomBot's distribution.

RandomBot picks a kind of move uniformly among the kinds on offer, then a move of
that kind uniformly; the sampler must do the same without listing the moves.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kingsforge.ai.random_bot import RandomBot
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, Dock
from kingsforge.engine.sample import payment_counts, random_action
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import GATHER


def positions(content, players, seed, rounds=8):
    """Every position of a seeded random game (RandomBot), up to `rounds` rounds."""
    state = new_game(content, players, seed)
    bot = RandomBot(seed)
    while state.phase != "over" and state.round <= rounds:
        yield state
        state = rules.apply(state, bot.choose(state, rules.legal_actions(state)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_drawn_move_is_legal(shipped_content, players):
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        for state in positions(shipped_content, players, 100 + seed):
            legal = set(rules.legal_actions(state))
            for _ in range(3):
                move = random_action(state, rng)
                assert move in legal, (move, state.phase)
                assert rules.check(state, move) is None
            checked += 1
    assert checked > 200


def test_payment_counts_match_the_listing(shipped_content):
    """The counted payments per gather option and dock action are exactly the listed moves."""
    c = shipped_content
    checked = 0
    for seed in range(5):
        for state in positions(c, 4, 300 + seed):
            if state.phase != GATHER or not state.face_up():
                continue
            legal = rules.legal_actions(state)
            supply = state.supply[state.turn]
            counts = tuple(sum(1 for d in supply if c.die_type_of[d] == t) for t in range(len(c.die_types)))
            card_weights, card_totals, dock_weights = payment_counts(c, counts)
            claims = Counter((a.card, a.option) for a in legal if isinstance(a, Claim))
            for card in state.face_up():
                for o, w in enumerate(card_weights[card]):
                    assert claims[(card, o)] == w
                assert card_totals[card] == sum(card_weights[card])
            docks = Counter(a.action for a in legal if isinstance(a, Dock))
            for a, w in enumerate(dock_weights):
                expected = w * len(state.face_up()) if state.dock_used[a] is None else 0
                assert docks[a] == expected
            checked += 1
    assert checked > 50


def test_draws_follow_random_bot_distribution(shipped_content):
    """Kind uniformly, then a move of that kind uniformly: measured frequencies against the
    exact probabilities from the listing (total variation distance, fixed seeds)."""
    rng = random.Random(5)
    picked = []
    for state in positions(shipped_content, 4, 42, rounds=4):
        legal = rules.legal_actions(state)
        if state.phase == GATHER and len(legal) > 40:
            picked.append((state, legal))
    assert len(picked) >= 3
    for state, legal in picked[:3]:
        kinds = Counter(type(a) for a in legal)
        assert len(set(legal)) == len(legal)
        exact = {a: 1 / len(kinds) / kinds[type(a)] for a in legal}
        draws = 40_000
        seen = Counter(random_action(state, rng) for _ in range(draws))
        assert set(seen) <= set(exact)
        # Pearson's chi-square against the exact probabilities: about len(legal) - 1 for a fair
        # sampler; the bound is 6 standard deviations above that
        chi2 = sum((seen[a] - draws * p) ** 2 / (draws * p) for a, p in exact.items())
        df = len(exact) - 1
        assert chi2 < df + 6 * (2 * df) ** 0.5, (chi2, df)
        by_kind = Counter()
        for a, n in seen.items():
            by_kind[type(a)] += n
        for kind in kinds:
            assert abs(by_kind[kind] / draws - 1 / len(kinds)) < 0.02


def test_a_game_played_by_the_sampler_ends_and_is_repeatable(shipped_content):
    def play(seed):
        state = new_game(shipped_content, 3, seed)
        rng = random.Random(seed)
        moves = 0
        while state.phase != "over" and state.round <= 150:
            rules.apply_in_place(state, random_action(state, rng))
            moves += 1
        return state.digest(), moves

    assert play(8) == play(8)
    assert random_action(new_game(shipped_content, 2, 1), random.Random(1)) is not None


def test_visitors_are_drawn_like_random_bot_hosts_them():
    """Griffin's Landing: hosting a visitor is a kind of move of its own, drawn legally and as
    often as RandomBot picks it (also when no gather card is left and only passing remains)."""
    from kingsforge.content import load_content
    from kingsforge.engine.actions import Visit
    content = load_content(modules=("ambassadors_row", "griffins_landing"))
    rng = random.Random(3)
    checked = hosted = 0
    for state in positions(content, 3, 77, rounds=6):
        legal = set(rules.legal_actions(state))
        for _ in range(3):
            move = random_action(state, rng)
            assert move in legal, (move, state.phase)
        checked += 1
        if state.phase == GATHER and not state.pending and any(isinstance(a, Visit) for a in legal):
            kinds = Counter(type(a) for a in legal)
            draws = 3000
            visits = sum(isinstance(random_action(state, rng), Visit) for _ in range(draws))
            assert abs(visits / draws - 1 / len(kinds)) < 0.04, (visits, kinds)
            hosted += 1
    assert checked > 50 and hosted > 5


EVERY_MODULE = ("ambassadors_row", "ambassador_requests", "griffins_landing", "jubilee_gather", "masterworks_craft",
                "deluxe_cards", "royal_decree", "variant_monuments")


def test_every_drawn_move_is_legal_with_every_module():
    """Each mechanism's moves (visitors, abilities, Heartwood harvests), pre-rolled dice and
    kept dice: the sampler's lazy kinds (a source listed only when its kind is drawn) still
    draw only legal moves, and each kind RandomBot would pick."""
    from kingsforge.content import load_content
    content = load_content(modules=EVERY_MODULE)
    rng = random.Random(5)
    checked = 0
    kinds_seen = set()
    for seed in range(3):
        for state in positions(content, 2 + seed, 300 + seed, rounds=5):
            legal = set(rules.legal_actions(state))
            for _ in range(4):
                move = random_action(state, rng)
                assert move in legal, (move, state.phase)
                kinds_seen.add(type(move).__name__)
            checked += 1
    assert checked > 100 and {"Visit", "Craft", "Claim", "Decide"} <= kinds_seen, kinds_seen


def test_counted_crafts_are_the_craft_listing():
    """The sampler's craft kind (craft.CraftMoves: counted per card, one built) holds exactly
    craft_actions' moves, each once (in its own order), with every module (special boxes,
    restricted monuments, out-crafts)."""
    from kingsforge.content import load_content
    from kingsforge.engine import craft
    from kingsforge.engine.state import CRAFT
    content = load_content(modules=EVERY_MODULE)
    rng = random.Random(8)
    checked = some = 0
    for seed in range(4):
        state = new_game(content, 2 + seed % 3, 400 + seed)
        while state.phase != "over" and state.round <= 12:
            if state.phase == CRAFT and not state.pending and state.has_rolled:
                listed = craft.craft_actions(state, state.turn)
                counted = craft.CraftMoves(state, state.turn)
                assert len(counted) == len(listed)
                drawn = [counted[i] for i in range(len(counted))]
                assert len(set(drawn)) == len(drawn) and set(drawn) == set(listed)
                checked += 1
                some += bool(listed)
            rules.apply_in_place(state, random_action(state, rng))
    assert checked > 100 and some > 20, (checked, some)


def test_pre_rolled_payments_are_cached_faithfully():
    """Payer.payments and Payer.placed (pre-rolled supplies' payments, cached on the values of
    the dice the boxes take) give exactly payments_by_value, asked once or again, by fresh
    payers, in positions of every module's games."""
    from kingsforge.content import load_content
    from kingsforge.engine import payments
    content = load_content(modules=EVERY_MODULE)
    options = [o for card in content.gather for o in card.options if not o.take_all]
    options += [d.option for d in content.dock_actions]
    rng = random.Random(4)
    checked = 0
    for seed in range(3):
        state = new_game(content, 4, 900 + seed)
        while state.phase != "over" and state.round <= 20:
            supply = state.supply[state.turn]
            if any(state.values[d] for d in supply):
                payer = payments.Payer(state, supply)
                for option in options[:30]:
                    listed = payments.payments_by_value(state, option.boxes, payer.by_type, payer.counts)
                    for _ in range(2):
                        fresh = payments.Payer(state, supply)
                        assert fresh.payments(state, option) == listed
                        dice, places = fresh.placed(state, option)
                        assert [tuple(dice[k] for k in where) for where in places] == listed
                    checked += 1
            rules.apply_in_place(state, random_action(state, rng))
    assert checked > 100, checked
