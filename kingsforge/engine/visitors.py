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
    Zone,
    copy_list,
    register,
)
from kingsforge.engine.payments import PaidMoves, Payer, pay, payment_problem
from kingsforge.engine.state import EMPTY
from kingsforge.engine.words import Reason, dice_text, visitor_ref


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
    return PaidMoves(s, supply, [(option, lambda dice, v=visitor, o=o: Visit(v, o, dice))
                                 for visitor in s.landing() if visitor != EMPTY
                                 for o, option in enumerate(visitors[visitor].options)])


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
))
