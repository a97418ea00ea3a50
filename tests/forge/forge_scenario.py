"""Rule tests for Forge that read like the rulebook (the Forge twin of tests/scenario.py).

    game = Forge(players=2)                 # openings kept, P1 holds the Anvil
    game.track(0, 1)                        # P1 takes space 1, P2 space 2; placement starts
    game.give(0, gold=10).hand(0, "oak_bench")
    game.place(4, "forge", detail=("oak_bench",))

Set-up helpers move cards between zones (never create or destroy one), so every scenario
still satisfies the invariants, which `place`/`choose` check after each move.
"""

from __future__ import annotations

from kingsforge.forge.content import RESOURCES, load_forge
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.actions import Choose, Hammer, Place
from kingsforge.forge.engine.invariants import assert_ok
from kingsforge.forge.engine.setup import new_game
from kingsforge.forge.engine.state import PLACE, TRACK

_CONTENT = None
CLAUSES_TESTED: dict[str, list[str]] = {}


def content():
    global _CONTENT
    if _CONTENT is None:
        _CONTENT = load_forge()
    return _CONTENT


def clause(*ids):
    """Marks a test as checking these Forge clauses (tests/forge/forge_clauses.py)."""
    def mark(fn):
        for clause_id in ids:
            CLAUSES_TESTED.setdefault(clause_id, []).append(fn.__name__)
        return fn
    return mark


class Forge:
    def __init__(self, players: int = 2, seed: int = 1, first: int = 0, keep_openings: bool = True):
        self.c = content()
        self.state = new_game(self.c, players, seed)
        s = self.state
        # move the Anvil to `first` and rotate the opening decisions to match
        if s.anvil != first:
            s.anvil = first
            for k, q in enumerate(s.pending):
                q.seat = (first + k) % players
        if keep_openings:
            while self.state.pending:
                self.choose(0)

    # ---- set-up helpers (move cards, never make them) ----
    @property
    def s(self):
        return self.state

    def give(self, seat: int, **amounts):
        for name, value in amounts.items():
            if name in RESOURCES:
                self.state.p[seat].res[RESOURCES.index(name)] = value
            else:
                setattr(self.state.p[seat], name, value)
        return self

    def _take(self, kind: str, cid: str) -> int:
        s, c = self.state, self.c
        table = {"contract": c.contracts, "dev": c.development, "training": c.training, "guild": c.guilds}[kind]
        index = next(i for i, card in enumerate(table) if card.id == cid)
        decks = {"contract": s.contracts, "dev": s.development, "training": [s.training], "guild": [s.guilds]}[kind]
        for deck in decks:
            if index in deck:
                deck.remove(index)
                return index
        for p in s.p:
            for zone in (p.hand, p.forged, p.dev, p.guilds, p.held):
                if index in zone:
                    zone.remove(index)
                    return index
            if index in p.training:
                p.training[p.training.index(index)] = -1
                return index
        raise AssertionError(f"{cid} is not anywhere it can be taken from")

    def hand(self, seat: int, *ids):
        for cid in ids:
            self.state.p[seat].hand.append(self._take("contract", cid))
        return self

    def forged(self, seat: int, *ids):
        for cid in ids:
            self.state.p[seat].forged.append(self._take("contract", cid))
        return self

    def top(self, kind: str, *ids):
        """Put cards on top of their deck, the last named on the very top."""
        s, c = self.state, self.c
        for cid in ids:
            index = self._take(kind, cid)
            if kind == "contract":
                s.contracts[c.contracts[index].deck].append(index)
            elif kind == "dev":
                s.development[c.development[index].deck].append(index)
            elif kind == "training":
                s.training.append(index)
            else:
                s.guilds.append(index)
        return self

    def dev(self, seat: int, *ids):
        for cid in ids:
            self.state.p[seat].dev.append(self._take("dev", cid))
        return self

    def guild_cards(self, seat: int, *ids):
        for cid in ids:
            self.state.p[seat].guilds.append(self._take("guild", cid))
        return self

    def trained(self, seat: int, assistant: int, cid: str):
        self.state.p[seat].training[assistant] = self._take("training", cid)
        return self

    def tokens(self, seat: int, *ids):
        for tid in ids:
            self.state.p[seat].tokens |= 1 << self.c.token_index[tid]
        return self

    # ---- moves ----
    def move(self, move):
        reason = rules.check(self.state, move)
        assert reason is None, f"{move} refused: {reason}"
        self.state = rules.apply(self.state, move)
        assert_ok(self.state)
        return self

    def refuse(self, move, words: str = ""):
        reason = rules.check(self.state, move)
        assert reason is not None, f"{move} was allowed"
        assert words in reason, f"{move} refused with {reason!r}, expected {words!r}"
        assert (type(move), move) not in {(type(m), m) for m in rules.legal_actions(self.state)}
        return self

    def track(self, *spaces):
        """Each player in pick order (the Anvil holder first) takes the given space."""
        assert self.state.phase == TRACK
        for space in spaces:
            self.move(Hammer(space))
        assert self.state.phase == PLACE
        return self

    def place(self, worker, location, option="", detail=()):
        return self.move(Place(worker, location, option, tuple(detail)))

    def choose(self, i: int):
        return self.move(Choose(i))

    def to_seat(self, seat: int):
        """Pass turns with Market visits until `seat` is to move (Assistants only)."""
        for _ in range(20):
            if self.state.current() == seat:
                return self
            mover = self.state.p[self.state.current()]
            worker = next(w for w in mover.free_workers() if w != 4)
            self.place(worker, "market")
        raise AssertionError("never reached that seat")

    def res(self, seat: int, name: str) -> int:
        return self.state.p[seat].res[RESOURCES.index(name)]

    def finish_round(self):
        """Everyone's remaining workers to the Market (Assistants) or a free gathering or
        contract spot (Blacksmiths) until the round ends."""
        start = self.state.round
        while self.state.round == start and self.state.phase == PLACE:
            seat = self.state.current()
            worker = self.state.p[seat].free_workers()[0]
            if worker != 4:
                self.place(worker, "market")
                continue
            for where in ("mines", "forest", "mountains", "common", "military", "royal"):
                if rules.check(self.state, Place(4, where)) is None:
                    self.place(4, where)
                    break
            else:
                raise AssertionError("no free spot for the Blacksmith")
        return self
