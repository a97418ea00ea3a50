"""Forge's card data: data/forge/*.yaml read into plain, immutable tables.

Every problem is one ContentError, `file:line: card, field 'x': problem`, from the
shared YAML reader (kingsforge/content/yamlsource.py, which does not load King's
Forge's engine). The engine reads only the Content built here.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from kingsforge.content.checker import name_problem
from kingsforge.content.errors import ContentError
from kingsforge.content.yamlsource import Document, read_yaml
from kingsforge.datasum import Sums
from kingsforge.resources import data_dir

FILES = ("board.yaml", "contracts.yaml", "development.yaml", "training.yaml", "guilds.yaml")
RESOURCES = ("gold", "wood", "metal", "brick", "gems")     # index order in a player's stock
GOODS = RESOURCES[1:]
DECKS = ("common", "military", "royal")
DEV_DECKS = ("architect", "engineer")
SOURCES = ("rulebook", "house")
REQUIREMENTS = ("chisels", "tongs", "grindstone")

# What a development card does (engine/effects.py carries them out).
DEV_EFFECTS = ("skill", "free_tool", "coin_press", "wood_lathe", "trip_hammer", "store_extension",
               "rack_systems", "vp", "second_floor", "advertising_cart")
# What a training card lets its Assistant do (engine/places.py).
TRAINING_EFFECTS = ("woodsman", "prospector", "gem_cutter", "merchant", "haggler", "journeyman", "foreman",
                    "runner", "clerk", "striker", "draughtsman", "recruiter")


@dataclass(frozen=True, slots=True)
class Token:
    id: str
    name: str
    row: str                 # tool | equipment
    cost: tuple              # (gold, wood, metal, brick, gems)
    vp: int
    skill: int
    source: str
    art: str


@dataclass(frozen=True, slots=True)
class Contract:
    id: str
    name: str
    deck: int                # index in DECKS
    product: str
    guild: str               # '' for none
    skill: int
    wood: int
    metal: int
    gems: int
    requires: tuple          # subset of REQUIREMENTS
    assistants: int
    gold: int
    vp: int
    source: str
    art: str


@dataclass(frozen=True, slots=True)
class DevCard:
    id: str
    name: str
    deck: int                # index in DEV_DECKS
    effect: str
    amount: int
    guild: str
    text: str
    source: str
    art: str


@dataclass(frozen=True, slots=True)
class TrainingCard:
    id: str
    name: str
    effect: str
    text: str
    source: str
    art: str


@dataclass(frozen=True, slots=True)
class GuildCard:
    id: str
    name: str
    guild: str
    gain: tuple              # (gold, wood, metal, brick, gems)
    skill: int
    source: str
    art: str


@dataclass(frozen=True, slots=True)
class Gathering:
    resource: int            # index in RESOURCES
    assistants: tuple
    then: int                # pay for Assistants past the listed spots; 0: no more spots
    smith_bonus: int
    smith: int               # flat Blacksmith pay (Mines); 0: next value + smith_bonus
    wagon: bool


@dataclass(frozen=True, slots=True)
class Achievement:
    id: str
    name: str
    text: str
    art: str


@dataclass(frozen=True)
class Content:
    prices: tuple            # per GOODS
    start: tuple             # per RESOURCES
    start_assistants: int
    max_assistants: int
    skill_start: int
    skill_top: int
    vp_past_top: int
    storage: tuple           # (wood, metal)
    development_limit: int
    round_cap: int
    hire_cost: int
    track: tuple             # resource index per track space
    gathering: dict          # location -> Gathering
    trades_per_visit: int
    tokens: tuple
    achievements: tuple
    achievement_points: tuple
    end_hammers: int
    guild_points: tuple
    guild_names: tuple
    product_types: tuple
    contracts: tuple
    development: tuple
    training: tuple
    guilds: tuple
    checksum: str
    rules_checksum: str                # the same files without `art:` (kingsforge/datasum.py)
    token_index: dict = field(default_factory=dict)
    contract_index: dict = field(default_factory=dict)
    build_spots: dict = field(default_factory=dict)    # location -> Assistant build spots for 2/3/4 players

    def contract_by_id(self, cid: str) -> int:
        return self.contract_index[cid]


def load_forge(folder: str | Path | None = None) -> Content:
    """Read and check data/forge (or `folder`); raises ContentError naming file and line."""
    root = Path(folder) if folder else data_dir() / "forge"
    if not root.is_dir() or not (root / FILES[0]).exists():    # a folder, but not Forge's (e.g. King's Forge's data)
        raise ContentError(str(root), None, "no Forge data folder here",
                           hint=f"expected {FILES[0]} and the card files")
    docs = {}
    sums = Sums()                   # the card files' checksum, and the same without `art:`
    for name in FILES:
        docs[name] = read_yaml(root / name, f"{root.name}/{name}")
        sums.add(name.encode() + b"\0" + docs[name].raw)      # the bytes read once, bounded
    return _build(docs, *sums.hex())


def _close(value, allowed, otherwise: str) -> str:
    """The "did you mean" hint for `value`, or `otherwise` followed by the choices."""
    close = difflib.get_close_matches(str(value), [str(a) for a in allowed], n=1)
    return f"did you mean '{close[0]}'?" if close else otherwise + ", ".join(map(str, allowed))


def _shown(value) -> str:
    """A value in a message, cut short (a data file may hold a huge number or list)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class _Reader:
    """Checks one file's values, naming the file, line, card and field of a problem.

    It notes each key it is asked for, present or not, under the path of its mapping: `done`
    then refuses any other key there (a misspelt optional field would otherwise be its default)."""

    def __init__(self, doc: Document):
        self.doc = doc
        self.asked: dict = {}           # path of a mapping -> {key read: None}, in reading order

    def fail(self, path, problem, card=None, fld=None, hint=None):
        raise ContentError(self.doc.file, self.doc.line(path), problem, card=card, field=fld, hint=hint)

    def get(self, data, path, key, kind, card=None, default=..., low=None, high=None):
        if not isinstance(data, dict):
            self.fail(path, "expected a mapping of fields", card=card)
        asked = self.asked.setdefault(tuple(path), {})
        asked[key] = None
        if key not in data:
            if default is ...:       # a misspelling of it? (not a field read already, as guild for gold)
                close = difflib.get_close_matches(key, [k for k in data if isinstance(k, str) and k not in asked], n=1)
                hint = f"'{close[0]}' is not a field; did you mean '{key}'?" if close else None
                self.fail(path, "is missing", card=card, fld=key, hint=hint)
            return default
        value = data[key]
        where = path + (key,)
        if kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                self.fail(where, f"must be a whole number, not {_shown(value)}", card=card, fld=key)
            if low is not None and value < low or high is not None and value > high:
                self.fail(where, f"{_shown(value)} is outside {low}..{high}", card=card, fld=key)
        elif kind is str:
            if not isinstance(value, str) or not value.strip():
                self.fail(where, f"must be text, not {_shown(value)}", card=card, fld=key)
        elif kind is bool and not isinstance(value, bool):
            self.fail(where, f"must be true or false, not {_shown(value)}", card=card, fld=key)
        elif kind is list and not isinstance(value, list):
            self.fail(where, f"must be a list, not {_shown(value)}", card=card, fld=key)
        elif kind is dict and not isinstance(value, dict):
            self.fail(where, f"must be a mapping, not {_shown(value)}", card=card, fld=key)
        return value

    def name(self, data, path, key="name", card=None) -> str:
        """A text that names a piece (or, `key` "id", tells it apart): short, no control character."""
        value = self.get(data, path, key, str, card=card)
        problem = name_problem(value)
        if problem:
            self.fail(path + (key,), problem, card=card, fld=key)
        return value

    def word(self, data, path, key, allowed, card=None, default=...):
        value = self.get(data, path, key, str, card=card, default=default)
        if value is default and default is not ...:
            return value
        return self.listed(value, path + (key,), allowed, card=card, fld=key)

    def listed(self, value, path, allowed, card=None, fld=None):
        """`value` (an item of a list, at `path`) is one of `allowed`; the message names the list."""
        if value not in allowed:
            shown = f"'{value}'" if isinstance(value, str) else _shown(value)
            self.fail(path, f"unknown value {shown}", card=card, fld=fld, hint=_close(str(value), allowed, "one of: "))
        return value

    def done(self, data, path=(), card=None):
        """Refuse a key of the mapping `data` (at `path`) that nothing read."""
        known = list(self.asked.get(tuple(path), ()))
        for key in data:
            if key not in known:
                self.fail(path + (key,), f"unknown key '{key}'", card=card, fld=str(key),
                          hint=_close(key, known, "known fields: "))

    def numbers(self, data, path, key, count, low, high, what, card=None) -> tuple:
        """A list of `count` whole numbers (None: one or more), each low..high; else 'must give `what`'."""
        values = self.get(data, path, key, list, card=card)
        if not values or count is not None and len(values) != count:
            self.fail(path + (key,), f"must give {what}", card=card, fld=key)
        for i, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                self.fail(path + (key, i), f"item {i + 1} must be a whole number {low}..{high}, not {_shown(value)}",
                          card=card, fld=key)
        return tuple(values)

    def names(self, data, key) -> tuple:
        """A top-level list of names (guild_names, product_types): each one word of text, once."""
        values = self.get(data, (), key, list)
        for i, value in enumerate(values):
            if not isinstance(value, str) or not value.strip():
                self.fail((key, i), f"item {i + 1} must be a name (text), not {_shown(value)}", fld=key)
            problem = name_problem(value)
            if problem:
                self.fail((key, i), f"item {i + 1} {problem}", fld=key)
            if values.index(value) < i:
                self.fail((key, i), f"'{value}' is named twice", fld=key)
        return tuple(values)

    def amounts(self, data, path, key, names, card=None, default=..., every=False, low=0):
        """A mapping such as {gold: 2, metal: 1} -> a tuple in `names` order; a name left out
        is 0, unless `every` name must be given (a price list)."""
        value = self.get(data, path, key, dict, card=card, default=default)
        if value is default and default is not ...:
            return tuple(0 for _ in names)
        out = [0] * len(names)
        for name in value:
            if name not in names:
                self.fail(path + (key, name), f"unknown resource '{name}'", card=card, fld=key,
                          hint=_close(name, names, "one of: "))
            out[names.index(name)] = self.get(value, path + (key,), name, int, card=card, low=low, high=99)
        for name in names if every else ():
            if name not in value:
                self.fail(path + (key,), f"'{name}' is missing", card=card, fld=key,
                          hint="name each of: " + ", ".join(names))
        return tuple(out)

    def entries(self, key):
        data = self.doc.data
        if not isinstance(data, dict) or key not in data:
            self.fail((), f"needs a top-level '{key}:' list")
        self.asked.setdefault((), {})[key] = None
        value = data[key]
        if not isinstance(value, list) or not value:
            self.fail((key,), f"'{key}' must be a non-empty list")
        seen = {}
        for i, entry in enumerate(value):
            path = (key, i)
            cid = self.name(entry, path, "id")
            if cid in seen:
                self.fail(path + ("id",), f"the id '{cid}' is used twice (first at line {seen[cid]})", card=cid)
            seen[cid] = self.doc.line(path)
            yield path, cid, entry

    def source(self, entry, path, card):
        return self.word(entry, path, "source", SOURCES, card=card)


def _build(docs: dict, checksum: str, rules_checksum: str) -> Content:
    b = _Reader(docs["board.yaml"])
    top = b.doc.data
    if not isinstance(top, dict):
        b.fail((), "expected a mapping of board settings")
    guild_names = b.names(top, "guild_names")
    products = b.names(top, "product_types")
    skill = b.get(top, (), "skill", dict)
    gathering = {}
    for place, entry in b.get(top, (), "gathering", dict).items():
        path = ("gathering", place)
        if place not in ("forest", "mountains", "mines", "market"):
            b.fail(path, f"unknown gathering location '{place}'")
        gathering[place] = Gathering(RESOURCES.index(b.word(entry, path, "resource", RESOURCES, card=place)),
                                     b.numbers(entry, path, "assistants", None, 0, 99, "the pay of each spot",
                                               card=place),
                                     b.get(entry, path, "then", int, card=place, default=0, low=0, high=99),
                                     b.get(entry, path, "smith_bonus", int, card=place, default=0, low=0, high=99),
                                     b.get(entry, path, "smith", int, card=place, default=0, low=0, high=99),
                                     b.get(entry, path, "wagon", bool, card=place, default=False))
        b.done(entry, path, place)
    if set(gathering) != {"forest", "mountains", "mines", "market"}:
        b.fail(("gathering",), "must describe forest, mountains, mines and market")
    tokens = []
    for path, tid, entry in b.entries("tokens"):
        tokens.append(Token(tid, b.name(entry, path, card=tid),
                            b.word(entry, path, "row", ("tool", "equipment"), card=tid),
                            b.amounts(entry, path, "cost", RESOURCES, card=tid),
                            b.get(entry, path, "vp", int, card=tid, low=0, high=20),
                            b.get(entry, path, "skill", int, card=tid, default=0, low=0, high=3),
                            b.source(entry, path, tid), b.get(entry, path, "art", str, card=tid, default="")))
        b.done(entry, path, tid)
    need = ("chisels", "tongs", "hammers", "vise", "grindstone", "anvil", "wagon", "forge")
    if tuple(t.id for t in tokens) != need:
        b.fail(("tokens",), "must list the eight tokens in order: " + ", ".join(need))
    achievements = []
    for path, aid, entry in b.entries("achievements"):
        achievements.append(Achievement(aid, b.name(entry, path, card=aid),
                                        b.get(entry, path, "text", str, card=aid),
                                        b.get(entry, path, "art", str, card=aid, default="")))
        b.done(entry, path, aid)
    need = ("contracts", "guilds", "tools", "equipment", "assistants", "develop", "skill")
    if tuple(a.id for a in achievements) != need:
        b.fail(("achievements",), "must list the seven achievements in order: " + ", ".join(need))
    track = tuple(RESOURCES.index(b.listed(r, ("track", i), GOODS, fld="track")) for i, r in
                  enumerate(b.get(top, (), "track", list)))
    if len(track) != 4:
        b.fail(("track",), "the turn-order track has 4 spaces")

    cards = {name: _Reader(docs[name]) for name in FILES[1:]}
    contracts = tuple(_contracts(cards["contracts.yaml"], guild_names, products))
    development = tuple(_development(cards["development.yaml"], guild_names))
    training = tuple(_training(cards["training.yaml"]))
    guilds = tuple(_guilds(cards["guilds.yaml"], guild_names))
    content = Content(
        prices=b.amounts(top, (), "prices", GOODS, every=True, low=1), start=b.amounts(top, (), "start", RESOURCES),
        start_assistants=b.get(top, (), "start_assistants", int, low=1, high=4),
        max_assistants=b.get(top, (), "max_assistants", int, low=1, high=4),
        skill_start=b.get(skill, ("skill",), "start", int, low=1, high=9),
        skill_top=b.get(skill, ("skill",), "top", int, low=1, high=9),
        vp_past_top=b.get(skill, ("skill",), "vp_past_top", int, low=0, high=20),
        storage=b.amounts(top, (), "storage", ("wood", "metal"), every=True),
        development_limit=b.get(top, (), "development_limit", int, low=1, high=9),
        round_cap=b.get(top, (), "round_cap", int, low=1, high=99),
        hire_cost=b.get(top, (), "hire_cost", int, low=0, high=99),
        track=track, gathering=gathering, trades_per_visit=b.get(top, (), "trades_per_visit", int, low=1, high=5),
        tokens=tuple(tokens), achievements=tuple(achievements),
        achievement_points=b.numbers(top, (), "achievement_points", 4, 0, 99, "the points of the four rows"),
        end_hammers=b.get(top, (), "end_hammers", int, low=1, high=7),
        guild_points=b.numbers(top, (), "guild_points", 7, 0, 999, "the points for 1 to 7 cards"),
        guild_names=guild_names, product_types=products, contracts=contracts, development=development,
        training=training, guilds=guilds, checksum=checksum, rules_checksum=rules_checksum)
    content.build_spots.update(_build_spots(b, top))
    b.done(skill, ("skill",))
    for r in (b, *cards.values()):
        r.done(r.doc.data)
    content.token_index.update({t.id: i for i, t in enumerate(tokens)})
    content.contract_index.update({c.id: i for i, c in enumerate(contracts)})
    _cross_check(content, b, cards["contracts.yaml"])
    return content


def _build_spots(b: _Reader, top: dict) -> dict:
    """`build_spots: {architecture: [2p, 3p, 4p], ...}`; a location left out has one spot."""
    out = {}
    spots = b.get(top, (), "build_spots", dict, default={})
    for loc in spots:
        if loc not in ("architecture", "engineering"):
            b.fail(("build_spots", loc), f"unknown building location '{loc}'", hint="architecture or engineering")
        out[loc] = b.numbers(spots, ("build_spots",), loc, 3, 1, 4, "the Assistant spots for 2, 3 and 4 players")
    return out


def _contracts(r: _Reader, guild_names, products):
    for path, cid, e in r.entries("contracts"):
        requires = r.get(e, path, "requires", list, card=cid, default=[])
        for i, need in enumerate(requires):
            r.listed(need, path + ("requires", i), REQUIREMENTS, card=cid, fld="requires")
        if len(set(requires)) != len(requires):
            r.fail(path + ("requires",), "names a token twice", card=cid, fld="requires")
        c = Contract(cid, r.name(e, path, card=cid), DECKS.index(r.word(e, path, "deck", DECKS, card=cid)),
                     r.word(e, path, "product", products, card=cid),
                     r.word(e, path, "guild", guild_names, card=cid, default=""),
                     r.get(e, path, "skill", int, card=cid, low=1, high=5),
                     r.get(e, path, "wood", int, card=cid, default=0, low=0, high=9),
                     r.get(e, path, "metal", int, card=cid, default=0, low=0, high=9),
                     r.get(e, path, "gems", int, card=cid, default=0, low=0, high=9),
                     tuple(requires), r.get(e, path, "assistants", int, card=cid, default=0, low=0, high=3),
                     r.get(e, path, "gold", int, card=cid, low=0, high=30),
                     r.get(e, path, "vp", int, card=cid, low=0, high=20), r.source(e, path, cid),
                     r.get(e, path, "art", str, card=cid, default=""))
        r.done(e, path, cid)
        if c.wood + c.metal + c.gems == 0:
            r.fail(path, "costs nothing to forge", card=cid, hint="give it a wood, metal or gems cost")
        yield c


def _development(r: _Reader, guild_names):
    for path, cid, e in r.entries("development"):
        card = DevCard(cid, r.name(e, path, card=cid),
                       DEV_DECKS.index(r.word(e, path, "deck", DEV_DECKS, card=cid)),
                       r.word(e, path, "effect", DEV_EFFECTS, card=cid),
                       r.get(e, path, "amount", int, card=cid, default=1, low=0, high=9),
                       r.word(e, path, "guild", guild_names, card=cid, default=""),
                       r.get(e, path, "text", str, card=cid), r.source(e, path, cid),
                       r.get(e, path, "art", str, card=cid, default=""))
        r.done(e, path, cid)
        yield card


def _training(r: _Reader):
    for path, cid, e in r.entries("training"):
        card = TrainingCard(cid, r.name(e, path, card=cid),
                            r.word(e, path, "effect", TRAINING_EFFECTS, card=cid),
                            r.get(e, path, "text", str, card=cid), r.source(e, path, cid),
                            r.get(e, path, "art", str, card=cid, default=""))
        r.done(e, path, cid)
        yield card


def _guilds(r: _Reader, guild_names):
    for path, cid, e in r.entries("guilds"):
        card = GuildCard(cid, r.name(e, path, card=cid), r.word(e, path, "guild", guild_names, card=cid),
                         r.amounts(e, path, "gain", RESOURCES, card=cid, default={}),
                         r.get(e, path, "skill", int, card=cid, default=0, low=0, high=3),
                         r.source(e, path, cid), r.get(e, path, "art", str, card=cid, default=""))
        r.done(e, path, cid)
        if not any(card.gain) and not card.skill:
            r.fail(path, "gives nothing when drawn", card=cid, hint="add a gain or a skill")
        yield card


# ---- numbers that must agree across the files -------------------------------------------------

# What lowers a payment of Wood or Metal (engine/economy.py REDUCERS; places.forge_cost adds the
# Upgraded Hammers' 1 Metal off a Weapon or Armour contract).
_REDUCER = {"wood": "wood_lathe", "metal": "trip_hammer"}
_HAMMERS_OFF = ("weapon", "armor")


def _cross_check(c: Content, b: _Reader, k: _Reader) -> None:
    """The checks one file alone cannot make: each would otherwise break the engine's own
    invariants (engine/invariants.py) on the first move, crash a bot, or leave a card or an
    achievement that no player can ever reach."""
    if c.skill_start >= c.skill_top:
        b.fail(("skill", "start"), f"{c.skill_start} is not below the top of the skill track ({c.skill_top})",
               card="skill", fld="start", hint="a player starts below the top, with skill still to gain")
    if c.start_assistants >= c.max_assistants:
        b.fail(("start_assistants",), f"{c.start_assistants} is not below max_assistants ({c.max_assistants})",
               fld="start_assistants", hint="otherwise no Assistant could ever be hired")
    storage_line = b.doc.line(("storage",))
    for i, good in enumerate(("wood", "metal")):
        have = c.start[RESOURCES.index(good)]
        if have > c.storage[i]:
            b.fail(("start", good), f"a player starts with {have} {good} but the stores hold only {c.storage[i]}",
                   fld="start", hint=f"raise storage (line {storage_line}) or start with less")
    names = {d.name for d in c.development}
    if c.development_limit > len(names):
        b.fail(("development_limit",), f"{c.development_limit} is more than the {len(names)} different "
               "development cards a player may hold (one of each name)", fld="development_limit")
    if len({g.guild for g in c.guilds}) < 3:
        b.fail(("guild_names",), "the guild cards must cover at least 3 guilds: a player holds one card "
               "of each guild, and the Guilds achievement asks for 3")
    for i, t in enumerate(c.tokens):
        for good in ("wood", "metal"):
            _payable(c, b, ("tokens", i, "cost", good), t.id, "cost", good, t.cost[RESOURCES.index(good)], "")
    strikers = sum(1 for t in c.training if t.effect == "striker")
    helpers = c.max_assistants + min(strikers, c.max_assistants)      # a Striker counts as two
    for i, card in enumerate(c.contracts):
        path = ("contracts", i)
        if card.skill > c.skill_top:
            k.fail(path + ("skill",), f"{card.skill} is above the top of the skill track ({c.skill_top})",
                   card=card.id, fld="skill", hint="no player could ever forge it")
        for good in ("wood", "metal"):
            _payable(c, k, path + (good,), card.id, good, good, getattr(card, good), card.product)
        if card.assistants > helpers:
            k.fail(path + ("assistants",), f"{card.assistants} helpers are more than a player can ever send "
                   f"(max_assistants {c.max_assistants})", card=card.id, fld="assistants")


def _payable(c: Content, r: _Reader, path, card: str, fld: str, good: str, cost: int, product: str) -> None:
    """A cost in Wood (or Metal) must fit the most a player's stores can ever hold (ruling
    F-G11; engine/economy.py `storage`): the board's storage plus the storage cards (effect
    rack_systems) a player may keep, one of each name and development_limit cards in all. A
    card that lowers the payment (Wood Lathe, Trip Hammer) takes one of those places; the
    Upgraded Hammers take 1 Metal off a Weapon or Armour contract (places.forge_cost)."""
    index = ("wood", "metal").index(good)
    best: dict = {}
    for d in c.development:
        if d.effect == "rack_systems" and d.amount > best.get(d.name, 0):
            best[d.name] = d.amount
    racks = sorted(((amount, name) for name, amount in best.items()), reverse=True)
    reducer = next((d.name for d in c.development if d.effect == _REDUCER[good]), "")
    hammers = 1 if good == "metal" and product in _HAMMERS_OFF and "hammers" in c.token_index else 0
    kept = c.development_limit
    ways = [(max(0, cost - hammers), racks[:kept])]
    if reducer and kept:
        ways.append((max(0, cost - 1 - hammers), racks[:kept - 1]))
    if any(paid <= c.storage[index] + sum(a for a, _ in used) for paid, used in ways):
        return
    used = racks[:kept]
    room = c.storage[index] + sum(a for a, _ in used)
    how = f"storage {c.storage[index]}" + "".join(f" + {a} from {name}" for a, name in used)
    helps = [name for name in (reducer, c.tokens[c.token_index["hammers"]].name if hammers else "") if name]  # noqa: E501
    even = f", even with {' and '.join(helps)}" if helps else ""
    r.fail(path, f"costs {cost} {good}, more than a player's stores can ever hold ({room}: {how}){even}",
           card=card, fld=fld, hint="no player could ever pay it")
