"""Readable sentences for moves, for the move log and golden transcripts.

Sentences come from kingsforge.engine.words: English by default, or another
language when the caller passes `words=` (see docs/i18n.md).
"""

from __future__ import annotations

from collections import Counter

from kingsforge.engine import abilities, decisions
from kingsforge.engine import kept, requests
from kingsforge.engine.actions import Claim, Craft, Decide, Dock, EndTurn, Pass, Roll, UseAbility, UseCharge, Visit
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL
from kingsforge.engine.state import State
from kingsforge.engine.words import ENGLISH_WORDS, Ref, Words, craft_ref, gather_ref, visitor_ref


def player_name(names, p: int, words: Words = ENGLISH_WORDS) -> str:
    return names[p] if names and p < len(names) else words("player.default", n=p + 1)


def _die_ref(c, die: int) -> Ref:
    type_id = c.die_types[c.die_type_of[die]].id
    return Ref("die", type_id, type_id.replace("_", " "))


def dice_text(s: State, dice, with_values: bool = False, words: Words = ENGLISH_WORDS) -> str:
    c = s.content
    if not dice:
        return words("dice.none")
    if with_values:
        return ", ".join(words("dice.value", die=_die_ref(c, d), value=s.values[d]) for d in dice)
    counts = Counter(c.die_types[c.die_type_of[d]].id for d in dice)
    return ", ".join(words.count("dice.count", n, die=Ref("die", t, t.replace("_", " "))) for t, n in counts.items())


def describe(s: State, action, names=None, words: Words = ENGLISH_WORDS) -> str:
    """What `action` does in state `s` (the state before the move)."""
    c = s.content
    who = player_name(names, s.turn, words)
    if isinstance(action, Claim):
        option = c.gather[action.card].options[action.option].label
        params = dict(who=who, card=gather_ref(c, action.card), option=Ref("option", option, option))
        if not action.dice:
            return words("move.claim_free", **params)
        return words("move.claim", dice=dice_text(s, action.dice, words=words), **params)
    if isinstance(action, Visit):
        card = visitor_ref(c, action.card)
        if action.option == 0:
            return words("move.visit_gift", who=who, card=card)
        return words("move.visit", who=who, card=card, dice=dice_text(s, action.dice, words=words))
    if isinstance(action, Dock):
        dock = c.dock_actions[action.action]
        return words("move.dock", who=who, card=gather_ref(c, action.discard),
                     dock=Ref("dock", dock.dock_id, dock.dock_name), action=dock.option.label,
                     dice=dice_text(s, action.dice, words=words))
    if isinstance(action, Pass):
        if action.benefit:
            if action.benefit in c.token_ids:
                name = c.token_names[c.token_index(action.benefit)]
                return words("move.pass_token", who=who, token=Ref("token", action.benefit, name))
            return words("move.pass_die", who=who,
                         die=Ref("die", action.benefit, action.benefit.replace("_", " ")))
        return words("move.pass", who=who)
    if isinstance(action, Roll):
        return words("move.roll", who=who)
    if isinstance(action, UseCharge):
        kind, amount, _group, _ = s.charges[s.turn][action.charge]
        die = dice_text(s, (action.die,), with_values=True, words=words)
        key = {BONUS: "move.bonus", FLIP: "move.flip", REROLL: "move.reroll", AUTO6: "move.auto6"}[kind]
        return words(key, who=who, amount=amount, die=die)
    if isinstance(action, Craft):
        held = s.crafted_by(action.card)
        card = craft_ref(c, action.card)
        dice = dice_text(s, action.dice, with_values=True, words=words)
        if c.craft[action.card].tile is not None:
            # a tile is named by the exotic die it pays, as the table shows it: "the Grimstone tile"
            gives = c.die_types[c.craft[action.card].tile.gives]
            card = Ref("die", gives.id, gives.name)
            if held is not None:
                return words("move.outbid", who=who, victim=player_name(names, held[0], words), card=card,
                             dice=dice)
            return words("move.bid", who=who, card=card, dice=dice)
        if held is not None:
            return words("move.outcraft", who=who, victim=player_name(names, held[0], words), card=card,
                         dice=dice)
        return words("move.craft", who=who, card=card, dice=dice)
    if isinstance(action, EndTurn):
        return words("move.end_turn", who=who)
    if isinstance(action, UseAbility):
        return _ability_text(s, action, who, words)
    if isinstance(action, Decide) and s.pending:
        return _decision_text(s, s.pending[0], action.choice, names, who, words)
    return repr(action)


def _decision_text(s: State, d, choice, names, who: str, words: Words) -> str:
    c = s.content
    if d.kind == decisions.HAND_OUT:
        die = dice_text(s, d.dice[:1], with_values=d.extra == decisions.TO_SUPPLY, words=words)
        return words("move.hand_out", who=who, die=die, other=player_name(names, choice, words))
    if d.kind == decisions.DECLARE:
        colour = c.colours[choice]
        die = c.die_types[d.extra]
        return words("move.declare", who=who, die=Ref("die", die.id, die.name), colour=Ref("die", colour, colour))
    if d.kind == decisions.ESCAPE:
        card = c.escape[d.extra]
        ref = Ref("escape", card.id, card.name)
        if choice == decisions.NOTHING:
            return words("move.escape_nothing", who=who, card=ref)
        die = c.die_types[choice]
        return words("move.escape", who=who, card=ref, die=Ref("die", die.id, die.id))
    if d.kind == decisions.PREROLL:
        return words("move.preroll", who=who, dice=dice_text(s, choice, words=words))
    if d.kind == abilities.OBEY:
        card = craft_ref(c, d.extra)
        other = player_name(names, d.who[0], words)
        if choice == decisions.NOTHING:
            return words("move.obey_no", who=who, card=card, other=other)
        return words("move.obey", who=who, card=card, other=other,
                     die=dice_text(s, (choice,), with_values=True, words=words))
    if d.kind == abilities.PICK:
        card = c.die_cards[choice]
        return words("move.pick_card", who=who, card=Ref("die_card", card.id, card.name))
    return _kept_text(s, d, choice, who, words)


def _ability_text(s: State, action, who: str, words: Words) -> str:
    """A deluxe card's ability used (engine/abilities.py): one sentence per primitive."""
    c = s.content
    card = craft_ref(c, action.card)
    ability = c.craft[action.card].ability[action.option]
    params = dict(who=who, card=card)
    if ability.kind in ("gain", "pick"):
        kind = c.die_types[ability.die]
        params["die"] = Ref("die", kind.id, kind.name.lower())
    elif ability.kind == "next_round":
        params["dice"] = dice_text(s, action.dice, words=words)
    else:
        params["die"] = dice_text(s, action.dice, with_values=True, words=words)
        params["amount"] = ability.amount
    return words(f"move.ability_{ability.kind}", **params)


def _kept_text(s: State, d, choice, who: str, words: Words) -> str:
    """Sentences for the decisions of kept dice and paired cards (engine/kept.py)."""
    c = s.content

    def type_ref(t):
        kind = c.die_types[t]
        return Ref("die", kind.id, kind.name.lower())

    if d.kind == kept.READY:
        if choice == kept.DONE:
            return words("move.ready_done", who=who)
        die = choice[0]
        entry = kept._entry(s, die)
        if entry is not None:
            card = c.die_cards[entry[1]]
            return words("move.ready_paired", who=who, die=type_ref(c.die_type_of[die]),
                         card=Ref("die_card", card.id, card.name))
        return words("move.ready", who=who, die=type_ref(c.die_type_of[die]))
    if d.kind == kept.COPY:
        die = type_ref(c.die_type_of[d.extra])
        if choice == decisions.NOTHING:
            return words("move.copy_nothing", who=who, die=die)
        return words("move.copy", who=who, die=die, other=type_ref(choice))
    if d.kind == kept.HARVEST:
        if choice == kept.DONE:
            return words("move.harvest_done", who=who)
        return words("move.harvest", who=who, die=type_ref(c.die_type_of[choice[0]]), other=type_ref(choice[1]),
                     value=s.grown)
    if d.kind == kept.STONE:
        entry = kept._entry(s, d.extra)
        card = c.die_cards[entry[1]] if entry is not None else None
        ref = Ref("die_card", card.id, card.name) if card else type_ref(c.die_type_of[d.extra])
        targets = choice[1:] if card is not None and card.kind == "match" and choice else choice
        if not targets:
            return words("move.stone_nothing", who=who, card=ref)
        return words("move.stone", who=who, card=ref, dice=dice_text(s, targets, with_values=True, words=words))
    if d.kind == kept.KEEP_CARD:
        card = c.die_cards[choice]
        return words("move.keep_card", who=who, card=Ref("die_card", card.id, card.name))
    return _request_text(s, d, choice, who, words, type_ref)


def _request_text(s: State, d, choice, who: str, words: Words, type_ref) -> str:
    """Sentences for the decisions of Ambassador Requests (engine/requests.py)."""
    if d.kind == requests.REQUEST:
        if choice == requests.RANDOM:
            return words("move.request_random", who=who)
        return words("move.request", who=who, card=craft_ref(s.content, choice))
    if d.kind == requests.SET_ASIDE:
        if choice == requests.KEEP_ALL:
            return words("move.set_aside_none", who=who)
        return words("move.set_aside", who=who, die=dice_text(s, (choice,), with_values=True, words=words))
    if d.kind == requests.FITTEST:
        card = next((k for q, k, _s, _o in s.rewarded if q == d.player), -1)
        ref = craft_ref(s.content, card) if card >= 0 else Ref("craft", "?", "?")
        return words("move.fittest", who=who, die=type_ref(choice), card=ref)
    return repr(choice)


def outcome(before: State, after: State, action, names=None, words: Words = ENGLISH_WORDS) -> str:
    """What chance decided during the move (rolls, revealed cards), or ''."""
    c = after.content
    p = before.turn
    if isinstance(action, Roll):
        if after.rolled[p]:
            text = words("outcome.rolled", dice=dice_text(after, after.rolled[p], with_values=True, words=words))
        else:
            text = words("outcome.rolled_nothing")
        lost = len(before.supply[p]) + (len(before.smithy[p]) if before.roll_smithy[p] else 0) - len(after.rolled[p])
        return text + ("; " + words.count("outcome.cancelled", lost) if lost else "")
    if isinstance(action, (Claim, Dock)):
        parts = []
        if after.cemetery is not None and before.cemetery is None:
            parts.append(words("outcome.cemetery", value=after.values[after.cemetery[1]]))
        handed = [d for d in after.pending if d.kind == decisions.HAND_OUT and d.extra == decisions.TO_SUPPLY]
        if handed and not before.pending:
            parts.append(words("outcome.rolled", dice=dice_text(after, handed[0].dice, with_values=True,
                                                                 words=words)))
        new = [x for x in after.gather_row if x not in before.gather_row and x >= 0]
        if after.phase == before.phase and new:
            parts.append(words("outcome.revealed", cards=", ".join(words.name(gather_ref(c, x)) for x in new)))
        return "; ".join(parts)
    if isinstance(action, UseCharge) and before.charges[p][action.charge][0] == REROLL:
        return words("outcome.reroll", value=after.values[action.die])
    if isinstance(action, UseAbility) and action.dice and abilities.reveals(before, action):
        return words("outcome.reroll", value=after.values[action.dice[0]])
    if isinstance(action, Decide) and before.pending and before.pending[0].kind == abilities.OBEY \
            and action.choice != decisions.NOTHING:
        return words("outcome.reroll", value=after.values[action.choice])
    if isinstance(action, Decide) and before.pending and before.pending[0].kind == decisions.PREROLL:
        return words("outcome.rolled", dice=dice_text(after, action.choice, with_values=True, words=words)) \
            if action.choice else ""
    if isinstance(action, Decide) and before.pending and before.pending[0].kind in (requests.SET_ASIDE,
                                                                                    requests.REQUEST):
        d = before.pending[0]
        if d.kind == requests.REQUEST:        # a random draw: which request came
            drawn = [k for k in after.beside if k not in before.beside]
            return words("outcome.revealed", cards=words.name(craft_ref(c, drawn[0]))) \
                if action.choice == requests.RANDOM and drawn else ""
        if action.choice == requests.KEEP_ALL:
            return ""
        again = [x for x in before.rolled[d.player] if x != action.choice]
        return words("outcome.rolled", dice=dice_text(after, again, with_values=True, words=words))
    return ""
