"""What one player cannot see, dealt again at random: for computer players that must not
peek (Greedy's look-ahead, sampled futures).

Hidden from `seat`: the order of every face-down deck, the other players' contracts in hand
and the training cards their Blacksmiths hold. Public: forged contracts, development cards in
play, guild cards (shown when drawn), training cards beside Assistants, the board.
"""

from __future__ import annotations


def redraw(state, seat: int, rng):
    """A copy of `state` in which everything `seat` cannot see is shuffled among its places
    (each hand keeps its size and its mix of contract types). `rng` is a random.Random."""
    s = state.clone()
    c = s.content
    others = [p for i, p in enumerate(s.p) if i != seat]
    for d, deck in enumerate(s.contracts):
        pool = list(deck)
        for p in others:
            pool += [i for i in p.hand if c.contracts[i].deck == d]
        rng.shuffle(pool)
        for p in others:
            p.hand = [pool.pop() if c.contracts[i].deck == d else i for i in p.hand]
        deck[:] = pool
    for deck in s.development:
        rng.shuffle(deck)
    pool = list(s.training)
    for p in others:
        pool += p.held
    rng.shuffle(pool)
    for p in others:
        p.held = [pool.pop() for _ in p.held]
    s.training[:] = pool
    rng.shuffle(s.guilds)
    return s
