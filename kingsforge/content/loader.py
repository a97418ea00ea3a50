"""Builds a validated Content from a data folder (game, gather, docks, craft).

Every problem becomes one ContentError naming the file, line, card and field;
the first problem found stops the load, so the message is never buried.
"""

from __future__ import annotations

import dataclasses
import difflib
from pathlib import Path

from kingsforge.content.checker import Checker, name_problem, value_kind
from kingsforge.content.errors import ContentError
from kingsforge.content.looks import read_looks, read_worths
from kingsforge.content.modules import BASE, SOURCES, ModuleFiles, card_files, load_order
from kingsforge.datasum import Sums
from kingsforge.engine import registry
from kingsforge.engine.mechanism import MechanismError
from kingsforge.engine.model import (
    Box,
    Content,
    CraftCard,
    DieType,
    DockAction,
    Effect,
    GatherCard,
    Option,
    Setup,
)
from kingsforge.resources import data_dir

MAX_PIPS = 6
ZONES_FROM = ("supply", "smithy")
ZONES_TO = ("smithy", "stock", "claimer")


def load_content(folder: str | Path | None = None, modules=()) -> Content:
    """The base game plus the chosen modules (ids), merged into one Content.

    `folder` is a data folder with one sub-folder per module (or the old flat
    layout, the base game alone). Raises ContentError naming file:line, card
    and field, or the unknown/conflicting module.
    """
    folder = Path(folder) if folder else data_dir()
    if not folder.is_dir():
        raise ContentError(str(folder), None, "data folder not found")
    loaded = load_order(folder, modules)
    # The base game's checksum covers its four files exactly as before modules existed,
    # so saves and golden transcripts of the base game keep theirs.
    sums = Sums()                   # the card files' checksum, and the same without `art:`
    for module in loaded:
        if module.info.id != BASE:
            sums.add(f"module {module.info.id}".encode())
            sums.add(module.replaces_doc.raw)       # module.yaml, as read_yaml read it (once, bounded)
        for name in card_files():
            if name in module.docs:
                sums.add(module.docs[name].raw)
    if _keeps_module_crafts(loaded):
        # 'replaces: {craft: all}' once dropped the craft cards of the modules loaded before it
        # too; a set where that differs says so, so its older saves read as other card data
        sums.add(b"replaces craft all: the base game's cards only")
    return _Builder(loaded).build(*sums.hex())


def _keeps_module_crafts(loaded) -> bool:
    """A module replaces every craft card and another module brings craft cards of its own."""
    replacing = [m for m in loaded if m.replaces.get("craft") == "all"]
    return bool(replacing) and any("craft.yaml" in m.docs for m in loaded if m.info.id != BASE
                                   and m not in replacing)


class _Builder:
    """Merges the modules' files, base first, into one Content; each check names file:line."""

    def __init__(self, modules: list[ModuleFiles]):
        self.modules = modules
        self.base = modules[0]
        self.game = Checker(self.base.docs["game.yaml"])
        self._boxes: dict[tuple, Box] = {}
        self.module_of: dict[tuple, str] = {}   # (kind, id) -> the module that defines it

    def box(self, accepts, consumed, label) -> Box:
        """One shared Box per distinct kind of box (see Box)."""
        key = (frozenset(accepts), consumed, label)
        if key not in self._boxes:
            self._boxes[key] = Box(accepts=key[0], consumed=consumed, label=label)
        return self._boxes[key]

    def _games(self):
        """(module, checker, game.yaml data) for every module with a game.yaml, base first."""
        for module in self.modules:
            if "game.yaml" in module.docs:
                doc = module.docs["game.yaml"]
                check = Checker(doc)
                if module is self.base:
                    check.mapping(doc.data, (), required=("basic_colours", "dice", "tokens", "setup"),
                                  optional=("first_player_marker",))
                else:
                    check.mapping(doc.data, (), optional=("dice", "tokens", "rules", "first_player_marker")
                                  + self.owned("game", GAME_KEYS))
                yield module, check, doc.data

    def build(self, checksum: str, rules_checksum: str) -> Content:
        root = self.base.docs["game.yaml"].data
        self.game.mapping(root, (), required=("basic_colours", "dice", "tokens", "setup"),
                          optional=("first_player_marker",))
        self._colours(root["basic_colours"])
        self.die_types, self.token_ids, self.token_names, self.token_counts, self.token_effects = [], [], [], [], []
        games = list(self._games())
        for module, check, data in games:
            if "dice" in data:
                self._dice(check, data["dice"], module.info.id)
        if not self.die_types:
            self.game.fail(("dice",), "no die types are defined")
        self.die_ids = tuple(t.id for t in self.die_types)
        for module, check, data in games:
            if "dice" in data:
                self._dice_links(check, data["dice"])
        self.die_types = tuple(self.die_types)
        for module, check, data in games:
            if "tokens" in data:
                self._tokens(check, data["tokens"])
        self.token_ids = tuple(self.token_ids)
        gather = self._gather_cards()
        docks, dock_actions = self._docks()
        self.hybrids = []                 # hybrid boxes' member colours, found while reading the cards
        self.craft = list(self._craft_cards())
        parsed = self._game_traits(games)       # a mechanism's tiles join self.craft
        craft = tuple(self.craft)
        parsed.update(self._file_traits())
        self._check_effects_have_pieces(gather, dock_actions, parsed.get("escape", ()))
        setup = self._setup(root["setup"], gather, craft, games)
        die_type_of = tuple(t.index for t in self.die_types for _ in range(t.count))
        content = Content(
            colours=self.colours, die_types=self.die_types, die_type_of=die_type_of,
            token_ids=self.token_ids, token_names=tuple(self.token_names), token_counts=tuple(self.token_counts),
            token_effects=tuple(self.token_effects),
            gather=gather, docks=docks, dock_art=tuple(self.dock_art), dock_actions=dock_actions, craft=craft,
            setup=setup,
            checksum=checksum, rules_checksum=rules_checksum, fits=self._fits(),
            modules=tuple(m.info for m in self.modules), module_state=len(self.modules) > 1,
            first_player_marker=self._marker(games), looks=self._looks(read_looks),
            worths=self._looks(read_worths), hybrids=tuple(self.hybrids),
            **self._listed(craft), **_fields(Content, parsed))
        # The hooks the cards in play need, by moment, as the mechanisms declare them (engine/mechanism.py)
        return dataclasses.replace(content, moments=registry.plan(content).moments)

    # --- hybrid colours (Ambassador Requests' two-colour boxes) ----------------------------
    def _fits(self):
        """Per die type, the colours it fills: its own, and every hybrid colour one of them is in."""
        base = len(self.colours)
        out = []
        for t in self.die_types:
            extra = {base + k for k, members in enumerate(self.hybrids) if t.fits & set(members)}
            out.append(t.fits | frozenset(extra) if extra else t.fits)
        return tuple(out)

    # --- game.yaml -------------------------------------------------------------
    def _colours(self, value):
        check = self.game
        check.sequence(value, ("basic_colours",), allow_empty=False)
        for i, colour in enumerate(value):
            check.text(colour, ("basic_colours", i))
        if len(set(value)) != len(value):
            check.fail(("basic_colours",), "a colour is listed twice")
        self.colours = tuple(value)

    def _looks(self, read) -> tuple:
        """Each loaded module's die looks or worths (looks.yaml, ai.yaml: content/looks.py),
        a later module's replacing an earlier one's; for the die types of this content only."""
        found: dict = {}
        for module in self.modules:
            found.update(read(module.folder, self.die_ids))
        return tuple(found.items())

    def _dice(self, check, value, module_id):
        check.mapping(value, ("dice",), any_keys=True)
        for type_id, spec in value.items():
            path = ("dice", type_id)
            card = f"die type '{type_id}'"
            check.mapping(spec, path, required=("count",),
                          optional=("colours", "wild", "returns_to_stock", "player_die", "name", "gather_use",
                                    "declared") + self.owned("die", DIE_KEYS), card=card)
            self._unique(check, path, str(type_id), module_id, card)
            count = check.integer(spec["count"], path + ("count",), 0, 500, card)
            wild = check.flag(spec.get("wild", False), path + ("wild",), card)
            declared = check.flag(spec.get("declared", False), path + ("declared",), card)
            colours = spec.get("colours", [])
            check.sequence(colours, path + ("colours",), card)
            fits = set()
            for i, colour in enumerate(colours):
                check.choice(colour, path + ("colours", i), self.colours, "colour", card)
                fits.add(self.colours.index(colour))
            if wild:
                fits = set(range(len(self.colours)))
            if declared and fits:
                check.fail(path + ("colours",), "a declared die takes its colour in play; list no colours", card)
            self.die_types.append(DieType(
                index=len(self.die_types), id=str(type_id), name=self._name(check, spec, path, card, type_id), count=count,
                fits=frozenset(fits), wild=wild,
                returns_to_stock=check.flag(spec.get("returns_to_stock", False), path + ("returns_to_stock",), card),
                player_die=check.flag(spec.get("player_die", True), path + ("player_die",), card),
                gather_use=check.flag(spec.get("gather_use", True), path + ("gather_use",), card),
                declared=declared, module=module_id,
                **_fields(DieType, self.read_traits("die", check, spec, path, card))))

    @staticmethod
    def _name(check, spec, path, card, item_id) -> str:
        """A die type's or token's name: its `name:`, else its id."""
        return check.name(spec["name"], path + ("name",), card) if "name" in spec else str(item_id)

    def _dice_links(self, check, value):
        """The mechanisms' die-type keys that name other die types or effects (Trait.links),
        once every type is known."""
        for type_id, spec in value.items():
            path = ("dice", type_id)
            card = f"die type '{type_id}'"
            for t in registry.traits("die"):
                if t.links is not None and any(key in spec for key in t.keys):
                    fields = _fields(DieType, t.links(self, check, spec, path, card))
                    if fields:
                        kind = self.die_type(type_id)
                        fields["traits"] = kind.traits + fields.get("traits", ())
                        self.die_types[kind.index] = dataclasses.replace(kind, **fields)

    def _games_file(self, games, key) -> str:
        return ", ".join(check.doc.file for _m, check, data in games if key in data)

    def _unique(self, check, path, item_id, module_id, card, kind="die type"):
        """Ids of one kind of piece are unique across every module loaded together."""
        key = (kind, item_id)
        if key in self.module_of:
            other = self.module_of[key]
            where = "" if other == module_id else f" (also in module '{other}')"
            check.fail(path, f"the id '{item_id}' is used twice{where}", card)
        self.module_of[key] = module_id

    def _tokens(self, check, value):
        check.mapping(value, ("tokens",), any_keys=True)
        self.token_ids.extend(str(t) for t in value)
        for token_id, spec in value.items():
            path = ("tokens", token_id)
            card = f"token '{token_id}'"
            check.mapping(spec, path, required=("count", "effects"), optional=("name",), card=card)
            self.token_counts.append(check.integer(spec["count"], path + ("count",), 0, 50, card))
            self.token_names.append(self._name(check, spec, path, card, token_id))
            listed = check.sequence(spec["effects"], path + ("effects",), card, allow_empty=False)
            parsed = tuple(self._effect(check, e, path + ("effects", i), card, False) for i, e in enumerate(listed))
            if any(e.kind not in ("bonus", "flip", "reroll", "auto6") for e in parsed):
                check.fail(path + ("effects",), "a token can only grant bonus, flip, reroll or auto6", card)
            self.token_effects.append(parsed)

    def _marker(self, games) -> str:
        """The first-player marker (game.yaml `first_player_marker:`; the last module to name one
        wins). The base game's anvil is the default rather than a line in base/game.yaml, which
        keeps the base game's checksum -- and so its saves and golden transcripts -- as they were."""
        marker = "anvil"
        for _module, check, data in games:
            if "first_player_marker" in data:
                marker = check.text(data["first_player_marker"], ("first_player_marker",))
                if not all(ch.isalnum() or ch in "-_" for ch in marker):
                    check.fail(("first_player_marker",),
                               f"a marker is named by letters, digits, - and _, got '{marker}'")
        return marker

    def _rules(self, games) -> dict:
        """A module's craft rules (game.yaml `rules:`): side cards and the ending item's rank."""
        out = {}
        for module, check, data in games:
            if "rules" not in data:
                continue
            spec = check.mapping(data["rules"], ("rules",), optional=("side_cards", "side_rank", "ending_rank"))
            for key in spec:
                out[key] = check.integer(spec[key], ("rules", key), 0, 999)
            if out.get("side_cards") and not out.get("side_rank"):
                check.fail(("rules", "side_cards"), "side cards need a side_rank")
        return out

    def _setup(self, value, gather, craft, games=()) -> Setup:
        check = self.game
        path = ("setup",)
        required = ("start_supply", "craft_cards", "craft_display", "gather_random", "gather_face_up",
                    "items_to_win", "first_pass_benefits")
        check.mapping(value, path, required=required)
        value = dict(value)
        for module in self.modules[1:]:        # a module may replace setup entries (deal counts, items to win)
            changes = module.replaces.get("setup")
            if changes is None:
                continue
            mod_check = Checker(module.replaces_doc)
            mod_check.mapping(changes, ("replaces", "setup"), optional=required, card=f"module '{module.info.id}'")
            value.update(changes)
            if module.replaces_doc is not None:    # report problems in the module's own file
                check = mod_check
                path = ("replaces", "setup")
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
        rules = self._rules(games)
        # Unranked cards (bid tiles, requests: rank 0) are never dealt.
        dealable = [k for k in craft if k.rank and k.rank < (rules.get("side_rank") or 10 ** 6)]
        most = max(per_players["craft_cards"].values())
        if most > len(dealable):
            check.fail(path + ("craft_cards",), f"deals {most} craft cards but only {len(dealable)} are defined")
        side = sum(1 for k in craft if rules.get("side_rank") and k.rank >= rules["side_rank"])
        if rules.get("side_cards", 0) > side:
            raise ContentError(self._games_file(games, "rules"), None,
                               f"{rules['side_cards']} side cards of rank {rules.get('side_rank')}+ wanted, "
                               f"but only {side} are defined")
        for type_index, count in start:
            if count * 4 > self.die_types[type_index].count:
                check.fail(path + ("start_supply",),
                           f"4 players need {count * 4} {self.die_ids[type_index]} dice but only "
                           f"{self.die_types[type_index].count} exist")
        return Setup(start_supply=start, craft_cards=per_players["craft_cards"], craft_display=display,
                     gather_random=randoms, gather_face_up=face_up, items_to_win=per_players["items_to_win"],
                     first_pass_benefits=tuple(benefits), side_cards=rules.get("side_cards", 0),
                     side_rank=rules.get("side_rank", 0), ending_rank=rules.get("ending_rank", 0))

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
            check.fail(path, f"a cost box must be text such as 'any', 'wood' or 'x:gem|magic', got {value_kind(value)}",
                       card)
        text = value.strip()
        consumed = text.startswith("x:")
        body = text[2:] if consumed else text
        payers = [t for t in self.die_types if t.player_die and t.gather_use]
        if body == "any":
            accepts = frozenset(t.index for t in payers)
        else:
            accepts = set()
            for colour in body.split("|"):
                if colour == "any":
                    check.fail(path, f"'any' cannot be combined with colours in '{text}'", card,
                               hint="write 'any' alone, or list only colours")
                check.choice(colour, path, self.colours, "colour", card)
                colour_index = self.colours.index(colour)
                accepts |= {t.index for t in payers if colour_index in t.fits}
            accepts = frozenset(accepts)
        return self.box(accepts, consumed, body)

    def _effect(self, check, value, path, card, take_all, penalty=False) -> Effect:
        """One named effect; each name's parameters are read by its parser in EFFECT_PARSERS."""
        if not isinstance(value, dict) or len(value) != 1:
            check.fail(path, "an effect is one name with its parameters, e.g. '{gain: {metal: 2}}'", card)
        (name, param), = value.items()
        names = PENALTY_EFFECTS if penalty else tuple(n for n in EFFECT_PARSERS if n not in PENALTY_EFFECTS)
        check.choice(name, path, names, "effect", card)
        return EFFECT_PARSERS[name](self, check, name, param, path + (name,), card, take_all)

    def _gain(self, check, name, param, at, card, take_all):
        dice = self._dice_counts(check, param, at, card)
        for type_index, _count in dice:
            kind = self.die_types[type_index]
            if kind.paired:
                check.fail(at + (kind.id,), f"a '{kind.id}' die comes with its card: write "
                           f"'exotic: {{die: {kind.id}, draw: 1}}'", card)
            if kind.keeps and name != "gain":
                check.fail(at + (kind.id,), f"a '{kind.id}' die waits on its mini card, never in the supply: "
                           f"write 'gain'", card)
        return Effect(kind="gain", dice=dice, to_supply=name != "gain")

    def _exotic(self, check, name, param, at, card, take_all):
        """`exotic: {die: grimstone, draw: 2}`: one kept die onto the mini card; a paired die's
        card is chosen among `draw` cards drawn (the tile payout's rule)."""
        check.mapping(param, at, required=("die",), optional=("draw",), card=card)
        type_id = check.choice(param["die"], at + ("die",), self.die_ids, "die type", card)
        kind = self.die_types[self.die_ids.index(type_id)]
        if not kind.keeps:
            check.fail(at + ("die",), f"'{type_id}' is not a kept die ('keeps: true'): use 'gain'", card)
        draw = check.integer(param.get("draw", 0), at + ("draw",), 0, 5, card)
        if kind.paired and not draw:
            check.fail(at + ("draw",), f"a '{type_id}' die comes with a card: draw at least 1", card)
        if draw and not kind.paired:
            check.fail(at + ("draw",), f"cards are drawn only with a paired die; '{type_id}' is not", card)
        return Effect(kind="exotic", dice=((kind.index, 1),), count=draw)

    def _gain_others(self, check, name, param, at, card, take_all):
        return Effect(kind=name, dice=self._dice_counts(check, param, at, card))

    def _token(self, check, name, param, at, card, take_all):
        check.choice(param, at, self.token_ids, "token", card)
        return Effect(kind="token", token=self.token_ids.index(param))

    def _bonus(self, check, name, param, at, card, take_all):
        if isinstance(param, dict):
            # `bonus: {plus: 2, colour: gem}`: one die that fills that colour, this round
            check.mapping(param, at, required=("plus", "colour"), card=card)
            plus = check.integer(param["plus"], at + ("plus",), 1, 6, card)
            colour = check.choice(param["colour"], at + ("colour",), self.colours, "colour", card)
            return Effect(kind="bonus", amounts=(plus,), colours=frozenset({self.colours.index(colour)}))
        amounts = param if isinstance(param, list) else [param]
        for i, amount in enumerate(amounts):
            check.integer(amount, at + ((i,) if isinstance(param, list) else ()), 1, 6, card)
        if not amounts:
            check.fail(at, "names no bonus", card)
        return Effect(kind="bonus", amounts=tuple(amounts))

    def _counted(self, check, name, param, at, card, take_all):
        return Effect(kind=name, count=check.integer(param, at, 1, 6, card))

    def _switch(self, check, name, param, at, card, take_all):
        if param is not True:
            check.fail(at, f"write '{name}: true'", card)
        if name == "cemetery" and all(t.player_die for t in self.die_types):
            # the engine rolls the first die type that never enters a supply (engine/effects.py)
            check.fail(at, "the cemetery effect rolls the Cemetery die, and no die type here has "
                       "'player_die: false'", card, hint="mark the Cemetery die 'player_die: false' in game.yaml")
        return Effect(kind=name)

    def _gain_by_count(self, check, name, param, at, card, take_all):
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

    def _move_die(self, check, name, param, at, card, take_all):
        check.mapping(param, at, required=("from", "to"), optional=("types",), card=card)
        source = check.choice(param["from"], at + ("from",), ZONES_FROM, "zone", card)
        target = check.choice(param["to"], at + ("to",), ZONES_TO, "zone", card)
        types = set()
        for i, type_id in enumerate(check.sequence(param.get("types", []), at + ("types",), card)):
            check.choice(type_id, at + ("types", i), self.die_ids, "die type", card)
            types.add(self.die_ids.index(type_id))
        return Effect(kind="move_die", zones=(source, target), types=frozenset(types))

    def _check_effects_have_pieces(self, gather, dock_actions, escape):
        """Effects that need a piece from a module (an escape deck, a declared die) must find it."""
        options = [(f"gather card '{g.name}'", o) for g in gather for o in g.options]
        options += [(f"dock '{d.dock_name}'", d.option) for d in dock_actions]
        for label, option in options:
            for e in option.effects:
                if e.kind == "escape" and not escape:
                    raise ContentError(self._file_of(label), None, f"{label}: effect 'escape' needs escape cards",
                                       hint="list them under 'escape:' in a game.yaml")
                if e.kind == "conjure" and not any(t.declared for t in self.die_types):
                    raise ContentError(self._file_of(label), None,
                                       f"{label}: effect 'conjure' needs a die type with 'declared: true'")

    def _file_of(self, label) -> str:
        return ", ".join(m.docs["gather.yaml"].file for m in self.modules if "gather.yaml" in m.docs)

    # --- card files ----------------------------------------------------------------
    def _card_lists(self, file, key):
        """(module, checker, path, spec) for every card of this kind in every module, base first."""
        for module in self.modules:
            doc = module.docs.get(file)
            if doc is None:
                continue
            check = Checker(doc)
            check.mapping(doc.data, (), required=(key,))
            for index, spec in enumerate(check.sequence(doc.data[key], (key,), allow_empty=False)):
                yield module, check, (key, index), spec

    def _card_head(self, check, spec, path, kind, required, optional, seen, module_id=BASE):
        """Checks the keys every card shares; `seen` holds the names used so far."""
        label = f"{kind} #{path[-1] + 1}"
        if isinstance(spec, dict) and isinstance(spec.get("name"), str) and not name_problem(spec["name"]):
            label = f"{kind} '{spec['name']}'"
        check.mapping(spec, path, required=required, optional=optional, card=label)
        card_id = check.name(spec["id"], path + ("id",), label)
        check.name(spec["name"], path + ("name",), label)
        self._unique(check, path + ("id",), card_id, module_id, label, kind)
        if seen is not None and spec["name"] in seen:
            check.fail(path + ("name",), f"the name '{spec['name']}' is used twice", label,
                       hint="players tell cards apart by name")
        if seen is not None:
            seen.add(spec["name"])
        check.choice(spec["source"], path + ("source",), SOURCES, "source", label)
        if "notes" in spec:
            check.text(spec["notes"], path + ("notes",), label)
        if "art" in spec:
            art = check.text(spec["art"], path + ("art",), label)
            if not all(ch.isalnum() or ch in "-_" for ch in art):
                check.fail(path + ("art",), f"a picture name has only letters, digits, - and _, got '{art}'", label)
        return label

    def _replaced(self, kind, entries):
        """Drop the cards a module replaces: `replaces: {craft: all}` (every card of that kind the
        base game brings: the modules' own stay, whatever order they load in, so the Jubilee
        variant's new deck keeps the Masterworks requests beside it) or a list of ids."""
        out = list(entries)
        for module in self.modules:
            rule = module.replaces.get(kind)
            if rule is None:
                continue
            check = Checker(module.replaces_doc)
            at = ("replaces", kind)
            if rule == "all":
                out = [e for e in out if e[0].info.id != BASE]
                continue
            check.sequence(rule, at, f"module '{module.info.id}'", allow_empty=False)
            ids = {e[3].get("id") for e in out}
            for i, card_id in enumerate(rule):
                if card_id not in ids:
                    check.fail(at + (i,), f"replaces '{card_id}', which no module loaded before it defines",
                               f"module '{module.info.id}'")
            out = [e for e in out if e[3].get("id") not in rule]
        return out

    def _gather_cards(self):
        entries, seen = [], set()
        for module, check, path, spec in self._card_lists("gather.yaml", "gather"):
            label = self._card_head(check, spec, path, "gather card", ("id", "name", "source", "options"),
                                    ("always", "notes", "art"), seen, module.info.id)
            entries.append((module, check, path, spec, label))
        out = []
        for module, check, path, spec, label in self._replaced("gather", entries):
            options_spec = check.sequence(spec["options"], path + ("options",), label, allow_empty=False)
            labels = _option_labels(len(options_spec))
            options = tuple(self._option(check, o, path + ("options", i), label, labels[i])
                            for i, o in enumerate(options_spec))
            out.append(GatherCard(index=len(out), id=spec["id"], name=spec["name"],
                                  always=check.flag(spec.get("always", False), path + ("always",), label),
                                  options=options, source=spec["source"], module=module.info.id,
                                  art=spec.get("art", "")))
        return tuple(out)

    def _docks(self):
        tiles, actions, seen = [], [], set()
        self.dock_art = []
        for module, check, path, spec in self._card_lists("docks.yaml", "docks"):
            label = self._card_head(check, spec, path, "dock", ("id", "name", "source", "actions"), ("notes", "art"),
                                    seen, module.info.id)
            self.dock_art.append(spec.get("art", ""))
            acts = check.sequence(spec["actions"], path + ("actions",), label, allow_empty=False)
            index = len(tiles)
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
        entries = []
        for module, check, path, spec in self._card_lists("craft.yaml", "craft"):
            label = self._card_head(check, spec, path, "craft card", ("id", "name", "source", "needs"),
                                    ("rank", "notes", "art", "restrict") + self.owned("craft", CRAFT_KEYS),
                                    None, module.info.id)
            entries.append((module, check, path, spec, label))
        out, ranks, seen = [], {}, set()
        for module, check, path, spec, label in self._replaced("craft", entries):
            # Names are told apart among the cards in play together: a variant that replaces a
            # card may keep its name (Masterworks' variant Chimera Statue).
            if spec["name"] in seen:
                check.fail(path + ("name",), f"the name '{spec['name']}' is used twice", label,
                           hint="players tell cards apart by name")
            seen.add(spec["name"])
            # A card a mechanism makes unranked (a request) never breaks a tie and is never dealt.
            unranked = self._unranked(check, spec, path, label)
            if unranked:
                if "rank" in spec:
                    check.fail(path + ("rank",), f"a {unranked} card is unranked: it takes no rank", label)
            elif "rank" not in spec:
                check.fail(path, "missing required key 'rank'", label)
            rank = 0 if unranked else check.integer(spec["rank"], path + ("rank",), 1, 999, label)
            if rank and rank in ranks:
                check.fail(path + ("rank",), f"rank {rank} is also used by '{ranks[rank]}'", label,
                           hint="ranks order the deck, so each must be different")
            ranks[rank] = spec["name"]
            needs = check.sequence(spec["needs"], path + ("needs",), label, allow_empty=False)
            slots, boxes = [], []
            for i, need in enumerate(needs):
                slot, read = self._need(check, need, path + ("needs", i), label)
                slots.append(slot)
                if read:
                    boxes.append((i, read))
            traits = {}
            for t in registry.traits("box"):        # what the boxes make of the card (Trait.per_card)
                if t.per_card is not None:
                    traits.update(t.per_card(self, check, tuple(slots), boxes, path, label))
            restrict = ()
            if "restrict" in spec:
                restrict = self._restrict(check, spec["restrict"], path + ("restrict",), label)
                from kingsforge.engine.restrictions import value_ok
                for i, (colour, pips) in enumerate(slots):
                    if not any(value_ok(restrict, v) for v in range(pips, MAX_PIPS + 1)):
                        check.fail(path + ("needs", i), f"no die showing {pips} to {MAX_PIPS} passes the card's "
                                   f"restriction, so '{needs[i]}' can never be filled", label)
            traits.update(self.read_traits("craft", check, spec, path, label))
            out.append(CraftCard(index=len(out), id=spec["id"], name=spec["name"], rank=rank,
                                 slots=tuple(slots), source=spec["source"], module=module.info.id,
                                 art=spec.get("art", ""), restrict=restrict, **_fields(CraftCard, traits)))
        return tuple(out)

    def _restrict(self, check, value, path, card) -> tuple:
        """`restrict: all_odd`, `{not_value: 4}`, or a list of them: primitives of
        engine/restrictions.py (RESTRICTIONS), each with its value when it takes one."""
        from kingsforge.engine.restrictions import RESTRICTIONS

        names = tuple(RESTRICTIONS)
        items = value if isinstance(value, list) else [value]
        at = (lambda i: path + (i,)) if isinstance(value, list) else (lambda i: path)
        if not items:
            check.fail(path, "expected a restriction such as all_different or {not_value: 4}", card)
        rules = []
        for i, item in enumerate(items):
            if isinstance(item, dict) and len(item) == 1:
                name, arg = next(iter(item.items()))
            elif isinstance(item, str):
                name, arg = item, None
            else:
                check.fail(at(i), f"a restriction is a name or {{name: value}}, got {value_kind(item)}", card,
                           hint=f"one of: {', '.join(names)}")
            if name not in RESTRICTIONS:
                close = difflib.get_close_matches(str(name), names, n=1)
                check.fail(at(i), f"unknown restriction '{name}'", card,
                           hint=f"did you mean '{close[0]}'?" if close else f"one of: {', '.join(names)}")
            if RESTRICTIONS[name].takes_value:
                if arg is None:
                    check.fail(at(i), f"restriction '{name}' needs a value, e.g. {{{name}: 4}}", card)
                if isinstance(arg, bool) or not isinstance(arg, int) or not 1 <= arg <= MAX_PIPS:
                    check.fail(at(i), f"restriction '{name}' takes a pip value from 1 to {MAX_PIPS}, "
                               f"got {arg!r}", card)
            elif arg is not None:
                check.fail(at(i), f"restriction '{name}' takes no value", card, hint=f"write just '{name}'")
            rule = (name, arg or 0)
            if rule in rules:
                check.fail(at(i), f"restriction '{name}' is listed twice", card)
            rules.append(rule)
        return tuple(rules)

    def _need(self, check, value, path, card):
        """A craft card's box: 'gem 3', a hybrid 'wood/magic 3', or a mapping `{box: 'gem 3', ...}`
        whose other keys a mechanism owns (Trait 'box': locked and boosting boxes). Returns
        (slot, {name: value} its parsers read)."""
        if not isinstance(value, dict):
            return self._requirement(check, value, path, card, hybrid=True), {}
        check.mapping(value, path, required=("box",), optional=self.owned("box", ("box",)), card=card)
        read = self.read_traits("box", check, value, path, card)
        return self._requirement(check, value["box"], path + ("box",), card, hybrid=True), read

    def _requirement(self, check, value, path, card, hybrid=False):
        parts = value.split() if isinstance(value, str) else []
        if len(parts) != 2:
            check.fail(path, f"a requirement is a colour and pips such as 'gem 3', got {value_kind(value)}", card)
        colour, pips = parts
        if hybrid and "/" in colour:
            names = colour.split("/")
            for name in names:
                if name not in self.colours:
                    close = difflib.get_close_matches(name, self.colours, n=1)
                    check.fail(path, f"unknown colour '{name}' in the hybrid box '{value}'", card,
                               hint=f"did you mean '{close[0]}'?" if close else f"one of: {', '.join(self.colours)}")
            members = tuple(sorted({self.colours.index(name) for name in names}))
            if len(members) < 2:
                check.fail(path, f"a hybrid box names two different colours, got '{colour}'", card)
            colour_index = self._hybrid(members)
        else:
            check.choice(colour, path, self.colours, "colour", card)
            colour_index = None
        if not (pips.isascii() and pips.isdigit()):
            check.fail(path, f"pips must be a number from 1 to {MAX_PIPS}, got '{pips}'", card)
        if not 1 <= int(pips) <= MAX_PIPS:
            check.fail(path, f"pips must be from 1 to {MAX_PIPS}, got {pips}", card,
                       hint="a die shows 1 to 6")
        return (self.colours.index(colour) if colour_index is None else colour_index), int(pips)

    def _hybrid(self, members) -> int:
        """The colour index of a hybrid box of these member colours (one per distinct set)."""
        if members not in self.hybrids:
            self.hybrids.append(members)
        return len(self.colours) + self.hybrids.index(members)


    # --- the mechanisms' data keys (engine/mechanism.py Trait) ----------------------------
    def owned(self, where, core=()) -> tuple:
        """The keys the registered mechanisms read in `where`; a key the core reads too is a
        MechanismError, like a key two mechanisms claim."""
        keys = tuple(key for t in registry.traits(where) for key in t.keys)
        for key in keys:
            if key in core:
                raise MechanismError(f"the {where} key {key!r} is the loader's own: a mechanism cannot claim it")
        return keys

    def read_traits(self, where, check, spec, path, card) -> dict:
        """{name: value} the mechanisms' parsers read from this piece's keys, in their order."""
        out = {}
        for t in registry.traits(where):
            if any(key in spec for key in t.keys):
                out.update(t.parse(self, check, spec, path, card))
        return out

    def _game_traits(self, games) -> dict:
        """{Content field: value} the mechanisms' parsers read from the game.yaml keys they own;
        a later parser finds an earlier one's in `self.parsed`."""
        self.parsed = {}
        for t in registry.traits("game"):
            found = [(module.info.id, check, data) for module, check, data in games
                     if any(key in data for key in t.keys)]
            self.parsed.update(t.parse(self, found))    # found may be empty: the parser gives its default
        return self.parsed

    def _file_traits(self) -> dict:
        """{Content field: value} the mechanisms' parsers read from the card files they own."""
        for t in registry.traits("file"):
            found = [(m.info.id, Checker(m.docs[t.keys[0]]), m.docs[t.keys[0]].data) for m in self.modules
                     if t.keys[0] in m.docs]
            if found:
                self.parsed.update(t.parse(self, found))
        return self.parsed

    def _unranked(self, check, spec, path, card) -> str:
        """The key of the trait that makes this craft card unranked, or ''."""
        for t in registry.traits("craft"):
            if t.unranked is not None and t.unranked(check, spec, path, card):
                return t.keys[0]
        return ""

    def _listed(self, craft) -> dict:
        """The Content fields that list the craft cards a trait gave a value (Trait.listed)."""
        out = {}
        for t in registry.traits("craft"):
            for field, card_field in t.listed:
                out[field] = tuple(k.index for k in craft if getattr(k, card_field, None) or k.trait(card_field))
        return out

    # What a mechanism's parser may use besides colours, die_ids, die_types, token_ids, craft.
    def die_type(self, type_id) -> DieType:
        return self.die_types[self.die_ids.index(str(type_id))]

    @staticmethod
    def kind_of(value) -> str:
        """What a value is, in words for a message ("a list", "text 'x'")."""
        return value_kind(value)

    def refuse(self, checks, problem, hint=None):
        """A problem with no one line to point at (it spans files): names each checker's file."""
        raise ContentError(", ".join(check.doc.file for check in checks), None, problem, hint=hint)

    def game_cards(self, found, key, kind, required, optional, seen=None):
        """(module id, check, spec, path, label) for each card of the `key:` list of every game.yaml
        in `found` (a 'game' trait's), base first, with the keys every card shares checked
        (card_head; `seen`: the names used so far, a new set by default)."""
        seen = set() if seen is None else seen
        for module_id, check, data in found:
            for i, spec in enumerate(check.sequence(data[key], (key,), allow_empty=False)):
                path = (key, i)
                yield module_id, check, spec, path, self._card_head(check, spec, path, kind, required, optional,
                                                                     seen, module_id)

    effect = _effect
    option = _option
    requirement = _requirement
    card_head = _card_head


def _fields(kind, values: dict) -> dict:
    """Keyword arguments for a `kind` (CraftCard, DieType, Content) from a parser's {name: value}:
    a name it has a field for fills it, the others go into its `traits` ((name, value), ...)."""
    names = {f.name for f in dataclasses.fields(kind)}
    out = {name: value for name, value in values.items() if name in names}
    extra = tuple((name, value) for name, value in values.items() if name not in names)
    if extra:
        out["traits"] = extra
    return out


# The keys of a module's game.yaml the loader reads itself (a mechanism may not claim them).
GAME_KEYS = ("basic_colours", "dice", "tokens", "setup", "rules", "first_player_marker")
# The keys of a die type (game.yaml `dice:`) the loader reads itself.
DIE_KEYS = ("count", "colours", "wild", "returns_to_stock", "player_die", "name", "gather_use", "declared")
# The keys of a craft card the loader reads itself (a mechanism may not claim them).
CRAFT_KEYS = ("id", "name", "source", "needs", "rank", "notes", "art", "restrict")


# Effect name -> its parser (a _Builder method). A new kind of effect is one parser here
# and one function registered in engine/effects.py (tests/test_effects_registry.py
# checks the two lists agree).
EFFECT_PARSERS = {
    "gain": _Builder._gain, "gain_to_supply": _Builder._gain, "gain_others": _Builder._gain_others,
    "token": _Builder._token, "bonus": _Builder._bonus,
    "flip": _Builder._counted, "reroll": _Builder._counted, "auto6": _Builder._counted,
    "escape": _Builder._counted, "preroll": _Builder._counted,
    "roll_smithy": _Builder._switch, "cemetery": _Builder._switch, "conjure": _Builder._switch,
    "gain_by_count": _Builder._gain_by_count, "move_die": _Builder._move_die,
    "exotic": _Builder._exotic,
}
PENALTY_EFFECTS = ("move_die",)      # only on escape cards
EFFECT_NAMES = tuple(EFFECT_PARSERS)


def _option_labels(count: int) -> list[str]:
    if count == 2:
        return ["top", "bottom"]
    if count == 4:
        return ["top 1", "top 2", "bottom 3", "bottom 4"]     # numbered down the card, as the rulebook does
    return [f"option {i + 1}" for i in range(count)]
