"""Rulebook: gather cards, docks, passing and the end of the gather phase."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, Dock, Pass
from scenario import Scenario, clause


def two_players(**supply):
    game = Scenario(players=2).first_player(0).supply(0, **(supply or {"metal": 5}))
    game.row("north_mine", "bazaar", "tavern", "mill")
    return game


@clause("gather.one_action")
def test_a_claimed_card_gives_one_action_only():
    game = two_players(metal=5)
    game.claim("north_mine", "bottom", "metal", "metal")
    s = game.state
    assert game.count(0, "smithy", "metal") == 3          # the bottom action only
    assert game.c.gather_index("north_mine") not in s.gather_row
    # the top (free) action of the same card is gone with it
    game.pass_()                                           # seat 1 passes; seat 0 acts again
    assert "not face up" in game.refused(Claim(game.c.gather_index("north_mine"), 0, ()))


@clause("gather.box_types", "gather_phase.claim_needs_dice")
def test_boxes_take_only_their_colours_and_you_need_the_dice():
    game = two_players(metal=3, wood=1)
    reason = game.refused(Claim(game.c.gather_index("bazaar"), 0, game.pick(0, "wood", "metal")))
    assert "metal die cannot go on a wood box" in reason
    legal = rules.legal_actions(game.state)
    assert not any(isinstance(a, Claim) and a.card == game.c.gather_index("bazaar") and a.option == 0
                   for a in legal), "one wood die cannot pay for two wood boxes"
    # the gem|magic box of the Alchemist takes a magic die but not a wood die
    game = Scenario(players=2).first_player(0).supply(0, gem=1, magic=1, wood=1)
    game.row("alchemist", "north_mine", "tavern", "mill")
    assert "wood die cannot go on a gem|magic box" in game.refused(
        game.claim_action("alchemist", "top", "gem", "wood", "magic"))
    game.claim("alchemist", "top", "gem", "magic", "wood")
    assert game.count(0, "smithy", "magic") == 1


@clause("gather.free_action", "gather.new_dice_smithy")
def test_free_action_and_new_dice_wait_on_the_smithy():
    game = two_players(metal=1)
    game.claim("north_mine", "top")                          # no boxes: costs nothing
    assert game.count(0, "supply") == 1 and game.count(0, "smithy", "metal") == 1
    game.pass_()                                             # seat 1
    # the new die cannot pay for anything this round ...
    smithy_die = game.state.smithy[0][0]
    reason = game.refused(Claim(game.c.gather_index("tavern"), 1, (smithy_die, game.state.supply[0][0])))
    assert "smithy tile" in reason
    # ... and is not rolled in the craft phase
    game.pass_()
    with game.dice(4):
        game.do(rules.Roll())
    assert smithy_die not in game.state.rolled[0] and smithy_die in game.state.smithy[0]


@clause("gather.supply_icon")
def test_supply_icon_dice_can_be_used_this_round():
    game = Scenario(players=2).first_player(0).supply(0, metal=3)
    game.row("peddler", "bazaar", "tavern", "mill")
    game.claim("peddler", "bottom", "metal", "metal")       # a wood die straight into the supply
    assert game.count(0, "supply", "wood") == 1
    game.pass_()
    # seat 0 may spend it at once (Lumber Wharf takes any 1 die)
    game.dock("tavern", "lumber_wharf", "1", "wood")
    assert game.count(0, "supply", "wood") == 0


@clause("gather.dice_in_use", "craft_phase.roll")
def test_dice_on_gather_cards_are_not_rolled():
    game = two_players(metal=5)
    game.claim("north_mine", "bottom", "metal", "metal")
    game.to_craft_phase()
    game.roll(1, 2, 3)                                     # only the 3 dice left in the supply
    assert game.count(0, "rolled") == 3
    placed = game.state.claims[0][3]
    assert not set(placed) & set(game.state.rolled[0])


@clause("gather.x_box", "cleanup.dice", "dock.dice_to_stock")
def test_x_and_dock_dice_return_to_the_stock_others_to_the_smithy():
    game = Scenario(players=2).first_player(0).supply(0, metal=4, wood=1).supply(1, metal=5)
    game.row("caravan", "mill", "tavern", "north_mine")
    metal_stock = game.stock("metal")
    wood_stock = game.stock("wood")
    game.claim("caravan", "top", "wood")                   # the wood sits on an X box; gain 4 metal
    game.dock("mill", "jewel_pier", "1", "metal", "metal", "metal")   # seat 1 at the docks
    game.claim("north_mine", "bottom", "metal", "metal")   # seat 0: dice return to the smithy later
    game.to_craft_phase()
    for p in (0, 1):
        game.roll(*[1] * game.count(p, "supply"))
        game.end_turn()
    assert game.stock("wood") == wood_stock + 1            # the X wood is back in the stock
    # Caravan took 4 metal and the North Mine 3 from the stock; the 3 dock dice came back
    assert game.stock("metal") == metal_stock - 4 - 3 + 3
    # seat 0 kept both north-mine dice (now in the new round's supply)
    assert game.count(0, "supply", "metal") == 4 - 2 + 2 + 4 + 3


@clause("dock.visit", "dock.once_per_round", "dock.gains")
def test_docks_turn_a_card_face_down_and_each_action_is_taken_once():
    game = Scenario(players=2).first_player(0).supply(0, metal=5).supply(1, metal=5)
    game.row("north_mine", "bazaar", "tavern", "mill").deck("south_mine", "east_forest")
    game.dock("tavern", "jewel_pier", "1", "metal", "metal", "metal")   # a gem for 3 dice
    s = game.state
    assert (0, game.c.gather_index("tavern")) in s.discards
    assert game.c.gather_index("south_mine") in s.gather_row           # the spot refilled
    assert game.count(0, "smithy", "gem") == 1
    # the 3-dice gem action is now closed: the next visitor pays 4
    assert "already used" in game.refused(game.dock_action("mill", "jewel_pier", "1", "metal", "metal", "metal"))
    game.dock("mill", "jewel_pier", "2", "metal", "metal", "metal", "metal")
    assert game.count(1, "smithy", "gem") == 1


@clause("dock.once_per_round")
def test_a_dock_action_opens_again_next_round():
    """Once per round, not once per game: the Jewel Pier's 3-dice gem is for sale again next round."""
    game = Scenario(players=2).first_player(0).supply(0, metal=5).supply(1, metal=5)
    game.row("north_mine", "bazaar", "tavern", "mill")
    game.dock("tavern", "jewel_pier", "1", "metal", "metal", "metal")
    game.to_craft_phase()
    for _seat in (0, 1):
        game.roll(*[1] * game.count(game.state.turn, "supply"))
        game.end_turn()
    assert game.state.round == 2 and game.state.turn == 1
    card = game.c.gather[game.state.gather_row[0]].id
    game.dock(card, "jewel_pier", "1", "metal", "metal", "metal")
    assert game.count(1, "smithy", "gem") == 1


@clause("dock.gains", "tokens.one_round")
def test_a_token_from_the_docks_lasts_this_round_only():
    game = Scenario(players=2).first_player(0).supply(0, metal=5)
    game.row("north_mine", "bazaar", "tavern", "mill")
    game.dock("mill", "tinkers_jetty", "1", "metal", "metal")
    auto6 = game.c.token_index("auto6")
    assert game.state.tokens[auto6] == 1 and game.state.held_tokens[0] == [auto6]
    game.to_craft_phase()
    game.roll(1, 1, 1)
    game.end_turn()                                        # the token is never used
    game.roll(*[2] * game.count(1, "supply"))
    game.end_turn()
    assert game.state.tokens[auto6] == 2 and game.state.held_tokens[0] == [] and game.state.charges[0] == []


@clause("dock.no_face_up", "gather_phase.auto_pass")
def test_no_face_up_cards_means_no_docks_and_an_automatic_pass():
    game = Scenario(players=3).first_player(0).supply(0, metal=5)
    game.row("north_mine").deck()                         # one card left, nothing to refill
    game.claim("north_mine", "top")
    s = game.state
    assert s.phase == "gather" and s.turn == 1 and s.first_passer == -1
    assert "must pass" in game.refused(Dock(game.c.gather_index("north_mine"), 0, game.pick(1, "metal")))
    legal = rules.legal_actions(s)
    assert legal and all(isinstance(a, Pass) for a in legal)
    assert Pass("metal") in legal and Pass("plus_one_one") in legal   # with the first-to-pass benefit
    game.pass_("metal")
    assert game.state.phase == "craft"                    # no cards face up and someone passed


@clause("pass.no_more_actions", "gather_phase.refill")
def test_a_passed_player_is_skipped_and_cards_stay():
    game = Scenario(players=3).first_player(0)
    game.row("north_mine", "bazaar", "tavern", "mill").deck("south_mine", "east_forest", "west_forest")
    game.pass_()
    assert game.state.turn == 1 and len(game.state.face_up()) == 4     # passing removes no card
    game.claim("north_mine", "top")
    assert game.c.gather[game.state.gather_row[0]].id == "south_mine"   # refilled from the deck
    assert game.state.turn == 2
    game.claim("tavern", "top")
    assert game.state.turn == 1                           # seat 0 has passed: skipped


@clause("pass.first_benefit", "pass.only_first")
def test_first_to_pass_takes_a_metal_die_or_a_plus_one_one_token():
    game = Scenario(players=3).first_player(0).supply(0, metal=5)
    game.row("north_mine", "bazaar", "tavern", "mill")
    game.pass_("metal")
    assert game.count(0, "supply", "metal") == 6          # into the supply, usable this round
    assert "Only the first player" in game.refused(Pass("metal"))
    game.pass_()
    game2 = Scenario(players=2).first_player(1)
    game2.row("north_mine", "bazaar", "tavern", "mill")
    game2.pass_("plus_one_one")
    assert game2.state.held_tokens[1] == [game2.c.token_index("plus_one_one")]
    assert [ch[0] for ch in game2.state.charges[1]] == ["bonus", "bonus"]


@clause("gather_phase.end")
def test_gathering_ends_when_all_have_passed():
    game = Scenario(players=3).first_player(1)
    game.row("north_mine", "bazaar", "tavern", "mill")
    game.pass_()
    game.pass_()
    assert game.state.phase == "gather"
    game.pass_()
    assert game.state.phase == "craft" and game.state.turn == 1


@clause("gather_phase.end")
def test_gathering_ends_when_no_card_is_face_up_and_someone_passed():
    game = Scenario(players=3).first_player(0)
    game.row("north_mine", "east_forest").deck()
    game.pass_()
    game.claim("north_mine", "top")
    assert game.state.phase == "gather"
    game.claim("east_forest", "top")
    assert game.state.phase == "craft"


@clause("gather_phase.two_players")
def test_two_players_stop_when_an_empty_spot_cannot_be_refilled():
    game = Scenario(players=2).first_player(0)
    game.row("north_mine", "east_forest", "tavern", "mill").deck("bazaar")
    game.claim("north_mine", "top")                       # refilled with the Bazaar
    assert game.state.phase == "gather"
    game.claim("east_forest", "top")                      # the deck is empty: this spot stays empty
    assert game.state.phase == "craft", "nobody passed, cards remain, yet the 2-player gather phase is over"
    # with 3 players the same situation goes on
    game3 = Scenario(players=3).first_player(0)
    game3.row("north_mine", "east_forest", "tavern", "mill").deck("bazaar")
    game3.claim("north_mine", "top")
    game3.claim("east_forest", "top")
    assert game3.state.phase == "gather"
