"""The fast exact paths of expected.py agree with engine/odds.py."""

import random

import pytest

from kingsforge.ai.expected import (
    _interchangeable,
    colour_odds,
    expected_crafts,
    set_odds,
)
from kingsforge.content import load_content
from kingsforge.engine.odds import craft_odds


@pytest.fixture(scope="module")
def content():
    return load_content()


def test_product_over_colours_matches_exact_odds(content):
    rng = random.Random(1)
    for _ in range(150):
        pool = {t: rng.randint(0, 5) for t in range(4)}
        pk = tuple(sorted((t, n) for t, n in pool.items() if n))
        cards = rng.sample(content.craft, rng.randint(1, 2))
        slots = tuple(sorted(s for c in cards for s in c.slots))
        if len(slots) > 8:
            continue
        cem = rng.choice([None, 1, 3, 6])
        assert set_odds(pk, slots, content.fits, (), cem) == pytest.approx(
            float(craft_odds(pool, slots, content.fits, (), cem)), abs=1e-12)


def test_charges_split_by_colour_match_exact_odds(content):
    rng = random.Random(2)
    checked = 0
    for _ in range(150):
        pool = {t: rng.randint(0, 4) for t in range(4)}
        pk = tuple(sorted((t, n) for t, n in pool.items() if n))
        slots = tuple(sorted(s for c in rng.sample(content.craft, 2) for s in c.slots))
        if len(slots) > 7:
            continue
        kind = rng.choice(["bonus", "auto6", "flip"])
        same_group = rng.random() < 0.5
        charges = tuple(sorted((kind, 1 if kind == "bonus" else 0, 0 if same_group else j)
                               for j in range(rng.randint(1, 3))))
        assert _interchangeable(charges)
        assert set_odds(pk, slots, content.fits, charges, None) == pytest.approx(
            float(craft_odds(pool, slots, content.fits, charges)), abs=1e-9)
        checked += 1
    assert checked > 40


def test_one_colour_odds_by_hand():
    assert colour_odds(1, (4,), None) == pytest.approx(3 / 6)
    assert colour_odds(2, (6, 6), None) == pytest.approx(1 / 36)
    assert colour_odds(1, (1,), 1) == pytest.approx(5 / 6)       # the Cemetery takes the 1s
    assert colour_odds(1, (2, 2), None) == 0.0


def test_expected_crafts_is_at_least_the_best_single_card(content):
    display = [content.craft_index(c) for c in ("horseshoe_nails", "iron_pot", "lantern")]
    metal = content.die_type_index("metal")
    e = expected_crafts({metal: 5}, display, [], content)
    single = max(float(craft_odds({metal: 5}, content.craft[c].slots, content.fits)) for c in display)
    assert single <= e <= 3.0
    assert expected_crafts({metal: 5}, display, [], content) == e          # cached, same answer


def test_expected_crafts_of_one_card_index_follow_the_card_set_in_play(content):
    """Card indices name different cards in different card sets (modules add and replace
    cards): a table started after another with other modules must not reuse its figures."""
    other = load_content(modules=("jubilee_variant",))   # its variant cards come first
    pool = {0: 4, 1: 3, 2: 3, 3: 2}
    index = next(i for i in range(min(len(content.craft), len(other.craft)))
                 if content.craft[i].slots != other.craft[i].slots and content.craft[i].rank)
    first = expected_crafts(pool, [index], [], content)
    second = expected_crafts(pool, [index], [], other)
    assert first == pytest.approx(float(craft_odds(pool, content.craft[index].slots, content.fits)))
    assert second == pytest.approx(float(craft_odds(pool, other.craft[index].slots, other.fits)))
    assert first != second
