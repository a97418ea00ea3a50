"""Answering the decisions a player owes out of turn (engine/decisions.py).

While `state.pending` is not empty the only legal moves are `Decide(choice)` for
the front decision. Every bot but Random answers with a fixed policy per kind:

* hand_out: dice are handed out best first; the best goes to ourselves, the next
  to the rival furthest behind, the worst to the leader (a Festival metal, which
  never goes to ourselves, likewise goes to the rival furthest behind first);
* declare: the colour the evaluation likes best (Greedy/Easy: the colour its
  display needs most);
* escape: give up the die type worth least (the evaluation's, or Greedy's die values);
* preroll: as many dice as allowed (a pre-rolled die keeps the Cemetery off it and
  costs nothing), the most valuable first.

`standing` says how far ahead each player is: Greedy and Easy count cards,
Normal and Hard use the evaluation's scores.
"""

from __future__ import annotations

from kingsforge.ai import deluxe, greedy  # modules, not names: greedy imports us
from kingsforge.ai import evaluate as evaluation
from kingsforge.engine import abilities, decisions, kept, requests, rules
from kingsforge.engine.actions import Craft
from kingsforge.engine.mechanism import decision_kind


def quick_decide(state, legal):
    """Greedy's and Easy's answer: cheap scores, no look-ahead."""
    d = state.pending[0]
    if d.kind in KEPT_POLICIES:
        return KEPT_POLICIES[d.kind](state, legal)
    if d.kind == decisions.HAND_OUT:
        return hand_out(state, legal, card_standing(state))
    if d.kind == decisions.DECLARE:
        needs = greedy.colour_needs(state)
        return max(legal, key=lambda a: (needs.get(a.choice, 0.0), -a.choice))
    if d.kind == decisions.ESCAPE:
        needs = greedy.colour_needs(state)
        return min(legal, key=lambda a: (type_worth(state, a.choice, needs), a.choice))
    if d.kind == decisions.PREROLL:
        return preroll(state, legal)
    return unknown_kind(state, legal, evaluation.DEFAULT)


def evaluated_decide(state, legal, weights):
    """Normal's and Hard's answer: the evaluation decides colours and losses."""
    d = state.pending[0]
    if d.kind in KEPT_POLICIES:
        return KEPT_POLICIES[d.kind](state, legal)
    if d.kind == decisions.HAND_OUT:
        return hand_out(state, legal, evaluation.scores(state, weights))
    if d.kind in (decisions.DECLARE, decisions.ESCAPE):
        me = state.turn
        # Neither draws chance (the escape takes the lowest die of the chosen type), so
        # applying each choice to a copy shows exactly what it does.
        def value(a):
            return evaluation.evaluate(rules.apply(state, a, validate=False), me, weights), -_order(a)
        return max(legal, key=value)
    if d.kind == decisions.PREROLL:
        return preroll(state, legal)
    return unknown_kind(state, legal, weights)


def unknown_kind(state, legal, weights):
    """A decision kind with no policy here (a new mechanism's): its own default policy if it
    declares one (engine/mechanism.py DecisionKind.ai), else the choice the evaluation likes
    best after applying each (the first on a tie). Never another kind's policy."""
    kind = decision_kind(state.pending[0].kind)
    if kind is not None and kind.ai is not None:
        return kind.ai(state, legal)
    me = state.turn

    def value(i):
        return evaluation.evaluate(rules.apply(state, legal[i], validate=False), me, weights), -i
    return legal[max(range(len(legal)), key=value)]


def settle_quickly(state) -> None:
    """Answer every pending decision in place with the quick policy (for look-ahead copies)."""
    while state.pending and state.phase != "over":
        rules.apply_in_place(state, quick_decide(state, rules.legal_actions(state)))


def _order(action) -> int:
    return action.choice if isinstance(action.choice, int) else 0


def card_standing(state) -> list[float]:
    """Cards claimed and crafted this round, dice owned as a tie-break."""
    held = [0] * state.n
    for _card, owner, _dice in state.crafted:
        held[owner] += 1
    return [len(state.tucked[q]) + held[q] + 0.01 * (len(state.supply[q]) + len(state.smithy[q]))
            for q in range(state.n)]


def hand_out(state, legal, standing):
    """The die in front goes to the seat its rank among the dice left maps to: ourselves
    first, then the rivals from furthest behind to the leader."""
    d = state.pending[0]
    me = d.player
    order = sorted(d.who, key=lambda q: (q != me, standing[q], q))
    values = state.values
    rank = sum(1 for die in d.dice if values[die] > values[d.dice[0]])
    wanted = order[min(rank, len(order) - 1)]
    return next((a for a in legal if a.choice == wanted), legal[0])


def type_worth(state, die_type, needs) -> float:
    if die_type == decisions.NOTHING:
        return 0.0
    return greedy.die_value(state.content, die_type, needs)


def preroll(state, legal):
    """The most dice, the most valuable first (gem and magic before wood and metal)."""
    types, type_of = state.content.die_types, state.content.die_type_of

    def worth(action):
        return (len(action.choice), sum(greedy.BASE_VALUE.get(types[type_of[die]].id, 1.0) for die in action.choice))

    return max(legal, key=worth)



# --- kept dice and paired cards (engine/kept.py): cheap fixed policies for every bot but Random ---
HARVEST_AT = 5          # a growing die is harvested once it shows this much (it falls to 1 after 6)


def _ready(state, legal):
    """Roll every kept die on offer: a saved die is only worth something once used."""
    return next((a for a in legal if a.choice != kept.DONE), legal[0])


def _copy(state, legal):
    needs = greedy.colour_needs(state)
    fits = state.content.fits

    def want(a):
        if a.choice == decisions.NOTHING:
            return -1.0, 0
        return max((needs.get(colour, 0.0) for colour in fits[a.choice]), default=0.0), -a.choice

    return max(legal, key=want)


def _harvest(state, legal):
    if state.grown < HARVEST_AT:
        return next(a for a in legal if a.choice == kept.DONE)
    needs = greedy.colour_needs(state)
    fits = state.content.fits
    options = [a for a in legal if a.choice != kept.DONE]
    if not options:
        return legal[0]
    return max(options, key=lambda a: (max((needs.get(c, 0.0) for c in fits[a.choice[1]]), default=0.0),
                                       -a.choice[1]))


def _stone(state, legal):
    """The most pips gained; a feeding card is left unfed (it would cost dice)."""
    d = state.pending[0]
    entry = kept.paired_entry(state, d.extra)
    card = state.content.die_cards[entry[1]] if entry is not None else None
    if card is None or card.kind in ("feed", "reroll"):
        return next((a for a in legal if a.choice == kept.DONE), legal[0])
    values = state.values

    def gain(a):
        choice = a.choice
        if choice == kept.DONE:
            return 0, 0
        if card.kind == "match":
            amount = card.match if choice[0] == kept.MATCH else card.otherwise
            return amount * (len(choice) - 1), sum(values[x] for x in choice[1:])
        x = choice[0]
        return max(values[x], min(card.cap, values[x] + values[d.extra])) - values[x], values[x]

    return max(legal, key=gain)


def _keep_card(state, legal):
    cards = state.content.die_cards

    def worth(a):
        card = cards[a.choice]
        value = card.match * card.count + card.otherwise + (3 if card.kind in ("lowest", "highest") else 0)
        value += 2 if card.kind == "reroll" else 0
        return value - (3 if card.expires else 0), -a.choice

    return max(legal, key=worth)


KEPT_POLICIES = {kept.READY: _ready, kept.COPY: _copy, kept.HARVEST: _harvest, kept.STONE: _stone,
                 kept.KEEP_CARD: _keep_card,
                 # deluxe cards (engine/abilities.py): the Obey Wand's chance, the Brooch's Grimstone card
                 abilities.OBEY: deluxe.obey, abilities.PICK: _keep_card}


# --- Ambassador Requests (engine/requests.py): fixed policies for every bot but Random -----------


def _request(state, legal):
    """Draw the request at random: it lies beside the display for every player, so picking
    one gains its chooser little, and a drawn one lets a game against the computer meet all
    four (picking the easiest made Thunderbird Initiation every bot's request)."""
    return next((a for a in legal if a.choice == requests.RANDOM), legal[0])


def _set_aside(state, legal):
    """Keep the die our cards want most (its value first), and re-roll the rest when they are
    below a die's average; keep the roll when they are not."""
    p = state.pending[0].player
    needs = greedy.colour_needs(state)
    fits, values = state.fits, state.values

    def want(die):
        return values[die], max((needs.get(c, 0.0) for c in fits[state.play_type(die)]), default=0.0)

    dice = [a.choice for a in legal if a.choice != requests.KEEP_ALL]
    if not dice:
        return legal[0]
    best = max(dice, key=want)
    others = [values[d] for d in state.rolled[p] if d != best]
    if others and sum(others) / len(others) >= 3.5:
        return next((a for a in legal if a.choice == requests.KEEP_ALL), legal[0])
    return next(a for a in legal if a.choice == best)


def _fittest(state, legal):
    needs = greedy.colour_needs(state)
    return max(legal, key=lambda a: (type_worth(state, a.choice, needs), -a.choice))


KEPT_POLICIES.update({requests.REQUEST: _request, requests.SET_ASIDE: _set_aside, requests.FITTEST: _fittest})


def tile_bid(state, legal):
    """A bid on a tile (a card that stays beside the display), with the cheapest dice; None if none."""
    craft = state.content.craft
    bids = [a for a in legal if isinstance(a, Craft) and craft[a.card].tile is not None]
    if not bids:
        return None
    return min(bids, key=lambda a: (sum(state.values[x] for x in a.dice), a.card))
