"""A random legal move without listing every legal move: the play-out sampler.

A random play-out (the `bench` figures; search that finishes games at random)
that lists the moves spends most of its time in gather.legal(), which builds
every claim and every dock payment -- a mid-game gather turn has well over a
hundred -- only for one to be picked. This module
draws from the same distribution as ai.random_bot.RandomBot (a kind of move
uniformly among the kinds on offer, then a move of that kind uniformly) by
counting the payments instead of building them; only the chosen one is built.
Every other kind (crafts, bonuses, each mechanism's moves) is listed only when
its kind is drawn (_draw_kind).

tests/test_engine_sample.py checks that every move drawn is in
rules.legal_actions and that the frequencies match the listing.
"""

from __future__ import annotations

from kingsforge.engine import craft, decisions, gather, payments
from kingsforge.engine.actions import Claim, Dock, EndTurn, Roll
from kingsforge.engine.mechanism import move_sources
from kingsforge.engine.state import CRAFT, GATHER, OVER, State


def random_action(s: State, rng):
    """A legal move for the player to move, drawn at random; None when the game is over.

    `rng` is a random.Random (anything with random())."""
    if s.phase == OVER:
        return None
    if s.pending:
        return pick(decisions.legal(s), rng)
    if s.phase != GATHER:
        return _random_craft_move(s, rng)
    face_up = s.face_up()
    if not face_up:                 # the kinds on offer: visits, abilities, passes
        return _draw_kind(_mechanism_moves(s, GATHER) + [lambda: gather.pass_actions(s, s.turn)], rng)
    c = s.content
    supply = s.supply[s.turn]
    values = s.values
    for die in supply:
        if values[die]:
            # pre-rolled dice: each value is a payment of its own (payments.payments_by_value),
            # which the counts by type do not see; rare, so the drawn kind is listed
            return _draw_kind(_listed_kinds(s, face_up, supply), rng)
    type_of = c.die_type_of
    counts = [0] * len(c.die_types)
    for die in supply:
        counts[type_of[die]] += 1
    counts = tuple(counts)
    table = _counts_table(c, counts)
    cards = table.cards
    claim_total = 0
    for card in face_up:
        entry = cards.get(card) or table.fill_card(card)
        claim_total += entry[1]
    used = s.dock_used
    dock_total = 0
    for a, w in table.docks:
        if used[a] is None:
            dock_total += w
    dock_total *= len(face_up)
    # the kinds, in the listing's order: claims, dock visits, each mechanism's moves, passes
    kinds = []
    if claim_total:
        kinds.append(lambda: [_claim(s, face_up, cards, supply, counts, int(rng.random() * claim_total))])
    if dock_total:
        kinds.append(lambda: [_dock(s, face_up, table.docks, supply, counts, int(rng.random() * dock_total))])
    kinds += _mechanism_moves(s, GATHER)
    kinds.append(lambda: gather.pass_actions(s, s.turn))
    return _draw_kind(kinds, rng)


def _listed_kinds(s: State, face_up, supply) -> list:
    """The gather kinds as gather.legal lists them (claims, dock visits, each mechanism's
    moves, passes), each listed only when drawn: for supplies the counts do not describe."""
    c = s.content
    payers = []                     # one Payer, made when a kind that pays is drawn

    def payer():
        if not payers:
            payers.append(payments.Payer(s, supply))
        return payers[0]

    def claims():
        paying = payer()
        return [Claim(card, o, dice) for card in face_up for o, option in enumerate(c.gather[card].options)
                for dice in paying.payments(s, option)]

    def docks():
        paying = payer()
        out = []
        for a, dock_action in enumerate(c.dock_actions):
            if s.dock_used[a] is None:
                paid = paying.payments(s, dock_action.option)
                out += [Dock(card, a, dice) for card in face_up for dice in paid]
        return out

    return [claims, docks] + _mechanism_moves(s, GATHER) + [lambda: gather.pass_actions(s, s.turn)]


def _claim(s: State, face_up, cards, supply, counts, r: int) -> Claim:
    """The r-th claim in the listing's order: card, option, then payment."""
    c = s.content
    for card in face_up:
        weights, total = cards[card]
        if r >= total:
            r -= total
            continue
        for o, w in enumerate(weights):
            if r < w:
                return Claim(card, o, _payment(s, c.gather[card].options[o], supply, counts, r))
            r -= w
    raise AssertionError("claim index past the counted claims")


def _dock(s: State, face_up, docks, supply, counts, r: int) -> Dock:
    """The r-th dock visit in the listing's order: dock action, card, then payment."""
    used = s.dock_used
    for a, w in docks:
        if used[a] is not None:
            continue
        span = w * len(face_up)
        if r < span:
            card, i = divmod(r, w)
            return Dock(face_up[card], a, _payment(s, s.content.dock_actions[a].option, supply, counts, i))
        r -= span
    raise AssertionError("dock index past the counted dock visits")


def _draw_kind(kinds: list, rng):
    """A kind uniformly among those whose listing is not empty, then a move of it uniformly.
    Each kind is a function that lists its moves; a kind is listed only when it is drawn, and
    one that turns out empty is struck out and the draw made again among the rest: the first
    non-empty kind of a uniformly random order, so each kind on offer is equally likely
    (RandomBot's distribution) while the dear listings (crafts, visits) are seldom built.
    The last kind (ending the turn, passing) is never empty."""
    while True:
        k = int(rng.random() * len(kinds))
        moves = kinds[k]()
        if moves:
            return moves[int(rng.random() * len(moves))]
        kinds.pop(k)


def _mechanism_moves(s: State, phase: str) -> list:
    """Each mechanism's moves now, one kind per move source, as functions that list the
    kind (empty when it has none now: _draw_kind strikes it out). A source that says cheaply
    whether it has any (`MoveSource.offered`) is asked that first."""
    p = s.turn
    groups = []
    for source in move_sources(s.content, phase):
        if source.lazy is not None:         # counts its moves, builds only the one drawn
            groups.append(lambda source=source: source.lazy(s, p))
        elif source.offered is not None:
            groups.append(lambda source=source: source.listing(s, p, None) if source.offered(s, p) else [])
        else:
            groups.append(lambda source=source: source.listing(s, p, None))
    return groups


def _random_craft_move(s: State, rng):
    """A kind uniformly among bonuses, crafts, each mechanism's moves and ending the turn
    (those on offer), then one of it; each kind listed only when it is drawn."""
    if not s.has_rolled:
        return Roll()
    p = s.turn
    kinds = [lambda: craft.charge_actions(s, p), lambda: craft.CraftMoves(s, p)]
    kinds += _mechanism_moves(s, CRAFT)
    kinds.append(lambda: [EndTurn()])
    return _draw_kind(kinds, rng)


class _CountsTable:
    """Payment counts for one supply make-up (dice per type): filled per gather card on demand,
    since one supply meets only the few cards face up."""

    __slots__ = ("content", "counts", "eligible", "cards", "docks")

    def __init__(self, content, counts):
        self.content, self.counts = content, counts
        self.eligible = sum(n for t, n in zip(content.die_types, counts) if t.player_die and t.gather_use and not t.wild)
        self.cards: dict[int, tuple[tuple[int, ...], int]] = {}     # card -> (per option, in all)
        # (dock action, payments) for every dock action this supply can pay
        self.docks = tuple((a, w) for a, w in enumerate(self.count(d.option) for d in content.dock_actions) if w)

    def count(self, option) -> int:
        if option.take_all:
            return 1 if self.eligible >= option.min_all else 0
        return len(payments.type_assignments(option.boxes, self.counts))

    def fill_card(self, card: int) -> tuple[tuple[int, ...], int]:
        weights = tuple(self.count(o) for o in self.content.gather[card].options)
        entry = self.cards[card] = (weights, sum(weights))
        return entry


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
    docks = dict(table.docks)
    return (tuple(table.cards[c][0] for c in range(len(content.gather))),
            tuple(table.cards[c][1] for c in range(len(content.gather))),
            tuple(docks.get(a, 0) for a in range(len(content.dock_actions))))


def _payment(s: State, option, supply, counts, k: int) -> tuple[int, ...]:
    """The k-th payment of `option`, exactly as gather.legal would build it."""
    if option.take_all:
        return tuple(payments.all_eligible(s, supply))
    by_type = payments.dice_by_type(s, supply)
    return payments.payment_dice(payments.type_assignments(option.boxes, counts)[k], by_type)


def pick(moves: list, rng):
    # random() is several times cheaper than randrange() and as uniform for lists this short
    return moves[int(rng.random() * len(moves))]
