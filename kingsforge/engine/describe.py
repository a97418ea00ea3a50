"""Readable sentences for moves, for the move log and golden transcripts."""

from __future__ import annotations

from collections import Counter

from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, Roll, UseCharge
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL
from kingsforge.engine.state import State


def player_name(names, p: int) -> str:
    return names[p] if names and p < len(names) else f"Player {p + 1}"


def dice_text(s: State, dice, with_values: bool = False) -> str:
    c = s.content
    if not dice:
        return "no dice"
    if with_values:
        return ", ".join(f"{c.die_types[c.die_type_of[d]].id} {s.values[d]}" for d in dice)
    counts = Counter(c.die_types[c.die_type_of[d]].id for d in dice)
    return ", ".join(f"{n} {t}" for t, n in counts.items())


def describe(s: State, action, names=None) -> str:
    """What `action` does in state `s` (the state before the move)."""
    c = s.content
    who = player_name(names, s.turn)
    if isinstance(action, Claim):
        card = c.gather[action.card]
        return f"{who} claims {card.name} ({card.options[action.option].label}) with {dice_text(s, action.dice)}"
    if isinstance(action, Dock):
        dock = c.dock_actions[action.action]
        return (f"{who} turns down {c.gather[action.discard].name} and visits {dock.dock_name} "
                f"(action {dock.option.label}) with {dice_text(s, action.dice)}")
    if isinstance(action, Pass):
        if action.benefit:
            name = action.benefit.replace("_", " ")
            if action.benefit in c.token_ids:
                name = c.token_names[c.token_index(action.benefit)] + " token"
            return f"{who} passes first and takes {'a ' if action.benefit not in c.token_ids else 'the '}{name}"
        return f"{who} passes"
    if isinstance(action, Roll):
        return f"{who} rolls"
    if isinstance(action, UseCharge):
        kind, amount, _group, _ = s.charges[s.turn][action.charge]
        die = dice_text(s, (action.die,), with_values=True)
        verb = {BONUS: f"adds {amount} to", FLIP: "flips", REROLL: "re-rolls", AUTO6: "turns to 6"}[kind]
        return f"{who} {verb} the {die}"
    if isinstance(action, Craft):
        held = s.crafted_by(action.card)
        card = c.craft[action.card].name
        dice = dice_text(s, action.dice, with_values=True)
        if held is not None:
            return f"{who} out-crafts {player_name(names, held[0])} for {card} with {dice}"
        return f"{who} crafts {card} with {dice}"
    if isinstance(action, EndTurn):
        return f"{who} ends the craft turn"
    return repr(action)


def outcome(before: State, after: State, action, names=None) -> str:
    """What chance decided during the move (rolls, revealed cards), or ''."""
    c = after.content
    p = before.turn
    if isinstance(action, Roll):
        kept = dice_text(after, after.rolled[p], with_values=True) if after.rolled[p] else "nothing usable"
        lost = len(before.supply[p]) + (len(before.smithy[p]) if before.roll_smithy[p] else 0) - len(after.rolled[p])
        text = f"rolled {kept}"
        return text + (f"; {lost} cancelled by the Cemetery" if lost else "")
    if isinstance(action, (Claim, Dock)):
        parts = []
        if after.cemetery is not None and before.cemetery is None:
            parts.append(f"the Cemetery die shows {after.values[after.cemetery[1]]}")
        new = [x for x in after.gather_row if x not in before.gather_row and x >= 0]
        if after.phase == before.phase and new:
            parts.append("revealed " + ", ".join(c.gather[x].name for x in new))
        return "; ".join(parts)
    if isinstance(action, UseCharge) and before.charges[p][action.charge][0] == REROLL:
        return f"now {after.values[action.die]}"
    return ""
