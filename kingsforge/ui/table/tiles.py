"""Masterworks' ambassador tiles in words: a tile is a tile everywhere (its tip, its zoom, the
prompt and the player panel's bid chip), never a craft card, although the engine bids on it
with the craft move."""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.i18n import t


def is_tile(content, card: int) -> bool:
    return content.craft[card].tile is not None


def die_of(content, card: int):
    """The exotic die type the tile pays its holder."""
    return content.die_types[content.craft[card].tile.gives]


def tile_name(content, card: int) -> str:
    """'Grimstone tile': named by the die it pays, as the table shows it (and the move log says)."""
    return t("tile.name", die=i18n.die_name(die_of(content, card)))


def title(content, card: int) -> str:
    """The tip's and the zoom's title: the tile by its die, then its printed name."""
    text = t("tile.title", tile=tile_name(content, card), name=i18n.craft_name(content.craft[card]))
    return text[:1].upper() + text[1:]        # 'loseta de ...' opens the tip with a capital


def lines(state, names, card: int) -> list[str]:
    """The bid rule with this tile's least bid, what it pays, and the best bid this round."""
    from kingsforge.ui.table.cards import need_words

    c = state.content
    tile = c.craft[card].tile
    out = [t("tile.rule", needs=", ".join(need_words(c, c.craft[card])))]
    die = i18n.die_name(die_of(c, card))
    out.append(t("tile.pays_cards", die=die, n=tile.draw) if tile.draw else t("tile.pays", die=die))
    held = state.crafted_by(card)
    if held is None:
        out.append(t("tile.no_bid"))
    else:
        owner, dice = held
        values = ", ".join(str(state.values[d]) for d in dice)
        out.append(t("tile.best_bid", name=names[owner], values=values))
    return out
