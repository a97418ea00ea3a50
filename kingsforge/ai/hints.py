"""The table's Hint button: the move Normal would make, why, and exact craft odds.

`hint(state)` -> (action, explanation): Normal's move for the player to move,
with a sentence saying what it gains. `display_odds(state, player)` -> exact
probability that the player's dice fill each displayed craft card (engine/odds.py
with everything the player holds this round). Both are pure functions of the
state; they may be slow on big pools (exact odds), so the UI should call them
off the render loop, as it does for bot moves.
"""

from __future__ import annotations

from kingsforge.ai.craftturn import solver_charges, solver_dice
from kingsforge.ai.evaluate import (
    cemetery_value,
    project,
    rollable_pool,
    this_round_charges,
)
from kingsforge.ai.expected import usable_charges
from kingsforge.ai.normal import NormalBot
from kingsforge.ai.solver import Target, solve
from kingsforge.engine import rules
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Dock,
    EndTurn,
    Pass,
    Roll,
    UseCharge,
    Visit,
)
from kingsforge.engine.describe import describe
from kingsforge.engine.odds import craft_odds
from kingsforge.engine.state import GATHER

_advisor = NormalBot(seed=0, name="hint")


def display_odds(state, player: int) -> dict[int, float]:
    """{craft card index: probability} for each card on display.

    Before rolling: the chance that the player's supply (and the smithy dice too
    with the Astrologer), rolled, fills the card with this round's manipulations
    used well. After rolling: 1.0 or 0.0, whether the rolled dice fill it now
    with the manipulations left (re-rolls aside)."""
    content = state.content
    if state.rolled[player]:
        dice = solver_dice(state, player)
        charges = [c for c in solver_charges(state, player) if c.kind != "reroll"]
        out = {}
        for card in state.display:
            k = content.craft[card]
            target = Target(card, k.rank, k.slots, restrict=k.restrict)
            out[card] = 1.0 if solve(dice, charges, [target], state.fits).cards else 0.0
        return out
    pool = {t: n for t, n in rollable_pool(state, player).items() if state.fits[t]}
    charges, bound = this_round_charges(state, player)
    bound = dict(bound)
    cem = cemetery_value(state)
    return {card: float(craft_odds(pool, content.craft[card].slots, state.fits,
                                   usable_charges(charges, content.craft[card].slots, bound), cem,
                                   restrict=content.craft[card].restrict))
            for card in state.display}


def hint(state, names=None) -> tuple[object, str]:
    """Normal's move for the player to move and a one-sentence reason."""
    legal = rules.legal_actions(state)
    if not legal:
        return None, "The game is over."
    action = _advisor.choose(state, legal)
    text = describe(state, action, names)
    return action, f"{text}: {_reason(state, action)}"


def _reason(state, action) -> str:
    p = state.turn
    if state.phase == GATHER:
        before = project(state)[p]
        after = project(rules.apply(state, action, validate=False))[p]
        now = f"this round's expected crafts {before.now:.2f} -> {after.now:.2f}"
        future = f"next round's {before.rate:.2f} -> {after.rate:.2f} ({after.dice} dice)"
        if isinstance(action, Pass):
            return f"keeping your dice for crafting ({now}; {future})"
        if isinstance(action, (Claim, Dock, Visit)):
            return f"{now}; {future}"
    if isinstance(action, Roll):
        return "every craft turn starts with the roll"
    if isinstance(action, UseCharge):
        kind = state.charges[p][action.charge][0]
        if kind == "reroll":
            return "re-rolling this die gives the best expected number of crafts"
        return "part of the allocation that crafts the most cards"
    if isinstance(action, Craft):
        held = state.crafted_by(action.card)
        if held is not None:
            return "out-crafting takes the card from its maker"
        return "part of the allocation that crafts the most cards"
    if isinstance(action, EndTurn):
        return "nothing more can be crafted with these dice"
    return "the best move found"
