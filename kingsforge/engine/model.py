"""The compiled components of a game: what the rules engine reads.

These are built once by the content loader from the YAML files in data/ and are
never mutated. Game states refer to cards, dice types and dock actions by their
integer index into these tables, which keeps states small and fast to clone.
"""

from __future__ import annotations

from dataclasses import dataclass, field


class _Traits:
    """`trait(name)`: a value a mechanism's parser read for this piece with no field of its own
    (engine/mechanism.py Trait), kept in its `traits` ((name, value), ...)."""
    __slots__ = ()

    def trait(self, name: str, default=None):
        for key, value in self.traits:
            if key == name:
                return value
        return default


# Charge kinds: one-use manipulations a player may apply to rolled dice.
BONUS, FLIP, REROLL, AUTO6 = "bonus", "flip", "reroll", "auto6"


@dataclass(frozen=True, slots=True)
class DieType(_Traits):
    index: int
    id: str
    name: str
    count: int
    fits: frozenset[int]          # requirement colours this die may fill
    wild: bool = False
    returns_to_stock: bool = False  # goes back to the stock at cleanup
    player_die: bool = True         # False: never enters a supply (Cemetery)
    gather_use: bool = True         # False: never pays a gather or dock box (Farm, Conjurer)
    declared: bool = False          # its colour is declared in play (state.fits), not printed
    module: str = "base"
    # Dice kept between rounds (docs/modules.md, "Kept dice"); all off for the base game.
    keeps: bool = False             # gained onto the owner's mini card (state.kept), used once, when chosen
    rolled: bool = True             # False: never rolled; used at the shared grown value (state.grown)
    harvest_as: tuple[int, ...] = ()  # rolled: False: the die types it may be used as
    grows: bool = False             # its dice share one value, 1 at the start, +1 each cleanup, 6 -> 1
    copies_rolled: tuple[int, ...] = ()  # takes the type of one of these rolled beside it (a decision)
    per_turn: int = 0               # at most this many rolled per craft turn (0: no limit)
    on_return: tuple = ()           # effects for its owner when it goes back to the stock at cleanup
    paired: bool = False            # each die comes with a card of content.die_cards, which says what it does
    traits: tuple = ()              # (name, value) a mechanism's parser gave it with no field of its own


@dataclass(frozen=True, slots=True)
class DieLook:
    """How a die type is drawn (its module's looks.yaml, content/looks.py): the table's flat
    colours and mark (a shape, so no type depends on colour alone), and the generated sprite's
    body, pips, inlay colour, symbol and texture. The UI's; the rules never read it."""
    colour: tuple[int, int, int]
    pips: tuple[int, int, int]
    mark: str
    body: tuple[int, int, int]
    sprite_pips: tuple[int, int, int]
    inlay: tuple[int, int, int]
    symbol: str
    texture: str
    declared: tuple[str, ...] = ()      # a declared die (DieType.declared): colours with a face set of their own


@dataclass(frozen=True, slots=True)
class DieWorth:
    """What a die type is worth to the computer players (its module's ai.yaml, content/looks.py),
    in Greedy's die-values: owning one, and winning one from a bid tile (None: the AI's default)."""
    value: float | None = None
    tile: float | None = None


@dataclass(frozen=True, slots=True, eq=False)
class Box:
    """One dice box of a gather or dock action.

    The loader interns boxes (equal boxes are one object), so identity equality
    and hashing are exact and cheap: move generation hashes them constantly.
    """
    accepts: frozenset[int]   # die type indices that may be placed here
    consumed: bool            # an X box: the die returns to the stock at cleanup
    label: str                # 'any', 'wood', 'gem|magic' (for text and the UI)


@dataclass(frozen=True, slots=True)
class Effect:
    kind: str                 # a name registered in engine/effects.py (EFFECTS)
    dice: tuple[tuple[int, int], ...] = ()      # (die type, count) for gains
    to_supply: bool = False                     # gains go straight to the supply
    amounts: tuple[int, ...] = ()               # bonus pips (each on a different die)
    count: int = 0                              # flips / re-rolls allowed
    token: int = -1                             # token index for `token`
    table: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()  # gain_by_count rows
    zones: tuple[str, str] = ("", "")           # move_die: (from zone, to zone)
    types: frozenset[int] = frozenset()         # move_die: die types it may take (empty: any)
    colours: frozenset[int] = frozenset()       # bonus: only on a die that fills one of these (empty: any die)


@dataclass(frozen=True, slots=True)
class Option:
    """One action of a gather card or a dock tile."""
    label: str
    boxes: tuple[Box, ...]
    effects: tuple[Effect, ...]
    take_all: bool = False     # `cost: all`: every eligible die in the supply
    min_all: int = 0           # with take_all: the fewest dice that earn something


@dataclass(frozen=True, slots=True)
class GatherCard:
    index: int
    id: str
    name: str
    always: bool
    options: tuple[Option, ...]
    source: str = "house"
    module: str = "base"
    art: str = ""                        # picture name in sprites/art/ (the UI's; the rules ignore it)
    realm: int = -1                      # a visitor (content.visitors): its pile in content.realms


@dataclass(frozen=True, slots=True)
class DockAction:
    index: int
    dock: int
    dock_id: str
    dock_name: str
    option: Option


@dataclass(frozen=True, slots=True)
class CraftCard(_Traits):
    index: int
    id: str
    name: str
    rank: int
    slots: tuple[tuple[int, int], ...]   # (colour index, minimum pips)
    source: str = "house"
    module: str = "base"
    permanent: "Permanent | None" = None  # a lasting bonus for whoever claims the card
    art: str = ""
    tile: "Tile | None" = None            # a bid tile beside the display (never dealt, never kept)
    restrict: tuple[tuple[str, int], ...] = ()  # rules on the dice's values (engine/restrictions.py)
    ability: "tuple[Ability, ...]" = ()   # a deluxe card's once-a-game ability: its options (engine/abilities.py)
    # Special requirement boxes (engine/requests.py; Masterworks' Ambassador Requests), any card may use them.
    locked: frozenset[int] = frozenset()  # slot indices that take exactly their pips, no more
    boost: int = -1                       # >= 0: the last slot is an optional boosting box; this die type
                                          # goes to whoever holds the card at cleanup with that box filled
    reward: tuple = ()                    # (primitive name, argument): a request's lasting reward (REWARDS)
    request: bool = False                 # a request card: never dealt, one per game beside the display
    special: bool = False                 # locked, boosting or hybrid boxes: filled by engine/requests.py
    traits: tuple = ()                    # (name, value) a mechanism's parser gave it with no field of its own

    @property
    def required(self) -> int:
        """How many boxes must be filled (a boosting box is optional)."""
        return len(self.slots) - (self.boost >= 0)


@dataclass(frozen=True, slots=True)
class Ability:
    """One option of a deluxe card's once-a-game ability: a primitive of engine/abilities.py
    (ABILITIES) with its parameters (docs/modules.md, "Deluxe abilities")."""
    kind: str                            # reroll, plus, keep, gain, pick, force_reroll, next_round
    amount: int = 0                      # plus: pips
    types: frozenset[int] = frozenset()  # the die types it works on (a die's own type)
    colours: frozenset[int] = frozenset()  # plus: or on a die that fills one of these colours now
    die: int = -1                        # gain / pick: the die type gained
    option: "Option | None" = None       # next_round: the gather option on offer


@dataclass(frozen=True, slots=True)
class Tile:
    """A card that stays beside the display and is bid on with rolled dice like a craft card:
    once per player a round, back in place at cleanup; its holder gets a die (and cards) then."""
    gives: int                           # die type gained at the very end of cleanup
    draw: int = 0                        # paired cards drawn with it (content.die_cards); one is kept


@dataclass(frozen=True, slots=True)
class DieCard:
    """A card that goes with one die of a `paired` type and says what that die does when rolled."""
    index: int
    id: str
    name: str
    copies: int
    kind: str                            # a name in engine/kept.py STONES
    match: int = 0                       # kind 'match': +match on dice showing its value
    count: int = 1                       # ... on up to this many dice
    otherwise: int = 0                   # ... or +otherwise on any one die instead (0: no such choice)
    cap: int = 0                         # kind 'lowest'/'highest': the die's value after may not pass it
    expires: bool = False                # goes back unused at the cleanup of the round after it came
    feed: int = 0                        # kind 'feed': dice it may eat
    source: str = "house"
    module: str = "base"
    art: str = ""


@dataclass(frozen=True, slots=True)
class Permanent:
    """A craft card's lasting bonus: a die once at the end of its round, or pips every later craft phase."""
    die: int = -1                        # die type gained at the end of the round the card is claimed
    plus: int = 0                        # pips on one die, once in every later craft phase
    colours: frozenset[int] = frozenset()  # with plus: colours the die must fill (every colour: any die)


@dataclass(frozen=True, slots=True)
class EscapeCard:
    """A penalty card dealt by an effect (Escape the Dungeon): one move_die, at most one choice."""
    index: int
    id: str
    name: str
    copies: int
    effect: Effect
    source: str = "house"
    module: str = "base"
    art: str = ""


@dataclass(frozen=True, slots=True, eq=False)
class Module:
    """A module as its module.yaml describes it (names and summaries per language)."""
    id: str
    name: dict
    summary: dict
    source: str
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()

    def text(self, what: str, lang: str = "en") -> str:
        table = self.name if what == "name" else self.summary
        return table.get(lang) or table.get("en") or self.id


@dataclass(frozen=True, slots=True)
class Setup:
    start_supply: tuple[tuple[int, int], ...]
    craft_cards: dict[int, int]
    craft_display: int
    gather_random: int
    gather_face_up: int
    items_to_win: dict[int, int]
    first_pass_benefits: tuple[str, ...]   # 'metal' and/or token ids
    side_cards: int = 0                    # cards of rank >= side_rank dealt beside the display (craftable any time)
    side_rank: int = 0                     # with side_cards: the rank from which a card is a side card
    ending_rank: int = 0                   # > 0: the item that reaches items_to_win must rank at least this,
                                           # and only a player one item short may out-craft such a card


@dataclass(frozen=True, slots=True)
class Content(_Traits):
    colours: tuple[str, ...]
    die_types: tuple[DieType, ...]
    die_type_of: tuple[int, ...]        # die id -> die type index
    token_ids: tuple[str, ...]
    token_names: tuple[str, ...]
    token_counts: tuple[int, ...]
    token_effects: tuple[tuple[Effect, ...], ...]
    gather: tuple[GatherCard, ...]
    docks: tuple[tuple[str, str], ...]  # (id, name) per dock tile
    dock_art: tuple[str, ...]           # picture name per dock tile ('' for none)
    dock_actions: tuple[DockAction, ...]
    craft: tuple[CraftCard, ...]
    setup: Setup
    checksum: str = ""
    rules_checksum: str = ""             # the same card files without `art:` (kingsforge/datasum.py)
    fits: tuple[frozenset[int], ...] = field(default=())  # per die type, for matching
    escape: tuple[EscapeCard, ...] = ()
    modules: tuple[Module, ...] = ()     # base first, then the chosen modules in load order
    moments: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (moment, hook names in engine/moments.py)
    module_state: bool = False           # a module is on: the state's module zones may fill (State.clone)
    die_cards: tuple[DieCard, ...] = ()  # cards paired with dice (a deck shuffled at setup)
    tiles: tuple[int, ...] = ()          # craft card indices that are bid tiles (CraftCard.tile)
    first_player_marker: str = "anvil"   # what the first player holds: a picture and a word (UI only)
    looks: tuple[tuple[str, DieLook], ...] = ()   # (die type id, its look) from looks.yaml (UI only)
    worths: tuple[tuple[str, DieWorth], ...] = ()  # (die type id, its worth) from ai.yaml (the AI's)
    # Visitors (visitors.yaml): gather cards in piles of their own, one pile per realm, West to East.
    # options[0] is the free gift, options[1] the collaboration. A Visit move indexes content.visitors.
    visitors: tuple[GatherCard, ...] = ()
    realms: tuple[tuple[str, str], ...] = ()   # (id, name) per visitor pile, in table order
    abilities: tuple[int, ...] = ()      # craft card indices with a once-a-game ability (deluxe cards)
    # Ambassador Requests (engine/requests.py): hybrid boxes are extra colour indices past `colours`
    # (len(colours) + k), each filled by dice of any of its member colours (content.fits has them).
    hybrids: tuple[tuple[int, ...], ...] = ()  # per hybrid colour: its member colours
    rarity: tuple[int, ...] = ()               # colours from commonest to rarest (a hybrid steal compares them)
    requests: tuple[int, ...] = ()             # craft card indices of the request cards (one is used a game)
    traits: tuple = ()                   # (name, value) a mechanism's game/file parser gave with no field of its own

    @property
    def module_ids(self) -> tuple[str, ...]:
        """The chosen modules (the base game is not listed): part of every game record."""
        return tuple(m.id for m in self.modules if m.id != "base")

    def die_type_index(self, type_id: str) -> int:
        return _index_of(self.die_types, type_id)

    def worth_of(self, type_id: str) -> DieWorth:
        """A die type's worth to the computer players (its module's ai.yaml; none: the AI's defaults)."""
        for found_id, worth in self.worths:
            if found_id == type_id:
                return worth
        return DieWorth()

    def gather_index(self, card_id: str) -> int:
        return _index_of(self.gather, card_id)

    def craft_index(self, card_id: str) -> int:
        return _index_of(self.craft, card_id)

    def visitor_index(self, card_id: str) -> int:
        return _index_of(self.visitors, card_id)

    def token_index(self, token_id: str) -> int:
        return self.token_ids.index(token_id)


def _index_of(items, item_id: str) -> int:
    for item in items:
        if item.id == item_id:
            return item.index
    raise KeyError(item_id)
