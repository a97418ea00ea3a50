"""What the sprite set holds: every sprite's name and base size, the die types drawn, and
where the UI puts text and dice on the cards, tiles and mats (LAYOUT, base units)."""

from __future__ import annotations

from kingsforge.content.looks import every_look

SEED = 1187  # King's Forge: any fixed number keeps the art reproducible

# Every die type a shipped module gives a look (data/<module>/looks.yaml): a sprite set each.
LOOKS = every_look()
DIE_TYPES = tuple(LOOKS)
# A die whose colour is declared in play (a Conjurer die) has a face set per colour its look
# lists, with that colour's mark (die_conjurer_<colour>_<value>; die_conjurer_<value> is the
# undeclared die): (die type, colour) for each.
DECLARED_AS = tuple((t, c) for t, look in LOOKS.items() for c in look.declared)
DIE_SIZE = 96


BOX_TYPES = ("any", "wood", "gem", "magic", "gem_magic", "metal")
ICON_NAMES = ("icon_x", "icon_flip", "icon_reroll", "icon_bonus", "icon_supply",
              "icon_smithy", "icon_stock", "icon_anvil_always", "icon_steal",
              "icon_crown")

# Base sizes (scale 1) of every sprite, in pixels.
SIZES: dict[str, tuple[int, int]] = {}
for _t in DIE_TYPES:
    for _v in range(1, 7):
        SIZES[f"die_{_t}_{_v}"] = (DIE_SIZE, DIE_SIZE)
    SIZES[f"die_{_t}_blank"] = (DIE_SIZE, DIE_SIZE)
for _t, _c in DECLARED_AS:
    for _v in list(range(1, 7)) + ["blank"]:
        SIZES[f"die_{_t}_{_c}_{_v}"] = (DIE_SIZE, DIE_SIZE)
SIZES.update({
    "die_plus6": (46, 24),
    "card_gather": (300, 420),
    "card_gather_back": (300, 420),
    "card_craft": (300, 420),
    "card_craft_back": (300, 420),
    "dock_tile": (360, 220),
    "smithy_tile": (420, 260),
    "token_auto6": (64, 64),
    "token_plus11": (64, 64),
    "anvil": (128, 96),
    "narwhal": (128, 96),       # Masterworks' first-player marker (content.first_player_marker)
    "table_bg": (1920, 1080),
    "title_bg": (1920, 1080),
})
for _b in BOX_TYPES:
    SIZES[f"icon_box_{_b}"] = (48, 48)
for _i in ICON_NAMES:
    SIZES[_i] = (48, 48)

SPRITE_NAMES: tuple[str, ...] = tuple(SIZES)
SOUND_NAMES = ("roll", "drop", "craft", "click", "error")

# Where the UI should put things, in base units (pixels at scale 1).
LAYOUT: dict[str, dict[str, tuple[int, int, int, int]]] = {
    "card_gather": {
        "top": (24, 24, 252, 174),        # upper action area
        "bottom": (24, 222, 252, 174),    # lower action area
        "divider": (24, 198, 252, 24),    # ornament between them
    },
    "card_craft": {
        "title": (20, 18, 194, 44),       # name ribbon
        "rank": (222, 10, 70, 62),        # rank shield, top-right corner
        "requirements": (226, 80, 60, 326),  # column of dice requirement boxes
        "art": (20, 70, 194, 222),
        "text": (20, 300, 194, 106),      # effect / points
    },
    "dock_tile": {
        "name": (100, 10, 160, 34),
        "slot1": (30, 56, 140, 140),
        "slot2": (190, 56, 140, 140),
    },
    "smithy_tile": {
        "name": (20, 12, 380, 38),
        "hearth": (18, 60, 112, 184),
        "tray": (140, 60, 262, 184),      # felt tray for the player's dice
    },
    "die": {
        "symbol": (38, 8, 20, 19),        # small type symbol, never under a pip
        "badge": (29, 76, 38, 20),        # where the +6 plaque goes (below the pips)
    },
}
