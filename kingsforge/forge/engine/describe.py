"""Log sentences for Forge moves, in our own words (golden transcripts, headless logs)."""

from __future__ import annotations

from kingsforge.forge.engine import economy as eco
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Hammer, Place
from kingsforge.forge.engine.decisions import back_on_top
from kingsforge.forge.engine.state import State

PLACE_NAMES = {"forest": "the Forest", "mountains": "the Mountains", "mines": "the Mines",
               "trading_post": "the Trading Post", "market": "the Market", "guild": "the Guild",
               "common": "the City Commons", "military": "the Barracks", "royal": "the Castle",
               "architecture": "Architecture", "engineering": "Engineering", "support": "Support",
               "forge": "the Forge", "store_extension": "the Store Extension"}
GOODS_NAMES = ("Gold", "Wood", "Metal", "Brick", "Gems")
GOOD_NAMES_ONE = ("Gold", "Wood", "Metal", "Brick", "Gem")     # one of it: '+1 Gem'


def worker_name(worker: int) -> str:
    return "the Blacksmith" if worker == BLACKSMITH else f"Assistant {worker + 1}"


def card_name(s: State, kind: str, card: int) -> str:
    c = s.content
    if kind in ("opening", "contracts"):
        return c.contracts[card].name
    if kind == "develop":
        return c.development[card].name
    if kind == "train":
        return c.training[card].name
    return c.guilds[card].name


def goods_change(s: State, move) -> tuple[int, ...]:
    """How the mover's Gold, Wood, Metal, Brick and Gems change with `move` (played on a copy:
    gathering and the Market pay by arrival, the stores may be full, prices drop with cards)."""
    seat = s.current()
    after = s.clone()
    rules.apply_in_place(after, move)
    return tuple(a - b for a, b in zip(after.p[seat].res, s.p[seat].res))


def change_text(change, names=GOODS_NAMES, one=GOOD_NAMES_ONE) -> str:
    """'+4 Wood', '-8 Gold, +1 Gem' ('' when nothing changes); `one`: the names for one of a good."""
    return ", ".join(f"{n:+d} {(one if abs(n) == 1 else names)[i]}" for i, n in enumerate(change) if n)


def describe(s: State, move) -> str:
    """What `move` does, said before it is applied to `s`, with the goods it takes or pays."""
    text = _said(s, move)
    if isinstance(move, (Place, Choose)):
        change = change_text(goods_change(s, move))
        if change:
            text += f" ({change})"
    return text


def _said(s: State, move) -> str:
    who = f"P{s.current() + 1}" if s.current() is not None else "?"
    c = s.content
    if isinstance(move, Hammer):
        good = c.track[move.space]
        taken = f"+1 {GOOD_NAMES_ONE[good]}" if eco.track_gain(s, move.space) else \
            f"no {GOODS_NAMES[good]}: the stores are full"
        return f"{who} puts the turn hammer on space {move.space + 1} ({taken})"
    if isinstance(move, Choose):
        q = s.pending[0]
        option = q.options[move.option]
        if q.kind in ("opening", "contracts"):
            return f"{who} keeps " + " and ".join(card_name(s, q.kind, q.cards[i]) for i in option)
        if q.kind in ("guild", "develop", "train"):
            kept, on_top = option
            if kept < 0:
                top = back_on_top(q, option)        # which one goes back on top is the move's choice
                if top >= 0:
                    return f"{who} keeps nothing and puts {card_name(s, q.kind, top)} back on top"
                return f"{who} keeps nothing and returns the cards"
            where = "on top" if on_top else "at the bottom"
            rest = f", the other {where}" if len(q.cards) > 1 else ""
            return f"{who} keeps {card_name(s, q.kind, q.cards[kept])}{rest}"
        if q.kind == "free_tool":
            return f"{who} puts {c.tokens[option[0]].name} on the board for free"
        return f"{who} uses the Second Floor to {option[0]}"
    if isinstance(move, Place):
        where = PLACE_NAMES.get(move.location, move.location)
        text = f"{who} sends {worker_name(move.worker)} to {where}"
        if move.option == "smith":
            text += " (the Blacksmith's spot)"
        elif move.option == "build":
            text += f" to build {c.tokens[c.token_index[move.detail[0]]].name}"
        elif move.option:
            text += f" to {move.option}"
        if move.location == "trading_post":
            text += ": " + ", ".join(t.replace(":", " ") for t in move.detail)
        elif move.location == "forge":
            order = [d for d in move.detail if isinstance(d, str)]
            text += " to forge " + " and ".join(c.contracts[c.contract_index[i]].name for i in order)
            chosen = [d for d in move.detail if isinstance(d, int)]
            if chosen:
                text += ", helped by " + " and ".join(f"Assistant {a + 1}" for a in chosen)
        elif move.location == "store_extension":
            text += f" with {move.detail[0]} Metal"
        return text
    return f"{who} has nowhere to send the workers left and brings them home"
