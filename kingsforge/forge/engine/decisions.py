"""The choices a player owes after a draw or a card's effect (engine/state.Pending).

Every decision lists its options when it is made; Choose(i) picks option i. A decision
with a single option is taken at once, without a move (nothing to choose).
"""

from __future__ import annotations

from kingsforge.forge.engine import economy as eco
from kingsforge.forge.engine import places
from kingsforge.forge.engine.state import Pending, State


def deck_of(s: State, kind: str, card: int) -> list:
    c = s.content
    if kind in ("opening", "contracts"):
        return s.contracts[c.contracts[card].deck]
    if kind == "develop":
        return s.development[c.development[card].deck]
    return s.training if kind == "train" else s.guilds


def back_on_top(q, option) -> int:
    """The card a draw-two decision puts back on top of its deck when the player keeps nothing
    (both drawn cards held already), or -1 (a card is kept, or only one was drawn)."""
    kept, on_top = option
    if kept >= 0 or len(q.cards) != 2:
        return -1
    return q.cards[0] if on_top else q.cards[1]


def resolve(s: State, option: int) -> None:
    q = s.pending.pop(0)
    rest = s.pending
    s.pending = []
    p = s.p[q.seat]
    chosen = q.options[option]
    if q.kind in ("opening", "contracts"):
        for i, card in enumerate(q.cards):
            if i in chosen:
                p.hand.append(card)
            else:
                deck_of(s, q.kind, card).insert(0, card)       # discards go under their deck
    elif q.kind in ("guild", "develop", "train"):
        kept, on_top = chosen
        deck = deck_of(s, q.kind, q.cards[0])
        others = [card for i, card in enumerate(q.cards) if i != kept]
        if kept < 0 and len(others) == 2:
            top = back_on_top(q, chosen)
            deck.append(top)
            deck.insert(0, others[1] if top == others[0] else others[0])
        elif others:
            if on_top:
                deck.append(others[0])
            else:
                deck.insert(0, others[0])
        if kept >= 0:
            keep(s, q.seat, q.kind, q.cards[kept], q.target)
    elif q.kind == "free_tool":
        p.tokens |= 1 << chosen[0]
        eco.gain_skill(s, p, s.content.tokens[chosen[0]].skill)
    elif q.kind == "second_floor":
        if chosen[0] == "hire":
            places.hire(s, p)
        else:
            places.offer_cards(s, q.seat, "train", s.training, -1)
    s.pending = s.pending + rest                  # what this choice started comes first


def keep(s: State, seat: int, kind: str, card: int, target: int) -> None:
    c = s.content
    p = s.p[seat]
    if kind == "guild":
        p.guilds.append(card)
        g = c.guilds[card]
        for i, amount in enumerate(g.gain):
            if amount:
                eco.gain(s, p, i, amount)
        eco.gain_skill(s, p, g.skill)
    elif kind == "train":
        if target >= 0:
            p.training[target] = card
        else:
            p.held.append(card)                   # placed at the round's end (Blacksmith's rule)
    else:
        p.dev.append(card)
        play_development(s, seat, card)


def play_development(s: State, seat: int, card: int) -> None:
    d = s.content.development[card]
    p = s.p[seat]
    if d.effect == "skill":
        eco.gain_skill(s, p, d.amount)
    elif d.effect == "vp":
        p.vp += d.amount
    elif d.effect == "free_tool":
        options = tuple((t,) for t in (0, 1) if not p.has_token(t))
        if options:
            s.pending.append(Pending("free_tool", seat, (), options))
    elif d.effect == "second_floor":
        options = []
        if p.assistants + p.hiring < s.content.max_assistants:
            options.append(("hire",))
        if s.training and places.free_training_slots(p) > 0:
            options.append(("train",))
        if options:
            s.pending.append(Pending("second_floor", seat, (), tuple(options)))
    elif d.effect == "advertising_cart":
        for deck in s.contracts:
            if deck:
                p.hand.append(deck.pop())
