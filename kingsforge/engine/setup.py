"""A new game: components dealt from the Content with the game's own generator."""

from __future__ import annotations

from kingsforge.engine import decisions, moments, rng
from kingsforge.engine.model import Content
from kingsforge.engine.state import GATHER, State, new_state

MIN_PLAYERS, MAX_PLAYERS = 2, 4


def new_game(content: Content, players: int, seed: int) -> State:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"King's Forge is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    s = new_state()
    s.content = content
    s.n = players
    s.rng = rng.seed_state(seed)
    s.round = 1
    s.phase = GATHER
    s.values = [0] * len(content.die_type_of)
    s.stock = [[] for _ in content.die_types]
    for die, die_type in enumerate(content.die_type_of):
        s.stock[die_type].append(die)
    s.supply = [[] for _ in range(players)]
    s.smithy = [[] for _ in range(players)]
    s.rolled = [[] for _ in range(players)]
    for p in range(players):
        for die_type, count in content.setup.start_supply:
            for _ in range(count):
                s.supply[p].append(s.stock[die_type].pop(0))
    s.tokens = list(content.token_counts)
    s.held_tokens = [[] for _ in range(players)]
    s.charges = [[] for _ in range(players)]
    s.next_group = 0

    # Craft cards: deal by player count, sort by rank, show the lowest few. Bid tiles are
    # never dealt; side cards (a module's rule) are dealt first, beside the display.
    deck = [i for i in range(len(content.craft)) if content.craft[i].tile is None and not content.craft[i].request]
    side = []
    if content.setup.side_cards:
        floor = content.setup.side_rank
        high = [i for i in deck if content.craft[i].rank >= floor]
        rng.shuffle(s, high)
        side = sorted(high[:content.setup.side_cards], key=lambda i: content.craft[i].rank)
        deck = [i for i in deck if content.craft[i].rank < floor]
    rng.shuffle(s, deck)
    dealt = sorted(deck[:content.setup.craft_cards[players]], key=lambda i: content.craft[i].rank)
    s.craft_cards = tuple(dealt + side)
    shown = content.setup.craft_display
    s.display, s.waiting = dealt[:shown], dealt[shown:]
    s.crafted = []
    s.tucked = [[] for _ in range(players)]

    # Gather cards: every always-used card plus a random few; the rest leave the game.
    always = [card.index for card in content.gather if card.always]
    others = [card.index for card in content.gather if not card.always]
    rng.shuffle(s, others)
    s.gather_cards = tuple(always + others[:content.setup.gather_random])

    s.anvil = rng.below(s, players)          # a random first player
    s.claims, s.discards = [], []
    s.dock_used = [None] * len(content.dock_actions)
    s.passed = [False] * players
    s.first_passer = -1
    s.roll_smithy = [False] * players
    s.cemetery = None
    s.has_rolled = False
    s.craft_turns_left = 0
    s.fits = content.fits
    s.charge_rules = {}
    s.pending = []
    s.resume = -1
    s.as_type = []
    s.beside = list(content.tiles) + side
    s.placed = []
    s.idle = ()
    s.told = s.roll_changes = ()
    # The mechanisms' zones, in the registry's order (engine/registry.py). A deck is shuffled only
    # when there are cards in it, so a base game draws exactly the numbers it always drew.
    for zone in s._zones:
        setattr(s, zone.name, zone.init(s))
    start_gather(s)
    moments.run(s, "game_start")           # e.g. the first player picks the game's request (a decision)
    if s.pending:
        decisions.settle(s)
    return s


def start_gather(s: State) -> None:
    """Shuffle the game's gather cards into a deck and deal the face-up row."""
    s.phase = GATHER
    s.turn = s.anvil
    deck = list(s.gather_cards)
    rng.shuffle(s, deck)
    face_up = s.content.setup.gather_face_up
    s.gather_row = [deck.pop() for _ in range(min(face_up, len(deck)))]
    s.gather_deck = deck
