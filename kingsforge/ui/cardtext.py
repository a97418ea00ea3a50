"""Short labels and sentences for what a gather or dock option gives.

Cards draw their rewards as small icons ("gain 2 metal" = two metal dice) and
chips ("+2", "Flip"); the zoomed card and tooltips use the sentences. Every
text comes from kingsforge.i18n, so it follows the chosen language.
"""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.i18n import t


def _type_id(content, index: int) -> str:
    return content.die_types[index].id


def reward_parts(content, effect) -> list[tuple]:
    """Drawable parts: ("dice", type_id, count, to_supply) or ("chip", text)."""
    k = effect.kind
    if k == "gain":
        return [("dice", _type_id(content, t_), n, effect.to_supply) for t_, n in effect.dice]
    if k == "token":
        return [("chip", _token_short(content, effect.token))]
    if k == "bonus":
        if getattr(effect, "colours", None):          # a coloured bonus: +n on its colour's field
            return [("plus", effect.amounts[0], effect.colours)]
        return [("chip", "+" + "/+".join(str(a) for a in effect.amounts))]
    if k == "exotic":                                  # a kept die (with its card for a Grimstone)
        return [("dice", _type_id(content, t_), n, False) for t_, n in effect.dice]
    if k == "flip":
        return [("chip", t("chip.flip") if effect.count <= 1 else t("chip.flip_n", n=effect.count))]
    if k == "reroll":
        return [("chip", t("chip.reroll") if effect.count <= 1 else t("chip.reroll_n", n=effect.count))]
    if k == "auto6":
        return [("chip", t("chip.auto6"))]
    if k == "roll_smithy":
        return [("chip", t("chip.roll_smithy"))]
    if k == "cemetery":
        return [("chip", t("chip.cemetery"))]
    if k == "gain_by_count":
        return [("chip", t("chip.by_count"))]
    # a module's effect: its chip text in the module's lang files (chip.<kind>, {n} its count)
    return [("chip", t(f"chip.{k}", n=effect.count) if i18n.has(f"chip.{k}", i18n.DEFAULT) else k)]


def _token_short(content, token: int) -> str:
    key = f"token_short.{content.token_ids[token]}"
    return t(key) if i18n.has(key, i18n.DEFAULT) else i18n.token_name(content, token)


def _die_word(content, index: int) -> str:
    die_type = content.die_types[index]
    return i18n.die_word(die_type.id, die_type.name.lower())


def _dice_words(content, gains) -> str:
    return i18n.join_list(i18n.plural("effect.dice", n, die=_die_word(content, t_)) for t_, n in gains)


def effect_sentence(content, effect) -> str:
    k = effect.kind
    if k == "gain":
        if any(content.die_types[t_].keeps for t_, _n in effect.dice):      # an exotic die: onto the mini card
            return t("effect.exotic", dice=_dice_words(content, effect.dice))
        key = "effect.gain_supply" if effect.to_supply else "effect.gain_smithy"
        return t(key, dice=_dice_words(content, effect.dice))
    if k == "token":
        return t("effect.token", token=i18n.token_name(content, effect.token))
    if k == "bonus":
        if getattr(effect, "colours", None):
            colour = i18n.join_list(i18n.die_word(content.colours[c], content.colours[c]) for c in sorted(effect.colours))
            return t("effect.bonus_colour", amount=effect.amounts[0], colour=colour)
        if len(effect.amounts) == 1:
            return t("effect.bonus", amount=effect.amounts[0])
        return t("effect.bonus_split", amounts=", ".join(f"+{a}" for a in effect.amounts))
    if k in ("flip", "reroll", "auto6"):
        return i18n.plural(f"effect.{k}", effect.count)
    if k in ("roll_smithy", "cemetery"):
        return t(f"effect.{k}")
    if k == "exotic":
        dice = _dice_words(content, effect.dice)
        if effect.count:
            return t("effect.exotic_card", dice=dice, n=effect.count)
        return t("effect.exotic", dice=dice)
    if k == "gain_by_count":
        rows = "; ".join(t("effect.by_count_row", n=n, dice=_dice_words(content, g)) for n, g in effect.table)
        return t("effect.by_count", rows=rows)
    # a module's effect: its sentence in the module's lang files (effect.<kind>, or .one/.other by
    # its count), with {n} its count and {dice} the dice it names
    params = {"dice": _dice_words(content, effect.dice)}
    if i18n.has(f"effect.{k}.one", i18n.DEFAULT):
        return i18n.plural(f"effect.{k}", effect.count, **params)
    return t(f"effect.{k}", n=effect.count, **params) if i18n.has(f"effect.{k}", i18n.DEFAULT) else k


def _box_cost(box, n: int) -> str:
    if box.label == "any":
        text = t("cost.any") if n == 1 else t("cost.any_n", n=n)
    else:
        words = i18n.box_words(box.label)
        text = t("cost.box", box=words) if n == 1 else t("cost.box_n", n=n, box=words)
    return i18n.plural("cost.used_up", n, box=text) if box.consumed else text


def option_sentence(content, option) -> str:
    effects = " ".join(effect_sentence(content, e) for e in option.effects)
    if option.take_all:
        cost = t("cost.all")
    elif not option.boxes:
        return t("cost.free_sentence", effects=effects)
    else:
        counts: dict = {}
        for box in option.boxes:           # identical boxes are said once: "3 metal dice"
            counts[box] = counts.get(box, 0) + 1
        cost = ", ".join(_box_cost(box, n) for box, n in counts.items())
    return t("cost.sentence", cost=cost, effects=effects)


def charge_label(kind: str, amount: int) -> str:
    key = f"charge.{kind}"
    return t(key, amount=amount) if i18n.has(key, i18n.DEFAULT) else kind


def charge_help(kind: str, amount: int) -> str:
    key = f"charge_help.{kind}"
    return t(key, amount=amount) if i18n.has(key, i18n.DEFAULT) else ""


# --- deluxe cards' once-a-game abilities (engine/abilities.py) ---------------------------------
def _ability_die(content, ability) -> str:
    """The dice an ability works on, in words: one type's name, 'exotic' for several, or the
    colours (the Opal's 'wood or gem')."""
    if ability.die >= 0:
        return _die_word(content, ability.die)
    if ability.colours:
        return t("box.or").join(i18n.die_word(content.colours[c], content.colours[c]) for c in sorted(ability.colours))
    if len(ability.types) == 1:
        return _die_word(content, next(iter(ability.types)))
    return t("ability.exotic")


def ability_short(content, ability) -> str:
    """A chip's label: 'Re-roll aether ore', '+2 borealis', 'Toy Factory'."""
    return t(f"ability.short.{ability.kind}", die=_ability_die(content, ability), amount=ability.amount)


def ability_sentence(content, ability) -> str:
    option = option_sentence(content, ability.option) if ability.option is not None else ""
    return t(f"ability.sentence.{ability.kind}", die=_ability_die(content, ability), amount=ability.amount,
             option=option)


def card_ability(content, card) -> str:
    """The whole ability of a deluxe card, for the zoomed card, its tooltip and the rules."""
    joint = "; " + t("ability.or") + " "
    options = joint.join(ability_sentence(content, a) for a in card.ability)
    return t("ability.card", options=options.rstrip("."))   # a Toy Factory's option ends a sentence of its own
