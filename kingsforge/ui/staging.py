"""Tables set up mid-game for screenshots, benchmarks and tests.

Every seat is played by the computer until the wanted moment (a human seat's
gather turn, its craft turn just after the roll, or the end of the game), so a
seed always gives the same picture.
"""

from __future__ import annotations

from kingsforge.engine.actions import Claim, Roll
from kingsforge.ui.match import Match, make_bot

MAX_MOVES = 4000


def _autoplay(match: Match, stop, seed: int) -> None:
    # the quick greedy bot for every seat: staging must be fast whatever levels the seats have
    bots = {p: make_bot("greedy", seed * 7 + p) for p in range(len(match.seats))}
    for _ in range(MAX_MOVES):
        if match.over or stop(match):
            return
        p = match.current
        match.play(bots[p].choose(match.state, match.legal()))


def gather_moment(match: Match) -> bool:
    s = match.state
    return (s.round >= 2 and s.phase == "gather" and match.human_to_move and len(s.claims) + len(s.discards) >= 2)


def craft_moment(match: Match) -> bool:
    s = match.state
    return s.round >= 2 and s.phase == "craft" and match.human_to_move and not s.has_rolled and bool(s.crafted)


def staged_match(name: str, config, seed: int | None = None) -> Match:
    match = Match.new(config)
    match.autosave_enabled = False
    seed = config.seed or 1
    if name == "table-gather":
        _autoplay(match, gather_moment, seed)
    elif name == "table-craft":
        _autoplay(match, craft_moment, seed)
        if not craft_moment(match):  # no steal-able card came up: settle for any craft turn
            _autoplay(match, lambda m: m.state.phase == "craft" and m.human_to_move and not m.state.has_rolled,
                      seed)
        if match.human_to_move and match.state.phase == "craft" and Roll() in match.legal():
            match.play(Roll())          # (a kept-dice decision before the roll is shown as it is)
    elif name == "gameover":
        _autoplay(match, lambda m: False, seed)
    return match


def stage(app, name: str, config):
    """Put the named table moment on the app's stack; returns the top scene."""
    from kingsforge.ui.scenes.table import TableScene

    match = staged_match(name, config)
    if name == "gameover":
        from kingsforge.ui.scenes.gameover import GameOverScene

        return app.stack.reset(GameOverScene(app, match))
    scene = TableScene(app, match)
    scene.last_human = match.current  # the moment is already this player's; no hand-off banner
    return app.stack.reset(scene)


def show_hint(app, table, timeout: float = 60.0) -> None:
    """Press Hint and wait (frame by frame, as the game would) until the move and every odds are in."""
    import time

    table.hints.toggle()
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.tick(1 / 60)
        odds = table.hints.odds()
        if table.hints.answer() is not None and odds is not None and odds[1]:
            return
        time.sleep(0.005)
    raise RuntimeError(f"the AI worker gave no hint within {timeout:.0f} s")


# --- Queen's Jubilee moments: a person owes a decision, or crafts with lasting bonuses ------------
JUBILEE = ("jubilee_gather", "jubilee_variant")
# decision kind -> (gather card, option) that the human seat (0) claims to owe it; an escape
# card is dealt to the human when the next seat claims the Dungeon's bottom option
DECISION_CLAIMS = {"hand_out": ("conjurer", 1), "declare": ("conjurer", 1), "preroll": ("traveling_camp", 1),
                   "escape": ("dungeon", 1), "festival": ("festival", 0)}
DECISIONS = tuple(DECISION_CLAIMS)


def _tries(config, modules, base: int, tries: int):
    """Fresh games with these modules (no autosave) from seed `base` on, one per try; config.seed
    follows, so a caller may seed its bots and report the seed it settled on."""
    for k in range(tries):
        config.seed = base + k
        config.modules = modules
        match = Match.new(config)
        match.autosave_enabled = False
        yield match


def _scripted(match: Match, card_id: str, option: int, claimer: int, seed: int, stop, moves=MAX_MOVES) -> None:
    """Greedy play, except that seat `claimer` takes card_id's option whenever it may."""
    c = match.content
    card = c.gather_index(card_id)
    bots = {p: make_bot("greedy", seed * 7 + p) for p in range(len(match.seats))}
    for _ in range(moves):
        if match.over or stop(match):
            return
        s = match.state
        legal = match.legal()
        move = None
        if s.turn == claimer and not s.pending:
            move = next((a for a in legal if isinstance(a, Claim) and a.card == card and a.option == option), None)
        match.play(move if move is not None else bots[s.turn].choose(s, legal))


def decision_match(kind: str, config, tries: int = 60) -> Match:
    """A Jubilee game where seat 0 (a person) owes a decision of `kind` now (hand_out, declare,
    escape, preroll, festival); the first seed from config.seed on that gets there."""
    from kingsforge.engine import decisions as owed

    card_id, option = DECISION_CLAIMS[kind]
    claimer = 1 if kind == "escape" else 0
    engine_kind = {"festival": owed.HAND_OUT}.get(kind, kind)

    def owes(m):
        s = m.state
        if not s.pending or s.pending[0].player != 0 or s.pending[0].kind != engine_kind:
            return False
        if kind == "festival":
            return s.pending[0].extra == owed.TO_SMITHY
        return kind != "hand_out" or s.pending[0].extra == owed.TO_SUPPLY

    if kind == "festival" and len(config.seats) < 3:     # with two players the stock is never short
        from kingsforge.ui.screenshot import demo_config

        config.seats = demo_config(3, config.seed or 1, humans=sum(s.human for s in config.seats)).seats
    base = config.seed or 1
    for match in _tries(config, JUBILEE, base, tries):
        if kind == "festival":
            _short_of_metal(match)
        _scripted(match, card_id, option, claimer, config.seed, lambda m: owes(m) or m.state.round > 4)
        if owes(match):
            return match
    raise RuntimeError(f"no seed from {base} reaches a {kind} decision")


def _short_of_metal(match: Match) -> None:
    """Festival's short stock is rare in play: take every metal die but one out of the stock
    (onto seat 0's smithy tile), for the picture. Such a state is not a replayable game."""
    s = match.state
    metal = match.content.die_type_index("metal")
    while len(s.stock[metal]) > 1:
        s.smithy[0].append(s.stock[metal].pop())
    match.version += 1


def perks_match(config, tries: int = 40) -> Match:
    """A Jubilee variant game in a later round's craft turn of seat 0 after the roll, with lasting
    bonuses owned (a spent one if it can be had), Conjurer or Farm dice where the seed gives them."""
    base = config.seed or 1
    best = None
    for match in _tries(config, JUBILEE, base, tries):
        bots = {p: make_bot("greedy", config.seed * 7 + p) for p in range(len(match.seats))}

        def ready(m):
            s = m.state
            owned = [p for p in range(s.n) if any(s.content.craft[c].permanent for c in s.tucked[p])]
            return (s.phase == "craft" and m.human_to_move and not s.pending and not s.has_rolled
                    and 0 in owned and len(owned) >= 2)

        for _ in range(MAX_MOVES):
            if match.over or ready(match):
                break
            s = match.state
            match.play(bots[s.turn].choose(s, match.legal()))
        if ready(match):
            match.play(Roll())
            return match
        best = best or match
    return best


# --- Masterworks moments: a person owes a kept-die or Grimstone decision --------------------------
MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree")
KEPT_DECISIONS = ("ready", "copy", "harvest", "stone", "keep_card")


def kept_decision_match(kind: str, config, tries: int = 40, card_kind: str | None = None) -> Match:
    """A game with the three Masterworks modules where seat 0 (a person) owes a decision of `kind`
    (engine/kept.py: ready, copy, harvest, stone, keep_card) now; the first seed from config.seed
    on that gets there (greedy play for every seat until then). With card_kind, a 'stone' decision
    must be for a Grimstone card of that kind ('match', 'feed'...)."""
    base = config.seed or 1

    def owes(m):
        s = m.state
        if not s.pending or s.pending[0].player != 0 or s.pending[0].kind != kind:
            return False
        if card_kind is not None:
            entry = next((e for e in s.paired if e[2] == s.pending[0].extra), None)
            return entry is not None and s.content.die_cards[entry[1]].kind == card_kind
        return True

    for match in _tries(config, MASTERWORKS, base, tries):
        _autoplay(match, owes, config.seed)
        if owes(match):
            return match
    raise RuntimeError(f"no seed from {base} reaches a {kind} decision")


def harvest_match(config) -> Match:
    """table-harvest: seat 0's craft turn after it kept its Heartwood at the roll (the harvest
    declined), so the table's Harvest chip offers it again (engine/kept.py's Harvest move)."""
    from kingsforge.engine.actions import Decide

    match = kept_decision_match("harvest", config)
    match.play(Decide(()))              # kept.DONE: harvest nothing now
    while match.state.pending and match.human_to_move:
        match.play(match.legal()[0])
    return match


# --- deluxe cards: seat 0 owns deluxe cards (a staged table; not a replayable game) ---------------
DELUXE = ("ambassadors_row", "masterworks_craft", "deluxe_cards")
DELUXE_SCENES = ("table-deluxe", "decision-obey", "decision-pick_card")


def _own(match: Match, p: int, card_ids, kept=(), spent=(), show=()) -> None:
    """Give seat p these deluxe cards (as claimed earlier) and exotic dice on its mini cards, from
    the setup state, for the picture. Such a state is not a replayable game."""
    s = match.state
    c = match.content
    for card_id in card_ids:
        card = c.craft_index(card_id)
        for zone in (s.display, s.waiting):
            if card in zone:
                zone.remove(card)
        if card not in s.craft_cards:
            s.craft_cards = tuple(s.craft_cards) + (card,)
        s.tucked[p].append(card)
    for card_id in show:                    # a deluxe card on display, its ability mark to see
        card = c.craft_index(card_id)
        if card in s.waiting:
            s.waiting.remove(card)
        if card not in s.display:
            s.display.insert(0, card)
            s.craft_cards = tuple(set(s.craft_cards) | {card})
    while len(s.display) > c.setup.craft_display:
        s.waiting.insert(0, s.display.pop())
        s.waiting.sort(key=lambda k: c.craft[k].rank)
    while len(s.display) < c.setup.craft_display and s.waiting:
        s.display.append(s.waiting.pop(0))
    for type_id in kept:
        s.kept[p].append(s.stock[c.die_type_index(type_id)].pop())
    s.spent = tuple(c.craft_index(x) for x in spent)
    match.version += 1


def deluxe_match(name: str, config, tries: int = 30) -> Match:
    """table-deluxe: seat 0's craft turn just after its roll, with deluxe abilities to use (one
    card already used: its plain side); decision-obey: seat 0 owns the Obey Wand and another seat
    has just rolled an exotic die; decision-pick_card: seat 0 has just used the Engagement Brooch."""
    base = config.seed or 1
    for match in _tries(config, DELUXE, base, tries):
        if name == "decision-obey":
            _own(match, 0, ["obey_wand"])
            for q in range(1, len(match.seats)):
                _own(match, q, [], kept=["aether_ore", "borealis"])

            def stop(m):
                s = m.state
                return bool(s.pending) and s.pending[0].kind == "obey" and s.pending[0].player == 0
        else:
            cards = ["engagement_brooch", "sacred_sword"] if name == "decision-pick_card" else \
                ["sacred_sword", "dreamtime_opal", "holiday_toys"]
            _own(match, 0, cards, kept=["aether_ore", "aether_ore"], spent=["holiday_toys"] if "holiday_toys" in cards
                 else (), show=["celebration_horn"])

            def stop(m):
                s = m.state
                return s.phase == "craft" and m.human_to_move and not s.pending and s.has_rolled is False

        _autoplay(match, stop, config.seed)
        if not stop(match):
            continue
        if name != "decision-obey":
            match.play(Roll())
            while match.state.pending and match.human_to_move:
                match.play(match.legal()[0])
            if name == "decision-pick_card":
                from kingsforge.engine.actions import UseAbility
                match.play(UseAbility(match.content.craft_index("engagement_brooch"), 0, ()))
        return match
    raise RuntimeError(f"no seed from {base} reaches the {name} moment")
# --- Ambassador Requests moments (engine/requests.py) ------------------------------------------
REQUESTS = ("ambassadors_row", "ambassador_requests")
REQUEST_SCENES = ("request", "set_aside", "table")


def request_match(kind: str, config, request_id: str = "ancient_inuksuk", tries: int = 60) -> Match:
    """A game with Ambassador Requests at a moment of `kind`: 'request' (seat 0, a person, plays first
    and owes the choice of the request), 'table' (seat 0's craft turn after the roll, the request
    beside the display) or 'set_aside' (seat 0 holds Thunderbird Initiation and owes Rolling
    Thunder's choice). Greedy play for every seat until then; the first seed that gets there."""
    from kingsforge.engine import requests
    from kingsforge.engine.actions import Decide

    base = config.seed or 1
    for match in _tries(config, REQUESTS, base, tries):
        s = match.state
        if not s.pending or s.pending[0].player != 0:
            continue
        if kind == "request":
            return match
        card = s.content.craft_index("thunderbird_initiation" if kind == "set_aside" else request_id)
        match.play(Decide(card))
        if kind == "set_aside":
            # played, not arranged (the AI worker replays the move log): seat 0 must win it
            def owes(m):
                return bool(m.state.pending) and m.state.pending[0].kind == requests.SET_ASIDE \
                    and m.state.pending[0].player == 0
        else:
            def owes(m):
                st = m.state
                return (st.phase == "craft" and m.human_to_move and not st.pending and not st.has_rolled
                        and card in st.beside and st.round >= 2)
        _autoplay(match, owes, config.seed)
        if owes(match):
            if kind == "table":
                match.play(Roll())
                if match.state.pending:
                    continue
            return match
    raise RuntimeError(f"no seed from {base} reaches the request moment {kind!r}")


# --- every Masterworks module at once: the tiles, the decree row with the request, the landing ----
EVERY_MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree", "variant_monuments",
                     "griffins_landing", "deluxe_cards", "ambassador_requests")
MASTERWORKS_SCENES = ("table-masterworks", "tip-tile", "table-landing", "gameover-masterworks")


def every_masterworks_match(name: str, config, tries: int = 30) -> Match:
    """A game with every Masterworks module: 'table-masterworks' / 'tip-tile' seat 0's craft turn
    after the roll with a tile bid on and the request beside the Royal Decree's masterworks;
    'table-landing' seat 0's gather turn with the visitors; 'gameover-masterworks' its end.
    Greedy play for every seat (the request drawn as the bots draw it); the first seed that gets there."""
    base = config.seed or 1
    if name == "gameover-masterworks":
        match = next(_tries(config, EVERY_MASTERWORKS, base, 1))
        _autoplay(match, lambda m: False, config.seed)
        return match

    def moment(m):
        s = m.state
        if not m.human_to_move or s.pending or s.round < 2:
            return False
        if name == "table-landing":
            return s.phase == "gather" and s.hosted(s.turn) < 0
        tiles = set(s.content.tiles)
        return s.phase == "craft" and not s.has_rolled and any(c in tiles for c, _o, _d in s.crafted)

    for match in _tries(config, EVERY_MASTERWORKS, base, tries):
        _autoplay(match, moment, config.seed)
        if not moment(match):
            continue
        if name != "table-landing":
            match.play(Roll())
            if match.state.pending:
                continue
        return match
    raise RuntimeError(f"no seed from {base} reaches the {name} moment")


def point_at(table, rect) -> None:
    """The pointer rests on `rect` (its tip shows after the usual delay)."""
    table.mouse = rect.center


def merchant_match(config, tries: int = 20) -> Match:
    """A Queen's Jubilee gather turn of seat 0 with the Merchant (four options) face up, swapped
    into the first gather slot if the deal did not bring it (a picture, not a replayable game)."""
    base = config.seed or 1
    for match in _tries(config, JUBILEE, base, tries):
        _autoplay(match, lambda m: m.state.phase == "gather" and m.human_to_move and not m.state.pending,
                  config.seed)
        s = match.state
        if not (s.phase == "gather" and match.human_to_move):
            continue
        merchant = match.content.gather_index("merchant")
        if merchant not in s.gather_row:
            slot = next(i for i, card in enumerate(s.gather_row) if card >= 0)
            if merchant in s.gather_deck:
                s.gather_deck[s.gather_deck.index(merchant)] = s.gather_row[slot]
            s.gather_row[slot] = merchant
            match.version += 1
        return match
    raise RuntimeError(f"no seed from {base} reaches a Jubilee gather turn")
