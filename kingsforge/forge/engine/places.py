"""Placing a worker on a location and taking its action at once.

`problem` is the one source of truth for what may be placed where; `placements` lists the
candidate moves and keeps those `problem` accepts, so legal_actions and check always agree.
"""

from __future__ import annotations

from itertools import combinations

from kingsforge.forge.content import GOODS
from kingsforge.forge.engine import economy as eco
from kingsforge.forge.engine.actions import BLACKSMITH, Place
from kingsforge.forge.engine.state import (
    CONTRACT_PLACES,
    DEV_PLACES,
    GOLD,
    LOCATION_BIT,
    METAL,
    MULTI_VISIT,
    Pending,
    Player,
    State,
)

GATHER_PLACES = ("forest", "mountains", "mines")
TRADES = tuple(f"sell:{g}" for g in GOODS) + tuple(f"buy:{g}" for g in GOODS)
TRADE_ORDER = {t: i for i, t in enumerate(TRADES)}
TRADE_PARTS = tuple((t[0] == "s", 1 + GOODS.index(t.split(":")[1])) for t in TRADES)   # (a sale?, stock index)
TOKEN_ROW = {"architecture": "equipment", "engineering": "tool"}
FORGE_TOKEN, VISE, HAMMERS, ANVIL, WAGON = 7, 3, 2, 5, 6     # bits, in board.yaml order
REQUIREMENT_TOKEN = {"chisels": 0, "tongs": 1, "grindstone": 4}


def trait(s: State, p: Player, worker: int) -> str:
    """The training effect of an Assistant ('' for none, and for the Blacksmith)."""
    if worker == BLACKSMITH or p.training[worker] < 0:
        return ""
    return s.content.training[p.training[worker]].effect


def free_training_slots(p: Player) -> int:
    """Owned (or joining) Assistants still without a card, less the cards waiting to be placed."""
    untrained = sum(1 for a in range(p.assistants) if p.training[a] < 0)
    return untrained + p.hiring - len(p.held)


# ---- candidates -----------------------------------------------------------------------------

def legal_trades(s: State, p: Player, size: int) -> list[tuple]:
    """Every trade set `_trade_problem` accepts, found by walking the canonical order
    (sales, then purchases, wood to gems) from the player's stock."""
    prices = s.content.prices
    wood_cap, metal_cap = eco.storage(s, p)
    parsed = [(selling, i, prices[i - 1]) for selling, i in TRADE_PARTS]
    out = []

    def walk(start, res, chosen, sold):
        for k in range(start, len(TRADES)):
            selling, i, price = parsed[k]
            if selling:
                if res[i] < 1:
                    continue
                res[i] -= 1
                res[GOLD] += price
            else:
                if sold >> i & 1 or res[GOLD] < price:
                    continue
                res[GOLD] -= price
                res[i] += 1
            chosen.append(TRADES[k])
            if res[1] <= wood_cap and res[2] <= metal_cap:
                out.append(tuple(chosen))
            if len(chosen) < size:
                walk(k, res, chosen, sold | (1 << i) if selling else sold)
            chosen.pop()
            if selling:
                res[i] += 1
                res[GOLD] -= price
            else:
                res[GOLD] += price
                res[i] -= 1

    walk(0, p.res[:], [], 0)
    return out


def candidates(s: State, seat: int, worker: int):
    """Every move `worker` might make: a superset of the legal ones (`problem` decides), less
    what is plainly shut (a location visited, a spot taken, a token built, a deck empty)."""
    p = s.p[seat]
    c = s.content
    w = worker
    smith = w == BLACKSMITH
    visited = p.visited
    taken = s.taken
    for loc in GATHER_PLACES:
        if not visited & LOCATION_BIT[loc]:
            if smith:
                if not taken.get(loc + ":smith"):
                    yield Place(w, loc)
            else:
                if taken.get(loc, 0) < len(c.gathering[loc].assistants):
                    yield Place(w, loc)
                if not taken.get(loc + ":smith"):
                    yield Place(w, loc, "smith")
    if not smith:
        yield Place(w, "market")
        if not visited & LOCATION_BIT["store_extension"]:
            for n in range(1, store_limit(s, p) + 1):
                yield Place(w, "store_extension", "", (n,))
    if not visited & LOCATION_BIT["guild"] and s.guilds:
        yield Place(w, "guild")
    for d, loc in enumerate(CONTRACT_PLACES):
        if not visited & LOCATION_BIT[loc] and s.contracts[d] and not taken.get(loc + (":smith" if smith else "")):
            yield Place(w, loc)
    for d, loc in enumerate(DEV_PLACES):
        if visited & LOCATION_BIT[loc]:
            continue
        if not taken.get(loc + (":smith" if smith else ":develop")) and s.development[d]:
            yield Place(w, loc, "develop")
        if not (taken.get(loc + ":smith") if smith else taken.get(loc + ":build", 0) >= build_spots(s, loc)):
            for i, t in enumerate(c.tokens):
                if t.row == TOKEN_ROW[loc] and not p.tokens >> i & 1:
                    yield Place(w, loc, "build", (t.id,))
    if not visited & LOCATION_BIT["support"]:
        if not taken.get("support:" + ("smith" if smith else "hire")):
            yield Place(w, "support", "hire")
        if not taken.get("support:" + ("smith" if smith else "train")):
            yield Place(w, "support", "train")


def forge_candidates(s: State, seat: int, worker: int):
    p = s.p[seat]
    if p.visited & LOCATION_BIT["forge"]:
        return
    hand = [s.content.contracts[i].id for i in p.hand]
    orders = [(cid,) for cid in hand]
    if worker == BLACKSMITH and p.has_token(FORGE_TOKEN):
        orders += list(combinations(hand, 2))
    for order in orders:
        needed = sum(s.content.contracts[s.content.contract_index[cid]].assistants for cid in order)
        choices = helper_choices(p, worker, needed, s)
        if len(choices) > 1:            # the player says who helps (ruling F-G24)
            for chosen in choices:
                yield Place(worker, "forge", "", order + chosen)
        else:
            yield Place(worker, "forge", "", order)


def placements(s: State, seat: int) -> list:
    """Every legal placement. Assistants with the same training make the same moves (bar
    the Forge, worked out per worker), so each kind of Assistant is checked once."""
    p = s.p[seat]
    out = []
    by_trait = {}
    for w in p.free_workers():
        key = "smith" if w == BLACKSMITH else trait(s, p, w)
        if key in by_trait:
            out += [m._replace(worker=w) for m in by_trait[key]]
        else:
            moves = [m for m in candidates(s, seat, w) if problem(s, seat, m) is None]
            if w != BLACKSMITH:
                size = s.content.trades_per_visit + (1 if key == "haggler" else 0)
                moves += [Place(w, "trading_post", "", t) for t in legal_trades(s, p, size)]
            by_trait[key] = moves
            out += moves
        if w == BLACKSMITH or key == "journeyman":
            out += [m for m in forge_candidates(s, seat, w) if problem(s, seat, m) is None]
    return out


# ---- the rules of each location ---------------------------------------------------------------

def problem(s: State, seat: int, m: Place) -> str | None:
    p = s.p[seat]
    c = s.content
    w, loc = m.worker, m.location
    if w == BLACKSMITH:
        if p.used >> 4 & 1:
            return "your Blacksmith is already out this round"
    elif not 0 <= w < 4:
        return "there is no such worker"
    elif w >= p.assistants:
        return "you have not hired that Assistant yet (a new one joins at the round's end)"
    elif p.used >> w & 1:
        return "that Assistant is already out this round"
    if loc not in LOCATION_BIT:
        return f"there is no location called '{loc}'"
    if loc not in MULTI_VISIT and p.visited & LOCATION_BIT[loc]:
        return "you have already visited that location this round"
    smith = w == BLACKSMITH
    skill = trait(s, p, w)
    if loc in GATHER_PLACES:
        return _gather_problem(s, m, smith, skill)
    if loc in ("market", "guild") + CONTRACT_PLACES and (m.option or m.detail):
        return "that location has only one action"
    if loc in ("trading_post", "store_extension", "forge") and m.option:
        return "that location has only one action"
    if loc == "trading_post":
        if smith:
            return "the Blacksmith may not go to the Trading Post"
        return _trade_problem(s, p, m.detail, c.trades_per_visit + (1 if skill == "haggler" else 0))
    if loc == "market":
        return "the Blacksmith may not go to the Market" if smith else None
    if loc == "guild":
        if not smith and skill != "clerk":
            return "only the Blacksmith may visit the Guild"
        return None if s.guilds else "the guild deck is empty"
    if loc in CONTRACT_PLACES:
        if s.taken.get(loc + (":smith" if smith else ""), 0):
            return "that spot is taken this round"
        return None if s.contracts[CONTRACT_PLACES.index(loc)] else "that contract deck is empty"
    if loc in DEV_PLACES:
        return _develop_problem(s, p, m, smith, skill)
    if loc == "support":
        return _support_problem(s, p, m, smith, skill)
    if loc == "forge":
        return _forge_problem(s, p, m, smith, skill)
    # store_extension: the private spot on the development card (ruling F-G26)
    limit = store_limit(s, p)
    if not limit:
        return "you have no Store Extension"
    if smith:
        return "only an Assistant may work the Store Extension"
    if len(m.detail) != 1 or type(m.detail[0]) is not int or not 1 <= m.detail[0] <= limit:
        return f"spend 1 to {limit} Metal there" if limit > 1 else "spend 1 Metal there"
    return None if p.res[METAL] >= m.detail[0] else "you do not have that much Metal"


def store_limit(s: State, p: Player) -> int:
    """The most Metal the player's Store Extension takes a visit (its card's `amount`), 0 without one."""
    dev = s.content.development
    return max((dev[d].amount for d in p.dev if dev[d].effect == "store_extension"), default=0)


def _gather_problem(s, m, smith, skill):
    if m.detail or m.option not in ("", "smith"):
        return "that location has only one action"
    if m.option == "smith" and skill != "foreman":
        return "only a Foreman may take the Blacksmith's spot"
    if smith or m.option == "smith":
        return "the Blacksmith's spot is taken this round" if s.taken.get(m.location + ":smith", 0) else None
    if s.taken.get(m.location, 0) >= len(s.content.gathering[m.location].assistants):
        return "every Assistant spot there is taken this round"
    return None


def _trade_problem(s, p, trades, allowed):
    if not trades:
        return "make at least one trade"
    if len(trades) > allowed:
        return f"one visit makes at most {allowed} trades"
    if any(t not in TRADE_ORDER for t in trades):
        return "a trade is 'sell:<good>' or 'buy:<good>' (wood, metal, brick, gems)"
    if list(trades) != sorted(trades, key=TRADE_ORDER.__getitem__):
        return "list the sales first, then the purchases, each in the order wood, metal, brick, gems"
    sold = {t[5:] for t in trades if t.startswith("sell:")}
    if any(t.startswith("buy:") and t[4:] in sold for t in trades):
        return "do not buy and sell the same good in one visit"
    res = p.res[:]
    wood_cap, metal_cap = eco.storage(s, p)
    for t in trades:
        kind, good = t.split(":")
        i = 1 + GOODS.index(good)
        price = s.content.prices[i - 1]
        if kind == "sell":
            if res[i] < 1:
                return f"you have no {good} to sell"
            res[i] -= 1
            res[GOLD] += price
        else:
            if res[GOLD] < price:
                return f"you cannot afford {good} ({price} Gold)"
            res[GOLD] -= price
            res[i] += 1
    if res[1] > wood_cap or res[2] > metal_cap:
        return "your stores cannot hold that much"
    return None


def build_spots(s: State, loc: str) -> int:
    """Assistant spots for building a token at Architecture or Engineering with this many
    players (board.yaml `build_spots`, rulings F-G9 and F-G37)."""
    return s.content.build_spots.get(loc, (1, 1, 1))[len(s.p) - 2]


def smith_pay(s: State, loc: str) -> int:
    """What the Blacksmith's square at a gathering location pays now: its own amount, else the
    next unfilled value, continuing the pattern past the last spot (ruling F-G10), plus its bonus."""
    g = s.content.gathering[loc]
    if g.smith:
        return g.smith
    covered, spots = s.taken.get(loc, 0), g.assistants
    nxt = spots[covered] if covered < len(spots) else max(0, spots[-1] - (covered - len(spots) + 1))
    return nxt + g.smith_bonus


def token_cost(s: State, p: Player, token, skill: str) -> list[int]:
    return eco.reduced(token.cost, eco.dev_effects(s, p), 1 if skill == "draughtsman" else 0)


def _develop_problem(s, p, m, smith, skill):
    loc = m.location
    if m.option not in ("build", "develop"):
        return "choose 'build' (a token) or 'develop' (a card) there"
    if smith or m.option == "develop":
        if s.taken.get(loc + ":" + ("smith" if smith else m.option), 0):
            return "that spot is taken this round"
    elif s.taken.get(loc + ":build", 0) >= build_spots(s, loc):
        return "that spot is taken this round"
    if m.option == "develop":
        if m.detail:
            return "developing draws two cards; you choose afterwards"
        if len(p.dev) >= s.content.development_limit:
            return f"you already have {s.content.development_limit} development cards"
        return None if s.development[DEV_PLACES.index(loc)] else "that development deck is empty"
    if len(m.detail) != 1 or m.detail[0] not in s.content.token_index:
        return "name the token to build"
    index = s.content.token_index[m.detail[0]]
    token = s.content.tokens[index]
    if token.row != TOKEN_ROW[loc]:
        return f"{token.name} is built at {'Engineering' if token.row == 'tool' else 'Architecture'}"
    if p.has_token(index):
        return f"you have already built {token.name}"
    return None if eco.can_pay(p, token_cost(s, p, token, skill)) else f"you cannot pay for {token.name}"


def hire_cost(s: State, p: Player, skill: str) -> list[int]:
    return eco.reduced((s.content.hire_cost, 0, 0, 0, 0), eco.dev_effects(s, p), 2 if skill == "recruiter" else 0)


def _support_problem(s, p, m, smith, skill):
    if m.option not in ("hire", "train") or m.detail:
        return "choose 'hire' or 'train' there"
    if s.taken.get("support:" + ("smith" if smith else m.option), 0):
        return "that spot is taken this round"
    if m.option == "hire":
        if p.assistants + p.hiring >= s.content.max_assistants:
            return "you already have every Assistant"
        return None if eco.can_pay(p, hire_cost(s, p, skill)) else "you cannot pay for an Assistant"
    if not s.training:
        return "the training deck is empty"
    if not smith and p.training[m.worker] >= 0:
        return "that Assistant is already trained"
    if free_training_slots(p) > 0:
        return None
    # an untrained Assistant whose place a held card (placed at the round's end) already takes
    return "the training card you hold takes your last untrained Assistant" if p.held \
        else "every Assistant of yours is trained"


def forge_cost(s: State, p: Player, contract, effects: set) -> list[int]:
    cost = [0, contract.wood, contract.metal, 0, contract.gems]
    cost = eco.reduced(cost, effects)
    if contract.product in ("weapon", "armor") and p.has_token(HAMMERS) and cost[METAL] > 0:
        cost[METAL] -= 1
    return cost


def free_helpers(p: Player, worker: int) -> list[int]:
    """The player's Assistants still home who could help `worker` at the Forge."""
    return [a for a in range(p.assistants) if a != worker and not p.used >> a & 1]


def helpers(p: Player, worker: int, needed: int, s: State) -> list[int] | None:
    """The Assistants who help at the Forge, chosen by the rules (ruling F-G24): Strikers
    first (each counts as two), then untrained ones, then the rest, lowest first."""
    if needed <= 0:
        return []
    free = free_helpers(p, worker)
    free.sort(key=lambda a: (trait(s, p, a) != "striker", p.training[a] >= 0, a))
    chosen, count = [], 0
    for a in free:
        if count >= needed:
            break
        chosen.append(a)
        count += 2 if trait(s, p, a) == "striker" else 1
    return chosen if count >= needed else None


def _counts(s: State, p: Player, assistants) -> int:
    return sum(2 if trait(s, p, a) == "striker" else 1 for a in assistants)


def helper_choices(p: Player, worker: int, needed: int, s: State) -> list[tuple[int, ...]]:
    """The different ways to meet a Forge order's need for Assistants (ruling F-G24): each
    smallest set of free Assistants (none can stay home) that counts enough, one per mix of
    trainings (Assistants trained alike are the same to the player; the lowest numbers go).
    The rules' own pick (`helpers`) comes first. Empty when there is no way; [()] when none
    is needed."""
    if needed <= 0:
        return [()]
    free = free_helpers(p, worker)
    seen, out = set(), []
    first = helpers(p, worker, needed, s)
    sets = ([tuple(sorted(first))] if first else []) + [
        tuple(a for k, a in enumerate(free) if mask >> k & 1) for mask in range(1, 1 << len(free))]
    for chosen in sets:
        count = _counts(s, p, chosen)
        if count < needed or any(count - _counts(s, p, (a,)) >= needed for a in chosen):
            continue
        mix = tuple(sorted(trait(s, p, a) for a in chosen))
        if mix not in seen:
            seen.add(mix)
            out.append(chosen)
    return out


def _forge_problem(s, p, m, smith, skill):
    c = s.content
    if not smith and skill != "journeyman":
        return "only the Blacksmith (or a Journeyman) may work the Forge"
    if m.option:
        return "the Forge has only one action"
    orders = 2 if smith and p.has_token(FORGE_TOKEN) else 1
    order, chosen = _order_and_helpers(m.detail)
    if not 1 <= len(order) <= orders:
        return "name one contract to forge" if orders == 1 else "name one or two contracts to forge"
    if len(set(order)) != len(order):
        return "name each contract once"
    if m.detail != order + chosen:
        return "name the contracts first, then the Assistants"
    res = p.res[:]
    effects = eco.dev_effects(s, p)
    needed = 0
    for cid in order:
        index = c.contract_index.get(cid) if isinstance(cid, str) else None
        if index is None or index not in p.hand:
            return f"'{cid}' is not a contract in your hand"
        contract = c.contracts[index]
        if p.skill < contract.skill:
            return f"{contract.name} needs skill {contract.skill}"
        for need in contract.requires:
            if not p.has_token(REQUIREMENT_TOKEN[need]):
                return f"{contract.name} needs your {c.tokens[REQUIREMENT_TOKEN[need]].name}"
        cost = forge_cost(s, p, contract, effects)
        for i in range(5):
            res[i] -= cost[i]
            if res[i] < 0:
                return f"you lack the goods for {contract.name}"
        needed += contract.assistants
    if len(order) == 2 and p.hand.index(c.contract_index[order[0]]) > p.hand.index(c.contract_index[order[1]]):
        return "name the two contracts in the order of your hand"    # one move per pair (as listed)
    choices = helper_choices(p, m.worker, needed, s)
    if not choices:
        missing = needed - _counts(s, p, free_helpers(p, m.worker))     # what they lack, not the whole need
        return f"the Forge needs {missing} more Assistant{'s' if missing != 1 else ''} free this turn"
    if not chosen:
        return "say which Assistants help at the Forge" if len(choices) > 1 else None
    if len(choices) == 1:
        return "only one mix of Assistants can help there: the Forge takes it without asking"
    if len(set(chosen)) != len(chosen) or any(a == m.worker or not 0 <= a < p.assistants or p.used >> a & 1
                                              for a in chosen):
        return "only your other free Assistants can help at the Forge, each once"
    count = _counts(s, p, chosen)
    if count < needed:
        return f"the Forge needs {needed} Assistant{'s' if needed != 1 else ''} to help"
    if any(count - _counts(s, p, (a,)) >= needed for a in chosen):
        return "send no more Assistants to the Forge than the order needs"
    if chosen not in choices:
        # the same trainings as a listed mix, other numbers or another order: one move a mix
        return "Assistants trained alike help alike: choose one of the mixes offered"
    return None


def _order_and_helpers(detail: tuple) -> tuple[tuple, tuple]:
    """A Forge move's detail: the contract ids to forge, then the Assistants who help (numbers;
    none when the rules' pick is the only way, ruling F-G24)."""
    return (tuple(d for d in detail if isinstance(d, str)), tuple(d for d in detail if isinstance(d, int)))


# ---- taking the action -------------------------------------------------------------------------

def do(s: State, seat: int, m: Place) -> None:
    p = s.p[seat]
    c = s.content
    w, loc = m.worker, m.location
    smith = w == BLACKSMITH
    skill = trait(s, p, w)
    p.used |= 1 << w
    if loc not in MULTI_VISIT:
        p.visited |= LOCATION_BIT[loc]
    if loc in GATHER_PLACES or loc == "market":
        _gather(s, p, m, smith, skill)
    elif loc == "trading_post":
        for t in m.detail:
            kind, good = t.split(":")
            i = 1 + GOODS.index(good)
            price = c.prices[i - 1]
            if kind == "sell":
                p.res[i] -= 1
                p.res[GOLD] += price
            else:
                p.res[GOLD] -= price
                p.res[i] += 1
    elif loc == "guild":
        s.taken["guild"] = s.taken.get("guild", 0) + 1
        offer_guild(s, seat)
    elif loc in CONTRACT_PLACES:
        s.taken[loc + (":smith" if smith else "")] = 1
        deck = CONTRACT_PLACES.index(loc)
        draw = (2 if smith else 1) + (1 if p.has_token(VISE) else 0) + (1 if skill == "runner" else 0)
        offer_contracts(s, seat, deck, draw, 2 if smith else 1)
    elif loc in DEV_PLACES:
        spot = loc + ":" + ("smith" if smith else m.option)
        s.taken[spot] = s.taken.get(spot, 0) + 1
        if m.option == "develop":
            offer_cards(s, seat, "develop", s.development[DEV_PLACES.index(loc)])
        else:
            index = c.token_index[m.detail[0]]
            token = c.tokens[index]
            eco.pay(p, token_cost(s, p, token, skill))
            p.tokens |= 1 << index
            eco.gain_skill(s, p, token.skill)
    elif loc == "support":
        s.taken["support:" + ("smith" if smith else m.option)] = 1
        if m.option == "hire":
            eco.pay(p, hire_cost(s, p, skill))
            hire(s, p)
        else:
            offer_cards(s, seat, "train", s.training, -1 if smith else w)
    elif loc == "forge":
        _forge(s, p, m)
    else:
        amount = m.detail[0]
        p.res[METAL] -= amount
        p.vp += amount


def _gather(s, p, m, smith, skill):
    g = s.content.gathering[m.location]
    spot_smith = smith or m.option == "smith"
    if spot_smith:
        amount = smith_pay(s, m.location)
        s.taken[m.location + ":smith"] = 1
    else:
        covered = s.taken.get(m.location, 0)
        s.taken[m.location] = covered + 1
        amount = g.assistants[covered] if covered < len(g.assistants) else g.then
    if g.wagon and p.has_token(WAGON):
        amount += 1
    if skill == {"forest": "woodsman", "mountains": "prospector", "mines": "gem_cutter",
                 "market": "merchant"}[m.location]:
        amount += 1
    eco.gain(s, p, g.resource, amount)


def hire(s: State, p: Player) -> None:
    """A new Assistant: it joins at the round's end; the fourth brings +1 skill at once."""
    p.hiring += 1
    if p.assistants + p.hiring == s.content.max_assistants:
        eco.gain_skill(s, p, 1)


def _forge(s, p, m):
    c = s.content
    effects = eco.dev_effects(s, p)
    needed = 0
    order, chosen = _order_and_helpers(m.detail)
    for cid in order:
        index = c.contract_index[cid]
        contract = c.contracts[index]
        eco.pay(p, forge_cost(s, p, contract, effects))
        p.res[GOLD] += contract.gold + (2 if p.has_token(ANVIL) else 0)
        if contract.product == "furniture" and "wood_lathe" in effects:
            p.vp += 1
        if contract.product == "weapon" and "trip_hammer" in effects:
            p.vp += 1
        p.hand.remove(index)
        p.forged.append(index)
        needed += contract.assistants
    for a in chosen or helpers(p, m.worker, needed, s):
        p.used |= 1 << a


# ---- decisions that follow a draw ----------------------------------------------------------------

def offer_contracts(s: State, seat: int, deck: int, draw: int, keep: int) -> None:
    cards = tuple(s.contracts[deck].pop() for _ in range(min(draw, len(s.contracts[deck]))))
    keep = min(keep, len(cards))
    if keep == len(cards):
        s.p[seat].hand.extend(cards)
        return
    s.pending.append(Pending("contracts", seat, cards, tuple(combinations(range(len(cards)), keep))))


def offer_cards(s: State, seat: int, kind: str, deck: list, target: int = -1) -> None:
    """Draw two (guild, develop, train): keep one, the other to the top or bottom of its deck.
    A card the player may not keep (a guild or a development name already held) cannot be
    chosen; with none keepable both go back (ruling F-G18)."""
    cards = tuple(deck.pop() for _ in range(min(2, len(deck))))
    keepable = [i for i, card in enumerate(cards) if may_keep(s, s.p[seat], kind, card)]
    options = []
    for i in keepable:
        if len(cards) == 1:
            options.append((i, 1))
        else:
            options += [(i, 1), (i, 0)]           # (kept card, 1: the other on top / 0: at the bottom)
    if not keepable:
        options = [(-1, 1), (-1, 0)] if len(cards) == 2 else [(-1, 1)]   # (-1, 1): first card back on top
    s.pending.append(Pending(kind, seat, cards, tuple(options), target))


def offer_guild(s: State, seat: int) -> None:
    offer_cards(s, seat, "guild", s.guilds)


def may_keep(s: State, p: Player, kind: str, card: int) -> bool:
    c = s.content
    if kind == "guild":
        return all(c.guilds[g].guild != c.guilds[card].guild for g in p.guilds)
    if kind == "develop":
        return all(c.development[d].name != c.development[card].name for d in p.dev)
    return True
