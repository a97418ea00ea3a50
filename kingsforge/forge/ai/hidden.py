"""What one seat cannot know in Forge, and a redraw of it (determinization).

Hidden from `seat`: the order of every face-down deck (the three contract decks, the two
development decks, the training deck, the guild deck), the contracts in the other players'
hands, the contracts the others were dealt but have not yet chosen between, the training
cards the others' Blacksmiths hold, and the engine's random generator. `redraw` returns a copy in which all of that is dealt again at
random from the same cards: each deck keeps its size, each hand keeps its size and its mix
of Common/Military/Royal backs (the backs show), nothing the seat can see changes, and
nothing of the true hidden order survives (a search on the copy cannot peek).

A card the seat itself put back on a deck is shuffled in with the rest: the copy forgets
where it went (never a leak, only a little knowledge given up).
"""

from __future__ import annotations

import random

from kingsforge.forge.engine.state import Pending, State

DEALT = ("opening", "contracts")          # pending decisions whose cards come off the contract decks


def redraw(state: State, seat: int, rng: random.Random) -> State:
    s = state.clone()
    c = s.content
    # Each pool is sorted before it is shuffled, so the copy depends on which cards are
    # hidden and on `rng`, never on the order they truly lie in.
    for deck in s.development + [s.guilds]:
        deck.sort()
        rng.shuffle(deck)
    others = [q for q in range(s.players) if q != seat]
    pool = sorted(s.training + [card for q in others for card in s.p[q].held])
    rng.shuffle(pool)
    s.training[:] = pool[:len(s.training)]
    at = len(s.training)
    for q in others:
        p = s.p[q]
        p.held = pool[at:at + len(p.held)]
        at += len(p.held)
    # Contracts: per deck, pool the deck with the others' unseen cards of that deck and deal
    # the pool back into the same places.
    pending_hidden = [i for i, q in enumerate(s.pending) if q.seat != seat and q.kind in DEALT]
    for d, deck in enumerate(s.contracts):
        pool = deck[:]
        for q in others:
            pool += [card for card in s.p[q].hand if c.contracts[card].deck == d]
        for i in pending_hidden:
            pool += [card for card in s.pending[i].cards if c.contracts[card].deck == d]
        if len(pool) < 2:
            continue
        pool.sort()
        rng.shuffle(pool)
        deck[:] = pool[:len(deck)]
        at = len(deck)
        for q in others:
            hand = s.p[q].hand
            for k, card in enumerate(hand):
                if c.contracts[card].deck == d:
                    hand[k] = pool[at]
                    at += 1
        for i in pending_hidden:
            q = s.pending[i]
            cards = list(q.cards)
            for k, card in enumerate(cards):
                if c.contracts[card].deck == d:
                    cards[k] = pool[at]
                    at += 1
            s.pending[i] = Pending(q.kind, q.seat, tuple(cards), q.options, q.target)
    s.rng = rng.getrandbits(64)
    return s


def public_view(state: State, seat: int) -> dict:
    """Everything `seat` can see, as plain data: a redraw never changes it (tests)."""
    data = state.to_data()
    c = state.content
    data.pop("rng")
    for name in ("contracts", "development"):
        data[name] = [len(deck) for deck in data[name]]
    data["training"] = len(data["training"])
    data["guilds"] = len(data["guilds"])
    for q, p in enumerate(data["players"]):
        if q != seat:
            p["hand"] = sorted(c.contracts[card].deck for card in p["hand"])
            p["held"] = len(p["held"])
    for entry in data["pending"]:
        kind, who, cards = entry[0], entry[1], entry[2]
        if who != seat and kind in DEALT:
            entry[2] = sorted(c.contracts[card].deck for card in cards)
    return data
