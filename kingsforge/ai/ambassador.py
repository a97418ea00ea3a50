"""Ambassador Requests' decisions (engine/requests.py) for every bot but Random: the game's
request, Rolling Thunder's die kept aside, Survival of the Fittest's die on a tie."""

from __future__ import annotations

from kingsforge.ai import greedy
from kingsforge.ai.owed import type_worth
from kingsforge.ai.policy import Policy, register
from kingsforge.engine import requests
from kingsforge.engine.craft import craft_actions


def _request(state, legal):
    """Draw the request at random: it lies beside the display for every player, so picking
    one gains its chooser little, and a drawn one lets a game against the computer meet all
    four (picking the easiest made Thunderbird Initiation every bot's request)."""
    return next((a for a in legal if a.choice == requests.RANDOM), legal[0])


def _set_aside(state, legal):
    """Keep the roll when it already crafts an item (a re-roll could only lose it); else keep
    the die our cards want most (its value first), and re-roll the rest when they are below a
    die's average; keep the roll when they are not."""
    p = state.pending[0].player
    keep = next((a for a in legal if a.choice == requests.KEEP_ALL), None)
    if keep is not None:                # keeping changes no die: the crafts are those of the roll now
        craft = state.content.craft
        if any(craft[a.card].tile is None for a in craft_actions(state, p)):
            return keep
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


register(requests.REQUEST, Policy(_request))
register(requests.SET_ASIDE, Policy(_set_aside))
register(requests.FITTEST, Policy(_fittest))
