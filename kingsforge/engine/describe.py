"""Readable sentences for moves, for the move log and golden transcripts.

Sentences come from kingsforge.engine.words: English by default, or another
language when the caller passes `words=` (see docs/i18n.md).
"""

from __future__ import annotations

from kingsforge.engine import decisions
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Decide,
    Dock,
    EndTurn,
    Pass,
    Roll,
    UseCharge,
)
from kingsforge.engine.effects import declared_type
from kingsforge.engine.mechanism import ZONES, decision_kind, source_of
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL
from kingsforge.engine.state import State
from kingsforge.engine.words import (  # noqa: F401
    ENGLISH_WORDS,
    Ref,
    Words,
    craft_ref,
    dice_text,
    gather_ref,
    player_name,  # dice_text, player_name: the table reads them here
    reroll_text,
)


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
    if isinstance(action, Decide) and s.pending:
        return _decision_text(s, s.pending[0], action.choice, names, who, words)
    source = source_of(c, action)          # a mechanism's move: its source says it
    if source is not None and source.sentence is not None:
        return source.sentence(s, action, lambda p: player_name(names, p, words), words)
    return words("move.mechanism", who=who, move=type(action).__name__)


def _decision_text(s: State, d, choice, names, who: str, words: Words) -> str:
    c = s.content
    kind = decision_kind(d.kind)
    if kind is not None and kind.sentence is not None:     # a mechanism says its own decisions
        return kind.sentence(s, d, choice, lambda p: player_name(names, p, words), words)
    if d.kind == decisions.HAND_OUT:
        rolled = d.extra == decisions.TO_SUPPLY         # a rolled die is named by its value: "the conjurer 3"
        die = dice_text(s, d.dice[:1], with_values=rolled, words=words)
        return words("move.hand_out" if rolled else "move.hand_out_count", who=who, die=die,
                     other=player_name(names, choice, words))
    if d.kind == decisions.DECLARE:
        colour = c.colours[choice]
        die = c.die_types[d.extra]
        return words("move.declare", who=who, die=Ref("die", die.id, die.name), colour=Ref("die", colour, colour))
    if d.kind == decisions.PREROLL:
        return words("move.preroll", who=who, dice=dice_text(s, choice, words=words))
    return words("move.decide", who=who, choice=str(list(choice) if isinstance(choice, tuple) else choice))


def outcome(before: State, after: State, action, names=None, words: Words = ENGLISH_WORDS) -> str:
    """What chance decided during the move (rolls, revealed cards), then the decisions it
    settled by themselves that the log tells (DecisionKind.told: a penalty card drawn and
    resolved), or ''."""
    name = lambda p: player_name(names, p, words)  # noqa: E731
    zones = [line for zone in ZONES.values() if zone.told for line in zone.told(before, after, name, words)]
    return "; ".join(part for part in [_chance(before, after, action, names, words)] + _told(after, names, words)
                     + zones if part)


def _told(after: State, names, words: Words) -> list[str]:
    """The sentences of the decisions the move settled by itself that the log tells (state.told)."""
    return [_decision_text(met, d, choice, names, player_name(names, d.player, words), words)
            for met, d, choice in after.told]


def _chance(before: State, after: State, action, names, words: Words) -> str:
    c = after.content
    p = before.turn
    if isinstance(action, Roll):
        # the dice as they came up: a decision the roll settled by itself (a kept Grimstone with
        # one use) or a roll's own change (state.roll_changes) may have changed one since, and
        # its own sentence says so
        changes = after.roll_changes
        if after.told:
            after = after.told[0][0]
        if changes:
            after = after.clone()
            for die, value in changes:
                after.values[die] = value
        taken = before.to_roll(p)
        if not taken:                   # every die spent, or sitting out the round
            return words("outcome.no_dice")
        # a pre-rolled or handed-out die keeps the value it showed: said apart, not as rolled now
        shown = {die for die in taken if before.values[die]}
        fresh = [die for die in after.rolled[p] if die not in shown]
        kept = [die for die in after.rolled[p] if die in shown]
        parts = []
        if fresh or not kept or len(shown) < len(taken):
            parts.append(words("outcome.rolled", dice=dice_text(after, fresh, with_values=True, words=words))
                         if fresh else words("outcome.rolled_nothing"))
        if kept:
            parts.append(words.count("outcome.rolled_before", len(kept),
                                     dice=dice_text(after, kept, with_values=True, words=words)))
        # the dice the roll took that are not among the rolled ones: the Cemetery cancelled them
        # (dice sitting out the round, state.idle, were never taken)
        rolled = set(after.rolled[p])
        lost = sum(1 for die in taken if die not in rolled)
        if lost:
            parts.append(words.count("outcome.cancelled", lost))
        return "; ".join(parts)
    if isinstance(action, (Claim, Dock)):
        parts = []
        if after.cemetery is not None and before.cemetery is None:
            parts.append(words("outcome.cemetery", value=after.values[after.cemetery[1]]))
        handed = [] if before.pending else [d.dice for d in after.pending
                                             if d.kind == decisions.HAND_OUT and d.extra == decisions.TO_SUPPLY]
        if handed:
            parts.append(words("outcome.rolled", dice=dice_text(after, handed[0], with_values=True, words=words)))
        lost = _conjured(before, action) - (len(handed[0]) if handed else 0)
        if lost > 0:
            parts.append(words.count("outcome.cancelled", lost))
        new = [x for x in after.gather_row if x not in before.gather_row and x >= 0]
        if after.phase == before.phase and new:
            parts.append(words("outcome.revealed", cards=", ".join(words.name(gather_ref(c, x)) for x in new)))
        return "; ".join(parts)
    if isinstance(action, UseCharge) and before.charges[p][action.charge][0] == REROLL:
        return reroll_text(after, p, action.die, words)
    if isinstance(action, Decide) and before.pending and before.pending[0].kind == decisions.PREROLL:
        kept = [die for die in action.choice if after.values[die]]      # a cancelled die is back at 0
        text = words("outcome.rolled", dice=dice_text(after, kept, with_values=True, words=words)) if kept else ""
        lost = len(action.choice) - len(kept)
        return "; ".join(part for part in (text, words.count("outcome.cancelled", lost) if lost else "") if part)
    if isinstance(action, Decide) and before.pending:
        kind = decision_kind(before.pending[0].kind)
        if kind is not None and kind.outcome is not None:
            choice = tuple(action.choice) if isinstance(action.choice, list) else action.choice
            return kind.outcome(before, after, before.pending[0], choice, words)
        return ""
    source = source_of(c, action)
    if source is not None and source.outcome is not None:
        return source.outcome(before, after, action, words)
    return ""


def _conjured(before: State, action) -> int:
    """How many declared-type dice the move's `conjure` effect rolls (one a player, as the stock
    allows), or 0: the Cemetery may cancel some, which then leave no other trace."""
    c = before.content
    card = action.card if isinstance(action, Claim) else action.discard
    option = (c.gather[card].options[action.option] if isinstance(action, Claim)
              else c.dock_actions[action.action].option)
    if not any(e.kind == "conjure" for e in option.effects):
        return 0
    return min(before.n, len(before.stock[declared_type(c)]))
