"""The whole position of a Forge game as plain, cheaply cloned data.

Decks are lists whose LAST element is the top card. Cards are indices into the Content
tables. Workers: Assistants 0-3, the Blacksmith 4 (actions.BLACKSMITH).
"""

from __future__ import annotations

TRACK, PLACE, OVER = "track", "place", "over"
GOLD, WOOD, METAL, BRICK, GEMS = range(5)

# Locations, in board order (rows of three), then the two on a player's own board.
LOCATIONS = ("forest", "mountains", "mines", "trading_post", "market", "guild", "common", "military", "royal",
             "architecture", "engineering", "support", "forge", "store_extension")
LOCATION_BIT = {name: 1 << i for i, name in enumerate(LOCATIONS)}
MULTI_VISIT = ("trading_post", "market")
CONTRACT_PLACES = ("common", "military", "royal")      # index = contract deck
DEV_PLACES = ("architecture", "engineering")          # index = development deck (architect, engineer)
TOOL_BITS = 0x0F                                        # tokens 0-3 are Tools, 4-7 Equipment
EQUIPMENT_BITS = 0xF0


class Player:
    __slots__ = ("res", "vp", "skill", "assistants", "hiring", "used", "training", "held", "tokens", "dev",
                 "guilds", "hand", "forged", "hammers", "closed", "visited")

    def __init__(self):
        self.res = [0, 0, 0, 0, 0]        # gold, wood, metal, brick, gems
        self.vp = 0                       # VP tokens taken during the game
        self.skill = 0
        self.assistants = 0               # Assistants on the board, usable
        self.hiring = 0                   # hired this round: they join at its end
        self.used = 0                     # workers placed this round (bit per worker)
        self.training = [-1, -1, -1, -1]  # training card beside each Assistant
        self.held = []                    # training cards to place at the round's end
        self.tokens = 0                   # Tools and Equipment built (bit per token)
        self.dev = []                     # development cards in play
        self.guilds = []                  # guild cards held
        self.hand = []                    # contracts in hand
        self.forged = []                  # contracts forged and delivered
        self.hammers = []                 # achievement columns, in the order placed
        self.closed = 0                   # columns placed or lost for good (bit per column)
        self.visited = 0                  # single-visit locations used this round

    def clone(self) -> "Player":
        p = Player.__new__(Player)
        p.res = self.res[:]
        p.vp, p.skill, p.assistants, p.hiring, p.used = self.vp, self.skill, self.assistants, self.hiring, self.used
        p.training = self.training[:]
        p.held = self.held[:]
        p.tokens = self.tokens
        p.dev = self.dev[:]
        p.guilds = self.guilds[:]
        p.hand = self.hand[:]
        p.forged = self.forged[:]
        p.hammers = self.hammers[:]
        p.closed, p.visited = self.closed, self.visited
        return p

    def free_workers(self) -> list[int]:
        free = [a for a in range(self.assistants) if not self.used >> a & 1]
        if not self.used >> 4 & 1:
            free.append(4)
        return free

    def has_token(self, index: int) -> bool:
        return bool(self.tokens >> index & 1)


class Pending:
    """A decision a player owes: `options` lists what Choose(i) picks (kind-specific tuples)."""
    __slots__ = ("kind", "seat", "cards", "options", "target")

    def __init__(self, kind: str, seat: int, cards: tuple, options: tuple, target: int = -1):
        self.kind, self.seat, self.cards, self.options, self.target = kind, seat, cards, options, target


class State:
    __slots__ = ("content", "players", "rng", "round", "phase", "anvil", "track", "pickers", "order", "turn",
                 "taken", "contracts", "development", "training", "guilds", "board", "ending", "pending", "p",
                 "moves")

    def clone(self) -> "State":
        s = State.__new__(State)
        s.content, s.players, s.rng, s.round, s.phase = self.content, self.players, self.rng, self.round, self.phase
        s.anvil = self.anvil
        s.track = self.track[:]
        s.pickers = self.pickers
        s.order = self.order[:]
        s.turn = self.turn
        s.taken = dict(self.taken)
        s.contracts = [d[:] for d in self.contracts]
        s.development = [d[:] for d in self.development]
        s.training = self.training[:]
        s.guilds = self.guilds[:]
        s.board = [col[:] for col in self.board]
        s.ending = self.ending
        s.pending = self.pending[:]       # Pending records are never changed in place
        s.p = [p.clone() for p in self.p]
        s.moves = self.moves
        return s

    def current(self) -> int | None:
        """The seat to move (None once the game is over)."""
        if self.phase == OVER:
            return None
        if self.pending:
            return self.pending[0].seat
        if self.phase == TRACK:
            return (self.anvil + self.pickers) % self.players
        return self.turn

    def to_data(self) -> dict:
        """Everything about the position as plain data (digests, debugging)."""
        return {
            "round": self.round, "phase": self.phase, "anvil": self.anvil, "track": self.track,
            "order": self.order, "turn": self.turn, "pickers": self.pickers, "rng": self.rng,
            "taken": dict(sorted(self.taken.items())), "contracts": self.contracts,
            "development": self.development, "training": self.training, "guilds": self.guilds,
            "board": self.board, "ending": self.ending,
            "pending": [[q.kind, q.seat, list(q.cards), [list(o) for o in q.options], q.target] for q in self.pending],
            "players": [{slot: getattr(p, slot) for slot in Player.__slots__} for p in self.p],
        }
