"""The game state: plain lists and ints, cloned by hand for search.

Zones hold die ids; every die is in exactly one zone (tests/test_random_play.py
checks it after every action). Static facts (which type each die is, the card
texts) live in the shared Content and are never copied.
"""

from __future__ import annotations

import hashlib
import json

from kingsforge.engine.decisions import Decision
from kingsforge.engine.mechanism import ZONES
from kingsforge.engine.model import Content

GATHER, CRAFT, OVER = "gather", "craft", "over"
_copy = list.copy    # map(list.copy, zones) copies nested lists at C speed
EMPTY = -1   # an empty face-up gather position


class State:
    __slots__ = (
        "content", "n", "rng", "round", "phase", "anvil", "turn",
        "values",            # die id -> pips (0 when not rolled)
        "stock",             # die type -> die ids in the stock
        "supply", "smithy", "rolled",   # player -> die ids
        "tokens",            # token index -> tokens left in the pool
        "held_tokens",       # player -> token indices held this round
        "charges",           # player -> [(kind, amount, group, die used on or -1)]
        "next_group",        # counter that tells one card's charges from another's
        "gather_cards",      # the gather cards in this game (fixed at setup)
        "gather_deck", "gather_row",
        "claims",            # [(player, card, option, dice)] this round
        "discards",          # [(player, card)] cards turned face down to visit a dock
        "dock_used",         # dock action -> (player, dice) or None
        "passed", "first_passer",
        "roll_smithy",       # player -> also rolls the smithy tile this round
        "cemetery",          # (owner, die) while the Cemetery die sits on its card, else None
        "craft_cards",       # the craft cards dealt for this game (fixed at setup)
        "display", "waiting",           # craft card indices (waiting sorted by rank)
        "crafted",           # [(card, player, dice)] made this round, not yet claimed
        "tucked",            # player -> craft cards claimed
        "has_rolled", "craft_turns_left",
        # Module pieces; with no modules they stay at their defaults and cost next to nothing.
        "fits",              # die type -> colours it fills now (content.fits, unless a colour was declared)
        "charge_rules",      # charge group -> (colours its die must fill, craft card it comes from or -1:
                             # this round's coloured bonus, a visitor's gift)
        "pending",           # decisions owed, front first (engine/decisions.py)
        "resume",            # whose turn it is once the pending decisions are made (-1: none pending)
        "as_type",           # [(die, type)] dice used as another type this round (copied, harvested, fed)
        "beside",            # craft cards craftable beside the display (bid tiles, side cards, a request)
        "placed",            # [(card, player)] dice put on a once-a-round card this round
        "idle",              # dice sitting out this round on their smithy tile (cancelled before the
                             # roll, set aside by a penalty card): a roll of the smithy leaves them out
        "told",              # ((position met, decision, choice), ...) the last move settled by itself
                             # that the log tells (DecisionKind.told); not part of the position: never
                             # saved or compared
        "roll_changes",      # ((die, value it came up with), ...) dice the last move's roll changed by
                             # itself (a reward's +1 on natural 4s): the log says the roll as it came
                             # and the mechanism its change; likewise never saved or compared
        # A mechanism's own zones (penalty cards, kept dice, visitor piles, ...) are declared with it
        # (engine/mechanism.py Zone): `new_state()` makes a State with a slot for each.
    )

    _zones: tuple = ()       # the mechanisms' Zones (set on the class new_state makes)
    _zone_names: tuple = ()
    _copied: tuple = ()      # (name, copy) of the zones copied by clone
    _shared: tuple = ()      # names of the zones clone shares (tuples, replaced, never changed)

    def clone(self) -> "State":
        cls = self.__class__
        s = cls.__new__(cls)
        s.content = self.content
        s.n = self.n
        s.rng = self.rng
        s.round = self.round
        s.phase = self.phase
        s.anvil = self.anvil
        s.turn = self.turn
        s.values = self.values[:]
        s.stock = list(map(_copy, self.stock))
        s.supply = list(map(_copy, self.supply))
        s.smithy = list(map(_copy, self.smithy))
        s.rolled = list(map(_copy, self.rolled))
        s.tokens = self.tokens[:]
        s.held_tokens = list(map(_copy, self.held_tokens))
        s.charges = list(map(_copy, self.charges))
        s.next_group = self.next_group
        s.gather_cards = self.gather_cards
        s.gather_deck = self.gather_deck[:]
        s.gather_row = self.gather_row[:]
        s.claims = self.claims[:]
        s.discards = self.discards[:]
        s.dock_used = self.dock_used[:]
        s.passed = self.passed[:]
        s.first_passer = self.first_passer
        s.roll_smithy = self.roll_smithy[:]
        s.cemetery = self.cemetery
        s.craft_cards = self.craft_cards
        s.display = self.display[:]
        s.waiting = self.waiting[:]
        s.crafted = self.crafted[:]
        s.tucked = list(map(_copy, self.tucked))
        s.has_rolled = self.has_rolled
        s.craft_turns_left = self.craft_turns_left
        s.fits = self.fits                  # replaced, never changed in place
        s.charge_rules = self.charge_rules  # likewise
        s.idle = self.idle                  # a tuple, replaced
        s.told = s.roll_changes = ()
        s.resume = self.resume
        if self.content.module_state:
            s.pending = self.pending[:]
            s.as_type = self.as_type[:]
            s.beside = self.beside[:]
            s.placed = self.placed[:]
            for name, copy in self._copied:
                setattr(s, name, copy(getattr(self, name)))
            for name in self._shared:
                setattr(s, name, getattr(self, name))
        else:
            # No module: the zones stay at their defaults all game (invariants.problems checks
            # it), so a clone shares them instead of copying: clone is the search's hot path.
            s.pending = self.pending
            s.as_type = self.as_type
            s.beside = self.beside
            s.placed = self.placed
            for name in self._zone_names:
                setattr(s, name, getattr(self, name))
        return s

    # --- derived views -------------------------------------------------------------
    @property
    def items_to_win(self) -> int:
        return self.content.setup.items_to_win[self.n]

    def cancelled(self, value: int) -> bool:
        """The Cemetery die on the table cancels every die rolled with its value this round."""
        return self.cemetery is not None and self.values[self.cemetery[1]] == value

    def die_type(self, die: int) -> int:
        return self.content.die_type_of[die]

    def play_type(self, die: int) -> int:
        """The type a die counts as now: its own, or the one it copies, was harvested as or was fed
        (an index into state.fits, possibly past the content's types: see engine/kept.py)."""
        for d, t in self.as_type:
            if d == die:
                return t
        return self.content.die_type_of[die]

    def face_up(self) -> list[int]:
        return [card for card in self.gather_row if card != EMPTY]

    def landing(self) -> list[int]:
        """The visitor shown on each pile this round, or EMPTY once a player has hosted it."""
        hosted = {v for _p, v, _o, _d in self.visits}
        return [pile[0] if pile and pile[0] not in hosted else EMPTY for pile in self.piles]

    def hosted(self, p: int) -> int:
        """The visitor p hosted this round, or EMPTY."""
        for q, v, _o, _d in self.visits:
            if q == p:
                return v
        return EMPTY

    def crafted_by(self, card: int) -> tuple[int, tuple[int, ...]] | None:
        for entry in self.crafted:
            if entry[0] == card:
                return entry[1], entry[2]
        return None

    def standings(self) -> list[int]:
        """Seats from first to last: a player whose items ended the game first (with an ending
        rank, more items without one of that rank do not win), then most cards claimed, then the
        highest rank held."""
        craft = self.content.craft

        def key(p):
            best = max((craft[c].rank for c in self.tucked[p]), default=0)
            return (not self.ends_game(p), -len(self.tucked[p]), -best, p)

        return sorted(range(self.n), key=key)

    def smithy_roll(self, p: int) -> list[int]:
        """The smithy's dice p's craft roll takes: with the smithy's roll (Astrologer), those
        that do not sit out the round; else none."""
        if not self.roll_smithy[p]:
            return []
        return [die for die in self.smithy[p] if die not in self.idle]

    def to_roll(self, p: int) -> list[int]:
        """The dice p's craft roll takes: the supply and smithy_roll (a list to read, not to change)."""
        return self.supply[p] + self.smithy_roll(p) if self.roll_smithy[p] else self.supply[p]

    def ends_game(self, p: int) -> bool:
        """p's claimed items end the game: items_to_win of them, and with an ending rank one of
        them ranked at least that (no one wins without such an item)."""
        return len(self.tucked[p]) >= self.items_to_win and self.holds_ending_item(p)

    def holds_ending_item(self, p: int, this_round: bool = False) -> bool:
        """p has claimed an item of the ending rank or higher (`this_round`: or has one crafted
        this round); always true without an ending rank."""
        floor = self.content.setup.ending_rank
        if not floor:
            return True
        craft = self.content.craft
        if any(craft[card].rank >= floor for card in self.tucked[p]):
            return True
        return this_round and any(owner == p and craft[card].rank >= floor for card, owner, _d in self.crafted)

    # --- plain data ------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Everything about the state as JSON-ready data, with cards named by id."""
        c = self.content
        gather = lambda i: c.gather[i].id if i != EMPTY else None  # noqa: E731
        return {
            "players": self.n, "rng": self.rng, "round": self.round, "phase": self.phase,
            "anvil": self.anvil, "turn": self.turn, "values": self.values[:],
            "stock": {c.die_types[t].id: z[:] for t, z in enumerate(self.stock)},
            "supply": [z[:] for z in self.supply], "smithy": [z[:] for z in self.smithy],
            "rolled": [z[:] for z in self.rolled],
            "tokens": {c.token_ids[t]: k for t, k in enumerate(self.tokens)},
            "held_tokens": [[c.token_ids[t] for t in z] for z in self.held_tokens],
            "charges": [[list(ch) for ch in z] for z in self.charges], "next_group": self.next_group,
            "gather_cards": [gather(i) for i in self.gather_cards],
            "gather_deck": [gather(i) for i in self.gather_deck],
            "gather_row": [gather(i) for i in self.gather_row],
            "claims": [[p, gather(card), opt, list(d)] for p, card, opt, d in self.claims],
            "discards": [[p, gather(card)] for p, card in self.discards],
            "dock_used": [None if u is None else [u[0], list(u[1])] for u in self.dock_used],
            "passed": self.passed[:], "first_passer": self.first_passer,
            "roll_smithy": self.roll_smithy[:],
            "cemetery": None if self.cemetery is None else list(self.cemetery),
            "craft_cards": [c.craft[i].id for i in self.craft_cards],
            "display": [c.craft[i].id for i in self.display],
            "waiting": [c.craft[i].id for i in self.waiting],
            "crafted": [[c.craft[card].id, p, list(d)] for card, p, d in self.crafted],
            "tucked": [[c.craft[i].id for i in z] for z in self.tucked],
            "has_rolled": self.has_rolled, "craft_turns_left": self.craft_turns_left,
        } | self._module_dict()

    def _module_dict(self) -> dict:
        """The module pieces, only where they differ from their defaults: a base game's
        dict (and digest) is the same as before modules existed."""
        c = self.content
        out = {}
        if self.fits != c.fits:
            own = self.fits[:len(c.fits)]
            declared = {c.die_types[t].id: sorted(f) for t, f in enumerate(own) if f != c.fits[t]}
            if declared:
                out["declared"] = declared
            if len(self.fits) > len(c.fits):
                out["fits_extra"] = [sorted(f) for f in self.fits[len(c.fits):]]
        if self.charge_rules:
            out["charge_rules"] = [[g, sorted(colours), c.craft[card].id if card >= 0 else None]
                                   for g, (colours, card) in sorted(self.charge_rules.items())]
        if self.pending:
            out["pending"] = [[d.kind, d.player, list(d.dice), list(d.who), d.extra] for d in self.pending]
        if self.resume != -1:
            out["resume"] = self.resume
        if self.as_type:
            out["as_type"] = [list(x) for x in self.as_type]
        if self.beside:
            out["beside"] = [c.craft[i].id for i in self.beside]
        if self.placed:
            out["placed"] = [[c.craft[card].id, p] for card, p in self.placed]
        if self.idle:
            out["idle"] = list(self.idle)
        for zone in self._zones:
            out.update(zone.save(self))
        return out

    @classmethod
    def from_dict(cls, content: Content, data: dict) -> "State":
        gi = lambda x: EMPTY if x is None else content.gather_index(x)  # noqa: E731
        ci = content.craft_index
        s = new_state()
        s.content = content
        s.n, s.rng, s.round, s.phase = data["players"], data["rng"], data["round"], data["phase"]
        s.anvil, s.turn, s.values = data["anvil"], data["turn"], list(data["values"])
        s.stock = [list(data["stock"][t.id]) for t in content.die_types]
        s.supply = [list(z) for z in data["supply"]]
        s.smithy = [list(z) for z in data["smithy"]]
        s.rolled = [list(z) for z in data["rolled"]]
        s.tokens = [data["tokens"][t] for t in content.token_ids]
        s.held_tokens = [[content.token_index(t) for t in z] for z in data["held_tokens"]]
        s.charges = [[tuple(ch) for ch in z] for z in data["charges"]]
        s.next_group = data["next_group"]
        s.gather_cards = tuple(gi(x) for x in data["gather_cards"])
        s.gather_deck = [gi(x) for x in data["gather_deck"]]
        s.gather_row = [gi(x) for x in data["gather_row"]]
        s.claims = [(p, gi(card), opt, tuple(d)) for p, card, opt, d in data["claims"]]
        s.discards = [(p, gi(card)) for p, card in data["discards"]]
        s.dock_used = [None if u is None else (u[0], tuple(u[1])) for u in data["dock_used"]]
        s.passed, s.first_passer = list(data["passed"]), data["first_passer"]
        s.roll_smithy = list(data["roll_smithy"])
        s.cemetery = None if data["cemetery"] is None else tuple(data["cemetery"])
        s.craft_cards = tuple(ci(x) for x in data["craft_cards"])
        s.display = [ci(x) for x in data["display"]]
        s.waiting = [ci(x) for x in data["waiting"]]
        s.crafted = [(ci(card), p, tuple(d)) for card, p, d in data["crafted"]]
        s.tucked = [[ci(x) for x in z] for z in data["tucked"]]
        s.has_rolled, s.craft_turns_left = data["has_rolled"], data["craft_turns_left"]
        fits = list(content.fits)
        for type_id, colours in data.get("declared", {}).items():
            fits[content.die_type_index(type_id)] = frozenset(colours)
        fits += [frozenset(colours) for colours in data.get("fits_extra", [])]
        s.fits = content.fits if fits == list(content.fits) else tuple(fits)
        s.charge_rules = {g: (frozenset(colours), -1 if card is None else ci(card))
                          for g, colours, card in data.get("charge_rules", [])}
        s.pending = [Decision(k, p, tuple(d), tuple(w), x) for k, p, d, w, x in data.get("pending", [])]
        s.resume = data.get("resume", -1)
        s.as_type = [tuple(x) for x in data.get("as_type", [])]
        s.beside = [ci(x) for x in data.get("beside", [])]
        s.placed = [(ci(card), p) for card, p in data.get("placed", [])]
        s.idle = tuple(data.get("idle", ()))
        s.told = s.roll_changes = ()
        for zone in s._zones:
            setattr(s, zone.name, zone.init(s) if zone.load is None else zone.load(s, data))
        return s

    def digest(self) -> str:
        """A short fingerprint of the whole state, for replays and save checks."""
        text = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]


_CLASSES: dict = {}


def new_state() -> State:
    """An empty State with a slot for every registered mechanism's zone (one class per set of
    zones, made once: attribute access stays a slot read)."""
    zones = tuple(ZONES.values())
    cls = _CLASSES.get(zones)
    if cls is None:
        names = tuple(z.name for z in zones)
        cls = _CLASSES[zones] = type("State", (State,), {
            "__slots__": names, "_zones": zones, "_zone_names": names,
            "_copied": tuple((z.name, z.copy) for z in zones if z.copy is not None),
            "_shared": tuple(z.name for z in zones if z.copy is None)})
    return cls.__new__(cls)
