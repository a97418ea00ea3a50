"""What a mechanism declares, and the registry the core loops over.

A mechanism (kept dice and bid tiles, visitor piles, once-a-game abilities, special boxes and
requests, lasting bonuses, penalty cards, ...) is one module of engine/ that builds one
`Mechanism` and passes it to `register` once, at import. It declares:

* its **hooks**: a function run at a named moment of the round, with an order number (lower
  first); `wanted(content)` says whether the cards in play need it (a base game runs none);
* its **move sources**: for its move kinds in a phase, the listing, the refusal reason, apply
  and whether the move reveals information; `wanted(content)` likewise;
* its **decision kinds**: an owed choice's choices and what a choice does, and whether its
  outcome is revealed (undo never goes back past it);
* its **card rules**: how dice fill the craft cards it handles (special boxes);
* its **zones** of state: the name, and whether the table cannot see it (`redraw(state, rng)`
  shuffles what is unseen; the AI's determinization calls every hidden zone's);
* its **card traits**: the keys of the data it owns (a craft card's, a die type's, a game.yaml's,
  a whole file), each group with its own parser; the loader hands it those keys and stores what
  it returns, and never names them itself;
* its **English**: the move-log sentences and refusal reasons it says (key -> template, e.g.
  'move.visit', 'reason.one_visitor'), merged into engine/words.py's ENGLISH table when it
  registers; a key the core or another mechanism already says is a clash. The other languages
  translate them under the same keys (data/lang/*.yaml).

`register` refuses a duplicate name (mechanism, hook, decision kind, zone, a data key claimed
twice in one place, an English key) and two hooks at the same moment with the same order: a MechanismError when
the engine loads, never a silent overwrite. engine/registry.py imports every mechanism; the
phases, the loader and the AI read the registry (`plan(content)`), never a mechanism by name.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from kingsforge.engine import actions, decisions, words
from kingsforge.engine.percontent import per_content


class MechanismError(ValueError):
    """Two declarations clash (a programming error, found when the engine loads)."""


def _always(*_args) -> bool:
    return True


class Hook(NamedTuple):
    name: str
    moment: str             # game_start, craft_start, turn_start, rolled, round_claim, gather_return,
                            # before_return, round_end, cleanup_end (engine/moments.py)
    order: int              # lower first among the hooks of a moment
    run: Callable           # (state, info) -> None
    wanted: Callable = _always   # (content) -> the cards in play need it


class MoveSource(NamedTuple):
    phase: str              # 'gather' or 'craft'
    kinds: tuple            # the action classes it answers for
    listing: Callable       # (state, player, payer) -> moves; payer: engine/payments.Payer or None
    problem: Callable       # (state, player, action) -> a Reason, or None when legal
    apply: Callable         # (state, player, action) -> None
    reveals: Callable = lambda s, action: False    # (state, action) -> undo must not go back past it
    wanted: Callable = _always
    # How the move log says it (default: a plain sentence naming the move) and what chance did.
    sentence: Callable | None = None    # (state before, action, name, words) -> the log's sentence; name(p):
                                        # a player's name ("who" is name(state.turn))
    outcome: Callable | None = None     # (state before, state after, action, words) -> what chance did, or ''
    # For a move class the core does not know (a new mechanism's): how a save writes it.
    fields: tuple = ()                  # per field 'whole' (a number) or 'dice' (die ids): well_formed and saves
    offered: Callable | None = None     # (state, player) -> the listing would not be empty: a cheap
                                        # answer for the random sampler, which lists only the kind it picks
    lazy: Callable | None = None        # (state, player) -> listing(state, player, None) as a sequence
                                        # (len, [i]) that builds only the move asked for (the sampler's)


class DecisionKind(NamedTuple):
    name: str
    choices: Callable       # (state, decision) -> the choices, in order
    apply: Callable         # (state, decision, choice) -> None
    reveals: bool = False   # its outcome is rolled or drawn
    sentence: Callable | None = None    # (state before, decision, choice, name, words) -> the log's sentence
    outcome: Callable | None = None     # (state before, state after, decision, choice, words) -> what chance did
    ai: Callable | None = None          # (state, legal Decide moves) -> the bots' answer (default: the
                                        # evaluation's best choice, ai/decide.py)
    rolled_die: bool = False            # its extra is one of the decider's rolled dice: owed no more
                                        # once that die leaves the roll (a re-roll the Cemetery cancels)
    told: bool | Callable = False       # settled by itself (one choice), the log still says it: it
                                        # changed what the log would hide (a penalty card drawn face
                                        # down); a callable (state, decision, choice) -> bool says when


class CardRule(NamedTuple):
    """How dice fill (and out-craft) the craft cards it handles, instead of one die per slot."""
    handles: Callable       # (craft card) -> it fills this card
    fills: Callable         # (content, card index, rolled dice ((id, type, value), ...), fits, held or None)
                            #   -> every fill (die ids per box) a Craft move may use; held: (type, value)
                            #   per box of the dice on it when out-crafting
    problem: Callable       # (content, card index, assigned ((id, type, value) per box), fits, held or None)
                            #   -> why these dice cannot (out-)craft it, or None


def _nothing(s) -> dict:
    return {}


def copy_list(value: list) -> list:
    return value[:]


def copy_lists(value: list) -> list:
    """A list per player: each copied."""
    return list(map(list.copy, value))


class Zone(NamedTuple):
    """A mechanism's slice of the state: a State attribute every game has (at its default where
    the mechanism's cards are not in play)."""
    name: str               # the State attribute
    init: Callable          # (state being set up: n, content, rng) -> the value; may shuffle with rng.shuffle
    copy: Callable | None = None   # value -> a copy for State.clone; None: shared (replaced, never changed)
    save: Callable = _nothing      # (state) -> {key: plain data}; {} at its default (a base game's digest)
    load: Callable | None = None   # (state being loaded, its saved dict) -> the value; a missing key: default
                                   # (None: not saved; a loaded state starts it at init, which must then
                                   # not draw from the game's generator)
    hidden: bool = False    # the table cannot see (all of) it
    redraw: Callable | None = None   # (state, rng: random.Random) -> None: shuffle what is unseen
    dice: Callable | None = None     # (state) -> the die ids it holds (each die is in one place)
    told: Callable | None = None     # (state before, state after, name, words) -> sentences: what a move
                                     # put there by itself that the log says (dice won at cleanup)


TRAIT_PLACES = ("craft", "box", "die", "game", "file")


class Trait(NamedTuple):
    """Keys of the data a mechanism owns, read by its own parser (content/loader.py calls it).

    `where` says whose keys they are and what `parse` gets; `read` is the loader (its public
    names: colours, die_ids, die_types, token_ids, craft, parsed, die_type(), effect(), option(),
    requirement(), card_head(), game_cards(), kind_of(), refuse()), `check` the document's checker
    (fail, mapping,
    sequence, integer, text, flag, choice: every problem is a ContentError naming file:line).
    `parse` returns {name: value}: a name the piece has a field for fills it, any other lands
    in the piece's `traits` (card.trait(name), content.trait(name)).

    * 'craft': a craft card's keys (craft.yaml). parse(read, check, spec, path, card) with the
      card's whole mapping, its path and its label; called when any of `keys` is in it.
    * 'box': the keys of a craft card's box written as a mapping (`{box: gem 2, locked: true}`)
      besides `box`: parse(read, check, box mapping, its path, card); then `per_card(read, check,
      slots, boxes, card path, card)`, if given, for every craft card: slots its (colour, pips)
      per box, boxes [(box index, what parse returned)]; returns the card's {name: value}.
    * 'die': a die type's keys (game.yaml `dice:`), read as each type is met: parse(read, check,
      spec, path, card); then `links(read, check, spec, path, card)`, if given, once every die
      type is known (keys naming other types or effects; read.die_type(path[-1]) is the type
      as read so far).
    * 'game': top-level keys of a module's game.yaml, read after every card file: parse(read,
      found) with found = [(module id, check, the game.yaml mapping)] for each game.yaml holding
      one of `keys`, base first -- possibly none: it returns its defaults then; onto the Content.
    * 'file': a card file of a module's folder (`keys[0]`, e.g. visitors.yaml), read after the
      game traits when some module has it: parse(read, found) with found = [(module id, check,
      data)]; onto the Content.
    """
    keys: tuple             # the keys (or the one file name) it owns
    where: str              # one of TRAIT_PLACES
    parse: Callable
    unranked: Callable | None = None   # 'craft': (check, spec, path, card) -> the card takes no rank (never dealt)
    listed: tuple = ()      # 'craft': ((Content field, card field), ...): the field lists the cards'
                            # indices whose card field is set (content.abilities)
    links: Callable | None = None      # 'die': the second pass, once every die type is known
    per_card: Callable | None = None   # 'box': what a card's boxes make of it


class Mechanism(NamedTuple):
    name: str
    order: int              # its place among the mechanisms: zones are set up (decks shuffled with the
                            # game's generator), move sources listed and hidden zones redrawn in this
                            # order, whatever order the modules happen to be imported in
    hooks: tuple = ()
    moves: tuple = ()
    decisions: tuple = ()
    zones: tuple = ()
    cards: tuple = ()       # CardRule, ...
    problems: Callable | None = None   # (state) -> [what breaks its conservation rules] (engine/invariants.py)
    traits: tuple = ()      # Trait, ...: the data keys it owns and parses
    english: dict = {}      # its move-log sentences and refusal reasons in English: key -> template
                            # ('move.*', 'outcome.*', 'reason.<code>'); merged into words.ENGLISH by
                            # register (never changed in place)


MECHANISMS: dict[str, Mechanism] = {}
HOOKS: dict[str, Hook] = {}
ZONES: dict[str, Zone] = {}
MOVE_KINDS: dict = {}       # a move class the core does not know -> the MoveSource that declares it


def decision_kind(name: str) -> DecisionKind | None:
    for m in MECHANISMS.values():
        for k in m.decisions:
            if k.name == name:
                return k
    return None


def register(m: Mechanism) -> Mechanism:
    """Add a mechanism to the registry; any clash is a MechanismError."""
    check(m)
    MECHANISMS[m.name] = m
    words.ENGLISH.update(m.english)
    _sort()
    for source in m.moves:
        for kind in source.kinds:
            if kind.__name__.lower() not in actions.ACTION_TYPES:
                actions.register_kind(kind, source.fields)
                MOVE_KINDS[kind] = source
    for k in m.decisions:
        decisions.KINDS[k.name] = (k.choices, k.apply)
        if k.reveals:
            decisions.REVEALING = decisions.REVEALING + (k.name,)
        if k.rolled_die:
            decisions.ROLLED_DIE = decisions.ROLLED_DIE + (k.name,)
        if k.told:
            decisions.TOLD[k.name] = k.told if callable(k.told) else _always
    plan.forget()
    return m


def unregister(name: str) -> None:
    """Take a mechanism out again (a test's toy one)."""
    m = MECHANISMS.pop(name)
    _sort()
    for key in m.english:
        words.ENGLISH.pop(key, None)
    for source in m.moves:
        for kind in source.kinds:
            if MOVE_KINDS.get(kind) is source:
                del MOVE_KINDS[kind]
                actions.unregister_kind(kind)
    for k in m.decisions:
        decisions.KINDS.pop(k.name, None)
        decisions.REVEALING = tuple(x for x in decisions.REVEALING if x != k.name)
        decisions.ROLLED_DIE = tuple(x for x in decisions.ROLLED_DIE if x != k.name)
        decisions.TOLD.pop(k.name, None)
    plan.forget()


def _sort() -> None:
    """MECHANISMS, HOOKS and ZONES in the mechanisms' order."""
    ordered = sorted(MECHANISMS.values(), key=lambda m: m.order)
    MECHANISMS.clear()
    HOOKS.clear()
    ZONES.clear()
    for m in ordered:
        MECHANISMS[m.name] = m
        HOOKS.update((h.name, h) for h in m.hooks)
        ZONES.update((z.name, z) for z in m.zones)


def check(m: Mechanism, registered: dict | None = None) -> None:
    """Why `m` cannot join the mechanisms already registered (a MechanismError), or nothing."""
    known = MECHANISMS if registered is None else registered
    if m.name in known:
        raise MechanismError(f"mechanism {m.name!r} is registered twice")
    for other in known.values():
        if other.order == m.order:
            raise MechanismError(f"mechanism {m.name!r} has the order {m.order}, like {other.name!r}")
    hooks = {h.name: h for other in known.values() for h in other.hooks}
    slots = {(h.moment, h.order): h.name for h in hooks.values()}
    for h in m.hooks:
        if h.name in hooks:
            raise MechanismError(f"hook {h.name!r} of {m.name!r} is already registered")
        if (h.moment, h.order) in slots:
            raise MechanismError(f"hook {h.name!r} of {m.name!r} has the order {h.order} at {h.moment!r}, "
                                 f"like {slots[h.moment, h.order]!r}: give it another")
        hooks[h.name] = h
        slots[h.moment, h.order] = h.name
    kinds = {k.name for other in known.values() for k in other.decisions}
    if registered is None:
        kinds |= set(decisions.KINDS)
    zones = {z.name for other in known.values() for z in other.zones}
    for k in m.decisions:
        if k.name in kinds:
            raise MechanismError(f"decision kind {k.name!r} of {m.name!r} is already registered")
        kinds.add(k.name)
    for z in m.zones:
        if z.name in zones:
            raise MechanismError(f"zone {z.name!r} of {m.name!r} is already registered")
        if z.hidden and z.redraw is None:
            raise MechanismError(f"hidden zone {z.name!r} of {m.name!r} needs a redraw (the AI's view of it)")
        zones.add(z.name)
    claimed = {(t.where, key): other.name for other in known.values() for t in other.traits for key in t.keys}
    for t in m.traits:
        if t.where not in TRAIT_PLACES:
            raise MechanismError(f"trait {t.keys!r} of {m.name!r} is read in {t.where!r}: one of {TRAIT_PLACES}")
        for key in t.keys:
            if (t.where, key) in claimed:
                raise MechanismError(f"the {t.where} key {key!r} of {m.name!r} is already claimed by "
                                     f"{claimed[t.where, key]!r}")
            claimed[t.where, key] = m.name
    _check_english(m, known)


def _check_english(m: Mechanism, known: dict) -> None:
    """An English key of `m` that the core (engine/words.py) or a mechanism of `known` already
    says is a clash."""
    said = {key: repr(other.name) for other in known.values() for key in other.english}
    merged = {key for other in MECHANISMS.values() for key in other.english}
    for key in m.english:
        if key in said or (key in words.ENGLISH and key not in merged):
            raise MechanismError(f"the English key {key!r} of {m.name!r} is already said by "
                                 f"{said.get(key, 'the core (engine/words.py)')}")


def traits(where: str) -> tuple:
    """The registered traits read in `where`, in the mechanisms' order."""
    return tuple(t for m in MECHANISMS.values() for t in m.traits if t.where == where)


# --- what a given content uses -------------------------------------------------------------
class Plan(NamedTuple):
    moments: tuple          # ((moment, (hook names in order)), ...) as Content.moments holds them
    runs: dict              # moment -> the hooks' run functions, in order (engine/moments.py)
    moves: dict             # phase -> (MoveSource, ...) for the cards in play
    cards: dict             # craft card index -> the CardRule that fills it (most cards: none)


@per_content
def plan(content) -> Plan:
    """The hooks and move sources the cards of `content` need (worked out once per content;
    forgotten when the registry changes)."""
    by_moment: dict = {}
    moves: dict = {}
    cards: dict = {}
    for m in MECHANISMS.values():
        for rule in m.cards:
            for card in content.craft:
                if card.index not in cards and rule.handles(card):
                    cards[card.index] = rule
        for h in m.hooks:
            if h.wanted(content):
                by_moment.setdefault(h.moment, []).append(h)
        for source in m.moves:
            if source.wanted(content):
                moves.setdefault(source.phase, []).append(source)
    ordered = {moment: sorted(hooks, key=lambda h: h.order) for moment, hooks in by_moment.items()}
    return Plan(tuple((moment, tuple(h.name for h in hooks)) for moment, hooks in ordered.items()),
                {moment: tuple(h.run for h in hooks) for moment, hooks in ordered.items()},
                {phase: tuple(sources) for phase, sources in moves.items()}, cards)


def move_sources(content, phase: str) -> tuple:
    return plan(content).moves.get(phase, ())


def source_of(content, action, phase: str | None = None):
    """The move source that answers for `action` in this content (in `phase`), or None."""
    for name, sources in plan(content).moves.items():
        if phase is not None and name != phase:
            continue
        for source in sources:
            if isinstance(action, source.kinds):
                return source
    return None


def card_rule(content, card: int):
    """The CardRule that fills craft card `card`, or None (one die per slot)."""
    return plan(content).cards.get(card)


def hidden_zones() -> tuple:
    return tuple(z for z in ZONES.values() if z.hidden)


def redraw_hidden(s, rng) -> None:
    """Redraw, in place on `s` (a clone), every zone a mechanism marks hidden: what a player's
    view cannot know (the AI's determinization). `rng` is a random.Random."""
    for zone in ZONES.values():
        if zone.hidden:
            zone.redraw(s, rng)
