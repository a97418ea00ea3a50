"""What the Hint button shows: Normal's move with its reason, and exact craft odds.

The work (suggest, card_odds) runs in the AI worker (aiworker.py), never on the
frame loop: Normal thinks for up to ~0.1 s and the exact odds of a big pool
with several bonuses can take seconds. It prefers the AI's own advisor,
kingsforge/ai/hints.py (hint(state), display_odds(state, player)), and falls
back to Normal through headless.SeatBot and engine/odds.py craft_odds. The
results cross back as plain data, and the table words them in the player's
language (move_text, reason_text, percent). No pygame here.

Odds are those of the player's supply (and the smithy dice too with the
Astrologer) rolled now, with this round's unused bonuses and the Cemetery die's
value -- exactly craft_odds(pool, card.slots, content.fits, charges, cemetery).
During a craft turn the cards crafted this round by others get out-craft odds
(the same with floor = the values on the card). After the roll they say whether
the rolled dice fill the card now (1 or 0, re-rolls aside), as hints.py does.
"""

from __future__ import annotations

from fractions import Fraction

from kingsforge.engine import rules
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Dock,
    EndTurn,
    Harvest,
    Pass,
    Roll,
    UseCharge,
    Visit,
)
from kingsforge.engine.state import CRAFT, GATHER


def _hints():
    try:
        from kingsforge.ai import hints
    except ImportError:
        return None
    return hints if callable(getattr(hints, "hint", None)) else None


# ----------------------------------------------------------------- the move
def suggest(state, fallback_bot, move: int):
    """(action or None, reason data) for the player to move: Normal's choice."""
    legal = rules.legal_actions(state)
    if not legal:
        return None, {"kind": "none"}
    action = None
    hints = _hints()
    if hints is not None:
        try:
            action = hints.hint(state)[0]
        except Exception:        # a bug in the advisor must not cost the player the hint
            action = None
    if action is None or rules.check(state, action) is not None:
        action = fallback_bot.choose(state, legal, move)
    return action, reason(state, action)


def reason(state, action) -> dict:
    """Why the move is good, as plain data (reason_text words it)."""
    p = state.turn
    if state.phase == GATHER and isinstance(action, (Claim, Dock, Pass, Visit)):
        try:
            from kingsforge.ai.evaluate import project

            before = project(state)[p]
            after = project(rules.apply(state, action, validate=False))[p]
        except Exception:
            return {"kind": "best"}
        return {"kind": "pass" if isinstance(action, Pass) else "gather",
                "now": [round(before.now, 2), round(after.now, 2)],
                "rate": [round(before.rate, 2), round(after.rate, 2)]}
    if isinstance(action, Roll):
        return {"kind": "roll"}
    if isinstance(action, UseCharge):
        kind = state.charges[p][action.charge][0]
        return {"kind": "reroll" if kind == "reroll" else "charge"}
    if isinstance(action, Craft):
        held = state.crafted_by(action.card)
        if held is not None:
            return {"kind": "steal", "owner": held[0]}
        return {"kind": "craft"}
    if isinstance(action, EndTurn):
        return {"kind": "end"}
    if isinstance(action, Harvest):
        return {"kind": "harvest"}
    return {"kind": "best"}


# ----------------------------------------------------------------- the odds
def cemetery_value(state):
    if state.cemetery is None:
        return None
    value = state.values[state.cemetery[1]]
    return value if 1 <= value <= 6 else None


def odds_targets(state, player: int) -> list[tuple[int, bool]]:
    """(card, out-craft?) for every card whose odds the table shows, display first."""
    out = [(card, False) for card in state.display]
    if state.phase == CRAFT and player == state.turn and not state.rolled[player]:
        out += [(card, True) for card, owner, _dice in state.crafted if owner != player]
    return out


def card_odds(state, player: int, card: int, steal: bool = False) -> Fraction:
    """The exact chance that `player` crafts (or out-crafts) `card`; see the module note."""
    content = state.content
    if state.rolled[player]:
        return Fraction(1 if _fills_now(state, player, card) else 0)
    from kingsforge.ai.evaluate import odds_charges, rollable_pool
    from kingsforge.engine.odds import craft_odds

    floor = None
    if steal:
        held = state.crafted_by(card)
        floor = tuple(state.values[d] for d in held[1]) if held is not None else None
    return craft_odds(rollable_pool(state, player), content.craft[card].slots, content.fits,
                      odds_charges(state, player), cemetery_value(state), floor,
                      restrict=content.craft[card].restrict)


def _fills_now(state, player: int, card: int) -> bool:
    hints = _hints()
    if hints is not None and callable(getattr(hints, "display_odds", None)):
        return hints.display_odds(state, player).get(card, 0.0) >= 1.0
    if player != state.turn:
        return False
    return any(isinstance(a, Craft) and a.card == card for a in rules.legal_actions(state))


# ----------------------------------------------------------------- words (UI side)
def move_text(state, action, names) -> str:
    """The suggested move as the move log would say it, in the current language."""
    from kingsforge import i18n
    from kingsforge.engine.describe import describe

    return describe(state, action, names, words=i18n.engine_words())


NOTICEABLE = 0.05       # a change in average wares smaller than this is not worth a sentence


def reason_text(why: dict, names=()) -> str:
    from kingsforge.i18n import t

    kind = why.get("kind", "best")
    if kind == "gather":
        # in plain words: what the move changes (this round's crafting, or later rounds'), or that
        # no move changes much; the figures are average wares crafted, only where they moved
        now, rate = why["now"], why["rate"]
        if now[1] - now[0] >= NOTICEABLE:
            return t("advice.why.gather_now", before=_num(now[0]), after=_num(now[1]))
        if rate[1] - rate[0] >= NOTICEABLE:
            return t("advice.why.gather_later", before=_num(rate[0]), after=_num(rate[1]))
        return t("advice.why.gather_even")
    if kind == "pass":
        now = why["now"][1]
        return t("advice.why.pass", now=_num(now)) if now >= NOTICEABLE else t("advice.why.pass_none")
    if kind == "steal":
        owner = why.get("owner", 0)
        return t("advice.why.steal", owner=names[owner] if owner < len(names) else "?")
    if kind in ("roll", "reroll", "charge", "craft", "end", "harvest", "none"):
        return t(f"advice.why.{kind}")
    return t("advice.why.best")


def _num(x: float) -> str:
    from kingsforge import i18n

    text = f"{x:.1f}"
    return text.replace(".", ",") if i18n.language() == "es" else text


def percent(value) -> str:
    """37%, <1%, >99%: exact odds as a player reads them."""
    from kingsforge.i18n import t

    value = Fraction(value)
    if value <= 0:
        shown = "0"
    elif value >= 1:
        shown = "100"
    elif value < Fraction(1, 200):
        return t("odds.less")
    elif value >= Fraction(199, 200):
        return t("odds.more")
    else:
        shown = str(int(value * 100 + Fraction(1, 2)))
    return t("odds.percent", value=shown)
