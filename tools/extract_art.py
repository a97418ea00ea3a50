"""Card pictures: copy the icons the cards name from the game-icons.net set into sprites/art/.

Every gather card, visitor, dock tile, craft card and escape card of King's Forge, and every
Forge card (contract, development, training, guild card, tool and equipment token, achievement:
data/forge/*.yaml), names its picture in its YAML (``art: <name>``); a name is a game-icons.net
icon name. Both games share sprites/art/ and sprites/CREDITS. The icons come from the npm
package ``@iconify-json/game-icons`` (CC BY 3.0), whose ``icons.json`` holds each icon's
SVG body. Fetch it anywhere, outside the repository, then run this tool::

    cd /tmp && npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python tools/extract_art.py --icons /tmp/package/icons.json

It writes ``sprites/art/<name>.svg`` (the body wrapped in a full ``<svg viewBox=...>``
document) for every picture the cards of every module and of Forge name, deletes the SVGs no card
names any more, and rewrites ``sprites/CREDITS`` (icon, author, licence, source). A
new card's icon needs its author in ``AUTHORS`` below: the package only says
"GameIcons"; the authors are the folders of https://github.com/game-icons/icons.

``python tools/extract_art.py --check`` (no package needed) lists every card without
a picture, every picture missing from sprites/art/ and every SVG there that no card
uses; exit 0 when there is nothing to list.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ART_DIR = ROOT / "sprites" / "art"
CREDITS = ROOT / "sprites" / "CREDITS"
LICENCE = "CC BY 3.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"
SOURCE = "https://game-icons.net"
PACKAGE = "@iconify-json/game-icons"

# author folder on github.com/game-icons/icons -> the name game-icons.net credits
AUTHOR_NAMES = {
    "lorc": "Lorc",
    "delapouite": "Delapouite",
    "skoll": "Skoll",
    "carl-olsen": "Carl Olsen",
    "willdabeast": "Willdabeast",
    "caro-asercion": "Caro Asercion",
    "faithtoken": "Faithtoken",
    "generalace135": "GeneralAce135",
    "sbed": "Sbed",
}

# icon -> author folder (looked up in github.com/game-icons/icons: <author>/<icon>.svg)
MORE_AUTHORS = {   # the Masterworks cards' icons (authors checked in game-icons/icons folders)
    **{name: "lorc" for name in ('fire-bowl', 'ice-spear', 'castle', 'crystal-shine', 'oak', 'visored-helm', 'high-shot', 'compass', 'hydra', 'dragon-head', 'snowflake-2', 'feathered-wing')},
    **{name: "delapouite" for name in ('magic-broom', 'stone-bust', 'handheld-fan', 'gong', 'pendant-key', 'stone-pile', 'camp-cooking-pot', 'dream-catcher', 'hut', 'griffin-shield', 'tambourine', 'trophies-shelf')},
}
VISITOR_AUTHORS = {   # Griffin's Landing's visitors (authors checked in game-icons/icons folders)
    **{name: "lorc" for name in ('witch-flight', 'crystal-eye', 'crystal-cluster', 'rune-stone', 'parrot-head',
                                 'mineral-heart', 'magic-lamp', 'dragon-breath')},
    **{name: "delapouite" for name in ('archive-research', 'herbs-bundle', 'spell-book', 'miner', 'bonsai-tree',
                                       'tiger', 'monstera-leaf', 'asian-lantern')},
}
REQUEST_AUTHORS = {   # Ambassador Requests (from memory of game-icons.net: not checked against the GitHub folders)
    "dragon-spiral": "lorc", "eagle-emblem": "lorc", "stone-stack": "delapouite", "colombian-statue": "delapouite",
}
FORGE_AUTHORS = {   # Forge's cards (authors read from the folders of a game-icons/icons clone;
                    # where two authors share a name, the one whose paths icons.json holds)
    **{name: "caro-asercion" for name in (
        'spinning-wheel', 'water-mill')},
    **{name: "delapouite" for name in (
        'abdominal-armor', 'armor-upgrade', 'barrel', 'bed', 'bellows', 'bird-scepter', 'blacksmith',
        'candlestick-phone', 'chest', 'chisel', 'clamp', 'closed-barbute', 'coins', 'desk', 'earrings',
        'full-wood-bucket-handle', 'hair-strands', 'house', 'leg-armor', 'locked-box', 'mining-helmet',
        'park-bench', 'pitchfork', 'plow', 'rake', 'ring', 'rocking-chair', 'shaking-hands', 'silver-bullet',
        'spear-feather', 'stamper', 'star-formation', 'stone-wheel', 'table', 'team-idea', 'throne-king',
        'toolbox', 'vertical-banner', 'war-pick', 'wood-beam', 'wooden-crate')},
    "ore": "faithtoken",
    "shepherds-crook": "generalace135",
    **{name: "lorc" for name in (
        'anvil', 'anvil-impact', 'armor-vest', 'arrowhead', 'beer-stein', 'broadsword', 'candle-holder',
        'cannister', 'claw-hammer', 'cut-diamond', 'gears', 'gem-chain', 'hammer-drop', 'mail-shirt',
        'meat-cleaver', 'metal-bar', 'muscle-up', 'piercing-sword', 'pincers', 'run', 'rune-sword',
        'sacrificial-dagger', 'scroll-unfurled', 'slashed-shield', 'spade', 'spanner', 'stone-spear',
        'sword-smithing', 'teapot', 'trade', 'wooden-sign')},
    "key": "sbed",
    **{name: "skoll" for name in (
        'ballista', 'gladius', 'pocket-watch')},
    **{name: "willdabeast" for name in (
        'chain-mail', 'orb-wand', 'round-shield')},
}
AUTHORS = {
    **{name: "lorc" for name in (
        "axe-in-stump", "barbed-spear", "battle-axe", "bordered-shield", "breastplate", "bubbling-flask",
        "cartwheel", "cauldron", "chalice-drops", "comb", "crossed-sabres", "crossed-swords", "crown",
        "crystal-ball", "diamond-hard", "fairy-wand", "falling-boulder", "firework-rocket", "flat-hammer",
        "fountain", "galleon", "gem-necklace", "gem-pendant", "gems", "halberd", "hunting-horn",
        "jeweled-chalice", "knapsack", "lantern", "lantern-flame", "lit-candelabra", "locked-chest", "lyre",
        "magic-portal", "manacles", "medal", "mining", "mirror-mirror", "music-spell", "nails",
        "paper-lantern", "perfume-bottle", "pine-tree", "ribbon", "ringed-planet", "ringing-bell", "rose",
        "scales", "shard-sword", "spiked-mace", "spoon", "stone-throne", "stone-tower", "sword-in-stone",
        "tinker", "umbrella", "vine-flower", "wheat", "wine-glass", "wizard-staff", "wood-axe")},
    **{name: "delapouite" for name in (
        "abbot-meeple", "bar-stool", "basket", "bookshelf", "bow-arrow", "cage", "camel", "camping-tent",
        "church", "coins-pile", "cooking-pot", "crystal-earrings", "cuckoo-clock", "drum", "emerald-necklace",
        "flanged-mace", "forest", "furnace", "gauntlet", "graveyard", "handheld-fan", "harp", "horseshoe",
        "hot-meal", "hummingbird", "knight-banner", "magic-hat", "mine-wagon", "old-wagon", "party-flags",
        "party-popper", "pearl-necklace", "portrait", "power-ring", "shop", "smoking-pipe", "sparkles",
        "tavern-sign", "telescope", "tiara", "two-coins", "underground-cave", "windmill", "winged-scepter", "yarn",
        "wood-pile")},
    "big-diamond-ring": "skoll",
    "crossbow": "carl-olsen",
    "gold-bar": "willdabeast",
    "chain-lightning": "willdabeast",
    **MORE_AUTHORS,
    **VISITOR_AUTHORS,
    **REQUEST_AUTHORS,
    **FORGE_AUTHORS,
}


def card_pictures() -> list[tuple[str, str, str]]:
    """(module, card, art name or '') for every card of every module, base first."""
    from kingsforge.content import load_content
    from kingsforge.content.modules import playable_sets

    out: list[tuple[str, str, str]] = []
    seen: set[tuple[str, str]] = set()
    for mods in [()] + playable_sets():
        content = load_content(modules=mods)
        rows = [("gather", c.id, c.art, c.module) for c in content.gather]
        rows += [("dock", d[0], art, "base") for d, art in zip(content.docks, content.dock_art)]
        rows += [("craft", c.id, c.art, c.module) for c in content.craft]
        rows += [("escape", c.id, c.art, c.module) for c in content.escape]
        rows += [("visitor", c.id, c.art, c.module) for c in content.visitors]
        for kind, card_id, art, module in rows:
            if (kind, card_id) not in seen:
                seen.add((kind, card_id))
                out.append((module, f"{kind} {card_id}", art))
    return out + forge_pictures()


def forge_pictures() -> list[tuple[str, str, str]]:
    """('forge', card, art name or '') for every Forge card, token and achievement."""
    from kingsforge.forge.content import load_forge

    c = load_forge()
    groups = (("token", c.tokens), ("achievement", c.achievements), ("contract", c.contracts),
              ("development", c.development), ("training", c.training), ("guild", c.guilds))
    return [("forge", f"{kind} {card.id}", card.art) for kind, cards in groups for card in cards]


def used_art() -> list[str]:
    """Every picture name the cards use, sorted, once each."""
    return sorted({art for _, _, art in card_pictures() if art})


def svg_document(name: str, icon: dict, width: int, height: int) -> str:
    """An icon's body as a standalone SVG file (fill: currentColor, black when shown alone)."""
    left, top = icon.get("left", 0), icon.get("top", 0)
    w, h = icon.get("width", width), icon.get("height", height)
    author = AUTHOR_NAMES[AUTHORS[name]]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{left} {top} {w} {h}" width="{w}" height="{h}">'
            f'<!-- "{name}" by {author}, {SOURCE}, {LICENCE} ({LICENCE_URL}) -->'
            f'{icon["body"]}</svg>\n')


def credits_text(names: list[str]) -> str:
    lines = [
        "King's Forge and Forge: card pictures",
        "",
        f"The pictures on the cards are icons from game-icons.net ({SOURCE}),",
        f"licensed under Creative Commons Attribution 3.0 ({LICENCE}, {LICENCE_URL}).",
        f"Taken from the npm package {PACKAGE} (icons.json); coloured and shaded by the game.",
        "Authors' pages: https://game-icons.net/about.html#authors",
        "",
        "icon | author | licence | source",
    ]
    for name in names:
        author = AUTHORS[name]
        lines.append(f"{name} | {AUTHOR_NAMES[author]} | {LICENCE} | {SOURCE}/1x1/{author}/{name}.html")
    return "\n".join(lines) + "\n"


def check() -> list[str]:
    """Problems with the card pictures, one line each (empty: all well)."""
    problems = []
    rows = card_pictures()
    for module, card, art in rows:
        if not art:
            problems.append(f"{module}: {card} has no art")
        elif not (ART_DIR / f"{art}.svg").is_file():
            problems.append(f"{module}: {card} names art '{art}', missing: sprites/art/{art}.svg")
        elif art not in AUTHORS:
            problems.append(f"{module}: {card} art '{art}' has no author in tools/extract_art.py")
    used = {art for _, _, art in rows if art}
    for path in sorted(ART_DIR.glob("*.svg")):
        if path.stem not in used:
            problems.append(f"sprites/art/{path.name} is used by no card")
    credited = set()
    if CREDITS.is_file():
        credited = {line.split(" | ")[0] for line in CREDITS.read_text(encoding="utf-8").splitlines() if " | " in line}
    for art in sorted(used - credited):
        problems.append(f"sprites/CREDITS does not credit '{art}'")
    return problems


def extract(icons_json: Path) -> int:
    data = json.loads(icons_json.read_text(encoding="utf-8"))
    icons, aliases = data["icons"], data.get("aliases", {})
    width, height = data.get("width", 16), data.get("height", 16)
    names = used_art()
    missing = [n for n in names if n not in icons and n not in aliases]
    unknown = [n for n in names if n not in AUTHORS]
    if missing or unknown:
        for n in missing:
            print(f"{n}: not an icon of {PACKAGE}", file=sys.stderr)
        for n in unknown:
            print(f"{n}: add its author to AUTHORS in tools/extract_art.py", file=sys.stderr)
        return 1
    ART_DIR.mkdir(parents=True, exist_ok=True)
    for name in names:
        icon = icons.get(name) or icons[aliases[name]["parent"]]
        (ART_DIR / f"{name}.svg").write_text(svg_document(name, icon, width, height), encoding="utf-8")
    for path in ART_DIR.glob("*.svg"):
        if path.stem not in names:
            path.unlink()
    CREDITS.write_text(credits_text(names), encoding="utf-8")
    print(f"wrote {len(names)} pictures to {ART_DIR.relative_to(ROOT)} and {CREDITS.relative_to(ROOT)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--icons", type=Path, help=f"icons.json of the npm package {PACKAGE}")
    parser.add_argument("--check", action="store_true", help="list cards without art or with art missing on disk")
    args = parser.parse_args(argv)
    if args.check or args.icons is None:
        problems = check()
        for line in problems:
            print(line)
        if not problems:
            print(f"every card has a picture ({len(used_art())} in sprites/art/)")
        return 1 if problems else 0
    return extract(args.icons)


if __name__ == "__main__":
    sys.exit(main())
