"""`kingsforge cards [--modules M] [--json]`: every piece a module set puts in play.

Gather cards, visitors (Griffin's Landing: realm, gift, collaboration), dock tiles, craft cards
(rank, permanent bonus, restriction), bid tiles (Ambassador's Row: minimum bid, the die they give),
escape cards (copies), die types (with their properties, the
kept-die ones too), paired die cards (the Grimstone deck), tokens and the decks they make, each with the
module it comes from and its `source`. Die types and tokens carry no source of
their own in the YAML, so theirs is their module's (module.yaml `source`); dock
tiles and tokens are not tagged with a module in Content, so that is read from
the module files.
"""

from __future__ import annotations

import json
from pathlib import Path

from kingsforge.commands.content import load_for
from kingsforge.content.modules import load_order
from kingsforge.engine.model import Content, Effect, Option
from kingsforge.engine.restrictions import rule_id

KINDS = ("gather", "visitor", "dock", "craft", "tile", "escape", "die", "die_card", "token", "deck")
TITLES = {"gather": "gather cards", "visitor": "visitors", "dock": "dock tiles", "craft": "craft cards", "tile": "bid tiles",
          "escape": "escape cards", "die": "die types", "die_card": "die cards", "token": "tokens", "deck": "decks"}


def run(args) -> int:
    content = load_for(args)
    pieces = catalogue(content, args.data)
    if args.json:
        print(json.dumps({"modules": ["base", *content.module_ids], "pieces": pieces}, indent=2))
    else:
        print(format_table(pieces))
    return 0


def catalogue(content: Content, folder) -> dict[str, list[dict]]:
    """Kind -> rows (JSON-ready), each with id, name, module, source and the kind's own fields."""
    tagged = _yaml_modules(content, folder)
    module_source = {m.id: m.source for m in content.modules}
    colours = content.colours
    die_ids = [t.id for t in content.die_types]

    def head(piece_id, name, module, source):
        return {"id": piece_id, "name": name, "module": module, "source": source}

    out: dict[str, list[dict]] = {kind: [] for kind in KINDS}
    for card in content.gather:
        out["gather"].append(head(card.id, card.name, card.module, card.source) | {
            "always": card.always, "options": [option_text(content, o) for o in card.options]})
    for card in sorted(content.visitors, key=lambda v: (v.realm, v.index)):
        gift, collaboration = card.options
        out["visitor"].append(head(card.id, card.name, card.module, card.source) | {
            "realm": content.realms[card.realm][0], "gift": option_text(content, gift),
            "collaboration": option_text(content, collaboration)})
    for tile, (tile_id, name) in enumerate(content.docks):
        module, source = tagged["dock"].get(tile_id, ("base", ""))
        out["dock"].append(head(tile_id, name, module, source) | {
            "actions": [option_text(content, a.option) for a in content.dock_actions if a.dock == tile]})
    for card in content.craft:
        if card.tile is not None:
            out["tile"].append(head(card.id, card.name, card.module, card.source) | {
                "needs": [f"{colours[c]} {pips}" for c, pips in card.slots],
                "gives": die_ids[card.tile.gives], "draw": card.tile.draw})
    for card in sorted(content.craft, key=lambda c: c.rank):
        if card.tile is not None:
            continue
        entry = head(card.id, card.name, card.module, card.source) | {
            "rank": card.rank, "needs": [_need(content, card, j) for j in range(len(card.slots))],
            "permanent": _permanent(content, card.permanent),
            "restrict": [rule_id(rule) for rule in card.restrict]}
        if card.request or card.special:        # Ambassador Requests (engine/requests.py)
            entry |= {"request": card.request, "reward": _reward(content, card.reward),
                      "boost": die_ids[card.boost] if card.boost >= 0 else None}
        out["craft"].append(entry)
    for card in content.escape:
        out["escape"].append(head(card.id, card.name, card.module, card.source) | {
            "copies": card.copies, "effect": effect_text(content, card.effect)})
    for t in content.die_types:
        out["die"].append(head(t.id, t.name, t.module, module_source.get(t.module, "")) | {
            "count": t.count, "fits": "declared" if t.declared else "any" if t.wild else sorted(
                (colours[c] for c in t.fits), key=colours.index),
            "gather_use": t.gather_use, "declared": t.declared, "returns_to_stock": t.returns_to_stock,
            "player_die": t.player_die} | _kept_properties(content, t))
    for card in content.die_cards:
        out["die_card"].append(head(card.id, card.name, card.module, card.source) | {
            "copies": card.copies, "does": _card_does(card), "expires": card.expires})
    for i, token_id in enumerate(content.token_ids):
        module = tagged["token"].get(token_id, "base")
        out["token"].append(head(token_id, content.token_names[i], module, module_source.get(module, "")) | {
            "count": content.token_counts[i], "effects": [effect_text(content, e) for e in content.token_effects[i]]})
    out["deck"] = _decks(content, die_ids)
    return out


def _kept_properties(content: Content, t) -> dict:
    """A die type's kept-die properties (docs/modules.md, "Kept dice"); empty for other dice."""
    if not t.keeps:
        return {}
    ids = [x.id for x in content.die_types]
    return {"keeps": True, "rolled": t.rolled, "grows": t.grows,
            "harvest_as": [ids[x] for x in t.harvest_as], "copies_rolled": [ids[x] for x in t.copies_rolled],
            "per_turn": t.per_turn, "paired": t.paired,
            "on_return": [effect_text(content, e) for e in t.on_return]}


def _card_does(card) -> dict:
    """A paired card's effect, as its `does:` in the data files."""
    fields = {"match": ("match", "count", "otherwise"), "lowest": ("cap",), "highest": ("cap",),
              "feed": ("feed",)}.get(card.kind, ())
    return {"kind": card.kind} | {f: getattr(card, f) for f in fields if getattr(card, f)}


def _decks(content: Content, die_ids) -> list[dict]:
    setup = content.setup

    def deck(deck_id, name, cards, **fields):
        modules = list(dict.fromkeys(c.module for c in cards))
        sources = sorted({c.source for c in cards})
        return {"id": deck_id, "name": name, "module": ",".join(modules), "source": ",".join(sources),
                "cards": len(cards)} | fields

    players = sorted(setup.craft_cards)
    rows = [deck("gather", "Gather cards (random pool)", [c for c in content.gather if not c.always],
                 always_face_up=sum(c.always for c in content.gather), dealt=setup.gather_random,
                 face_up=setup.gather_face_up),
            deck("craft", "Craft deck", [c for c in content.craft if c.tile is None],
                 dealt={str(n): setup.craft_cards[n] for n in players}, display=setup.craft_display,
                 items_to_win={str(n): setup.items_to_win[n] for n in players})]
    if setup.side_cards:
        rows[-1].update(side_cards=setup.side_cards, side_rank=setup.side_rank)
    if setup.ending_rank:
        rows[-1]["ending_rank"] = setup.ending_rank
    if content.die_cards:
        paired = [t.name for t in content.die_types if t.paired]
        name = f"{paired[0]} deck" if len(paired) == 1 else "Paired die cards"
        rows.append(deck("die_card", name, content.die_cards, kinds=len(content.die_cards)))
        rows[-1]["cards"] = sum(c.copies for c in content.die_cards)
    if content.visitors:
        for r, (_realm, name) in enumerate(content.realms):
            pile = [v for v in content.visitors if v.realm == r]
            rows.append(deck(f"visitors_{_realm}", f"{name} visitors", pile, pile=r + 1))
    if content.escape:
        rows.append(deck("escape", "Escape the Dungeon", content.escape, kinds=len(content.escape)))
        rows[-1]["cards"] = sum(c.copies for c in content.escape)
    return rows


def _yaml_modules(content: Content, folder) -> dict[str, dict]:
    """Dock tile id -> (module, source) and token id -> module, from the module files."""
    from kingsforge.resources import data_dir

    docks, tokens = {}, {}
    for module in load_order(Path(folder) if folder else data_dir(), content.module_ids):
        doc = module.docs.get("docks.yaml")
        for spec in (doc.data or {}).get("docks", []) if doc else []:
            docks[spec["id"]] = (module.info.id, spec["source"])
        doc = module.docs.get("game.yaml")
        for token_id in (doc.data or {}).get("tokens", {}) if doc else {}:
            tokens[token_id] = module.info.id
    return {"dock": docks, "token": tokens}


def _permanent(content: Content, bonus) -> dict | None:
    if bonus is None:
        return None
    if bonus.die >= 0:
        return {"die": content.die_types[bonus.die].id}
    everything = len(bonus.colours) == len(content.colours)
    colour = "any" if everything else "|".join(content.colours[c] for c in sorted(bonus.colours))
    return {"plus": bonus.plus, "colour": colour}


def _dice(content: Content, pairs) -> str:
    return ", ".join(f"{n} {content.die_types[t].id}" for t, n in pairs)


def effect_text(content: Content, e: Effect) -> str:
    """One effect in the data files' words, e.g. 'gain 1 wood', 'bonus +1 +1'."""
    if e.kind in ("gain", "gain_to_supply", "gain_others"):
        return f"{e.kind} {_dice(content, e.dice)}"
    if e.kind == "token":
        return f"token {content.token_ids[e.token]}"
    if e.kind == "bonus":
        colour = " on a " + "|".join(content.colours[c] for c in sorted(e.colours)) + " die" if e.colours else ""
        return "bonus " + " ".join(f"+{a}" for a in e.amounts) + colour
    if e.kind == "exotic":
        draw = f" with 1 of {e.count} cards drawn" if e.count else ""
        return f"exotic {_dice(content, e.dice)}{draw}"
    if e.kind == "gain_by_count":
        return "gain_by_count " + "; ".join(f"{n}: {_dice(content, dice)}" for n, dice in e.table)
    if e.kind == "move_die":
        types = "|".join(content.die_types[t].id for t in sorted(e.types)) or "any"
        return f"move a {types} die from {e.zones[0]} to {e.zones[1]}"
    return f"{e.kind} {e.count}" if e.count else e.kind


def option_text(content: Content, option: Option) -> str:
    """'[any, x:gem|magic] -> gain 1 wood; token auto6' (x: a box whose die is consumed)."""
    if option.take_all:
        cost = f"all (at least {option.min_all})" if option.min_all else "all"
    else:
        cost = ", ".join(("x:" if b.consumed else "") + b.label for b in option.boxes) or "no dice"
    return f"[{cost}] -> " + "; ".join(effect_text(content, e) for e in option.effects)


def _details(kind: str, row: dict) -> str:
    if kind == "gather":
        return ("always face up; " if row["always"] else "") + " | ".join(row["options"])
    if kind == "visitor":
        return f"{row['realm']}; gift {row['gift']} | collaboration {row['collaboration']}"
    if kind == "dock":
        return " | ".join(row["actions"])
    if kind == "craft":
        bonus = row["permanent"]
        text = f"rank {row['rank']:>2}: " + ", ".join(row["needs"])
        if bonus:
            text += "; permanent: " + (f"a {bonus['die']} die" if "die" in bonus else
                                       f"+{bonus['plus']} on " + ("any die" if bonus["colour"] == "any"
                                                                  else f"a {bonus['colour']} die"))
        if row["restrict"]:
            text += "; restrict: " + ", ".join(row["restrict"])
        return text
    if kind == "escape":
        return f"x{row['copies']}: {row['effect']}"
    if kind == "tile":
        text = "bid " + ", ".join(row["needs"]) + f"; gives 1 {row['gives']} die"
        return text + (f" and draws {row['draw']} die cards, keeps 1" if row["draw"] else "")
    if kind == "die_card":
        does = " ".join(f"{k} {v}" for k, v in row["does"].items() if k != "kind")
        return f"x{row['copies']}: {row['does']['kind']}" + (f" ({does})" if does else "") + \
            ("; expires unless rolled the round after" if row["expires"] else "")
    if kind == "die":
        fits = row["fits"] if isinstance(row["fits"], str) else "|".join(row["fits"]) or "nothing"
        fits = "the colour declared in play" if row["declared"] else fits
        flags = ["returns_to_stock"] if row["returns_to_stock"] else []
        flags += [] if row["gather_use"] else ["no gather use"]
        flags += [] if row["player_die"] else ["not a player die"]
        if row.get("keeps"):
            flags += ["kept on the mini card"] + ([] if row["rolled"] else ["never rolled"])
            flags += ["shared growing value"] if row["grows"] else []
            flags += ["harvest as " + "|".join(row["harvest_as"])] if row["harvest_as"] else []
            flags += ["copies a rolled " + "|".join(row["copies_rolled"])] if row["copies_rolled"] else []
            flags += [f"at most {row['per_turn']} a turn"] if row["per_turn"] else []
            flags += ["paired with a die card"] if row["paired"] else []
            flags += ["on return: " + "; ".join(row["on_return"])] if row["on_return"] else []
        return f"x{row['count']}: fits {fits}" + "".join(f"; {f}" for f in flags)
    if kind == "token":
        return f"x{row['count']}: " + "; ".join(row["effects"])
    return _deck_details(row)


def _deck_details(row: dict) -> str:
    if row["id"] == "gather":
        return (f"{row['cards']} cards (and {row['always_face_up']} always face up); {row['dealt']} dealt, "
                f"{row['face_up']} face up")
    if row["id"] == "craft":
        players = "/".join(row["dealt"])
        dealt, wins = ("/".join(str(v) for v in row[key].values()) for key in ("dealt", "items_to_win"))
        text = (f"{row['cards']} cards; with {players} players: {dealt} dealt, {wins} items to win; "
                f"{row['display']} on display")
        if "side_cards" in row:
            text += f"; {row['side_cards']} of rank {row['side_rank']}+ beside it"
        if "ending_rank" in row:
            text += f"; the winning item ranks {row['ending_rank']}+"
        return text
    if row["id"].startswith("visitors_"):
        return (f"{row['cards']} cards, pile {row['pile']} of Griffin's Landing: shuffled once, "
                f"one shown a round, cycling")
    return f"{row['cards']} cards ({row['kinds']} kinds)"


def format_table(pieces: dict[str, list[dict]]) -> str:
    lines = []
    for kind in KINDS:
        rows = pieces[kind]
        if not rows:
            continue
        lines.append(f"{TITLES[kind]} ({len(rows)}):")
        name_w = max(len(r["name"]) for r in rows)
        module_w = max(len(r["module"]) for r in rows)
        source_w = max(len(r["source"]) for r in rows)
        for row in rows:
            lines.append(f"  {row['name']:<{name_w}}  {row['module']:<{module_w}}  {row['source']:<{source_w}}  "
                         f"{_details(kind, row)}")
        lines.append("")
    return "\n".join(lines).rstrip()


def _need(content, card, j: int) -> str:
    """'gem 3'; a request's boxes: 'wood/magic 3', 'metal =2' (locked), 'magic 3 (optional)'."""
    from kingsforge.engine.requests import colour_id

    colour, pips = card.slots[j]
    text = f"{colour_id(content, colour)} {'=' if j in card.locked else ''}{pips}"
    return text + (" (optional)" if card.boost >= 0 and j == len(card.slots) - 1 else "")


def _reward(content, reward) -> str | None:
    if not reward:
        return None
    name, arg = reward
    if isinstance(arg, tuple):
        return f"{name}: {', '.join(content.die_types[t].id for t in arg)}"
    return f"{name}: {arg}" if arg else name
