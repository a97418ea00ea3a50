"""A new game of Forge: shuffled decks, starting stocks, the Anvil, the opening contract deal."""

from __future__ import annotations

from kingsforge.forge.engine import rng
from kingsforge.forge.engine.state import TRACK, Pending, Player, State


def new_game(content, players: int, seed: int) -> State:
    if not 2 <= players <= 4:
        raise ValueError("Forge is for 2 to 4 players")
    s = State.__new__(State)
    s.content, s.players, s.rng = content, players, rng.seed_state(seed)
    s.round, s.phase, s.pickers, s.order, s.turn = 1, TRACK, 0, [], 0
    s.track = [-1, -1, -1, -1]
    s.taken, s.ending, s.pending, s.moves = {}, False, [], 0
    s.contracts = [[i for i, c in enumerate(content.contracts) if c.deck == d] for d in range(3)]
    s.development = [[i for i, c in enumerate(content.development) if c.deck == d] for d in range(2)]
    s.training = list(range(len(content.training)))
    s.guilds = list(range(len(content.guilds)))
    for deck in s.contracts + s.development + [s.training, s.guilds]:
        rng.shuffle(s, deck)
    s.board = [[] for _ in content.achievements]
    s.anvil = rng.below(s, players)                        # ruling F-G7: a random first player
    s.p = []
    for _ in range(players):
        p = Player()
        p.res = list(content.start)
        p.skill = content.skill_start
        p.assistants = content.start_assistants
        s.p.append(p)
    # One card of each contract type to each player from the first player on; each keeps one,
    # the other two go under their decks (the keep decisions come in the same order).
    for k in range(players):
        seat = (s.anvil + k) % players
        dealt = tuple(s.contracts[d].pop() for d in range(3) if s.contracts[d])
        s.pending.append(Pending("opening", seat, dealt, tuple((i,) for i in range(len(dealt)))))
    return s
