"""Queen's Jubilee rulebook: the Conjurer (its dice: hand-out, declaration, use, the Cemetery)
and the Escape the Dungeon cards dealt by the Dungeon."""

from dataclasses import replace

from jubilee_scenario import Jubilee
from kingsforge.engine import decisions, rules
from kingsforge.engine.actions import Claim, Craft, Decide
from kingsforge.engine.describe import describe, outcome
from scenario import clause


def conjurer_table(players=2, **supply):
    game = Jubilee(players=players).first_player(0).supply(0, **supply)
    for p in range(1, players):
        game.supply(p)
    game.row("conjurer", "cemetery", "tavern", "mill")
    game.display("heralds_horn", "cameo_brooch", "maypole")       # metal 3 + wood 2; metal 3 + gem 3; wood 2 + wood 4
    return game


def conjure(game, *values):
    with game.dice(*values):
        game.claim("conjurer", "bottom")


def conjurer_dice(game, p, zone="supply"):
    return game.dice_of(p, zone, "conjurer")


# --- Conjurer ---------------------------------------------------------------------------------------
@clause("qj.conjurer.top")
def test_conjurer_top_four_dice_for_a_magic():
    game = conjurer_table(metal=4)
    metal = game.stock("metal")
    game.claim("conjurer", "top", "metal", "metal", "metal", "metal")
    assert game.count(0, "smithy", "magic") == 1
    game.finish_round()
    assert game.count(0, "supply", "metal") == 2 and game.count(0, "supply", "magic") == 1
    assert game.stock("metal") == metal + 2


@clause("qj.conjurer.hand_out", "qj.house.conjurer_rolled_at_once")
def test_conjurer_dice_are_rolled_at_once_and_handed_one_to_each_player():
    game = conjurer_table(players=3, metal=1)
    conjure(game, 2, 5, 3)
    s = game.state
    d = s.pending[0]
    assert d.kind == "hand_out" and d.player == 0 and s.turn == 0 and s.resume == 1
    assert sorted(s.values[x] for x in d.dice) == [2, 3, 5]              # rolled when claimed
    assert d.dice[0] == max(d.dice, key=lambda x: s.values[x]) and game.choices() == [0, 1, 2]
    assert game.refused(rules.Pass()).code == "decision_first"
    assert game.refused(Decide(7)).code == "not_a_choice"
    five = d.dice[0]
    game.decide(2)                                        # the 5 to player 2
    assert game.choices() == [0, 1]                       # player 2 has had one
    game.decide(0)                                        # the 3 to the claimer; the 2 goes to player 1 by itself
    assert game.state.pending[0].kind == "declare"
    counts = [len(conjurer_dice(game, p)) for p in range(3)]
    assert counts == [1, 1, 1]
    assert five in game.state.supply[2] and game.state.values[five] == 5  # pips unchanged
    assert [game.state.values[x] for x in conjurer_dice(game, 1)] == [2]


@clause("qj.conjurer.declare")
def test_the_claimer_declares_one_type_for_every_conjurer_die():
    game = conjurer_table(metal=1)
    conjure(game, 4, 6)
    game.decide(0)
    s = game.state
    assert s.pending[0].kind == "declare" and s.turn == 0
    assert sorted(game.choices()) == [game.colour(c) for c in ("metal", "wood", "gem", "magic")]
    game.decide(game.colour("gem"))
    s = game.state
    assert not s.pending and s.turn == 1 and s.resume == -1
    assert s.fits[game.die_type("conjurer")] == frozenset({game.colour("gem")})


@clause("qj.conjurer.craft_only", "qj.house.conjurer_no_gather")
def test_conjurer_dice_serve_only_in_the_craft_phase_as_the_declared_type():
    game = conjurer_table(metal=2)
    conjure(game, 3, 3)
    game.decide(0)
    game.decide(game.colour("gem"))
    mine = conjurer_dice(game, 0)
    game.pass_()
    # not in the gather phase: no gather box, no dock
    assert game.refused(Claim(game.c.gather_index("tavern"), 1, (mine[0], game.state.supply[0][0]))).code == "craft_only_die"
    assert game.refused(game.dock_action("mill", "lumber_wharf", "1", "conjurer")).code == "craft_only_die"
    assert not any(mine[0] in getattr(a, "dice", ()) for a in rules.legal_actions(game.state))
    game.to_craft_phase()
    game.roll(3, 1)                                      # only the metal dice are rolled
    assert game.state.values[mine[0]] == 3 and mine[0] in game.state.rolled[0]
    metal = game.rolled(0, "metal", 3)
    assert game.refused(Craft(game.c.craft_index("heralds_horn"), (metal, mine[0]))).code == "colour"
    game.do(Craft(game.c.craft_index("cameo_brooch"), (metal, mine[0])))     # metal 3 + gem 3
    assert game.crafted_by("cameo_brooch") == 0


@clause("qj.conjurer.modify")
def test_conjurer_dice_take_bonuses_and_flips():
    game = conjurer_table(metal=1)
    conjure(game, 2, 6)
    game.decide(0)                                       # the 6 to the claimer, the 2 to player 1
    game.decide(game.colour("wood"))
    game.claim("cemetery", "top")                        # player 1: +1 this round
    game.to_craft_phase()
    game.roll(1)
    game.end_turn()
    game.roll()
    die = conjurer_dice(game, 1, "rolled")[0]
    assert game.state.values[die] == 2
    game.use("bonus", "conjurer", 2)
    assert game.state.values[die] == 3


@clause("qj.conjurer.cemetery")
def test_the_cemetery_cancels_conjurer_dice_and_the_claimer_shares_the_rest():
    game = conjurer_table(players=3, metal=1)
    game.cemetery_on_table(4, owner=1)
    stock = game.stock("conjurer")
    conjure(game, 4, 6, 2)
    s = game.state
    d = s.pending[0]
    assert sorted(s.values[x] for x in d.dice) == [2, 6] and game.stock("conjurer") == stock - 2
    assert game.choices() == [0, 1, 2]
    game.decide(2)
    assert game.choices() == [0, 1]
    game.decide(1)
    assert [len(conjurer_dice(game, p)) for p in range(3)] == [0, 1, 1]   # the claimer kept none
    game.decide(game.colour("metal"))
    assert not game.state.pending


@clause("qj.house.conjurer_later_cemetery")
def test_a_later_cemetery_does_not_touch_conjurer_dice():
    game = conjurer_table(metal=1)
    game.supply(1, metal=1)
    conjure(game, 3, 5)
    game.decide(1)                                       # the 5 to player 1, the 3 to the claimer
    game.decide(game.colour("metal"))
    with game.dice(3):
        game.claim("cemetery", "bottom")                 # player 1 rolls the Cemetery: a 3
    game.to_craft_phase()
    game.roll(2)
    mine = conjurer_dice(game, 0, "rolled")
    assert len(mine) == 1 and game.state.values[mine[0]] == 3


@clause("qj.house.conjurer_return")
def test_conjurer_dice_go_back_at_cleanup_and_the_declaration_ends():
    game = conjurer_table(metal=1)
    conjure(game, 3, 5)
    game.decide(0)
    game.decide(game.colour("magic"))
    assert game.state.fits != game.c.fits
    game.finish_round()
    s = game.state
    assert game.stock("conjurer") == 5 and s.fits == game.c.fits
    assert not conjurer_dice(game, 0) and not conjurer_dice(game, 1)


# --- Escape the Dungeon -------------------------------------------------------------------------------
def dungeon_table(players=3, **supply):
    game = Jubilee(players=players).first_player(0).supply(0, metal=2)
    for p in range(1, players):
        game.supply(p, **supply)
    game.row("dungeon", "north_mine", "tavern", "mill")
    return game


@clause("qj.house.escape_at_once", "qj.house.escape_one_choice")
def test_escape_cards_are_resolved_at_once_from_the_claimers_left():
    game = dungeon_table(players=3, metal=1, wood=1)
    game.first_player(2).supply(2, metal=2).supply(0, metal=1, wood=1)
    game.escape_deck("lost_in_the_tunnels", "rusted_shackles")
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    # player 0 (the claimer's left) first, then player 1
    assert [(d.kind, d.player) for d in s.pending] == [("escape", 0), ("escape", 1)]
    assert s.turn == 0 and game.choices() == [game.die_type("metal"), game.die_type("wood")]
    game.decide(game.die_type("wood"))
    assert game.count(0, "smithy", "wood") == 1 and game.count(0, "supply", "metal") == 1
    # Rusted Shackles takes a metal: player 1 has only one kind it can take, so no choice is asked
    s = game.state
    assert not s.pending and s.turn == 0 and game.count(1, "supply") == 1
    assert game.count(1, "supply", "wood") == 1
    assert sorted(s.escape_discard) == sorted([game.escape_card("lost_in_the_tunnels"),
                                               game.escape_card("rusted_shackles")])


@clause("qj.house.escape_nothing", "qj.house.escape_standard_dice")
def test_an_escape_card_with_nothing_to_take_does_nothing():
    game = dungeon_table(players=2)
    game.give(1, "library")
    game.give(1, "farm")
    game.give(1, "conjurer", value=4)
    game.escape_deck("lost_in_the_tunnels")
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    assert not s.pending and game.count(1, "supply") == 3 and game.count(1, "smithy") == 0
    assert s.escape_discard == [game.escape_card("lost_in_the_tunnels")]


@clause("qj.house.escape_cards")
def test_the_four_escape_effects():
    def deal(card_id, **supply):
        game = dungeon_table(players=2, **supply)
        game.give(1, "gem", zone="smithy")
        game.escape_deck(card_id)
        game.metal_before = game.stock("metal")
        game.claim("dungeon", "bottom", "metal", "metal")
        return game

    game = deal("lost_in_the_tunnels", metal=1)          # supply -> own smithy
    assert game.count(1, "supply") == 0 and game.count(1, "smithy", "metal") == 1
    game = deal("cave_in", metal=1)                      # smithy -> stock
    assert game.count(1, "smithy") == 0 and game.count(1, "supply") == 1
    game = deal("rusted_shackles", wood=1)               # only a metal: a wood is safe
    assert game.count(1, "supply", "wood") == 1
    game = deal("rusted_shackles", metal=1, wood=1)
    assert game.count(1, "supply", "metal") == 0 and game.stock("metal") == game.metal_before + 1
    game = deal("bribe_the_guard", gem=1)                # supply -> the claimer's smithy
    assert game.count(1, "supply") == 0 and game.count(0, "smithy", "gem") == 1


@clause("qj.house.escape_which_die")
def test_an_escape_card_takes_the_die_its_owner_would_give_up():
    """Of the chosen type, the die worth least: a pre-rolled 1-3 before an unrolled die (3.5 on
    average), an unrolled die before a pre-rolled 4-6."""
    for shown, loses_the_rolled_one in ((1, True), (3, True), (4, False), (6, False)):
        game = dungeon_table(players=2, metal=2)
        s = game.state
        rolled, unrolled = game.dice_of(1, "supply", "metal")
        s.values[rolled] = shown                     # pre-rolled (Traveling Camp)
        game.escape_deck("rusted_shackles")
        game.claim("dungeon", "bottom", "metal", "metal")
        left = game.state.supply[1]
        assert (rolled not in left, unrolled in left) == (loses_the_rolled_one, loses_the_rolled_one), shown


@clause("qj.house.escape_reshuffle")
def test_the_escape_discards_become_a_new_deck():
    game = dungeon_table(players=3, metal=1)
    s = game.state
    s.escape_discard = s.escape_deck[1:] + s.escape_discard
    s.escape_deck = s.escape_deck[:1]
    last = s.escape_deck[0]
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    # player 1 took the last card; the 11 discards were shuffled into a deck for player 2
    assert len(s.escape_deck) == 10 and len(s.escape_discard) == 2 and last in s.escape_discard


@clause("qj.dungeon.several")
def test_a_player_may_get_several_escape_cards_each_resolved_alone():
    game = dungeon_table(players=2, metal=3)
    game.escape_deck("lost_in_the_tunnels", "lost_in_the_tunnels")
    game.claim("dungeon", "bottom", "metal", "metal")
    assert game.count(1, "smithy", "metal") == 1
    game.finish_round()
    game.first_player(0).supply(0, metal=2)
    game.row("dungeon", "north_mine", "tavern", "mill")
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    assert game.count(1, "smithy", "metal") == 1 and game.count(1, "supply", "metal") == 2
    assert len(s.escape_discard) == 2 and not s.pending


@clause("qj.house.escape_at_once")
def test_the_log_names_every_escape_card_even_one_resolved_by_itself():
    """A card with one way to resolve it is settled inside the claim: it leaves no move of its
    own, so the claim's line says it (the cards are drawn face down: nothing else would)."""
    game = dungeon_table(players=3, metal=1)
    game.supply(2, metal=1, wood=1)
    game.escape_deck("rusted_shackles", "bribe_the_guard")
    claim = game.claim_action("dungeon", "bottom", "metal", "metal")
    before = game.state
    game.do(claim)
    said = outcome(before, game.state, claim, ["Ana", "Ben", "Cy"])
    assert said.endswith("Ben resolves Rusted Shackles with a metal die")
    assert "Bribe the Guard" not in said                  # Cy's is a choice: a move of its own
    choice = Decide(game.die_type("wood"))
    before = game.state
    game.do(choice)
    assert describe(before, choice, ["Ana", "Ben", "Cy"]) == "Cy resolves Bribe the Guard with a wood die"
    assert outcome(before, game.state, choice) == ""      # nothing more was settled by itself


@clause("qj.dungeon.several")
def test_several_escape_cards_held_at_once_are_resolved_one_by_one():
    """The Dungeon deals one card a claim; a card dealing two (`escape: 2`, the effect's count)
    shows the rule's "more than 1 at a time": each is resolved alone, in the order drawn, the
    second on what the first left."""
    game = dungeon_table(players=2, metal=1, wood=1)
    c = game.c
    k = c.gather_index("dungeon")
    card = c.gather[k]
    two = replace(card.options[1], effects=tuple(replace(e, count=2) if e.kind == "escape" else e
                                                 for e in card.options[1].effects))
    game.c = game.state.content = replace(c, gather=c.gather[:k] + (replace(card, options=(card.options[0], two)),)
                                          + c.gather[k + 1:])
    game.escape_deck("lost_in_the_tunnels", "rusted_shackles")
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    assert [d.kind for d in s.pending] == ["escape", "escape"] and s.turn == 1
    assert game.choices() == [game.die_type("metal"), game.die_type("wood")]
    before = game.state
    game.decide(game.die_type("metal"))                   # Lost in the Tunnels: the metal sits out
    s = game.state
    assert not s.pending and game.count(1, "smithy", "metal") == 1
    # Rusted Shackles then finds no metal in the supply: it takes nothing, settled by itself
    assert game.count(1, "supply", "wood") == 1 and len(s.escape_discard) == 2
    assert outcome(before, s, Decide(game.die_type("metal"))) == "Player 2 resolves Rusted Shackles: no die to give up"


def test_decisions_are_listed_for_the_player_who_owes_them():
    game = dungeon_table(players=3, metal=1, wood=1)
    game.escape_deck("lost_in_the_tunnels", "lost_in_the_tunnels")
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    assert s.turn == 1 and all(isinstance(a, Decide) for a in rules.legal_actions(s))
    assert s.pending[0].kind == decisions.ESCAPE and s.resume == 1
    game.decide(game.die_type("metal"))
    assert game.state.turn == 2
    game.decide(game.die_type("wood"))
    assert game.state.turn == 1 and not game.state.pending      # back to the player after the claimer
