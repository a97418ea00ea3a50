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
    "guild": "Blacksmith only: draw 2 guild cards, keep 1",
    "common": "Common contracts: an Assistant draws 1, the Blacksmith keeps 2",
    "military": "Military contracts: an Assistant draws 1, the Blacksmith keeps 2",
    "royal": "Royal contracts: an Assistant draws 1, the Blacksmith keeps 2",
    "architecture": "build Equipment, or draw 2 Architect cards and play 1",
    "engineering": "build a Tool, or draw 2 Engineer cards and play 1",
    "support": "hire an Assistant ({h} Gold) or train one (draw 2 training cards, keep 1)",
    "forge": "on your board: the Blacksmith forges a contract in hand",
}


def cost_text(cost) -> str:
    return ", ".join(f"{n} {RESOURCES[i]}" for i, n in enumerate(cost) if n) or "free"


def catalogue(c) -> dict:
    g = c.gathering
    places = []
    for key, text in LOCATION_TEXT.items():
        spots = g.get(key)
        places.append({"id": key, "name": PLACE_NAMES[key], "text": text.format(
            a="/".join(map(str, spots.assistants)) if spots else "", b=spots.smith_bonus if spots else 0,
            s=spots.smith if spots else 0, n=spots.then if spots else 0, t=c.trades_per_visit, h=c.hire_cost)})
    return {
        "locations": places,
        "track": [RESOURCES[r] for r in c.track],
        "prices": dict(zip(RESOURCES[1:], c.prices)),
        "tokens": [dict(asdict(t), cost=cost_text(t.cost)) for t in c.tokens],
        "contracts": [dict(asdict(k), deck=DECKS[k.deck], requires=list(k.requires)) for k in c.contracts],
        "development": [dict(asdict(d), deck=DEV_DECKS[d.deck]) for d in c.development],
        "training": [asdict(t) for t in c.training],
        "guilds": [dict(asdict(g), gain=cost_text(g.gain)) for g in c.guilds],
        "achievements": [dict(asdict(a), points=list(c.achievement_points)) for a in c.achievements],
        "guild_points": list(c.guild_points),
        "checksum": c.checksum,
    }


def run(args) -> int:
    c = load(args)
    data = catalogue(c)
    if getattr(args, "json", False):
        print(json.dumps(data, indent=1))
        return 0
    out = ["Forge", "", "Locations:"]
    out += [f"  {p['name']:<18} {p['text']}" for p in data["locations"]]
    out += ["", "Turn-order track: " + ", ".join(f"{i + 1}: {r}" for i, r in enumerate(data["track"])),
            "Trading Post prices: " + ", ".join(f"{k} {v}" for k, v in data["prices"].items()), "",
            "Tools and Equipment:"]
    out += [f"  {t['name']:<18} {t['row']:<9} cost {t['cost']:<26} {t['vp']} VP  [{t['source']}]" for t in data["tokens"]]
    for deck in DECKS:
        out += ["", f"{deck.capitalize()} contracts:"]
        for k in data["contracts"]:
            if k["deck"] == deck:
                goods = ", ".join(f"{k[r]} {r}" for r in ("wood", "metal", "gems") if k[r])
                need = "+".join(k["requires"]) or "-"
                out.append(f"  {k['name']:<24} skill {k['skill']} {goods:<22} needs {need:<18} helpers {k['assistants']}"
                           f"  {k['gold']:>2} Gold {k['vp']} VP  {k['product']:<9} {k['guild'] or '-':<11} [{k['source']}]")
    out += ["", "Development cards:"]
    out += [f"  {d['name']:<20} {d['deck']:<9} {d['guild'] or '-':<11} {d['text']}  [{d['source']}]" for d in data["development"]]
    out += ["", "Training cards:"]
    out += [f"  {t['name']:<12} {t['text']}  [{t['source']}]" for t in data["training"]]
    out += ["", "Guild cards:"]
    out += [f"  {g['name']:<28} {g['guild']:<11} gain {g['gain']}{', +%d skill' % g['skill'] if g['skill'] else ''}"
            f"  [{g['source']}]" for g in data["guilds"]]
    out += ["", "Achievement board (rows " + "/".join(map(str, c.achievement_points)) + " VP by arrival):"]
    out += [f"  {a['name']:<16} {a['text']}" for a in data["achievements"]]
    out += ["", "Guild points for 1-7 cards: " + ", ".join(map(str, c.guild_points))]
    print("\n".join(out))
    return 0
