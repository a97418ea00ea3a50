"""Forge's words at the table, in the player's language (data/lang/forge.<code>.yaml):
names of places, goods, workers and cards, the move-log sentence for a move, and the
engine's refusal reasons (English sentences from engine/places.py) said in Spanish too."""

from __future__ import annotations

import re

from kingsforge import i18n
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Hammer, Place
from kingsforge.forge.engine.decisions import back_on_top
from kingsforge.forge.engine.describe import change_text, goods_change
from kingsforge.forge.engine.economy import track_gain
from kingsforge.i18n import t

GOODS = ("gold", "wood", "metal", "brick", "gems")


def place_name(loc: str) -> str:
    return t(f"forge.place.{loc}")


ARTICLES = {"The", "Your", "El", "La", "Los", "Las", "Tu"}


def in_sentence(name: str) -> str:
    """A label inside a sentence: 'The Mines' -> 'the Mines', 'El Bosque' -> 'el Bosque'."""
    first, _, rest = name.partition(" ")
    return first.lower() + " " + rest if first in ARTICLES and rest else name


def place_in_log(loc: str) -> str:
    """A place as a log line names it: the mover's own Forge is theirs, not the reader's 'Your
    Forge' (forge.log_place.<loc> where the label will not do), else the label in a sentence."""
    key = f"forge.log_place.{loc}"
    return t(key) if i18n.has(key) else in_sentence(place_name(loc))


def without_article(name: str) -> str:
    """'The Market' -> 'Market', 'El Bosque' -> 'Bosque'."""
    first, _, rest = name.partition(" ")
    return rest if first in ARTICLES and rest else name


def as_label(name: str) -> str:
    """A sentence's name heading a label: 'the Blacksmith' -> 'The Blacksmith'."""
    return name[:1].upper() + name[1:]


def wordings(key: str, **params) -> list[str]:
    """A table label's wordings, longest first: its text, then the shorter one a small window uses
    where the long one cannot be drawn whole (forge.short.<the key less 'forge.'>), if it has one."""
    out = [t(key, **params)]
    short = "forge.short." + key.removeprefix("forge.")
    if i18n.has(short):
        text = t(short, **params)
        if text not in out:
            out.append(text)
    return out


def good_name(i: int) -> str:
    return t(f"forge.good.{GOODS[i]}")


def worker_name(worker: int) -> str:
    return t("forge.worker.smith") if worker == BLACKSMITH else t("forge.worker.assistant", n=worker + 1)


def by_id(prefix: str, card_id: str) -> str | None:
    """The current language's text keyed by a card's id, or by its name's id (the id without
    its copy number: 'bellows_2' -> 'bellows'); None if neither exists."""
    for key in (f"{prefix}.{card_id}", f"{prefix}.{card_id.rsplit('_', 1)[0]}"):
        if i18n.has(key):
            return i18n.t(key)
    return None


def card_name(card) -> str:
    """A card's or token's name: a translation keyed by id where one exists, else the data's."""
    return by_id("forge.card", card.id) or card.name


def token_name(content, index: int) -> str:
    return card_name(content.tokens[index])


def achievement_name(content, column: int) -> str:
    return t(f"forge.achievement.{content.achievements[column].id}")


def pending_card(state, kind: str, card: int):
    c = state.content
    if kind in ("opening", "contracts"):
        return c.contracts[card]
    return {"develop": c.development, "train": c.training, "guild": c.guilds}[kind][card]


def helpers_text(state, move) -> str:
    """The Assistants a Forge move names as its helpers, each with its training ('' if none)."""
    p = state.p[state.current()]
    names = []
    for a in (d for d in move.detail if isinstance(d, int)):
        name = worker_name(a)
        if 0 <= a < len(p.training) and p.training[a] >= 0:
            name += f" ({card_name(state.content.training[p.training[a]])})"
        names.append(name)
    return ", ".join(names)


def good_count(i: int, n: int) -> str:
    """'1 Gem', '2 Gems': a count with the good's name, singular for one (forge.good_one.*)."""
    return f"{n} {t(f'forge.good_one.{GOODS[i]}') if n == 1 else good_name(i)}"


def cost_text(cost) -> str:
    """(gold, wood, metal, brick, gems) -> '3 Gold, 1 Metal' in the current language."""
    parts = [good_count(i, n) for i, n in enumerate(cost) if n]
    return ", ".join(parts) if parts else t("forge.free")


def trade_text(trade: str) -> str:
    """One trade, 'sell 1 Gem' (a trade moves one good)."""
    kind, good = trade.split(":")
    return t(f"forge.trade.{kind}", good=good_count(GOODS.index(good), 1))


def say_move(state, move, names, public: bool = False) -> str:
    """The log line for `move`, said before it is applied to `state`, with the goods it takes or pays.
    public: the words every player at the table reads (the table's log), which never name a hidden
    card -- a contract kept (its name shows when it is forged), a training card the Blacksmith holds
    until the round's end, the card a draw puts back on its deck; without it (a hint to the player
    to move, a replay) every card is named."""
    text = _say(state, move, names, public)
    if isinstance(move, (Place, Choose)):
        change = change_text(goods_change(state, move), [good_name(g) for g in range(len(GOODS))],
                             [t(f"forge.good_one.{good}") for good in GOODS])
        if change:
            text += f" ({change})"
    return text


def hidden_cards(kind: str, n: int = 1) -> str:
    """Cards kept face down, as a log line names them: 'a contract', '2 contracts', 'a training card'."""
    if kind == "train":
        return t("forge.log.hidden_training")
    return i18n.plural("forge.log.hidden_contracts", n)


def _say(state, move, names, public: bool = False) -> str:
    seat = state.current()
    who = names[seat] if seat is not None else "?"
    c = state.content
    if isinstance(move, Hammer):
        good = c.track[move.space]
        if track_gain(state, move.space):       # one of the good: '+1 Gem'
            return t("forge.log.hammer", who=who, n=move.space + 1, good=t(f"forge.good_one.{GOODS[good]}"))
        return t("forge.log.hammer_full", who=who, n=move.space + 1, good=good_name(good))
    if isinstance(move, Choose):
        q = state.pending[0]
        option = q.options[move.option]
        if q.kind in ("opening", "contracts"):
            if not option:
                return t("forge.log.keep_none", who=who)
            if public:                  # a hand is hidden: how many, not which
                return t("forge.log.keep", who=who, cards=hidden_cards(q.kind, len(option)))
            return t("forge.log.keep", who=who,
                     cards=", ".join(card_name(pending_card(state, q.kind, q.cards[i])) for i in option))
        if q.kind in ("guild", "develop", "train"):
            kept, on_top = option
            if kept < 0:
                top = back_on_top(q, option)
                if top >= 0 and not public:     # the deck's top card is face down
                    return t("forge.log.keep_none_top", who=who, cards=card_name(pending_card(state, q.kind, top)))
                return t("forge.log.keep_none", who=who)
            if public and q.kind == "train" and q.target < 0:
                name = hidden_cards("train")    # the Blacksmith holds it face down until the round's end
            else:
                name = card_name(pending_card(state, q.kind, q.cards[kept]))
            if len(q.cards) < 2:
                return t("forge.log.keep", who=who, cards=name)
            return t("forge.log.keep_top" if on_top else "forge.log.keep_bottom", who=who, cards=name)
        if q.kind == "free_tool":
            return t("forge.log.free_tool", who=who, token=token_name(c, option[0]))
        return t(f"forge.log.second_floor_{option[0]}", who=who)
    if isinstance(move, Place):
        text = t("forge.log.place", who=who, worker=worker_name(move.worker),
                 place=place_in_log(move.location))
        if move.option == "smith":
            text += " " + t("forge.log.smith_spot")
        elif move.option == "build":
            text += " " + t("forge.log.build", token=token_name(c, c.token_index[move.detail[0]]))
        elif move.option:
            text += " " + t(f"forge.log.{move.option}")
        if move.location == "trading_post":
            text += ": " + ", ".join(trade_text(x) for x in move.detail)
        elif move.location == "forge":
            text += ": " + ", ".join(card_name(c.contracts[c.contract_index[i]]) for i in move.detail
                                     if isinstance(i, str))
            helped = helpers_text(state, move)
            if helped:
                text += " " + t("forge.log.helped", workers=helped)
        elif move.location == "store_extension":
            text += ": " + t("forge.log.metal", n=move.detail[0])
        return text
    return t("forge.log.skip", who=who)


# The engine's reasons are English sentences; each pattern below names its Spanish (or
# English) text by key, with the names it carries. An unknown sentence is shown as it is.
_REASONS = [
    (r"your Blacksmith is already out this round", "smith_out"),
    (r"that Assistant is already out this round", "assistant_out"),
    (r"you have not hired that Assistant yet.*", "not_hired"),
    (r"you have already visited that location this round", "visited"),
    (r"only a Foreman may take the Blacksmith's spot", "foreman"),
    (r"the Blacksmith's spot is taken this round", "smith_spot_taken"),
    (r"every Assistant spot there is taken this round", "spots_full"),
    (r"the Blacksmith may not go to the (?P<place>.+)", "smith_not_here"),
    (r"only the Blacksmith may visit the Guild", "guild_smith"),
    (r"the guild deck is empty", "guild_empty"),
    (r"that spot is taken this round", "spot_taken"),
    (r"that contract deck is empty", "deck_empty"),
    (r"that development deck is empty", "deck_empty"),
    (r"the training deck is empty", "deck_empty"),
    (r"you already have (?P<n>\d+) development cards", "dev_limit"),
    (r"you have already built (?P<card>.+)", "built"),
    (r"you cannot pay for an Assistant", "cannot_hire"),
    (r"you cannot pay for (?P<card>.+)", "cannot_pay"),
    (r"you already have every Assistant", "all_assistants"),
    (r"that Assistant is already trained", "trained"),
    (r"every Assistant of yours is trained", "all_trained"),
    (r"the training card you hold takes your last untrained Assistant", "held_training"),
    (r"only the Blacksmith \(or a Journeyman\) may work the Forge", "forge_smith"),
    (r"(?P<card>.+) needs skill (?P<n>\d+)", "needs_skill"),
    (r"(?P<card>.+) needs your (?P<token>.+)", "needs_token"),
    (r"you lack the goods for (?P<card>.+)", "lack_goods"),
    (r"the Forge needs (?P<n>\d+) more Assistants? free this turn", "needs_helpers"),
    (r"say which Assistants help at the Forge", "helpers_say"),
    (r"only your other free Assistants can help at the Forge, each once", "helpers_others"),
    (r"the Forge needs (?P<n>\d+) Assistants? to help", "helpers_count"),
    (r"send no more Assistants to the Forge than the order needs", "helpers_extra"),
    (r"name the contracts first, then the Assistants", "forge_detail_order"),
    (r"name the two contracts in the order of your hand", "forge_hand_order"),
    (r"only one mix of Assistants can help there: the Forge takes it without asking", "helpers_unasked"),
    (r"Assistants trained alike help alike: choose one of the mixes offered", "helpers_twin"),
    (r"you have no (?P<good>\w+) to sell", "no_sell"),
    (r"you cannot afford (?P<good>\w+) .*", "cannot_buy"),
    (r"your stores cannot hold that much", "storage"),
    (r"you have no Store Extension", "no_store"),
    (r"only an Assistant may work the Store Extension", "store_assistant"),
    (r"you do not have that much Metal", "no_metal"),
    (r"do not buy and sell the same good in one visit", "buy_sell"),
    (r"one visit makes at most (?P<n>\d+) trades", "trade_count"),
    (r"make at least one trade", "trade_none"),
    (r"that track space is taken", "track_taken"),
    (r"first put your hammer on the turn-order track", "track_first"),
    (r"first answer the choice you owe", "answer_first"),
    (r"a worker of yours still has a place to go", "no_skip"),
    (r"the game is over", "over"),
]
_COMPILED = [(re.compile(p + r"$"), key) for p, key in _REASONS]


def _local_name(content, group: str, value: str) -> str:
    """A name the engine put in a reason (in English, from the data) in the current language:
    a contract's or token's, a place's or a good's; anything else as it is."""
    if group in ("card", "token") and content is not None:
        for card in content.contracts + content.tokens:
            if card.name == value:
                return card_name(card)
    if group == "place":            # the sentence has its own article ('to the Market')
        return without_article(place_name(value.lower().replace(" ", "_")))
    if group == "good" and value in GOODS:
        return good_name(GOODS.index(value))
    return value


def reason(text: str, content=None) -> str:
    """The engine's reason `text` in the current language (with `content`, the card names it
    carries are said in that language too)."""
    for pattern, key in _COMPILED:
        m = pattern.match(text)
        if m:
            names = {k: _local_name(content, k, v) for k, v in m.groupdict().items()}
            if "n" in names and i18n.has(f"forge.reason.{key}.one"):      # a count: one or more
                return i18n.plural(f"forge.reason.{key}", int(names.pop("n")), **names)
            return t(f"forge.reason.{key}", **names)
    return text


def why(state, move) -> str:
    """Why a move is good, in a few words: what it brings at once (goods, points, cards, skill)."""
    from kingsforge.forge.engine import rules, scoring

    seat = state.current()
    after = rules.apply(state, move)
    p0, p1 = state.p[seat], after.p[seat]
    parts = [f"+{p1.res[g] - p0.res[g]} {good_name(g)}" for g in range(5) if p1.res[g] > p0.res[g]]
    if p1.skill > p0.skill:
        parts.append(t("forge.why.skill", n=p1.skill - p0.skill))
    if len(p1.forged) > len(p0.forged):
        parts.append(t("forge.why.forged"))
    if len(p1.hand) > len(p0.hand) or (after.pending and after.pending[0].seat == seat):
        parts.append(t("forge.why.cards"))
    if bin(p1.tokens).count("1") > bin(p0.tokens).count("1"):
        parts.append(t("forge.why.built"))
    gain = scoring.score(after, seat) - scoring.score(state, seat)
    if gain > 0:
        parts.append(i18n.plural("forge.why.points", gain))
    return t("forge.why.brings", what=", ".join(parts)) if parts else t("forge.why.position")
