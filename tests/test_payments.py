"""Paying with dice (engine/payments.py): the die types per box a payment may take."""

import random
from itertools import product

from kingsforge.content import load_content
from kingsforge.engine.payments import _enumerate_assignments

MODULES = ("ambassadors_row", "griffins_landing", "jubilee_gather", "ambassador_requests")


def brute_force(boxes, counts):
    """Every choice of a type per box within the dice, boxes taken in the enumeration's order
    (sorted by what they accept), a run of the same box non-decreasing (each multiset once),
    in lexicographic order over that order."""
    order = sorted(range(len(boxes)), key=lambda i: (sorted(boxes[i].accepts), boxes[i].consumed))
    found = []
    for pick in product(*(sorted(boxes[i].accepts) for i in order)):
        if any(pick.count(t) > counts[t] for t in set(pick)):
            continue
        if any(boxes[order[k]] is boxes[order[k - 1]] and pick[k] < pick[k - 1] for k in range(1, len(order))):
            continue
        chosen = [0] * len(boxes)
        for i, t in zip(order, pick):
            chosen[i] = t
        found.append((pick, tuple(chosen)))
    return tuple(chosen for _pick, chosen in sorted(found))


def test_type_assignments_are_every_multiset_once_in_order():
    content = load_content(modules=MODULES)
    options = [o for cards in (content.gather, content.visitors) for card in cards for o in card.options
               if o.boxes and not o.take_all] + [d.option for d in content.dock_actions]
    rng = random.Random(7)
    for _ in range(400):
        boxes = rng.choice(options).boxes
        counts = tuple(rng.choice((0, 0, 1, 1, 2, 3, 5)) for _ in content.die_types)
        assert _enumerate_assignments(boxes, counts) == brute_force(boxes, counts)
