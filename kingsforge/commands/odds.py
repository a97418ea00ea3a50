"""`kingsforge odds`: the arguments turned into exact craft odds (see engine/odds.py), printed."""

from __future__ import annotations

import json

from kingsforge.commands.content import load_for
from kingsforge.commands.usage import UsageError
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL, Content
from kingsforge.engine.odds import craft_odds


def run(args) -> int:
    content = load_for(args)
    rows = odds_report(content, args)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        print(f"{row['card']:<22} {row['probability']:8.3%}   = {row['fraction']}")
    return 0


def _fail(text):
    raise UsageError(text)


def parse_supply(content: Content, text: str) -> dict[int, int]:
    pool = {}
    for part in (p.strip() for p in text.split(",") if p.strip()):
        name, _, count = part.partition("=")
        name = name.strip()
        try:
            die_type = content.die_type_index(name)
        except KeyError:
            _fail(f"--supply: unknown die type '{name}' (one of {', '.join(t.id for t in content.die_types)})")
        if not count.strip().isdigit():
            _fail(f"--supply: write '{name}=N' with a whole number, got '{part}'")
        pool[die_type] = pool.get(die_type, 0) + int(count)
        if pool[die_type] > content.die_types[die_type].count:
            _fail(f"--supply: the game has only {content.die_types[die_type].count} {name} dice")
    if not pool:
        _fail("--supply names no dice (e.g. --supply metal=4,gem=2)")
    return pool


def parse_needs(content: Content, text: str) -> tuple[tuple[int, int], ...]:
    slots = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        words = part.split()
        if len(words) != 2 or words[0] not in content.colours or not words[1].isdigit() or not 1 <= int(words[1]) <= 6:
            _fail(f"--needs: '{part}' is not a colour and pips 1-6, e.g. 'gem 3'")
        slots.append((content.colours.index(words[0]), int(words[1])))
    return tuple(slots)


def charges_from_args(content: Content, args) -> list[tuple[str, int, int]]:
    charges, group = [], 0

    def add(kind, amounts):
        nonlocal group
        charges.extend((kind, a, group) for a in amounts)
        group += 1

    for text in args.bonus:
        try:
            amounts = [int(x) for x in text.split(",")]
        except ValueError:
            amounts = []
        if not amounts or any(a < 1 or a > 6 for a in amounts):
            _fail(f"--bonus: '{text}' must be pips from 1 to 6, or a list like 1,1")
        add(BONUS, amounts)
    for kind, count in ((FLIP, args.flip), (REROLL, args.reroll), (AUTO6, args.auto6)):
        if not 0 <= count <= 6:
            _fail(f"--{kind}: give a count from 0 to 6, not {count}")
        if count:
            add(kind, [6 if kind == AUTO6 else 0] * count)
    for token in args.token:
        if token not in content.token_ids:
            _fail(f"--token: unknown token '{token}' (one of {', '.join(content.token_ids)})")
        for effect in content.token_effects[content.token_index(token)]:
            if effect.kind == "bonus":
                add(BONUS, effect.amounts)
            else:
                add(effect.kind, [6 if effect.kind == AUTO6 else 0] * effect.count)
    return charges


def odds_report(content: Content, args) -> list[dict]:
    pool = parse_supply(content, args.supply)
    charges = charges_from_args(content, args)
    if args.cemetery is not None and not 1 <= args.cemetery <= 6:
        _fail("--cemetery must be a value from 1 to 6")
    if args.needs:
        targets = [(args.needs, parse_needs(content, args.needs), ())]
    elif args.card:
        card = next((c for c in content.craft if args.card in (c.id, c.name)), None)
        if card is None:
            _fail(f"--card: no craft card '{args.card}'")
        targets = [_target(card)]
    else:
        targets = [_target(c) for c in sorted(content.craft, key=lambda c: c.rank)]
    floor = None
    if args.against:
        try:
            floor = [int(x) for x in args.against.split(",")]
        except ValueError:
            _fail("--against takes the values on the card, e.g. 3,3,4")
        if len(targets) != 1 or len(floor) != len(targets[0][1]):
            _fail("--against needs one card and one value per requirement box")
    rows = []
    for name, slots, restrict in targets:
        rules = restrict if restrict and isinstance(restrict[0][1], tuple) else None   # per box (a request)
        p = craft_odds(pool, slots, content.fits, charges, args.cemetery, floor,
                       restrict=() if rules else restrict, slot_rules=rules)
        rows.append({"card": name, "probability": float(p), "fraction": f"{p.numerator}/{p.denominator}"})
    return rows


def _target(card) -> tuple:
    """(name, boxes, rules) for a card's odds: a request (engine/requests.py) counts the boxes it
    needs (its boosting box is optional) with its locked boxes exact, as per-box rules."""
    if not card.special:
        return card.name, card.slots, card.restrict
    from kingsforge.engine.requests import box_rules, needed
    return card.name, needed(card), box_rules(card) or card.restrict
