"""Seeded random games (issue 2, section 4): 2,100 games of 2, 3 and 4 RandomBots.

After EVERY action:
- invariants.problems(state) is empty (every die in exactly one place, cards and tokens conserved);
- explicitly, here, independently of invariants.py: per-type die counts equal the content's counts,
  each die is in one zone, gather and craft cards are conserved, tokens are conserved, the display
  shows the lowest ranks and is full while cards wait, and only rolled dice carry pips;
- legal_actions is non-empty until the game is over (and empty after), and the chosen action
  passes rules.check.
Every 20th game is replayed from its seed and action list and must give the same digests.

Cost and caps (measured on one core: ~220 us per action with all checks, most of it in
invariants.problems and legal_actions; random games have a long tail, some run for thousands
of rounds because random players rarely gather the dice the last hard cards need):
- every 5th game (420 games) is a FULL game, played to the end with a safety cap of 150 rounds;
  261 of them finish today (2p: 58, 3p: 92, 4p: 111); at least 200 must
  (test_enough_full_games_finished), a margin for rule and card changes;
- the other 1,680 games stop after round 12, which already covers every phase and most card
  effects many times over.
The whole file takes about 2-3 minutes on one idle core. Games are split into 42 chunks of 50
(pytest parametrize) so pytest-xdist can spread them.
"""

from __future__ import annotations

from collections import Counter

import pytest

from kingsforge.ai.random_bot import RandomBot
from kingsforge.content import load_content
from kingsforge.engine import invariants, rules
from kingsforge.engine.actions import Craft, UseAbility, Visit
from kingsforge.engine.record import GameRecord, RecordError
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import CRAFT, EMPTY, GATHER, OVER

GAMES = 2100
CHUNK = 50
CHUNKS = GAMES // CHUNK
FULL_EVERY = 5
FULL_ROUND_CAP = 150
SHORT_ROUND_CAP = 12
REPLAY_EVERY = 20
MIN_FULL_FINISHED = 200
BASE_SEED = 20_000

RESULTS: dict[int, tuple[int, bool, int, int]] = {}     # game -> (players, finished, rounds, actions)


def game_plan(g: int) -> tuple[int, int, int]:
    """(players, seed, round cap) of game number g."""
    players = 2 + g % 3
    cap = FULL_ROUND_CAP if g % FULL_EVERY == 0 else SHORT_ROUND_CAP
    return players, BASE_SEED + g, cap


def all_dice(s) -> list[int]:
    dice = []
    for pile in s.stock:
        dice += pile
    for zone in (s.supply, s.smithy, s.rolled, s.kept):     # kept: exotic dice on their mini cards
        for pile in zone:
            dice += pile
    for _p, _card, _option, paid in s.claims:
        dice += paid
    for _p, _visitor, _option, paid in s.visits:         # dice on a visitor's collaboration
        dice += paid
    for used in s.dock_used:
        if used is not None:
            dice += used[1]
    for _card, _p, paid in s.crafted:
        dice += paid
    if s.cemetery is not None:
        dice.append(s.cemetery[1])
    for decision in s.pending:             # dice being handed out (Conjurer, Festival's short metal)
        dice += decision.dice
    return dice


class Checker:
    """The explicit conservation checks, set up once per game."""

    def __init__(self, s):
        c = s.content
        self.c = c
        self.type_of = c.die_type_of
        self.type_counts = Counter({t.index: t.count for t in c.die_types})
        self.total = len(c.die_type_of)
        self.gather_cards = Counter(s.gather_cards)
        self.dealt = set(s.display) | set(s.waiting) | (set(s.beside) - set(c.tiles))
        self.rank = [card.rank for card in c.craft]
        self.lent = [t.index for t in c.die_types if t.returns_to_stock and not t.keeps]
        self.kept = [t.index for t in c.die_types if t.keeps]
        self.cycles = [list(pile) for pile in s.piles]      # each visitor pile's order at setup

    def __call__(self, s, where):
        c = self.c
        dice = all_dice(s)
        assert len(dice) == self.total and len(set(dice)) == self.total, f"{where}: a die is lost or doubled"
        type_of = self.type_of
        assert Counter(type_of[d] for d in dice) == self.type_counts, f"{where}: die counts per type changed"
        for t, pile in enumerate(s.stock):
            assert all(type_of[d] == t for d in pile), f"{where}: a die in the wrong stock"
        # Pips: only dice rolled this round carry a value.
        values = s.values
        for pile in s.stock:
            assert not any(values[d] for d in pile), f"{where}: a die in the stock shows pips"
        for pile in s.rolled:
            assert all(values[d] >= 1 for d in pile), f"{where}: a rolled die without pips"
        # Gather cards: deck + row + claimed + turned down = this game's cards (until the game ends).
        if s.phase in (GATHER, CRAFT):
            places = Counter(s.gather_deck) + Counter(x for x in s.gather_row if x != EMPTY)
            places += Counter(card for _p, card, _o, _d in s.claims) + Counter(card for _p, card in s.discards)
            assert places == self.gather_cards, f"{where}: gather cards not conserved"
        # Craft cards: display + waiting + crafted this round + claimed = the cards dealt, each once.
        # (Bid tiles are never dealt; side cards wait beside the display.)
        tiles = set(c.tiles)
        held = list(s.display) + list(s.waiting) + [card for card, _p, _d in s.crafted if card not in tiles]
        held += [card for card in s.beside if card not in tiles]
        for cards in s.tucked:
            held += cards
        # The game's request (Ambassador Requests) joins the cards dealt when it is chosen: one at most.
        chosen = set(s.craft_cards) - self.dealt
        assert chosen <= set(c.requests) and len(chosen) <= 1, f"{where}: a card joined the game: {chosen}"
        dealt = self.dealt | chosen
        assert len(held) == len(dealt) and set(held) == dealt, f"{where}: craft cards not conserved"
        assert len(s.display) <= c.setup.craft_display
        if s.waiting:
            assert len(s.display) == c.setup.craft_display, f"{where}: the display was not refilled"
            assert max(self.rank[x] for x in s.display) < min(self.rank[x] for x in s.waiting), \
                f"{where}: the display does not hold the lowest ranks"
        # Visitors (Griffin's Landing): each in its realm's pile once, the piles keeping their cycle
        # (a pile only turns: the order read from the visitor shown is the setup order); at most one
        # visitor hosted per player, and only one shown this round.
        if c.visitors:
            for r, pile in enumerate(s.piles):
                assert sorted(pile) == sorted(v.index for v in c.visitors if v.realm == r), f"{where}: visitors"
                cycle = self.cycles[r]
                k = cycle.index(pile[0])
                assert pile == cycle[k:] + cycle[:k], f"{where}: the {c.realms[r][0]} pile left its cycle"
                if s.phase != OVER:       # (the last cleanup turns the piles but starts no round)
                    assert (s.round - 1) % len(cycle) == k, f"{where}: the {c.realms[r][0]} pile turned off its round"
            hosts = [p for p, _v, _o, _d in s.visits]
            assert len(hosts) == len(set(hosts)), f"{where}: a player hosted two visitors in a round"
            assert all(v == s.piles[c.visitors[v].realm][0] for _p, v, _o, _d in s.visits), f"{where}: visit"
        else:
            assert not s.piles and not s.visits
        # Tokens.
        for t, count in enumerate(c.token_counts):
            assert s.tokens[t] + sum(h.count(t) for h in s.held_tokens) == count, f"{where}: tokens not conserved"
        # Module pieces: Escape the Dungeon cards (deck + discards + being resolved), and the
        # dice lent for a round (Library, Farm, Conjurer) are all back in the stock when a round starts.
        held = Counter(d.extra for d in s.pending if d.kind == "escape")
        escape = Counter(s.escape_deck) + Counter(s.escape_discard) + held
        assert escape == Counter({card.index: card.copies for card in c.escape}), f"{where}: escape cards"
        if (s.phase == GATHER and not s.claims and not s.discards and not s.visits and not any(s.passed)
                and not s.pending):
            for t in self.lent:
                assert len(s.stock[t]) == c.die_types[t].count, f"{where}: a {c.die_types[t].id} die was kept"
            assert s.fits == c.fits and not s.charge_rules, f"{where}: a declaration or lasting bonus outlived its round"
            assert not s.as_type, f"{where}: a copied, harvested or fed type outlived its round"
            # exotic dice between rounds: in the stock or on a mini card, never in a supply or smithy
            for t in self.kept:
                outside = len(s.stock[t]) + sum(1 for pile in s.kept for d in pile if self.type_of[d] == t)
                assert outside == c.die_types[t].count, f"{where}: a {c.die_types[t].id} die left its mini card"
        if any(t.grows for t in c.die_types):
            assert 1 <= s.grown <= 6, f"{where}: the shared growing value is {s.grown}"
        if s.pending:
            assert s.turn == s.pending[0].player, f"{where}: a decision is owed by another player"


def play_checked(content, g: int, plan=None, replay=None, seen=None, bot=RandomBot):
    """Plays game g (game_plan(g), or `plan` = (players, seed, round cap)) with every check.
    `seen`, a Counter, counts the decisions players were asked (module games); `seen["craft"]`
    counts the crafts of each card id."""
    players, seed, cap = plan or game_plan(g)
    s = new_game(content, players, seed)
    bots = [bot(seed=seed * 7 + seat) for seat in range(players)]
    check = Checker(s)
    check(s, f"game {g} setup")
    assert invariants.problems(s) == []
    actions, round_digests = [], []
    replay = g % REPLAY_EVERY == 0 if replay is None else replay
    if replay:
        round_digests.append((0, s.digest()))
    last_round = s.round
    while s.phase != OVER and s.round <= cap:
        legal = rules.legal_actions(s)
        where = f"game {g} ({players}p, seed {seed}) action {len(actions)} round {s.round} {s.phase}"
        assert legal, f"{where}: no legal action before the game is over"
        action = bots[s.turn].choose(s, legal)
        if seen is not None and s.pending:
            seen[s.pending[0].kind] += 1
        if seen is not None and isinstance(action, Craft):
            seen["craft " + content.craft[action.card].id] += 1
        if seen is not None and isinstance(action, Visit):
            seen["visit_gift" if action.option == 0 else "visit_collaboration"] += 1
        if seen is not None and isinstance(action, UseAbility):
            seen["ability " + content.craft[action.card].ability[action.option].kind] += 1
        reason = rules.check(s, action)
        assert reason is None, f"{where}: the bot's {action} is refused: {reason}"
        rules.apply_in_place(s, action)
        actions.append(action)
        found = invariants.problems(s)
        assert not found, f"{where} after {action}: {found}"
        check(s, where)
        assert s.round >= last_round and 0 <= s.turn < players
        if replay and s.round != last_round:
            round_digests.append((len(actions), s.digest()))
        last_round = s.round
    finished = s.phase == OVER
    if finished:
        assert rules.legal_actions(s) == [], f"game {g}: moves offered after the game is over"
        assert rules.check(s, actions[-1]) is not None
        # ... by the items, by no card left, or (Royal Decree) by no masterwork left to make
        floor = s.content.setup.ending_rank
        no_masterwork = floor and not any(s.content.craft[k].rank >= floor for k in s.display + s.waiting + s.beside)
        assert any(len(cards) >= s.items_to_win for cards in s.tucked) or not (s.display or s.waiting) or no_masterwork
    if replay:
        round_digests.append((len(actions), s.digest()))
        assert_replay_matches(content, players, seed, actions, round_digests, g)
    return players, finished, s.round, len(actions)


def assert_replay_matches(content, players, seed, actions, digests, g):
    """The same seed and the same actions give the same game, checkpoint by checkpoint."""
    s = new_game(content, players, seed)
    wanted = dict(digests)
    if 0 in wanted:
        assert s.digest() == wanted[0], f"game {g}: the setup differs on replay"
    for i, action in enumerate(actions, 1):
        rules.apply_in_place(s, action)
        if i in wanted:
            assert s.digest() == wanted[i], f"game {g}: the replay differs after action {i}"


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games(chunk, shipped_content):
    for g in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        RESULTS[g] = play_checked(shipped_content, g)


def test_enough_full_games_finished():
    full = [g for g in range(GAMES) if g % FULL_EVERY == 0]
    if not all(g in RESULTS for g in full):
        pytest.skip("needs every chunk of test_random_games in this process (run the whole file, no xdist split)")
    finished = Counter(RESULTS[g][0] for g in full if RESULTS[g][1])
    assert sum(finished.values()) >= MIN_FULL_FINISHED, finished
    for players in (2, 3, 4):
        assert finished[players] >= 40, finished
    actions = sum(r[3] for r in RESULTS.values())
    print(f"\n{len(RESULTS)} games, {sum(finished.values())} of {len(full)} full games finished "
          f"{dict(finished)}, {actions} actions checked")


def test_same_seed_same_game_with_clones(shipped_content):
    """Replaying a game on a clone of its start, and via apply(), gives the same states."""
    s = new_game(shipped_content, 3, 99)
    start = s.clone()
    bots = [RandomBot(seed=i) for i in range(3)]
    actions = []
    while s.phase != OVER and s.round <= 6:
        action = bots[s.turn].choose(s, rules.legal_actions(s))
        rules.apply_in_place(s, action)
        actions.append(action)
    t = start
    for action in actions:
        t = rules.apply(t, action)           # validating, non-mutating path
    assert t.digest() == s.digest()
    assert start.digest() == new_game(shipped_content, 3, 99).digest()
    assert new_game(shipped_content, 3, 100).digest() != start.digest()


# --- every module set (issue 9, section 5) ------------------------------------------------------------
# The same checks with each Queen's Jubilee module set: Conjurer and Farm dice are
# ordinary dice ids, so the per-type counts cover them; dice being handed out are counted
# where they wait (the pending decision); Escape cards are conserved; lent dice, declared
# colours and lasting-bonus charges never outlive their round. Every game is replayed
# from its seed and moves (determinism). 24 games per set, 6 of them played to the end
# (round cap 60) or the cap.
# Masterworks (issue 10): kept exotic dice are ordinary die ids too, so the per-type counts
# show them conserved (stock, mini cards, rolls, cards, tiles); invariants.py also checks
# that kept dice show no value, that the growing dice share one value, and that the
# Grimstone cards are conserved.
# Griffin's Landing (issue 11): visitors conserved in their piles, each pile keeping the cycle
# it was shuffled into at setup, one visitor per player and round, and every bot move legal.
MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree")
# Variant Monuments (issue 11): invariants.py checks that a restricted card's dice keep its rule.
VARIANTS = MASTERWORKS + ("variant_monuments",)
LANDING = ("ambassadors_row", "griffins_landing")
# Deluxe cards (issue 11): once-a-game abilities; every UseAbility and Obey Wand answer legal,
# dice conserved while a kept Aether Ore waits to come back at cleanup.
DELUXE = ("ambassadors_row", "masterworks_craft", "deluxe_cards")
# Ambassador Requests: a request chosen at the start lies beside the display (its special boxes and
# rewards under every check), with and without the rest of Masterworks.
REQUESTS = ("ambassadors_row", "ambassador_requests")
MW_REQUESTS = ("ambassadors_row", "ambassador_requests", "masterworks_craft", "royal_decree")   # load order
# Every Masterworks module at once (in load order), as the measurements play them.
EVERY_MASTERWORKS = ("ambassadors_row", "ambassador_requests", "griffins_landing", "masterworks_craft", "deluxe_cards",
                     "royal_decree", "variant_monuments")
# Queen's Jubilee's gather cards with every Masterworks module (the Jubilee's own craft deck and
# Masterworks' realm items both replace the deck's ranks, so they are not played together).
JUBILEE_MASTERWORKS = ("ambassadors_row", "ambassador_requests", "griffins_landing", "jubilee_gather",
                       "masterworks_craft", "deluxe_cards", "royal_decree", "variant_monuments")   # load order
MW_LANDING = ("ambassadors_row", "griffins_landing", "masterworks_craft", "royal_decree")
MODULE_SETS = [(), ("jubilee_gather",), ("jubilee_variant",), ("jubilee_gather", "jubilee_variant"),
               ("ambassadors_row",), MASTERWORKS, VARIANTS, LANDING, MW_LANDING, DELUXE,
               REQUESTS, MW_REQUESTS, EVERY_MASTERWORKS, JUBILEE_MASTERWORKS]
MODULE_IDS = ["base", "jubilee_gather", "jubilee_variant", "jubilee_both", "ambassadors_row", "masterworks_all",
              "masterworks_variants", "griffins_landing", "masterworks_landing", "deluxe_cards", "requests",
              "masterworks_requests", "every_masterworks", "jubilee_and_masterworks"]
MODULE_GAMES = 24
MODULE_FULL_EVERY = 4           # games 3, 7, 11, ...: at least one of them ends in every set today
MODULE_FULL_CAP = 60
MODULE_SHORT_CAP = 6
MODULE_SEED = 40_000
_MODULE_CONTENT: dict = {}


def module_content(modules):
    if modules not in _MODULE_CONTENT:
        _MODULE_CONTENT[modules] = load_content(modules=modules)
    return _MODULE_CONTENT[modules]


@pytest.mark.parametrize("modules", MODULE_SETS, ids=MODULE_IDS)
def test_random_games_with_modules(modules):
    content = module_content(modules)
    seen = Counter()
    finished = 0
    for g in range(MODULE_GAMES):
        cap = MODULE_FULL_CAP if g % MODULE_FULL_EVERY == 3 else MODULE_SHORT_CAP
        _players, done, _rounds, _actions = play_checked(content, g, plan=(2 + g % 3, MODULE_SEED + g, cap),
                                                         replay=True, seen=seen)
        finished += done
    # Random players seldom keep a variant monument's rule, and under the Royal Decree the game
    # ends only with a masterwork: those games run to the cap (test_variant_monuments_to_the_end
    # plays them to the end with Greedy players); with a request as well, none of these games ends.
    # With visitors and the Decree one game in six used to end by luck; since a Heartwood may be
    # harvested at any time in the craft turn (a move random players now make) none does.
    assert finished >= 1 or modules in (VARIANTS, MW_LANDING, DELUXE, MW_REQUESTS, EVERY_MASTERWORKS,
                                        JUBILEE_MASTERWORKS)
    seen = Counter({k: n for k, n in seen.items() if not k.startswith(("craft ", "ability "))})
    if "jubilee_gather" in modules:
        # random players meet the new choices: who gets a Conjurer die, its colour, an Escape card's die
        assert seen["hand_out"] and seen["declare"] and seen["escape"], seen
    if "ambassadors_row" in modules:
        # ... and the exotic dice's: rolling kept dice, copying, harvesting, Grimstone cards
        assert {"ready", "copy", "harvest", "stone", "keep_card"} <= set(seen), seen
    if "griffins_landing" in modules:
        # random players host visitors, for their gifts and their collaborations
        assert seen["visit_gift"] and seen["visit_collaboration"], seen
    if "ambassador_requests" in modules:
        # every game starts with the choice of its request
        assert seen["request"] == MODULE_GAMES, seen
    if not {"jubilee_gather", "ambassadors_row"} & set(modules):
        assert not seen, seen


def greedy_games(modules, games: int, seed_offset: int) -> tuple[int, Counter]:
    """Greedy players under every check (replaying every other game): how many of `games` games
    ended, and the moves seen by kind."""
    from kingsforge.ai.greedy import GreedyBot

    content = module_content(modules)
    seen = Counter()
    finished = 0
    for g in range(games):
        _p, done, _r, _a = play_checked(content, g, plan=(2 + g % 3, MODULE_SEED + seed_offset + g, MODULE_FULL_CAP),
                                        replay=g % 2 == 0, seen=seen, bot=GreedyBot)
        finished += done
    return finished, seen


def test_variant_monuments_to_the_end():
    """Variant Monuments under every check, with Greedy players, who craft the restricted cards
    (invariants.py: their dice keep the rule) and end the games."""
    finished, seen = greedy_games(VARIANTS, 6, 100)
    restricted = {k.id for k in module_content(VARIANTS).craft if k.restrict}
    assert finished >= 4
    assert sum(n for k, n in seen.items() if k[len("craft "):] in restricted) >= 4, seen


def test_every_masterworks_module_to_the_end():
    """All seven Masterworks modules at once under every check, with Greedy players: visitors,
    variant monuments, deluxe abilities and the request in the same games, which end."""
    finished, seen = greedy_games(EVERY_MASTERWORKS, 6, 300)
    assert finished >= 5
    assert seen["request"] == 6 and seen["visit_gift"] + seen["visit_collaboration"] >= 6, seen
    assert sum(n for k, n in seen.items() if k.startswith("craft ")) >= 20, seen


def test_deluxe_cards_to_the_end():
    """Deluxe cards under every check, with Greedy players, who claim deluxe cards and use
    their abilities (and answer the Obey Wand), to the end of the games."""
    finished, seen = greedy_games(DELUXE, 8, 200)
    deluxe = {k.id for k in module_content(DELUXE).craft if k.ability}
    assert finished >= 6
    assert sum(n for k, n in seen.items() if k[len("craft "):] in deluxe) >= 4, seen
    assert sum(n for k, n in seen.items() if k.startswith("ability ")) + seen["obey"] >= 1, seen


@pytest.mark.parametrize("modules", MODULE_SETS, ids=MODULE_IDS)
def test_save_and_resume_with_modules(modules):
    """A game saved mid-way (GameRecord.to_data) loads to the same state and goes on the same way;
    a save is refused by content with another module set."""
    content = module_content(modules)
    for seed in (1, 2, 3):
        players = 2 + seed % 3
        game = GameRecord(content, players, MODULE_SEED + seed)
        bots = [RandomBot(seed=seed * 11 + p) for p in range(players)]
        while game.state.phase != OVER and game.state.round <= 4:
            game.play(bots[game.state.turn].choose(game.state, rules.legal_actions(game.state)))
        data = game.to_data()
        assert data["modules"] == list(modules)
        again = GameRecord.from_data(content, data)
        assert again.state.digest() == game.state.digest() and again.actions == game.actions
        for _ in range(60):
            if game.state.phase == OVER:
                break
            action = bots[game.state.turn].choose(game.state, rules.legal_actions(game.state))
            game.play(action)
            again.play(action)
        assert again.state.digest() == game.state.digest()
        for other in MODULE_SETS:
            if other != modules:
                with pytest.raises(RecordError, match="modules"):
                    GameRecord.from_data(module_content(other), data)


@pytest.mark.parametrize("modules", MODULE_SETS, ids=MODULE_IDS)
def test_same_seed_same_game_with_modules(modules):
    content = module_content(modules)

    def digests(seed):
        s = new_game(content, 4, seed)
        bots = [RandomBot(seed=p) for p in range(4)]
        out = [s.digest()]
        while s.phase != OVER and s.round <= 5:
            rules.apply_in_place(s, bots[s.turn].choose(s, rules.legal_actions(s)))
            out.append(s.digest())
        return out

    assert digests(7) == digests(7)
    assert digests(7)[0] != digests(8)[0]
