"""`kingsforge cards --game forge [--json]`: every location, token, card and the achievement
board of Forge, with where each comes from (`source: rulebook` or `house`)."""

from __future__ import annotations

import json
from dataclasses import asdict

from kingsforge.forge.commands import load
from kingsforge.forge.content import DECKS, DEV_DECKS, RESOURCES
from kingsforge.forge.engine.describe import PLACE_NAMES

LOCATION_TEXT = {
    "forest": "Wood: Assistants {a}; the Blacksmith the next value + {b}",
    "mountains": "Metal: Assistants {a}; the Blacksmith the next value + {b}",
    "mines": "Gems: Assistants {a}; the Blacksmith {s}",
    "trading_post": "{t} trades a visit at the player-aid prices; Assistants only; repeat visits",
    "market": "Gold: Assistants {a}, then {n} each; Assistants only; repeat visits",
    "guild": "{guild_visitors}: draw 2 guild cards, keep 1",
    "common": "Common contracts: an Assistant draws 1, the Blacksmith keeps 2",
    "military": "Military contracts: an Assistant draws 1, the Blacksmith keeps 2",
    "royal": "Royal contracts: an Assistant draws 1, the Blacksmith keeps 2",
    "architecture": "build Equipment, or draw 2 Architect cards and play 1",
    "engineering": "build a Tool, or draw 2 Engineer cards and play 1",
    "support": "hire an Assistant ({h} Gold) or train one (draw 2 training cards, keep 1)",
    "forge": "on your board: {forger} forges a contract in hand",
}
SINGULAR = {"gems": "gem"}          # the other goods (gold, wood, metal, brick) read as amounts


def amount_text(n: int, good: str) -> str:
    """'1 gem', '2 gems', '3 wood'."""
    return f"{n} {SINGULAR.get(good, good) if n == 1 else good}"


def cost_text(cost) -> str:
    return ", ".join(amount_text(n, RESOURCES[i]) for i, n in enumerate(cost) if n) or "free"


def gift_text(card) -> str:
    """What a guild card gives when drawn: its goods, its skill, or both."""
    parts = [amount_text(n, RESOURCES[i]) for i, n in enumerate(card.gain) if n]
    return ", ".join(parts + ([f"+{card.skill} skill"] if card.skill else [])) or "nothing"


def _trained(c, effect: str) -> str:
    """The name of the training card with this effect ('' when the deck has none)."""
    return next((t.name for t in c.training if t.effect == effect), "")


def catalogue(c) -> dict:
    g = c.gathering
    # who may visit the Guild and work the Forge: the Blacksmith, and an Assistant whose
    # training card allows it (docs/rulings.md, "The Guild and the Clerk"; the Journeyman)
    clerk, journeyman = _trained(c, "clerk"), _trained(c, "journeyman")
    guild = f"the Blacksmith, or an Assistant trained as a {clerk}" if clerk else "Blacksmith only"
    forger = f"the Blacksmith (or an Assistant trained as a {journeyman})" if journeyman else "the Blacksmith"
    places = []
    for key, text in LOCATION_TEXT.items():
        spots = g.get(key)
        places.append({"id": key, "name": PLACE_NAMES[key], "text": text.format(
            a="/".join(map(str, spots.assistants)) if spots else "", b=spots.smith_bonus if spots else 0,
            s=spots.smith if spots else 0, n=spots.then if spots else 0, t=c.trades_per_visit, h=c.hire_cost,
            guild_visitors=guild, forger=forger)})
    return {
        "locations": places,
        "track": [RESOURCES[r] for r in c.track],
        "prices": dict(zip(RESOURCES[1:], c.prices)),
        "tokens": [dict(asdict(t), cost=cost_text(t.cost)) for t in c.tokens],
        "contracts": [dict(asdict(k), deck=DECKS[k.deck], requires=list(k.requires)) for k in c.contracts],
        "development": [dict(asdict(d), deck=DEV_DECKS[d.deck]) for d in c.development],
        "training": [asdict(t) for t in c.training],
        "guilds": [dict(asdict(g), gain=gift_text(g)) for g in c.guilds],
        "achievements": [dict(asdict(a), points=list(c.achievement_points)) for a in c.achievements],
        "guild_points": list(c.guild_points),
        "checksum": c.checksum,
    }


def columns(rows: list[list[str]], right: tuple = ()) -> list[str]:
    """Rows of cells as lines, each column as wide as its widest cell (`right`: the columns
    aligned to the right), so every row of a table lines up whatever the data holds."""
    if not rows:
        return []
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  " + "  ".join(cell.rjust(w) if i in right else cell.ljust(w)
                             for i, (cell, w) in enumerate(zip(row, widths))).rstrip() for row in rows]


def _contract_cells(k: dict) -> list[str]:
    goods = ", ".join(amount_text(k[r], r) for r in ("wood", "metal", "gems") if k[r])
    return [k["name"], f"skill {k['skill']}", goods, "needs " + ("+".join(k["requires"]) or "-"),
            f"helpers {k['assistants']}", f"{k['gold']} Gold", f"{k['vp']} VP", k["product"], k["guild"] or "-",
            f"[{k['source']}]"]


def run(args) -> int:
    c = load(args)
    data = catalogue(c)
    if getattr(args, "json", False):
        print(json.dumps(data, indent=1))
        return 0
    out = ["Forge", "", "Locations:"]
    out += columns([[p["name"], p["text"]] for p in data["locations"]])
    out += ["", "Turn-order track: " + ", ".join(f"{i + 1}: {r}" for i, r in enumerate(data["track"])),
            "Trading Post prices: " + ", ".join(f"{k} {v}" for k, v in data["prices"].items()), "",
            "Tools and Equipment:"]
    out += columns([[t["name"], t["row"], f"cost {t['cost']}", f"{t['vp']} VP", f"[{t['source']}]"]
                    for t in data["tokens"]], right=(3,))
    # one set of widths for the three decks, so their tables line up with each other too
    lines = columns([_contract_cells(k) for k in data["contracts"]], right=(5, 6))
    for deck in DECKS:
        out += ["", f"{deck.capitalize()} contracts:"]
        out += [line for k, line in zip(data["contracts"], lines) if k["deck"] == deck]
    out += ["", "Development cards:"]
    out += columns([[d["name"], d["deck"], d["guild"] or "-", f"{d['text']}  [{d['source']}]"]
                    for d in data["development"]])
    out += ["", "Training cards:"]
    out += columns([[t["name"], f"{t['text']}  [{t['source']}]"] for t in data["training"]])
    out += ["", "Guild cards:"]
    out += columns([[g["name"], g["guild"], f"gives {g['gain']}", f"[{g['source']}]"] for g in data["guilds"]])
    out += ["", "Achievement board (rows " + "/".join(map(str, c.achievement_points)) + " VP by arrival):"]
    out += columns([[a["name"], a["text"]] for a in data["achievements"]])
    out += ["", "Guild points for 1-7 cards: " + ", ".join(map(str, c.guild_points))]
    print("\n".join(out))
    return 0
