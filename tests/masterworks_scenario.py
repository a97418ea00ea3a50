"""Scenario helpers for the Masterworks rule tests (tests/test_rules_masterworks_*.py).

`MW(players, modules=...)` is the Jubilee scenario (tests/jubilee_scenario.py) dealt
from the base game plus the Masterworks modules (Ambassador's Row and the realm
items by default). Like the others, the helpers only move dice and cards between
zones of a real engine state, so every position satisfies the invariants.
"""

from __future__ import annotations

from jubilee_scenario import Jubilee, jubilee_content

ROW, CRAFT, DECREE, LANDING = "ambassadors_row", "masterworks_craft", "royal_decree", "griffins_landing"


class MW(Jubilee):
    def __init__(self, players: int = 2, seed: int = 1, modules=(ROW, CRAFT)):
        super().__init__(players=players, seed=seed, modules=modules)
        self.c = jubilee_content(modules)

    def kept(self, p: int, type_id: str, count: int = 1) -> list[int]:
        """Exotic dice onto p's mini card, from the stock."""
        return self.give(p, type_id, count, zone="kept")

    def grimstone(self, p: int, card_id: str) -> int:
        """A Grimstone die on p's mini card, with that card from the deck."""
        s = self.state
        die = self.kept(p, "grimstone")[0]
        card = next(card.index for card in self.c.die_cards if card.id == card_id)
        s.card_deck.remove(card)
        s.paired.append((p, card, die, s.round))
        return die

    def card_ids(self, cards) -> list[str]:
        return [self.c.die_cards[i].id for i in cards]

    def tile(self, tile_id: str) -> int:
        return self.c.craft_index(tile_id)

    def ready_all(self):
        """Answer READY by adding every kept die on offer, then stop."""
        while self.state.pending and self.state.pending[0].kind == "ready":
            choices = self.choices()
            self.decide(choices[1] if len(choices) > 1 else choices[0])
        return self.state

    def ready_none(self):
        if self.state.pending and self.state.pending[0].kind == "ready":
            self.decide(())
        return self.state

    # --- Griffin's Landing -------------------------------------------------------------------
    def visitor(self, visitor_id: str) -> int:
        return self.c.visitor_index(visitor_id)

    def show(self, *visitor_ids) -> "MW":
        """Turn each named visitor's pile so that it is the one shown this round (the pile keeps
        its cycle: only the starting point moves)."""
        s = self.state
        piles = [list(pile) for pile in s.piles]
        for visitor_id in visitor_ids:
            v = self.visitor(visitor_id)
            pile = piles[self.c.visitors[v].realm]
            k = pile.index(v)
            pile[:] = pile[k:] + pile[:k]
        s.piles = piles
        return self

    def visit_action(self, visitor_id: str, which="gift", *type_ids):
        from kingsforge.engine.actions import Visit
        option = which if isinstance(which, int) else ("gift", "collaboration").index(which)
        return Visit(self.visitor(visitor_id), option, self.pick(self.state.turn, *type_ids))

    def visit(self, visitor_id: str, which="gift", *type_ids):
        return self.do(self.visit_action(visitor_id, which, *type_ids))

    def shown_ids(self) -> list:
        """The visitor shown on each pile, West to East (None once hosted)."""
        return [None if v < 0 else self.c.visitors[v].id for v in self.state.landing()]

    def pending_kind(self):
        return self.state.pending[0].kind if self.state.pending else None

    def finish_round(self, value: int = 1):
        """Everyone passes, rolls no kept die and ends the craft turn: on to cleanup (decisions
        owed at cleanup are left for the test)."""
        start = self.state.round
        self.to_craft_phase()
        while self.state.phase == "craft" and self.state.round == start:
            self.ready_none()
            if not self.state.has_rolled:
                self.roll_all(value)
            while self.state.pending:
                self.decide(self.choices()[0])
            self.end_turn()
        return self.state

    def to_craft_phase(self):
        while self.state.phase == "gather":
            while self.state.pending:
                self.decide(self.choices()[0])
            if self.state.phase == "gather":
                self.pass_()
        return self


def saddle_table(players: int, *others_items: str, modules=(ROW, CRAFT, DECREE)) -> MW:
    """A Royal Decree table with the Griffin Saddle among the masterworks beside the display:
    player 0 first, holding three plain items, player 1 these; Horseshoe Nails, Iron Pot and
    Milking Stool on display, Lantern and Cudgel waiting."""
    game = MW(players=players, modules=modules)
    s, c = game.state, game.c
    saddle = c.craft_index("griffin_saddle")
    if saddle not in s.beside:
        s.beside[s.beside.index(next(k for k in s.beside if c.craft[k].tile is None))] = saddle
    game.first_player(0)
    game.display("horseshoe_nails", "iron_pot", "milking_stool", waiting=("lantern", "cudgel"))
    game.tucked(0, "smiths_hammer", "ruby_ring", "oak_chest")
    game.tucked(1, *others_items)
    s.craft_cards += tuple(k for k in s.beside if c.craft[k].tile is None)     # the masterworks beside
    return game


def outcrafted_saddle() -> MW:
    """Three players (four items win), each of the first two one item short: player 0 crafts the
    Griffin Saddle and then two plain items, player 1 out-crafts the Saddle; the game is over
    with player 0 holding five plain items and player 1 four with the Saddle."""
    game = saddle_table(3, "miners_pick", "horseshoes", "iron_shield")
    game.supply(0, metal=5, wood=1, gem=1, magic=1).supply(1, metal=1, wood=1, gem=1, magic=1).supply(2, metal=1)
    game.to_craft_phase()
    game.ready_none()
    game.roll(4, 2, 2, 3, 3, 4, 4, 4)
    game.craft("griffin_saddle", ("metal", 4), ("wood", 4), ("gem", 4), ("magic", 4))
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    game.craft("iron_pot", ("metal", 3), ("metal", 3))
    game.end_turn()
    game.ready_none()
    game.roll(5, 4, 4, 4)
    game.craft("griffin_saddle", ("metal", 5), ("wood", 4), ("gem", 4), ("magic", 4))
    game.end_turn()
    game.ready_none()
    game.roll(1)
    game.end_turn()
    return game
