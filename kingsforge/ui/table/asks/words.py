"""Dice in the words the decision panels share (asks/*.py)."""

from __future__ import annotations

from kingsforge import i18n


def type_name(content, type_index: int) -> str:
    return i18n.die_name(content.die_types[type_index])


def type_word(content, type_index: int) -> str:
    die_type = content.die_types[type_index]
    return i18n.die_word(die_type.id, die_type.name.lower())


def dice_words(s, dice) -> str:
    """'metal 4, wood 2': rolled dice in words, each as the type it counts as now."""
    c = s.content
    out = []
    for x in dice:
        t_ = s.play_type(x)
        word = type_word(c, t_) if t_ < len(c.die_types) else type_word(c, c.die_type_of[x])
        out.append(f"{word} {s.values[x]}")
    return ", ".join(out)
