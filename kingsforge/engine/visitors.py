"""Visitor piles (Griffin's Landing): the Visit move, the piles turning at cleanup, and what
the table cannot see of them.

`state.piles[realm]` holds a pile's visitors, the one shown this round first; `state.visits` the
visitors hosted this round. A player hosts at most one visitor a round, in a gather turn: its
free gift, or its collaboration paid like a gather option. At cleanup the visitors' dice go back
like a gather card's (an X box's to the stock) and every pile turns by one.
"""

from __future__ import annotations

import random

from kingsforge.engine import rng
from kingsforge.engine.actions import Visit
from kingsforge.engine.effects import CHANCE_EFFECTS
from kingsforge.engine.mechanism import (
    Hook,
    Mechanism,
    MoveSource,
    Trait,
    Zone,
    copy_list,
    register,
)
from kingsforge.engine.model import GatherCard, Option
from kingsforge.engine.payments import PaidMoves, Payer, pay, payment_problem
from kingsforge.engine.state import EMPTY
from kingsforge.engine.words import Reason, dice_text, visitor_ref

# The log's sentences and refusal reasons of the visitors (engine/words.py merges them in;
# data/griffins_landing/lang/es.yaml translates them).
ENGLISH = {
    "move.visit_gift": "{who} hosts {card} and takes the gift",
    "move.visit": "{who} hosts {card} and collaborates, paying {dice}",
    "reason.no_such_visitor": "There is no such visitor.",
    "reason.one_visitor": "You already hosted {card} this round: one visitor per round.",
    "reason.visitor_hosted": "Another player already hosted {card} this round.",
    "reason.visitor_not_here": "{card} is not on Griffin's Landing this round.",
}


def visit_actions(s, p: int, payer: Payer | None = None) -> list:
    """Hosting each visitor shown and not yet hosted, with its gift or its collaboration;
    nothing once p has hosted one this round."""
    if s.hosted(p) != EMPTY:
        return []
    if payer is None:
        payer = Payer(s, s.supply[p])
    out = []
    for visitor in s.landing():
        if visitor == EMPTY:
            continue
        for o, option in enumerate(s.content.visitors[visitor].options):
            for dice in payer.payments(s, option):
                out.append(Visit(visitor, o, dice))
    return out


def lazy_visits(s, p: int):
    """visit_actions(s, p) for the random sampler: counted, only the drawn one built."""
    if s.hosted(p) != EMPTY:
        return []
    supply = s.supply[p]
    values = s.values
    for die in supply:
        if values[die]:             # pre-rolled dice are paid by value: the full listing
            return visit_actions(s, p)
    visitors = s.content.visitors
    return PaidMoves(s, supply, Visit, [(v, visitors[v].options) for v in s.landing() if v != EMPTY])


def visit_problem(s, p: int, action: Visit) -> str | None:
    c = s.content
    if not 0 <= action.card < len(c.visitors):
        return Reason("no_such_visitor")
    if s.hosted(p) != EMPTY:
        return Reason("one_visitor", card=visitor_ref(c, s.hosted(p)))
    if action.card not in s.landing():
        if any(v == action.card for _q, v, _o, _d in s.visits):
            return Reason("visitor_hosted", card=visitor_ref(c, action.card))
        return Reason("visitor_not_here", card=visitor_ref(c, action.card))
    card = c.visitors[action.card]
    if not 0 <= action.option < len(card.options):
        return Reason("no_such_option", card=visitor_ref(c, action.card))
    return payment_problem(s, p, card.options[action.option], action.dice, visitor_ref(c, action.card))


def _visit(s, p: int, action: Visit) -> None:
    s.visits.append((p, action.card, action.option, tuple(action.dice)))
    pay(s, p, s.content.visitors[action.card].options[action.option], action.dice)


def _visit_text(s, action: Visit, name, words) -> str:
    card = visitor_ref(s.content, action.card)
    if action.option == 0:
        return words("move.visit_gift", who=name(s.turn), card=card)
    return words("move.visit", who=name(s.turn), card=card, dice=dice_text(s, action.dice, words=words))


def _reveals(s, action: Visit) -> bool:
    option = s.content.visitors[action.card].options[action.option]
    return any(e.kind in CHANCE_EFFECTS and (e.kind != "exotic" or e.count) for e in option.effects)


def return_visits(s, info=None) -> None:
    """Cleanup: the visitors' dice go back like a gather card's (an X box's to the stock), and
    every visitor shown this round, hosted or not, goes to the bottom of its pile."""
    c = s.content
    for p, visitor, option, dice in s.visits:
        boxes = c.visitors[visitor].options[option].boxes
        for i, die in enumerate(dice):
            if boxes and boxes[i].consumed:
                s.values[die] = 0
                s.stock[c.die_type_of[die]].append(die)
            else:
                s.smithy[p].append(die)
    s.piles = [pile[1:] + pile[:1] for pile in s.piles]
    s.visits = []


def redraw_pile(pile: list, round_: int, rng: random.Random) -> list:
    """A visitor pile with its unseen part shuffled (docs/rulings.md): in round r the piles
    have turned r - 1 times, so the visitor shown (first) and the r - 1 shown before it
    (last) are known; the ones between have never been face up."""
    seen = min(round_, len(pile))
    hidden = pile[1:len(pile) - (seen - 1)]
    if len(hidden) < 2:
        return pile
    rng.shuffle(hidden)
    return pile[:1] + hidden + pile[len(pile) - (seen - 1):]


def _offered(s, p: int) -> bool:
    """A visitor is shown and p hosts none yet: its free gift (no boxes) can always be taken."""
    return s.hosted(p) == EMPTY and any(v != EMPTY for v in s.landing())


def _redraw_piles(s, rng: random.Random) -> None:
    if s.piles:
        s.piles = [redraw_pile(pile, s.round, rng) for pile in s.piles]


def _wanted(content) -> bool:
    return bool(content.visitors)


def _piles(s) -> list:
    """Each realm's visitors shuffled once, here, and never again (they cycle)."""
    piles = []
    for realm in range(len(s.content.realms)):
        pile = [v.index for v in s.content.visitors if v.realm == realm]
        rng.shuffle(s, pile)
        piles.append(pile)
    return piles


def _save(s) -> dict:
    c = s.content
    if not c.visitors:
        return {}
    return {"piles": [[c.visitors[v].id for v in pile] for pile in s.piles],
            "visits": [[p, c.visitors[v].id, opt, list(d)] for p, v, opt, d in s.visits]}


def _nothing_more(s) -> dict:
    return {}


def conserved(s) -> list[str]:
    """Every visitor in its own realm's pile once; a visit is of a visitor shown this round,
    by a player who hosts no other."""
    c = s.content
    out = []
    if not c.visitors:
        return ["visitor piles or visits in a game without visitors"] if s.piles or s.visits else []
    if len(s.piles) != len(c.realms):
        out.append(f"{len(s.piles)} visitor piles for {len(c.realms)} realms")
    for r, pile in enumerate(s.piles):
        if sorted(pile) != [v.index for v in c.visitors if v.realm == r]:
            out.append(f"visitor pile {c.realms[r][0]} holds {sorted(pile)}")
    shown = {pile[0] for pile in s.piles if pile}
    hosts = [p for p, _v, _o, _d in s.visits]
    if len(hosts) != len(set(hosts)):
        out.append("a player hosted two visitors in one round")
    visitors = [v for _p, v, _o, _d in s.visits]
    if len(visitors) != len(set(visitors)) or not set(visitors) <= shown:
        out.append(f"visits {visitors} are not of the visitors shown {sorted(shown)}")
    return out


# --- visitors.yaml (the loader hands the file here) -------------------------------------------
def parse_visitors(read, found) -> dict:
    """Visitor piles: `realms:` (the piles, in table order) and `visitors:`, each with its realm,
    a free `gift:` (effects) and a `collaboration:` (cost and effects). One module at most."""
    if len(found) > 1:
        read.refuse([found[1][1]], "only one module may bring visitors", hint=f"module '{found[0][0]}' already does")
    (module_id, check, data), = found
    check.mapping(data, (), required=("realms", "visitors"))
    realms = []
    for i, spec in enumerate(check.sequence(data["realms"], ("realms",), allow_empty=False)):
        check.mapping(spec, ("realms", i), required=("id", "name"), card=f"realm #{i + 1}")
        realm_id = check.text(spec["id"], ("realms", i, "id"), f"realm #{i + 1}")
        if realm_id in [r for r, _n in realms]:
            check.fail(("realms", i, "id"), f"the realm '{realm_id}' is listed twice")
        realms.append((realm_id, check.text(spec["name"], ("realms", i, "name"), f"realm #{i + 1}")))
    realm_ids = [r for r, _n in realms]
    out, seen = [], set()
    for i, spec in enumerate(check.sequence(data["visitors"], ("visitors",), allow_empty=False)):
        path = ("visitors", i)
        label = read.card_head(check, spec, path, "visitor", ("id", "name", "source", "realm", "gift", "collaboration"),
                               ("notes", "art"), seen, module_id)
        realm = realm_ids.index(check.choice(spec["realm"], path + ("realm",), realm_ids, "realm", label))
        out.append(GatherCard(index=len(out), id=spec["id"], name=spec["name"], always=False,
                              options=_visitor_options(read, check, spec, path, label), source=spec["source"],
                              module=module_id, art=spec.get("art", ""), realm=realm))
    for r, (realm_id, _name) in enumerate(realms):
        if not any(v.realm == r for v in out):
            check.fail(("realms",), f"the realm '{realm_id}' has no visitors")
    return {"visitors": tuple(out), "realms": tuple(realms)}


def _visitor_options(read, check, spec, path, label) -> tuple:
    """(the gift, the collaboration): options[0] and options[1] of a visitor."""
    gift_spec = spec["gift"]
    if isinstance(gift_spec, dict) and "cost" in gift_spec:
        check.fail(path + ("gift", "cost"), "a gift is free: list only its effects", label)
    listed = check.sequence(gift_spec, path + ("gift",), label, allow_empty=False)
    gift = Option(label="gift", boxes=(),
                  effects=tuple(read.effect(check, e, path + ("gift", j), label, False) for j, e in enumerate(listed)))
    collaboration = read.option(check, spec["collaboration"], path + ("collaboration",), label, "collaboration")
    if collaboration.take_all:
        check.fail(path + ("collaboration", "cost"), "a collaboration lists its boxes", label)
    if not collaboration.boxes:
        check.fail(path + ("collaboration", "cost"), "a collaboration costs dice (the gift is the free action)", label)
    for option, at in ((gift, "gift"), (collaboration, "collaboration")):
        for e in option.effects:
            if e.kind in ("escape", "conjure", "gain_by_count"):
                check.fail(path + (at,), f"a visitor cannot use '{e.kind}'", label)
            if e.kind == "exotic" and e.count and not read.parsed.get("die_cards"):
                check.fail(path + (at,), "this exotic die's cards (die_cards) are not in play", label)
    return gift, collaboration


VISITORS = register(Mechanism(
    name="visitor_piles",
    order=40,
    hooks=(Hook("return_visits", "gather_return", 10, return_visits, _wanted),),
    moves=(MoveSource("gather", (Visit,), visit_actions, visit_problem, _visit, _reveals, _wanted, offered=_offered,
                      sentence=_visit_text, lazy=lazy_visits),),
    zones=(
        # realm -> visitor indices (content.visitors), the one shown this round first; replaced at
        # cleanup, never changed in place (clones share it)
        Zone("piles", _piles, None, _save,
             lambda s, data: [[s.content.visitor_index(x) for x in pile] for pile in data.get("piles", [])],
             hidden=True, redraw=_redraw_piles),
        # [(player, visitor, option, dice)] visitors hosted this round (saved with the piles)
        Zone("visits", lambda s: [], copy_list, _nothing_more,
             lambda s, data: [(p, s.content.visitor_index(v), opt, tuple(d))
                              for p, v, opt, d in data.get("visits", [])],
             dice=lambda s: [die for _p, _v, _o, dice in s.visits for die in dice]),
    ),
    problems=conserved,
    traits=(Trait(("visitors.yaml",), "file", parse_visitors),),
    english=ENGLISH,
))
