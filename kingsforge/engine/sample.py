"""A random legal move without listing every legal move: the play-out sampler.

Random play-outs (the simulator's random players, the `bench` figures, search
that finishes games at random) spend most of their time in
gather.legal(), which builds every claim and every dock payment -- a mid-game
gather turn has well over a hundred -- only for one to be picked. This module
draws from the same distribution as ai.random_bot.RandomBot (a kind of move
uniformly among the kinds on offer, then a move of that kind uniformly) by
counting the payments instead of building them; only the chosen one is built.
The craft phase lists its moves as usual (there are few).

tests/test_engine_sample.py checks that every move drawn is in
rules.legal_actions and that the frequencies match the listing.
"""

from __future__ import annotations

from kingsforge.engine import craft, gather
from kingsforge.engine.actions import Claim, Dock
from kingsforge.engine.state import GATHER, OVER, State


def random_action(s: State, rng):
    """A legal move for the player to move, drawn at random; None when the game is over.

    `rng` is a random.Random (anything with random())."""
    if s.phase == OVER:
        return None
    if s.phase != GATHER:
        return pick_by_kind(craft.legal(s), rng)
    face_up = s.face_up()
    if not face_up:
        return pick(gather.pass_actions(s, s.turn), rng)
    by_type = gather._dice_by_type(s, s.supply[s.turn])
    counts = tuple(len(d) for d in by_type)
    table = _counts_table(s.content, counts)
    card_weights = table.cards
    for card in face_up:
        if card not in card_weights:
            table.fill_card(card)
    claim_total = 0
    for card in face_up:
        claim_total += card_weights[card][1]
    dock_weights = table.docks
    dock_total = 0
    for a, w in enumerate(dock_weights):
        if w and s.dock_used[a] is None:
            dock_total += w
    dock_total *= len(face_up)
    kinds = [k for k, total in (("claim", claim_total), ("dock", dock_total)) if total] + ["pass"]
    kind = kinds[_below(rng, len(kinds))]
    if kind == "pass":
        return pick(gather.pass_actions(s, s.turn), rng)
    if kind == "claim":
        r = _below(rng, claim_total)
        for card in face_up:
            weights, total = card_weights[card]
            if r >= total:
                r -= total
                continue
            for o, w in enumerate(weights):
                if r < w:
                    return Claim(card, o, _payment(s, s.content.gather[card].options[o], by_type, counts, r))
                r -= w
    r = _below(rng, dock_total)
    for a, w in enumerate(dock_weights):
        if not w or s.dock_used[a] is not None:
            continue
        span = w * len(face_up)
        if r < span:
            card, k = divmod(r, w)       # the same order as the listing: card, then payment
            return Dock(face_up[card], a, _payment(s, s.content.dock_actions[a].option, by_type, counts, k))
        r -= span
    raise AssertionError("unreachable: the weights add up")


class _CountsTable:
    """Payment counts for one supply make-up (dice per type): filled per gather card on demand,
    since one supply meets only the few cards face up."""

    __slots__ = ("content", "counts", "eligible", "cards", "docks")

    def __init__(self, content, counts):
        self.content, self.counts = content, counts
        self.eligible = sum(n for t, n in zip(content.die_types, counts) if t.player_die and not t.wild)
        self.cards: dict[int, tuple[tuple[int, ...], int]] = {}     # card -> (per option, in all)
        self.docks = tuple(self.count(d.option) for d in content.dock_actions)

    def count(self, option) -> int:
        if option.take_all:
            return 1 if self.eligible >= option.min_all else 0
        return len(gather.type_assignments(option.boxes, self.counts))

    def fill_card(self, card: int) -> None:
        weights = tuple(self.count(o) for o in self.content.gather[card].options)
        self.cards[card] = (weights, sum(weights))


_TABLES: dict[int, tuple[object, dict]] = {}    # id(content) -> (content, {counts: _CountsTable})


def _counts_table(content, counts: tuple[int, ...]) -> _CountsTable:
    entry = _TABLES.get(id(content))
    if entry is None or entry[0] is not content:
        entry = _TABLES[id(content)] = (content, {})
    tables = entry[1]
    table = tables.get(counts)
    if table is None:
        if len(tables) > 50_000:
            tables.clear()
        table = tables[counts] = _CountsTable(content, counts)
    return table


def payment_counts(content, counts: tuple[int, ...]):
    """How many distinct payments each option has for a supply with these dice counts per type:
    (per gather card and option, per gather card in all, per dock action). Pure in the counts;
    random_action reads the same cached table card by card."""
    table = _counts_table(content, counts)
    for card in range(len(content.gather)):
        if card not in table.cards:
            table.fill_card(card)
    return (tuple(table.cards[c][0] for c in range(len(content.gather))),
            tuple(table.cards[c][1] for c in range(len(content.gather))), table.docks)


def _payment(s: State, option, by_type, counts, k: int) -> tuple[int, ...]:
    """The k-th payment of `option`, exactly as gather.legal would build it."""
    if option.take_all:
        return tuple(gather.all_eligible(s, [d for pile in by_type for d in pile]))
    return gather.payment_dice(gather.type_assignments(option.boxes, counts)[k], by_type)


def _below(rng, n: int) -> int:
    # random() is several times cheaper than randrange() and as uniform for small n
    return int(rng.random() * n)


def pick(moves: list, rng):
    return moves[_below(rng, len(moves))]


def pick_by_kind(moves: list, rng):
    kinds: dict = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    groups = list(kinds.values())
    return pick(groups[_below(rng, len(groups))], rng)
