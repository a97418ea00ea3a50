"""Builds a validated Content from a data folder (game, gather, docks, craft).

Every problem becomes one ContentError naming the file, line, card and field;
the first problem found stops the load, so the message is never buried.
"""

from __future__ import annotations

import difflib
import hashlib
from pathlib import Path

from kingsforge.content.errors import ContentError
from kingsforge.content.yamlsource import Document, read_yaml
from kingsforge.engine.model import (Box, Content, CraftCard, DieType, DockAction, Effect,
                                     GatherCard, Option, Setup)
from kingsforge.resources import data_dir

FILES = ("game.yaml", "gather.yaml", "docks.yaml", "craft.yaml")
SOURCES = ("published", "rulebook", "reference", "house")
EFFECT_NAMES = ("gain", "gain_to_supply", "token", "bonus", "flip", "reroll", "auto6",
                "roll_smithy", "cemetery", "gain_by_count")
MAX_PIPS = 6


def load_content(folder: str | Path | None = None) -> Content:
    folder = Path(folder) if folder else data_dir()
    if not folder.is_dir():
        raise ContentError(str(folder), None, "data folder not found")
    docs = {name: read_yaml(folder / name, _display(folder, name)) for name in FILES}
    checksum = hashlib.sha256()
    for name in FILES:
        checksum.update((folder / name).read_bytes())
    return _Builder(docs).build(checksum.hexdigest()[:16])


def _display(folder: Path, name: str) -> str:
    return str(Path(folder.name) / name)


class _Checker:
    """Type and range checks on one document, with file:line messages."""

    def __init__(self, doc: Document):
        self.doc = doc

    def fail(self, path, problem, card=None, hint=None):
        field = _field_name(path) if path else None
        raise ContentError(self.doc.file, self.doc.line(path), problem, card=card, field=field, hint=hint)

    def mapping(self, value, path, required=(), optional=(), card=None, any_keys=False):
        if not isinstance(value, dict):
            self.fail(path, f"expected a mapping of keys, got {_kind(value)}", card)
        allowed = tuple(required) + tuple(optional)
        for key in ([] if any_keys else value):
            if key not in allowed:
                close = difflib.get_close_matches(str(key), allowed, n=1)
                hint = f"did you mean '{close[0]}'?" if close else f"valid keys: {', '.join(allowed)}"
                self.fail(path + (key,), f"unknown key '{key}'", card, hint)
        for key in required:
            if key not in value:
                self.fail(path, f"missing required key '{key}'", card)
        return value

    def sequence(self, value, path, card=None, allow_empty=True):
        if not isinstance(value, list):
            self.fail(path, f"expected a list, got {_kind(value)}", card)
        if not allow_empty and not value:
            self.fail(path, "the list is empty", card)
        return value

    def integer(self, value, path, low, high=None, card=None):
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"expected a whole number, got {_kind(value)}", card)
        if value < low or (high is not None and value > high):
            bound = f"from {low} to {high}" if high is not None else f"at least {low}"
            self.fail(path, f"must be {bound}, got {value}", card)
        return value

    def text(self, value, path, card=None):
        if not isinstance(value, str) or not value.strip():
            self.fail(path, f"expected a non-empty text, got {_kind(value)}", card)
        return value

    def flag(self, value, path, card=None):
        if not isinstance(value, bool):
            self.fail(path, f"expected true or false, got {_kind(value)}", card)
        return value

    def choice(self, value, path, choices, what, card=None):
        if value not in choices:
            close = difflib.get_close_matches(str(value), [str(c) for c in choices], n=1)
            hint = f"did you mean '{close[0]}'?" if close else f"one of: {', '.join(map(str, choices))}"
            self.fail(path, f"unknown {what} '{value}'", card, hint)
        return value


def _kind(value) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"true/false ({value})"
    if isinstance(value, (int, float)):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"text '{value}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _field_name(path) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


class _Builder:
    def __init__(self, docs: dict[str, Document]):
        self.docs = docs
        self.game = _Checker(docs["game.yaml"])
        self._boxes: dict[tuple, Box] = {}

    def box(self, accepts, consumed, label) -> Box:
        """One shared Box per distinct kind of box (see Box)."""
        key = (frozenset(accepts), consumed, label)
        if key not in self._boxes:
            self._boxes[key] = Box(accepts=key[0], consumed=consumed, label=label)
        return self._boxes[key]

    def build(self, checksum: str) -> Content:
        root = self.game.mapping(self.docs["game.yaml"].data, (),
                                 required=("basic_colours", "dice", "tokens", "setup"))
        self._colours(root["basic_colours"])
        self._dice(root["dice"])
        self._tokens(root["tokens"])
        gather = self._gather_cards()
        docks, dock_actions = self._docks()
        craft = self._craft_cards()
        setup = self._setup(root["setup"], gather, craft)
        die_type_of = tuple(t.index for t in self.die_types for _ in range(t.count))
        return Content(
            colours=self.colours, die_types=self.die_types, die_type_of=die_type_of,
            token_ids=self.token_ids, token_names=self.token_names, token_counts=self.token_counts,
            token_effects=self.token_effects,
            gather=gather, docks=docks, dock_actions=dock_actions, craft=craft, setup=setup,
            checksum=checksum, fits=tuple(t.fits for t in self.die_types))

    # --- game.yaml -------------------------------------------------------------
    def _colours(self, value):
        check = self.game
        check.sequence(value, ("basic_colours",), allow_empty=False)
        for i, colour in enumerate(value):
            check.text(colour, ("basic_colours", i))
        if len(set(value)) != len(value):
            check.fail(("basic_colours",), "a colour is listed twice")
        self.colours = tuple(value)

    def _dice(self, value):
        check = self.game
        check.mapping(value, ("dice",), any_keys=True)
        types = []
        for index, (type_id, spec) in enumerate(value.items()):
            path = ("dice", type_id)
            card = f"die type '{type_id}'"
            check.mapping(spec, path, required=("count",),
                          optional=("colours", "wild", "returns_to_stock", "player_die", "name"), card=card)
            count = check.integer(spec["count"], path + ("count",), 0, 500, card)
            wild = check.flag(spec.get("wild", False), path + ("wild",), card)
            colours = spec.get("colours", [])
            check.sequence(colours, path + ("colours",), card)
            fits = set()
            for i, colour in enumerate(colours):
                check.choice(colour, path + ("colours", i), self.colours, "colour", card)
                fits.add(self.colours.index(colour))
            if wild:
                fits = set(range(len(self.colours)))
            types.append(DieType(
                index=index, id=str(type_id), name=str(spec.get("name", type_id)), count=count,
                fits=frozenset(fits), wild=wild,
                returns_to_stock=check.flag(spec.get("returns_to_stock", False), path + ("returns_to_stock",), card),
                player_die=check.flag(spec.get("player_die", True), path + ("player_die",), card)))
        if not types:
            check.fail(("dice",), "no die types are defined")
        self.die_types = tuple(types)
        self.die_ids = tuple(t.id for t in types)

    def _tokens(self, value):
        check = self.game
        check.mapping(value, ("tokens",), any_keys=True)
        ids, names, counts, effects = [], [], [], []
        self.token_ids = tuple(str(t) for t in value)
        for token_id, spec in value.items():
            path = ("tokens", token_id)
            card = f"token '{token_id}'"
            check.mapping(spec, path, required=("count", "effects"), optional=("name",), card=card)
            counts.append(check.integer(spec["count"], path + ("count",), 0, 50, card))
            ids.append(str(token_id))
            names.append(str(spec.get("name", token_id)))
            listed = check.sequence(spec["effects"], path + ("effects",), card, allow_empty=False)
            parsed = tuple(self._effect(check, e, path + ("effects", i), card, False) for i, e in enumerate(listed))
            if any(e.kind not in ("bonus", "flip", "reroll", "auto6") for e in parsed):
                check.fail(path + ("effects",), "a token can only grant bonus, flip, reroll or auto6", card)
            effects.append(parsed)
        self.token_names, self.token_counts, self.token_effects = tuple(names), tuple(counts), tuple(effects)

    def _setup(self, value, gather, craft) -> Setup:
        check = self.game
        path = ("setup",)
        check.mapping(value, path, required=("start_supply", "craft_cards", "craft_display", "gather_random",
                                             "gather_face_up", "items_to_win", "first_pass_benefits"))
        start = self._dice_counts(check, value["start_supply"], path + ("start_supply",), "setup")
        per_players = {}
        for key in ("craft_cards", "items_to_win"):
            table = check.mapping(value[key], path + (key,), any_keys=True)
            parsed = {}
            for players, number in table.items():
                check.integer(players, path + (key,), 2, 4)
                parsed[players] = check.integer(number, path + (key, players), 1, 99)
            for players in (2, 3, 4):
                if players not in parsed:
                    check.fail(path + (key,), f"no entry for {players} players")
            per_players[key] = parsed
        display = check.integer(value["craft_display"], path + ("craft_display",), 1, 10)
        randoms = check.integer(value["gather_random"], path + ("gather_random",), 0, 50)
        face_up = check.integer(value["gather_face_up"], path + ("gather_face_up",), 1, 10)
        benefits = check.sequence(value["first_pass_benefits"], path + ("first_pass_benefits",))
        for i, benefit in enumerate(benefits):
            check.choice(benefit, path + ("first_pass_benefits", i), self.die_ids + self.token_ids,
                         "die type or token")
            if benefit in self.die_ids and not self.die_types[self.die_ids.index(benefit)].player_die:
                check.fail(path + ("first_pass_benefits", i), f"'{benefit}' dice never enter a player's supply")
        # Cross-file checks: the setup must be possible with the cards defined.
        always = sum(1 for card in gather if card.always)
        if always + randoms > len(gather):
            check.fail(path + ("gather_random",),
                       f"{always} always-used + {randoms} random gather cards need more than the {len(gather)} defined")
        if face_up > always + randoms:
            check.fail(path + ("gather_face_up",), "more face-up gather cards than cards in the gather deck")
        most = max(per_players["craft_cards"].values())
        if most > len(craft):
            check.fail(path + ("craft_cards",), f"deals {most} craft cards but only {len(craft)} are defined")
        for type_index, count in start:
            if count * 4 > self.die_types[type_index].count:
                check.fail(path + ("start_supply",),
                           f"4 players need {count * 4} {self.die_ids[type_index]} dice but only "
                           f"{self.die_types[type_index].count} exist")
        return Setup(start_supply=start, craft_cards=per_players["craft_cards"], craft_display=display,
                     gather_random=randoms, gather_face_up=face_up, items_to_win=per_players["items_to_win"],
                     first_pass_benefits=tuple(benefits))

    def _dice_counts(self, check, value, path, card, allow_special=False):
        check.mapping(value, path, card=card, any_keys=True)
        if not value:
            check.fail(path, "names no dice", card)
        counts = []
        for type_id, count in value.items():
            check.choice(type_id, path + (type_id,), self.die_ids, "die type", card)
            type_index = self.die_ids.index(type_id)
            if not self.die_types[type_index].player_die and not allow_special:
                check.fail(path + (type_id,), f"'{type_id}' dice never enter a player's supply", card)
            counts.append((type_index, check.integer(count, path + (type_id,), 1, 20, card)))
        return tuple(counts)

    # --- options (gather cards and docks) ----------------------------------------
    def _option(self, check, spec, path, card, label) -> Option:
        check.mapping(spec, path, required=("cost", "effects"), optional=("label",), card=card)
        cost = spec["cost"]
        take_all = cost == "all"
        boxes = () if take_all else tuple(self._box(check, box, path + ("cost", i), card)
                                          for i, box in enumerate(check.sequence(cost, path + ("cost",), card)))
        effects_spec = check.sequence(spec["effects"], path + ("effects",), card, allow_empty=False)
        effects = tuple(self._effect(check, e, path + ("effects", i), card, take_all)
                        for i, e in enumerate(effects_spec))
        min_all = 0
        if take_all:
            tables = [e for e in effects if e.kind == "gain_by_count"]
            if not tables:
                check.fail(path + ("cost",), "'cost: all' needs a gain_by_count effect", card)
            min_all = min(row[0] for row in tables[0].table)
        label = spec.get("label", label)
        return Option(label=str(label), boxes=boxes, effects=effects, take_all=take_all, min_all=min_all)

    def _box(self, check, value, path, card) -> Box:
        if not isinstance(value, str):
            check.fail(path, f"a cost box must be text such as 'any', 'wood' or 'x:gem|magic', got {_kind(value)}",
                       card)
        text = value.strip()
        consumed = text.startswith("x:")
        body = text[2:] if consumed else text
        if body == "any":
            accepts = frozenset(t.index for t in self.die_types if t.player_die)
        else:
            accepts = set()
            for colour in body.split("|"):
                if colour == "any":
                    check.fail(path, f"'any' cannot be combined with colours in '{text}'", card,
                               hint="write 'any' alone, or list only colours")
                check.choice(colour, path, self.colours, "colour", card)
                colour_index = self.colours.index(colour)
                accepts |= {t.index for t in self.die_types if t.player_die and colour_index in t.fits}
            accepts = frozenset(accepts)
        return self.box(accepts, consumed, body)

    def _effect(self, check, value, path, card, take_all) -> Effect:
        if not isinstance(value, dict) or len(value) != 1:
            check.fail(path, "an effect is one name with its parameters, e.g. '{gain: {metal: 2}}'", card)
        (name, param), = value.items()
        check.choice(name, path, EFFECT_NAMES, "effect", card)
        at = path + (name,)
        if name in ("gain", "gain_to_supply"):
            return Effect(kind="gain", dice=self._dice_counts(check, param, at, card), to_supply=name != "gain")
        if name == "token":
            check.choice(param, at, self.token_ids, "token", card)
            return Effect(kind="token", token=self.token_ids.index(param))
        if name == "bonus":
            amounts = param if isinstance(param, list) else [param]
            for i, amount in enumerate(amounts):
                check.integer(amount, at + ((i,) if isinstance(param, list) else ()), 1, 6, card)
            if not amounts:
                check.fail(at, "names no bonus", card)
            return Effect(kind="bonus", amounts=tuple(amounts))
        if name in ("flip", "reroll", "auto6"):
            return Effect(kind=name, count=check.integer(param, at, 1, 6, card))
        if name in ("roll_smithy", "cemetery"):
            if param is not True:
                check.fail(at, f"write '{name}: true'", card)
            return Effect(kind=name)
        # gain_by_count
        if not take_all:
            check.fail(at, "gain_by_count only works with 'cost: all'", card)
        check.mapping(param, at, card=card, any_keys=True)
        rows = []
        for count, gains in param.items():
            check.integer(count, at, 1, 30, card)
            rows.append((count, self._dice_counts(check, gains, at + (count,), card)))
        if not rows:
            check.fail(at, "the table is empty", card)
        return Effect(kind="gain_by_count", table=tuple(sorted(rows)))

    # --- card files ----------------------------------------------------------------
    def _card_list(self, file, key):
        doc = self.docs[file]
        check = _Checker(doc)
        check.mapping(doc.data, (), required=(key,))
        return check, check.sequence(doc.data[key], (key,), allow_empty=False)

    def _card_head(self, check, spec, path, kind, required, optional, seen):
        """Checks the keys every card shares; `seen` holds the ids and names used so far."""
        label = f"{kind} #{path[-1] + 1}"
        if isinstance(spec, dict) and isinstance(spec.get("name"), str):
            label = f"{kind} '{spec['name']}'"
        check.mapping(spec, path, required=required, optional=optional, card=label)
        card_id = check.text(spec["id"], path + ("id",), label)
        check.text(spec["name"], path + ("name",), label)
        if card_id in seen:
            check.fail(path + ("id",), f"the id '{card_id}' is used twice", label)
        if ("name", spec["name"]) in seen:
            check.fail(path + ("name",), f"the name '{spec['name']}' is used twice", label,
                       hint="players tell cards apart by name")
        seen.update((card_id, ("name", spec["name"])))
        check.choice(spec["source"], path + ("source",), SOURCES, "source", label)
        if "notes" in spec:
            check.text(spec["notes"], path + ("notes",), label)
        return label

    def _gather_cards(self):
        check, cards = self._card_list("gather.yaml", "gather")
        out, seen = [], set()
        for index, spec in enumerate(cards):
            path = ("gather", index)
            label = self._card_head(check, spec, path, "gather card", ("id", "name", "source", "options"),
                                    ("always", "notes"), seen)
            options_spec = check.sequence(spec["options"], path + ("options",), label, allow_empty=False)
            labels = _option_labels(len(options_spec))
            options = tuple(self._option(check, o, path + ("options", i), label, labels[i])
                            for i, o in enumerate(options_spec))
            out.append(GatherCard(index=index, id=spec["id"], name=spec["name"],
                                  always=check.flag(spec.get("always", False), path + ("always",), label),
                                  options=options, source=spec["source"]))
        return tuple(out)

    def _docks(self):
        check, docks = self._card_list("docks.yaml", "docks")
        tiles, actions, seen = [], [], set()
        for index, spec in enumerate(docks):
            path = ("docks", index)
            label = self._card_head(check, spec, path, "dock", ("id", "name", "source", "actions"), ("notes",), seen)
            acts = check.sequence(spec["actions"], path + ("actions",), label, allow_empty=False)
            tiles.append((spec["id"], spec["name"]))
            for i, act in enumerate(acts):
                option = self._option(check, act, path + ("actions", i), label, f"{i + 1}")
                if not option.boxes:
                    check.fail(path + ("actions", i, "cost"), "a dock action must cost dice", label)
                # Every die placed on a dock goes back to the stock at cleanup.
                boxes = tuple(self.box(b.accepts, True, b.label) for b in option.boxes)
                option = Option(option.label, boxes, option.effects, option.take_all, option.min_all)
                actions.append(DockAction(index=len(actions), dock=index, dock_id=spec["id"],
                                          dock_name=spec["name"], option=option))
        return tuple(tiles), tuple(actions)

    def _craft_cards(self):
        check, cards = self._card_list("craft.yaml", "craft")
        out, seen, ranks = [], set(), {}
        for index, spec in enumerate(cards):
            path = ("craft", index)
            label = self._card_head(check, spec, path, "craft card", ("id", "name", "source", "rank", "needs"),
                                    ("notes",), seen)
            rank = check.integer(spec["rank"], path + ("rank",), 1, 999, label)
            if rank in ranks:
                check.fail(path + ("rank",), f"rank {rank} is also used by '{ranks[rank]}'", label,
                           hint="ranks order the deck, so each must be different")
            ranks[rank] = spec["name"]
            needs = check.sequence(spec["needs"], path + ("needs",), label, allow_empty=False)
            slots = []
            for i, need in enumerate(needs):
                slots.append(self._requirement(check, need, path + ("needs", i), label))
            out.append(CraftCard(index=index, id=spec["id"], name=spec["name"], rank=rank,
                                 slots=tuple(slots), source=spec["source"]))
        return tuple(out)

    def _requirement(self, check, value, path, card):
        parts = value.split() if isinstance(value, str) else []
        if len(parts) != 2:
            check.fail(path, f"a requirement is a colour and pips such as 'gem 3', got {_kind(value)}", card)
        colour, pips = parts
        check.choice(colour, path, self.colours, "colour", card)
        if not (pips.isascii() and pips.isdigit()):
            check.fail(path, f"pips must be a number from 1 to {MAX_PIPS}, got '{pips}'", card)
        if not 1 <= int(pips) <= MAX_PIPS:
            check.fail(path, f"pips must be from 1 to {MAX_PIPS}, got {pips}", card,
                       hint="a die shows 1 to 6")
        return self.colours.index(colour), int(pips)


def _option_labels(count: int) -> list[str]:
    if count == 2:
        return ["top", "bottom"]
    if count == 4:
        return ["top 1", "top 2", "bottom 1", "bottom 2"]
    return [f"option {i + 1}" for i in range(count)]
