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
from kingsforge.engine.percontent import per_content
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
    type_of = c.die_type_of
    tables, cap = _tables(c)
    counts = [0] * len(c.die_types)
    for die in supply:
        if values[die]:
            # pre-rolled dice: each value is a payment of its own (payments.payments_by_value),
            # which the counts by type do not see: the drawn kind is counted by listing its
            # payments (not its moves)
            return _draw_kind(_listed_kinds(s, face_up, supply), rng)
        t = type_of[die]
        if counts[t] < cap:
            counts[t] += 1
    counts = tuple(counts)
    table = tables.get(counts) or _new_table(c, tables, counts)
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
    # the kinds, in the listing's order: claims, dock visits, each mechanism's moves, passes;
    # drawn as _draw_kind draws (claims and docks are known not to be empty, passes never are)
    kinds = ([_CLAIMS] if claim_total else []) + ([_DOCKS] if dock_total else [])
    kinds += move_sources(c, GATHER)
    kinds.append(_PASSES)
    while True:
        k = int(rng.random() * len(kinds))
        kind = kinds[k]
        if kind is _CLAIMS:
            move = _claim(s, face_up, cards, supply, counts, int(rng.random() * claim_total))
        elif kind is _DOCKS:
            move = _dock(s, face_up, table.docks, supply, counts, int(rng.random() * dock_total))
        else:
            moves = gather.pass_actions(s, s.turn) if kind is _PASSES else _source_moves(kind, s, s.turn)
            if not moves:
                kinds.pop(k)
                continue
            return moves[int(rng.random() * len(moves))]
        rng.random()                # _draw_kind's draw among the one move listed: the same stream
        return move


_CLAIMS, _DOCKS, _PASSES = object(), object(), object()
_new = tuple.__new__    # a move record without its Python-level __new__, as gather.legal builds them


def _listed_kinds(s: State, face_up, supply) -> list:
    """The gather kinds as gather.legal lists them (claims, dock visits, each mechanism's
    moves, passes), each listed only when drawn: for supplies the counts do not describe.
    Claims and dock visits come as _Placed sequences: their payments listed, their moves not."""
    c = s.content
    payers = []                     # one Payer, made when a kind that pays is drawn

    def payer():
        if not payers:
            payers.append(payments.Payer(s, supply))
        return payers[0]

    def claims():
        paying = payer()
        return _Placed(Claim, [(card, o, paying.placed(s, option)) for card in face_up
                               for o, option in enumerate(c.gather[card].options)])

    def docks():
        paying = payer()
        paid = [(a, paying.placed(s, dock_action.option))
                for a, dock_action in enumerate(c.dock_actions) if s.dock_used[a] is None]
        return _Placed(Dock, [(card, a, placed) for a, placed in paid for card in face_up])

    return [claims, docks] + _mechanism_moves(s, GATHER) + [lambda: gather.pass_actions(s, s.turn)]


class _Placed:
    """The moves of `record` (card, index, dice) for each (card, index, (dice, places)) in
    `parts` (payments.Payer.placed), in a listing's order, counted without being built: [i]
    builds the one asked for."""
    __slots__ = ("record", "parts", "total")

    def __init__(self, record, parts):
        self.record, self.parts = record, parts
        self.total = sum(len(places) for _card, _i, (_dice, places) in parts)

    def __len__(self) -> int:
        return self.total

    def __getitem__(self, r: int):
        for card, i, (dice, places) in self.parts:
            if r < len(places):
                return _new(self.record, (card, i, tuple([dice[k] for k in places[r]])))
            r -= len(places)
        raise IndexError(r)


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
                return _new(Claim, (card, o, _payment(s, c.gather[card].options[o], supply, counts, r)))
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
            return _new(Dock, (face_up[card], a, _payment(s, s.content.dock_actions[a].option, supply, counts, i)))
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
    kind (empty when it has none now: _draw_kind strikes it out)."""
    p = s.turn
    return [lambda source=source: _source_moves(source, s, p) for source in move_sources(s.content, phase)]


def _source_moves(source, s: State, p: int):
    """A move source's moves now: counted when it can count them (`lazy`, only the drawn one
    built), else listed, after asking whether it has any where it can say so cheaply
    (`offered`)."""
    if source.lazy is not None:
        return source.lazy(s, p)
    if source.offered is not None and not source.offered(s, p):
        return []
    return source.listing(s, p, None)


def _random_craft_move(s: State, rng):
    """A kind uniformly among bonuses, crafts, each mechanism's moves and ending the turn
    (those on offer), then one of it; each kind listed only when it is drawn."""
    if not s.has_rolled:
        return _ROLL
    p = s.turn
    kinds = [_CHARGES, _CRAFTS]
    kinds += move_sources(s.content, CRAFT)
    kinds.append(_END)
    while True:                     # as _draw_kind draws
        k = int(rng.random() * len(kinds))
        kind = kinds[k]
        if kind is _CHARGES:
            moves = craft.charge_actions(s, p)
        elif kind is _CRAFTS:
            moves = craft.CraftMoves(s, p)
        elif kind is _END:
            moves = _END_TURN
        else:
            moves = _source_moves(kind, s, p)
        if moves:
            return moves[int(rng.random() * len(moves))]
        kinds.pop(k)


_CHARGES, _CRAFTS, _END = object(), object(), object()
_END_TURN, _ROLL = [EndTurn()], Roll()     # immutable records: one serves every draw


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


def _counts_table(content, counts) -> _CountsTable:
    """The table for a supply with these dice per type (a list or tuple). Counts are capped at
    the most dice one option can take (its boxes, or a take-all option's minimum): more dice of
    a type change no payment's count or dice, so supplies that differ only above the cap
    share one table (its .counts: the capped counts, for type_assignments)."""
    tables, cap = _tables(content)
    counts = tuple([n if n < cap else cap for n in counts])
    return tables.get(counts) or _new_table(content, tables, counts)


@per_content
def _tables(content) -> tuple[dict, int]:
    """The content's tables ({capped counts: _CountsTable}) and its cap."""
    return {}, _cap(content)


def _new_table(content, tables: dict, counts: tuple) -> _CountsTable:
    if len(tables) > 50_000:
        tables.clear()
    table = tables[counts] = _CountsTable(content, counts)
    return table


def _cap(content) -> int:
    options = [o for card in content.gather for o in card.options] + [d.option for d in content.dock_actions]
    return max([len(o.boxes) for o in options] + [o.min_all for o in options if o.take_all] + [1])


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
    return payments.first_dice(payments.type_assignments(option.boxes, counts)[k], supply, s.content.die_type_of)


def pick(moves: list, rng):
    # random() is several times cheaper than randrange() and as uniform for lists this short
    return moves[int(rng.random() * len(moves))]
