"""Forge's cards drawn at a glance: a contract (name, deck, product, guild, skill, costs,
requirements, assistants, gold, VP), and development, training and guild cards with their
effect in words. Small (in hands and dialogs) or large (the zoom).

Each card's picture (``art:`` in data/forge, an icon of sprites/art/, see tools/extract_art.py)
comes from the shell's card-art path, :mod:`kingsforge.ui.cardart`: a faint engraving tinted by
the deck's colour behind a small card's words, a shaded picture window beside the zoom's."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.forge.content import DECKS
from kingsforge.forge.ui import pieces, words
from kingsforge.i18n import t
from kingsforge.ui import cardart, gfx, theme

DECK_COLOURS = {"common": (150, 104, 62), "military": (118, 124, 134), "royal": (124, 78, 156),
                "architect": (86, 120, 84), "engineer": (70, 104, 140), "train": (140, 110, 60),
                "guild": (160, 70, 60)}
CARD_W, CARD_H = 210, 150


def kind_of(card) -> str:
    name = type(card).__name__
    return {"Contract": "contract", "DevCard": "develop", "TrainingCard": "train", "GuildCard": "guild",
            "Token": "token"}.get(name, "")


def colour_of(card) -> tuple:
    kind = kind_of(card)
    if kind == "contract":
        return DECK_COLOURS[DECKS[card.deck]]
    if kind == "develop":
        return DECK_COLOURS[("architect", "engineer")[card.deck]]
    if kind == "token":         # a Tool is built at Engineering, Equipment at Architecture
        return DECK_COLOURS["engineer" if card.row == "tool" else "architect"]
    return DECK_COLOURS.get(kind, (100, 80, 60))


def effect_text(content, card) -> str:
    """A development, training or guild card's effect in words (guild: what it gives); a Tool's
    or Equipment's, and where it is built."""
    kind = kind_of(card)
    if kind == "token":
        return token_text(card)
    if kind == "guild":
        gains = words.cost_text(card.gain) if any(card.gain) else ""
        skill = t("forge.card.skill_up", n=card.skill) if card.skill else ""
        return t("forge.card.guild_gain", gain=", ".join(x for x in (gains, skill) if x),
                 guild=t(f"forge.guild.{card.guild}"))
    return words.by_id("forge.text", card.id) or card.text


def token_text(token) -> str:
    """What a Tool or a piece of Equipment does (the engine's effect, in words), and where it is built."""
    return t(f"forge.token_effect.{token.id}") + " " + t(f"forge.token_tip.where_{token.row}")


def contract_lines(content, card) -> list[str]:
    """The lines of a contract's face (the zoom) under its costs: pay, kind, guild, skill, what it needs."""
    product = t(f"forge.product.{card.product}")
    guild = t(f"forge.guild.{card.guild}") if card.guild else t("forge.card.no_guild")
    needs = [words.token_name(content, content.token_index[r]) for r in card.requires]
    lines = [t("forge.card.pay", gold=card.gold, vp=card.vp),
             t("forge.card.kind_line", deck=t(f"forge.deck.{DECKS[card.deck]}"), product=product), guild,
             t("forge.card.skill", n=card.skill)]
    extra = []
    if needs:
        extra.append(t("forge.card.needs", tokens=", ".join(needs)))
    if card.assistants:
        extra.append(i18n.plural("forge.card.helpers", card.assistants))
    return lines + (extra or [t("forge.card.needs_nothing")])


def small_contract_lines(content, card) -> list[list[str]]:
    """A small contract face's lines, most needed first, each as its wordings from longest to shortest."""
    product = t(f"forge.product.{card.product}")
    lines = [[t("forge.card.pay", gold=card.gold, vp=card.vp)]]
    if card.requires:
        needs = [words.token_name(content, content.token_index[r]) for r in card.requires]
        lines.append([t("forge.card.needs", tokens=", ".join(needs)), i18n.plural("forge.card.needs_short", len(needs)),
                      i18n.plural("forge.card.needs_tiny", len(needs))])
    if card.assistants:
        lines.append([i18n.plural("forge.card.helpers", card.assistants), t("forge.card.helpers_short", n=card.assistants)])
    if card.guild:
        lines.append([f"{product} · {t(f'forge.guild.{card.guild}')}", product])
    else:
        lines.append([product])
    return lines


def whole_lines(surface, text: str, pos, width: int, bottom: int, size: int, colour=theme.INK) -> str:
    """`text` wrapped to `width`, as many whole lines as fit above `bottom`; when some do not fit,
    the last shown ends in '…' (never a sentence that stops short unmarked: the zoom shows it all).
    Returns the words left out ('' when every one shows)."""
    font = gfx.font(size)
    step = font.get_linesize()
    room = max(0, (bottom - pos[1]) // step)
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    left: list[str] = []
    if len(lines) > room:
        left = lines[room:]
        lines = lines[:room]
        if lines:
            last = lines[-1].split()
            while last and font.size(" ".join(last) + " …")[0] > width:
                left.insert(0, last.pop())
            lines[-1] = " ".join(last + ["…"])
    for k, line in enumerate(lines):
        gfx.blit_label(surface, gfx.text(line, size, colour), (pos[0], pos[1] + k * step), line)
    return " ".join(left)


def picture(surface, card, rect: pygame.Rect, head: pygame.Rect, colour, big: bool) -> int:
    """The card's picture; returns the width it takes from the words (0: it lies behind them)."""
    art = getattr(card, "art", "")
    if not art:
        return 0
    if big:
        side = min(rect.bottom - head.bottom - 24, rect.w // 3)
        pic = cardart.craft_art(art, [colour], (side, side)) if side >= 24 else None
        if pic is None:
            return 0
        surface.blit(pic, (rect.right - side - 12, head.bottom + 12))
        return side + 16
    side = min(rect.bottom - head.bottom - 6, rect.w // 2)
    pic = cardart.gather_art(art, [colour], (side, side), alpha=90) if side >= 16 else None
    if pic is not None:
        surface.blit(pic, (rect.right - side - 4, rect.bottom - side - 3))
    return 0


def draw(surface, content, card, rect: pygame.Rect, lit: bool = False, dim: bool = False,
         big: bool = False, compact: bool = False) -> list[str]:
    """A card face filling `rect`; `dim`: shaded (a card no option uses); `compact`: a small
    contract's face in less height (see _face). Returns what found no room: a contract's lines (a
    small face's each in its shortest wording), a card's effect words left out (see report_dropped)."""
    with gfx.box(rect, words.card_name(card)):        # the layout check: its words stay on the card
        dropped = _face(surface, content, card, rect, lit, dim, big, compact)
    if dim:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
        pygame.draw.rect(veil, (20, 14, 10, 120), veil.get_rect(), border_radius=10)
        surface.blit(veil, rect.topleft)
    return dropped


def report_dropped(surface, card, rect: pygame.Rect, dropped) -> None:
    """A card meant to show every line (a hand card, a dialog's, the zoom) that left some out: each
    is recorded as a cut label on it, so the layout check fails (a line never goes missing silently)."""
    with gfx.box(rect, words.card_name(card)):
        for text in dropped:
            gfx.record(surface, text, pygame.Rect(rect.x + 10, rect.bottom - 4, 0, 0), cut=True)


_heights: dict = {}


def small_height(content, card, width: int, least: int, compact: bool = False) -> int:
    """A small face's height for every line (the hand's cards; `compact`: their compact face): see
    face_height."""
    return face_height(content, card, width, least, compact=compact)


def face_height(content, card, width: int, least: int, big: bool = False, compact: bool = False) -> int:
    """How tall (`least` at least) a card face `width` wide must be to show every line at this
    window's text floor, in this language: the least height drawn on a scratch card with none left
    out (a taller card may take a longer wording, so it is searched; remembered)."""
    key = (type(card).__name__, card.id, width, least, big, compact, gfx.min_text_px, gfx.view_scale,
           i18n.generation())
    if key not in _heights:
        if len(_heights) > 2000:
            _heights.clear()
        scratch = pygame.Surface((width, 1000))

        def whole(h: int) -> bool:
            return not _face(scratch, content, card, pygame.Rect(0, 0, width, h), False, False, big, compact)

        low, high = least, scratch.get_height()
        while low < high:
            mid = (low + high) // 2
            low, high = (low, mid) if whole(mid) else (mid + 1, high)
        _heights[key] = low
    return _heights[key]


NAME_MIN = 16


def _halves(name: str) -> tuple[str, str]:
    """A card name on two lines: split at the space nearest its middle."""
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(len(name) - 2 * i))
    return name[:cut], name[cut + 1:]


def _two_lines(name: str, room: int, bold: bool = True) -> bool:
    """A small card's name goes on two lines: too wide for one, and each half fits (narrowed at most)."""
    face = gfx.font(NAME_MIN, bold=bold)
    return (face.size(name)[0] * gfx.MAX_SQUEEZE > room and " " in name
            and all(face.size(part)[0] * gfx.MAX_SQUEEZE <= room + 4 for part in _halves(name)))


def _name_room(card, width: int, big: bool, compact: bool) -> int:
    """The name's width on a face `width` wide: a contract's skill disc takes the head's corner (a
    compact face's is on its goods line)."""
    return width - 8 - (12 if compact else 16 + ((34 if big else 28) if kind_of(card) == "contract" else 0))


def _name_size(big: bool, compact: bool) -> int:
    return theme.FS_LABEL if big else 18 if compact else theme.FS_SMALL


def _name_style(name: str, room: int, size: int, big: bool, compact: bool) -> tuple[bool, bool, bool, int]:
    """How a face's name is drawn in `room`: (under a small window's tight floor, bold, on two lines,
    its room). A small card's (a hand card, a development slot) that does not fit goes on two lines;
    whole neither way at a small window's text floor, under the floor (gfx.tight_floor)."""
    tight = not big and not gfx.fits(name, room, size, True, NAME_MIN) and not _two_lines(name, room)
    bold = True
    with gfx.tight_floor(when=tight):
        if tight and not _two_lines(name, room) and not gfx.fits(name, room, size, True, NAME_MIN):
            room += 6           # the last resort of a long word (ornamentada): the head's right margin too
            # and then the plain face, narrower than the bold (Herramientas especializadas)
            bold = _two_lines(name, room) or gfx.fits(name, room, size, True, NAME_MIN)
        if compact and not tight and not gfx.fits(name, room, size, True, NAME_MIN):
            bold = not gfx.fits(name, room, size, False, NAME_MIN)      # one plain line before two bold
        return tight, bold, not big and _two_lines(name, room, bold), room


def name_whole(card, width: int) -> bool:
    """A small face `width` wide shows the card's name whole, on one line or two (a dialog of many
    cards lays them in more rows where one would be cut: the height search sees lines, not names)."""
    name = words.card_name(card)
    size = _name_size(False, False)
    tight, bold, two_lines, room = _name_style(name, _name_room(card, width, False, False), size, False, False)
    with gfx.tight_floor(when=tight):
        return two_lines or gfx.fits(name, room, size, bold, NAME_MIN)


def _ink_height(size: int) -> int:
    """How far below a line's top its letters' ink reaches at this window's text floor (the font's
    line height less the row of leading under its descenders)."""
    return gfx.font(size).get_linesize() - 1


def _small_line(surface, wordings, pos, width: int, bottom: int, small: int, step: int, after: int) -> int:
    """One line of a small contract face in the first of its wordings that fits whole at `pos`
    (smaller or narrowed a little, else wrapped); none does: the shortest under a small window's
    text floor (gfx.tight_floor), else nothing. A wrapped wording leaves `after` (the later lines' rows)
    free. A line steps by `step` (less than its font's line height) but its letters' feet (Joya,
    Weapon) reach further: the line fits where they stay above `bottom`, clear of the card's border.
    Returns the next line's top and whether the line was drawn."""
    x, y = pos
    for text in wordings:
        if gfx.fits(text, width, small, min_size=16):
            if y + max(step, _ink_height(small)) <= bottom:
                gfx.blit_fitted(surface, text, (x, y), width, small, theme.INK, "topleft", min_size=16)
                return y + step, True
            continue
        body = gfx.text(text, small, theme.INK, wrap=width)
        if y + body.get_height() + 2 + after + (max(0, _ink_height(small) - step) if after else 0) <= bottom:
            gfx.blit_label(surface, body, (x, y), text)
            return y + body.get_height() + 2, True
    with gfx.tight_floor():
        text = wordings[-1]
        tight_step = max(small + 2, gfx.font(small).get_linesize() - 3)
        if gfx.fits(text, width, small, min_size=12) and y + max(min(step, tight_step), _ink_height(small)) <= bottom:
            gfx.blit_fitted(surface, text, (x, y), width, small, theme.INK, "topleft", min_size=12)
            return y + min(step, tight_step), True
    return y, False


def _face(surface, content, card, rect: pygame.Rect, lit: bool, dim: bool, big: bool,
          compact: bool = False) -> list[str]:
    """Draws the face; returns a small contract's lines left out (each in its shortest wording).
    `compact` (a small contract's, for the hand's two rows): a lower head with the name on one line
    where it fits (plain before two lines), the skill disc at the goods' end, the lines 16 px
    stepping tighter."""
    colour = colour_of(card)
    kind = kind_of(card)
    compact = compact and not big and kind == "contract"
    gfx.panel(surface, rect, theme.PARCHMENT if not dim else theme.PARCHMENT_DARK,
              theme.HIGHLIGHT if lit else gfx.shade(colour, 0.7), radius=10, shadow=4, width=3 if lit else 2)
    head = pygame.Rect(rect.x + 4, rect.y + 4, rect.w - 8, 56 if big else 24 if compact else 28)
    name = words.card_name(card)
    size = _name_size(big, compact)
    tight, bold, two_lines, room = _name_style(name, _name_room(card, rect.w, big, compact), size, big, compact)
    with gfx.tight_floor(when=tight):
        step = gfx.font(NAME_MIN, bold=bold).get_linesize()
    if two_lines:
        head.h = 2 * step + 6
    aside = picture(surface, card, rect, head, colour, big)
    pygame.draw.rect(surface, colour, head, border_radius=8)
    with gfx.tight_floor(when=tight):
        if two_lines:         # split at the word that balances the lines; each narrowed a little if it must
            for i, part in enumerate(_halves(name)):
                gfx.blit_fitted(surface, part, (head.x + 6, head.y + 3 + i * step), room + 4, NAME_MIN, theme.TEXT,
                                "topleft", bold=bold, min_size=NAME_MIN)
        else:
            gfx.blit_fitted(surface, name, (head.x + 8, head.centery), room, size, theme.TEXT, "midleft", bold=bold,
                            min_size=NAME_MIN)
    y = head.bottom + (2 if compact else 6)
    pad = 10
    small = theme.FS_BODY if big else 16 if compact else 18
    if kind == "contract":
        line = 40 if big else 17 if compact else 20
        # skill level in the corner, as a numbered star-coloured disc (a compact face's at its goods' end)
        disc = ((head.right - 10, y + line // 2) if compact else
                (head.right - (14 if not big else 24), head.centery if not two_lines else head.y + 14))
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, disc, 20 if big else 9 if compact else 12)
        gfx.blit_text(surface, str(card.skill), disc, theme.FS_BODY if big else small, theme.INK, "center", bold=True)
        pieces.goods_line(surface, (0, card.wood, card.metal, 0, card.gems), (rect.x + pad, y + line // 2),
                          size=small, r=14 if big else 8 if compact else 9, colour=theme.INK)
        y += line
        width = rect.w - 2 * pad - aside
        if big:
            lines = contract_lines(content, card)
            for k, text in enumerate(lines):
                if gfx.font(small).size(text)[0] > width:      # the zoom: a long line wraps, whole
                    body = gfx.text(text, small, theme.INK, wrap=width)
                    if y + body.get_height() > rect.bottom - 4:
                        return lines[k:]
                    gfx.blit_label(surface, body, (rect.x + pad, y), text)
                    y += body.get_height() + 10
                    continue
                if y + small > rect.bottom - 4:
                    return lines[k:]
                gfx.blit_fitted(surface, text, (rect.x + pad, y), width, small, theme.INK, "topleft", min_size=16)
                y += small + 10
            return []
        # a small card: each line in the first of its wordings that fits whole (wrapped if need be);
        # what has no room is left to the zoom, never cut mid-word
        # a small window's text floor makes the lines taller: they step by the font's, less its leading
        step = max(small + (1 if compact else 2), gfx.font(small).get_linesize() - 3)
        width = rect.w - pad - 6 - aside        # a small face's lines may run nearer its right edge
        # a line none of whose wordings fits is left out alone: the lines after it still show
        # (wrapped only where the lines after it keep a row each, so a long wording never pushes them off)
        lines = small_contract_lines(content, card)
        dropped = []
        for k, wordings in enumerate(lines):
            y, shown = _small_line(surface, wordings, (rect.x + pad, y), width, rect.bottom - 2, small, step,
                                   (len(lines) - 1 - k) * step)
            if not shown:
                dropped.append(wordings[-1])
        return dropped
    text = effect_text(content, card)
    if kind == "develop" and card.guild:
        text += " " + t("forge.card.icon", guild=t(f"forge.guild.{card.guild}"))
    # whole lines only: a small card shows what fits and the zoom shows the rest
    left = whole_lines(surface, text, (rect.x + pad, y), rect.w - 2 * pad - aside, rect.bottom - 4, small)
    return [left] if left else []
