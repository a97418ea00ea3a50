"""Short labels and sentences for what a gather or dock option gives.

Cards draw their rewards as small icons ("gain 2 metal" = two metal dice) and
chips ("+2", "Flip"); the zoomed card and tooltips use the sentences.
"""

from __future__ import annotations


def _type_id(content, index: int) -> str:
    return content.die_types[index].id


def reward_parts(content, effect) -> list[tuple]:
    """Drawable parts: ("dice", type_id, count, to_supply) or ("chip", text)."""
    k = effect.kind
    if k == "gain":
        return [("dice", _type_id(content, t), n, effect.to_supply) for t, n in effect.dice]
    if k == "token":
        return [("chip", _token_short(content, effect.token))]
    if k == "bonus":
        return [("chip", "+" + "/+".join(str(a) for a in effect.amounts))]
    if k == "flip":
        return [("chip", "Flip" if effect.count <= 1 else f"Flip ×{effect.count}")]
    if k == "reroll":
        return [("chip", "Re-roll" if effect.count <= 1 else f"Re-roll ×{effect.count}")]
    if k == "auto6":
        return [("chip", "Make 6")]
    if k == "roll_smithy":
        return [("chip", "Roll smithy")]
    if k == "cemetery":
        return [("chip", "Cemetery die")]
    if k == "gain_by_count":
        return [("chip", "By count")]
    return [("chip", k)]


def _token_short(content, token: int) -> str:
    tid = content.token_ids[token]
    return {"auto6": "Auto 6", "plus_one_one": "+1/+1"}.get(tid, content.token_names[token])


def _dice_words(content, gains) -> str:
    parts = []
    for t, n in gains:
        name = content.die_types[t].name.lower()
        parts.append(f"{n} {name} {'die' if n == 1 else 'dice'}")
    return " and ".join(parts)


def effect_sentence(content, effect) -> str:
    k = effect.kind
    if k == "gain":
        where = "straight into your supply" if effect.to_supply else "onto your smithy (usable next round)"
        return f"Gain {_dice_words(content, effect.dice)} {where}."
    if k == "token":
        return f"Take the {content.token_names[effect.token]} token for this round."
    if k == "bonus":
        if len(effect.amounts) == 1:
            return f"After rolling, add {effect.amounts[0]} to one of your dice."
        amounts = ", ".join(f"+{a}" for a in effect.amounts)
        return f"After rolling, add {amounts}, each to a different die."
    if k == "flip":
        return f"After rolling, turn {effect.count} of your dice to the opposite face."
    if k == "reroll":
        return f"After rolling, roll {effect.count} of your dice again."
    if k == "auto6":
        return f"After rolling, turn {effect.count} of your dice to 6."
    if k == "roll_smithy":
        return "This round you also roll the dice waiting on your smithy."
    if k == "cemetery":
        return "Roll the Cemetery die onto this card: this round, any die that rolls its number is lost."
    if k == "gain_by_count":
        rows = "; ".join(f"{n}+ dice: {_dice_words(content, g)}" for n, g in effect.table)
        return f"Pay every die in your supply and gain by how many you paid ({rows})."
    return k


def option_sentence(content, option) -> str:
    if option.take_all:
        cost = "every die in your supply"
    elif not option.boxes:
        cost = "nothing"
    else:
        labels = [("any die" if b.label == "any" else f"a {b.label.replace('|', ' or ')} die")
                  + (" (used up)" if b.consumed else "") for b in option.boxes]
        cost = ", ".join(labels)
    effects = " ".join(effect_sentence(content, e) for e in option.effects)
    return f"Pay {cost}. {effects}"


CHARGE_LABELS = {"bonus": "+{amount}", "flip": "Flip", "reroll": "Re-roll", "auto6": "Make 6"}
CHARGE_HELP = {
    "bonus": "Drag onto one of your rolled dice to add {amount} to it.",
    "flip": "Drag onto a rolled die to turn it to its opposite face.",
    "reroll": "Drag onto a rolled die to roll it again.",
    "auto6": "Drag onto a rolled die to turn it to 6.",
}


def charge_label(kind: str, amount: int) -> str:
    return CHARGE_LABELS.get(kind, kind).format(amount=amount)


def charge_help(kind: str, amount: int) -> str:
    return CHARGE_HELP.get(kind, "").format(amount=amount)
