"""Every clause of the base rulebook (shared/rules/base-game.en.txt) and of the Queen's Jubilee
rulebook (shared/rules/queens-jubilee.en.txt), in our own words.

tests/test_rule_coverage.py fails if a clause here has no test marked with it
(`@clause("...")` from tests/scenario.py). House rulings are listed too; the
reasons are in docs/rulings.md.
"""

CLAUSES = {
    # Set-up
    "setup.supply": "Each player starts with 5 metal dice; all other dice form the stock.",
    "setup.craft_deal": "Craft cards dealt by player count (2: 9, 3: 10, 4: 13), sorted by rank.",
    "setup.craft_display": "The 3 lowest ranks are on display; the rest wait in rank order.",
    "setup.gather_deck": "The 4 always-used gather cards plus 7 random ones make an 11-card deck.",
    "setup.first_player": "A first player is chosen and holds the anvil.",
    "general.finite": "Resources are finite: a gain takes only what is left, and is not owed later.",
    # Gather cards and tokens
    "gather.one_action": "A claimed gather card is used for exactly one of its actions.",
    "gather.box_types": "Cost boxes take any die, or only the colours they show (wood; gem; gem or magic).",
    "gather.x_box": "A die on an X box goes back to the stock at cleanup.",
    "gather.free_action": "An action without boxes costs nothing but is still the card's one action.",
    "gather.new_dice_smithy": "New dice go to the smithy tile and cannot be used this round.",
    "gather.supply_icon": "Dice gained with the supply icon go straight into the supply, usable now.",
    "gather.flip": "A flip turns a die to its opposite face (1 to 6, 2 to 5, 3 to 4).",
    "gather.reroll": "A re-roll works on your rolled dice that are not on a card.",
    "gather.bonus": "A dice bonus adds its pips to one die, once, this round only.",
    "gather.bonus_not_split": "A bonus of 2 or more goes to a single die; it is not split.",
    "gather.bonus_different_dice": "Several bonuses on one card go to different dice.",
    "gather.bonus_stack": "Bonuses from different cards may go on the same die.",
    "gather.above_six": "Bonuses may raise a die above 6.",
    "gather.dice_in_use": "Dice placed on a gather card cannot be used for anything else that round.",
    "tokens.one_round": "Tokens are used in the round they are taken and are lost at its end.",
    "tokens.plus_one_one": "The +1/+1 token adds 1 to two different dice.",
    "tokens.auto6": "The Automatic 6 token turns one die to 6.",
    "tokens.finite": "There are two tokens of each kind; with none left in the pool, none can be taken.",
    "manipulate.after_roll": "Dice are manipulated only after they are rolled.",
    # Craft cards
    "craft.rank_not_points": "A craft card's rank orders the deck; it is not a score.",
    "craft.match": "Crafting needs a die of the right colour with at least the pips in every box.",
    # Round structure
    "round.phases": "A round is gather, craft, cleanup; each phase goes clockwise from the first player.",
    "round.anvil_passes": "After cleanup the anvil passes left.",
    # Gather phase
    "gather_phase.deal": "The round starts with 4 gather cards face up.",
    "gather_phase.refill": "A claimed or discarded card is replaced from the deck; the next player acts.",
    "gather_phase.claim_needs_dice": "You can only claim an action whose dice you have.",
    "gather_phase.gain_limited": "A gain takes only the dice still in the stock.",
    "dock.visit": "A dock visit turns a face-up gather card face down and uses an unused dock action.",
    "dock.no_face_up": "With no face-up gather card left, nobody can visit the docks.",
    "dock.once_per_round": "Each dock action is used at most once per round, by anyone.",
    "dock.dice_to_stock": "Dice on docks go back to the stock at cleanup.",
    "dock.gains": "Dock dice gains go to the smithy; dock tokens last this round only.",
    "pass.no_more_actions": "A player who passed takes no more gather actions; the others continue.",
    "pass.first_benefit": "The first to pass may take a metal die into the supply or a +1/+1 token.",
    "pass.only_first": "Only the first player to pass gets the benefit.",
    "gather_phase.end": "Gathering ends when all passed, or no cards are face up and someone passed.",
    "gather_phase.auto_pass": "No cards face up and nobody passed: the next player passes automatically, with the benefit.",
    "gather_phase.two_players": "With 2 players, gathering also ends when an emptied spot cannot be refilled.",
    # Craft phase
    "craft_phase.order": "Each player, from the first player clockwise, gets one craft turn.",
    "craft_phase.roll": "You roll every unused die in your supply; dice on cards and on the smithy stay put.",
    "craft_phase.craft": "Crafted cards move in front of you with their dice; they are claimed at cleanup.",
    "craft_phase.refill": "An emptied display spot fills at once with the lowest waiting rank, craftable at once.",
    "craft_phase.several": "You may craft several cards in one turn.",
    "craft_phase.unused_to_smithy": "Rolled dice you do not use go to your smithy tile when the turn ends.",
    "craft_phase.own_dice": "You can only manipulate your own dice.",
    "craft_phase.nothing_to_craft": "With no dice, or nothing craftable, your craft turn just ends.",
    "steal.rule": "To out-craft, every die must be at least the one on the card and one must be higher.",
    "steal.goblet_example": "The rulebook's Wizard's Goblet example: 4-metal, 3-gem, 4-gem beats 3-metal, 3-gem, 4-gem.",
    "steal.victim_dice": "The out-crafted player's dice go to their smithy tile; yours go on the card.",
    "steal.again": "A card taken this way can be taken again by a later player in the same phase.",
    # Cleanup and end
    "cleanup.claim": "Uncontested crafted cards are tucked under the smithy; their dice go to the smithy.",
    "cleanup.tucked_safe": "A tucked card cannot be out-crafted.",
    "cleanup.dice": "Dock and X dice return to the stock; other dice return to their owner's smithy.",
    "cleanup.reshuffle": "All gather cards are collected and reshuffled for the next round.",
    "end.trigger": "The game ends after the round in which someone has 4 cards (5 with 2 players).",
    "end.winner": "Most cards wins; a tie goes to the highest rank held.",
    # House rulings (docs/rulings.md)
    "house.library": "Library dice fill any colour, come into the supply, and go back to the stock at cleanup.",
    "house.cemetery": "The Cemetery die cancels any die rolled (or re-rolled) with its value this round.",
    "house.astrologer": "Astrologer: the smithy dice are rolled with the supply on that player's craft turn.",
    "house.caravan": "Caravan's allocate-all action takes every non-Library die and pays by count.",
    "house.no_cards_left": "The game also ends after a round that leaves no craft card to make.",
    "house.new_round_supply": "At the start of a round, last round's smithy dice join the supply.",
    "house.first_player": "The first player is drawn from the game's seed.",
    "house.dock_prices": "Docks sell wood for 1/2 dice, a gem for 3/4, a magic die for 4/5, an Automatic 6 for 2/3; any die pays.",
    "house.benefit_optional": "The first to pass may take no benefit; a benefit with nothing left is not offered.",
    "house.auto_pass_choice": "The automatic pass offers the benefit, or nothing, as a choice.",
    "house.library_coloured_box": "A Library die pays a coloured gather box.",
    "house.manipulate_any_order": "Manipulations may be used at any point of the craft turn, between crafts too.",
    "house.flip_above_six": "A die above 6 cannot be flipped.",
    "house.reroll_different_dice": "The re-rolls of one card go to different dice.",
    "house.outcraft_not_own": "You cannot out-craft your own card.",
    "house.auto6_lowers": "The Automatic 6 sets a die to 6, even one above 6.",

    # --- Queen's Jubilee (shared/rules/queens-jubilee.en.txt; rulings in docs/rulings.md) ---
    # The Jubilee variant
    "qj.variant.replace_deck": "The Jubilee variant plays with the Jubilee craft deck instead of the base deck.",
    "qj.setup.deal": "Jubilee craft cards dealt by player count: 11 for 2, 13 for 3, 17 for 4.",
    "qj.setup.no_glass": "Without the Glassworks expansion, no card needing glass is in play.",
    "qj.win.items": "Five items end the game with 3 or 4 players; six with 2.",
    "qj.win.end_of_round": "The game ends at the end of the round in which someone reached that many items.",
    "qj.win.tiebreak": "The most items wins; equal counts go to the highest-ranked card held.",
    # Permanent bonuses of the Jubilee craft cards
    "qj.bonus.die": "A die bonus gives one die of that type at the end of the round the card is crafted.",
    "qj.bonus.colour": "A +1/+2 colour bonus goes on a die of the matching colour.",
    "qj.bonus.later_phases": "A colour bonus works in every craft phase after the one the card was crafted in.",
    "qj.bonus.craft_phase_only": "A colour bonus cannot be used outside the craft phase.",
    "qj.bonus.once_per_phase": "Each card's bonus is used at most once per craft phase.",
    "qj.bonus.not_split": "A +2 bonus goes whole on one die.",
    "qj.bonus.multicolour": "The multi-colour bonus goes on any standard die.",
    # The seven gather cards
    "qj.dungeon.top": "Dungeon, top: free; one metal die from the stock to your smithy tile.",
    "qj.dungeon.bottom": "Dungeon, bottom: every other player takes an Escape the Dungeon card and follows it.",
    "qj.dungeon.several": "A player may get several Escape cards; each is resolved on its own.",
    "qj.farm.top": "Farm, top: five dice of any types for two wood dice to the smithy; the dice come back to it.",
    "qj.farm.bottom": "Farm, bottom: the two Farm dice join your dice for this round.",
    "qj.farm.roll": "Farm dice are rolled in the craft phase with your other unused dice.",
    "qj.farm.modify": "Abilities may change Farm dice like other dice.",
    "qj.farm.metal_wood": "A Farm die fills a metal or a wood requirement of a craft card, nothing else.",
    "qj.farm.return": "Farm dice go back to the stock at the end of the round.",
    "qj.festival.top": "Festival, top: a wood die to your smithy and a metal die to every other player's smithy.",
    "qj.festival.short": "Short of metal for everyone, the claimer decides who gets the metal there is.",
    "qj.festival.bottom": "Festival, bottom: any die plus a wood die for one flip on up to two dice; dice come back.",
    "qj.conjurer.top": "Conjurer, top: four dice for a magic die to the smithy; two return to the smithy, two to the stock.",
    "qj.conjurer.hand_out": "Conjurer, bottom: free; roll one Conjurer die per player and give each player one, pips unchanged.",
    "qj.conjurer.declare": "The claimer then declares metal, wood, gem or magic as the type of every Conjurer die.",
    "qj.conjurer.craft_only": "Conjurer dice serve only in the craft phase, at their rolled value, as the declared type.",
    "qj.conjurer.modify": "Conjurer dice may be changed like any die.",
    "qj.conjurer.cemetery": "Conjurer dice cancelled by the Cemetery are lost; the claimer decides who gets the rest.",
    "qj.monastery.top": "Monastery, top: any die and a wood die (on an X) for a gem into your supply, usable now.",
    "qj.monastery.bottom": "Monastery, bottom: two wood dice (on X boxes) for a magic die into your supply.",
    "qj.traveling_camp.top": "Traveling Camp, top: four dice for two wood dice into your supply.",
    "qj.traveling_camp.preroll": "Traveling Camp, bottom: free; pre-roll up to five of your supply dice at once.",
    "qj.traveling_camp.gather_use": "Pre-rolled dice may still be used in the gather phase.",
    "qj.traveling_camp.no_reroll": "Pre-rolled dice are used at their values at the craft turn, not rolled again.",
    "qj.traveling_camp.modify": "Manipulations work on pre-rolled dice as usual.",
    "qj.traveling_camp.cemetery": "A Cemetery put in play after the pre-roll does not cancel pre-rolled dice.",
    "qj.merchant.one_option": "The Merchant has four actions; a claim uses exactly one.",
    "qj.merchant.top_1": "Merchant, first: a wood die (back to the stock) for a gem die to the smithy.",
    "qj.merchant.top_2": "Merchant, second: a wood die (back to the smithy) for two metal dice to the smithy.",
    "qj.merchant.bottom_3": "Merchant, third: a wood die (back to the smithy) for a wood die to the smithy.",
    "qj.merchant.bottom_4": "Merchant, fourth: any two dice (back to the smithy) for a wood die to the smithy.",
    # Queen's Jubilee house rulings (docs/rulings.md, "Queen's Jubilee")
    "qj.house.gather_pool": "The seven Jubilee gather cards join the random part of the gather deck; none is always used.",
    "qj.house.bonus_owner": "A lasting bonus belongs to whoever claims the card at cleanup.",
    "qj.house.die_bonus_stock": "A die bonus takes from the finite stock: none left, none given, nothing owed.",
    "qj.house.die_bonus_order": "Owners of die bonuses take scarce dice in turn order from the first player.",
    "qj.house.bonus_fitting_die": "A colour bonus goes on any die that fills the colour: Library, Farm, declared Conjurer.",
    "qj.house.bonus_stack": "Bonuses of different cards may go on the same die, above 6.",
    "qj.house.bonus_timing": "A lasting bonus is used in the craft turn on a rolled die not yet on a card.",
    "qj.house.dungeon_cost": "Dungeon, bottom, costs any two dice, which come back to the smithy.",
    "qj.house.farm_cost": "Farm, bottom, costs any one die, which comes back to the smithy.",
    "qj.house.festival_free": "Festival, top, has no boxes and so costs nothing.",
    "qj.house.traveling_camp_cost": "Traveling Camp, top: of its four dice, two go to the stock and two back to the smithy.",
    "qj.house.merchant_order": "The Merchant's last two actions are its third and fourth options.",
    "qj.house.conjurer_rolled_at_once": "Conjurer dice are rolled when claimed, handed out to the claimer too, one each.",
    "qj.house.conjurer_later_cemetery": "A Cemetery rolled after the Conjurer dice does not cancel them.",
    "qj.house.conjurer_no_gather": "Conjurer dice cannot pay a gather or dock box.",
    "qj.house.conjurer_return": "Conjurer dice go back to the stock at cleanup; the declared type lasts one round.",
    "qj.house.farm_no_gather": "Farm dice cannot pay a gather or dock box.",
    "qj.house.farm_enough": "Two Farm dice suffice: one Farm card, claimed once a round, and they come back each round.",
    "qj.house.preroll_in_supply": "Pre-rolled dice stay in the supply; one spent on a box leaves it and is not rolled.",
    "qj.house.preroll_cemetery_before": "A Cemetery already in play cancels pre-rolled dice showing its value.",
    "qj.house.farm_no_preroll": "Farm dice are rolled at the craft turn only: a pre-roll never offers them.",
    "qj.house.idle_dice": "A die cancelled before the craft roll or set aside by an Escape card sits out the "
                          "round on the smithy tile: the Astrologer's roll leaves it out.",
    "qj.house.escape_at_once": "Escape cards are resolved at once, from the claimer's left, then discarded.",
    "qj.house.escape_one_choice": "An Escape card moves one die; the only choice is its type, when more than one is there.",
    "qj.house.escape_nothing": "With no die the card can take, an Escape card does nothing.",
    "qj.house.escape_standard_dice": "Escape cards take only metal, wood, gem or magic dice.",
    "qj.house.escape_cards": "The four Escape effects: supply to smithy, smithy to stock, a metal to stock, a die to the claimer.",
    "qj.house.escape_which_die": "Of the chosen type, an Escape card takes the die worth least to its owner (a pre-rolled 1-3, then an unrolled die, then a pre-rolled 4-6).",
    "qj.house.escape_reshuffle": "When the Escape deck runs out, its discards are shuffled into a new deck.",
    # --- Masterworks, part 1 (shared/rules/masterworks.en.txt; rulings in docs/rulings.md) ---
    # Ambassador's Row
    "mw.tiles.row": "Four ambassador tiles, West to East: Grimstone for two metal 1, Borealis for two metal 2, "
                    "Heartwood for two metal 3, Aether Ore for two metal 4.",
    "mw.bid.as_craft": "A bid puts rolled dice on a tile as when crafting; meeting the tile's dice takes it.",
    "mw.bid.outbid": "A later bid takes the tile only with every die at least equal and one higher; the earlier "
                     "bid's dice go to that bidder's smithy tile.",
    "mw.bid.several_once": "A player may bid on several tiles, but only once on each tile in a round.",
    "mw.bid.empty_stock": "A tile may be bid on even when none of its dice are left in the stock.",
    "mw.bid.payout": "At the very end of cleanup each tile's holder takes one die of its kind from the stock "
                     "(if any) onto a mini card, and the tile goes back to its place.",
    "mw.bid.cauldron_cards": "The Great Cauldron's holder also draws two Grimstone cards, keeps one and puts the "
                             "other at the bottom of the deck.",
    # Exotic dice
    "mw.exotic.kept": "Exotic dice wait on their mini card from round to round until used; never on the smithy tile.",
    "mw.exotic.single_use": "A used exotic die goes back to the stock at the start of the next cleanup.",
    "mw.exotic.modified": "Gather bonuses and tokens may change exotic dice like any rolled die.",
    "mw.exotic.cemetery": "The Cemetery cancels exotic dice too, but a cancelled one goes back to its mini card unused.",
    "mw.exotic.choose": "Before rolling, the player chooses which kept exotic dice join the roll.",
    "mw.aether.colours": "A rolled Aether Ore fills a metal or a magic box.",
    "mw.aether.metal_back": "When an Aether Ore goes back to the stock its owner takes a metal die into the supply.",
    "mw.borealis.copy": "A rolled Borealis takes the type of a standard die rolled with it.",
    "mw.borealis.not_special": "Borealis never copies an exotic, Library, Cemetery, Farm or Conjurer die.",
    "mw.heartwood.shared": "Heartwood dice are never rolled and share one value: 1 at the start, +1 at each "
                           "cleanup up to 6, then 1 again.",
    "mw.heartwood.harvest": "A Heartwood die is harvested as a wood or a gem die of the shared value.",
    "mw.heartwood.any_time": "A Heartwood die may be harvested at any time (declined at first, after a re-roll, "
                             "a bonus or a craft).",
    "mw.grimstone.one": "A player rolls at most one Grimstone in a craft phase, chosen by its card before rolling.",
    "mw.grimstone.pop": "Pop Rock: +3 on one die showing its value, or +1 on any one die.",
    "mw.grimstone.shock": "Shock Rock: +4 on one die showing its value; no match, nothing.",
    "mw.grimstone.shock_expires": "A Shock Rock not rolled in the round after it came goes back to the stock.",
    "mw.grimstone.soft": "Soft Rock: +2 on up to two dice showing its value, or +1 on any one die.",
    "mw.grimstone.hard": "Hard Rock: +2 on up to three dice showing its value; no match, nothing.",
    "mw.grimstone.boon": "Boonstone: its value added to one of the lowest dice, to at most 6.",
    "mw.grimstone.cap": "Capstone: its value added to one of the highest dice, to at most 9.",
    "mw.grimstone.rolling": "Rolling Stone: as many re-rolls as it shows.",
    "mw.grimstone.gobble": "Gobblestone: fed up to three rolled dice (to the smithy tile), it gains 1 per die and "
                           "fills their colours.",
    "mw.archive.kept": "The Archive die fills any colour and stays in its owner's supply at cleanup.",
    # The realm items and the Royal Decree
    "mw.craft.shuffled": "The realm items join the base deck in one rank space; masterworks rank 100 or more.",
    "mw.decree.setup": "Royal Decree: three masterworks beside the display; 8, 9 or 12 other items dealt.",
    "mw.decree.ending": "Royal Decree: the item that brings a player to the winning count must be a masterwork.",
    "mw.decree.any": "Royal Decree: any of the three masterworks may be crafted, in any order.",
    "mw.decree.steal": "Royal Decree: only a player one item short of winning may out-craft a masterwork.",
    "mw.decree.lower_after": "Royal Decree: after a masterwork a player may still craft lower items.",
    # Masterworks house rulings (docs/rulings.md, "Masterworks")
    "mw.house.tile_values": "The two middle tiles ask for two metal 2 and two metal 3.",
    "mw.house.borealis_alone": "A Borealis rolled with no standard die fills nothing.",
    "mw.house.harvest_after_roll": "Heartwood is first offered in the craft turn, right after the roll.",
    "mw.house.harvest_craft_turn": "Heartwood is harvested only in its owner's craft turn after the roll, "
                                   "not in the gather phase.",
    "mw.house.grimstone_at_roll": "A Grimstone's card acts right after the roll, before other manipulations.",
    "mw.house.grimstone_bottom": "A used Grimstone card goes to the bottom of the deck.",
    "mw.house.grow_before_payout": "Heartwood grows during cleanup before the tiles pay out.",
    "mw.house.decree_random": "The Royal Decree's three masterworks are drawn at random.",
    "mw.house.prerolled_in_roll": "A die that joins the craft roll already rolled (pre-rolled at the Traveling Camp, "
                                  "a Conjurer die handed out rolled) is one of that roll's dice: a Borealis may "
                                  "copy it, Good Fortune corrects its 4, Rolling Thunder re-rolls it.",
    "mw.house.farm_bids": "Farm dice may bid on an Ambassador's tile, on its metal or wood boxes, as on any craft card.",
    "mw.house.wild_not_exotic": "A Library or Archive die never becomes an exotic die (nothing copies or turns it "
                                "into one); it pays a bid or a visitor's box like any die.",
    "mw.house.paired_always": "A Grimstone always comes with its card, however it is gained (a tile, a visitor, "
                              "an ability, a request's reward).",
    "mw.house.spent_stone": "A Grimstone whose card already acted was used: cancelled on a re-roll it is spent, "
                            "not sent home to the mini card.",
    "mw.house.never_rerolled": "A die that is never rolled (a harvested Heartwood) cannot be re-rolled: no re-roll "
                               "charge takes it and Rolling Thunder leaves it.",
    "mw.house.decree_outcrafted": "Royal Decree: items without a masterwork never end or win the game; a player "
                                  "past the goal whose masterwork was out-crafted may craft only a masterwork.",
    "mw.house.caravan_archive": "The Caravan's allocate-all action leaves an Archive die in the supply, as it "
                                "leaves Library dice.",
    "mw.house.no_masterwork_left": "With the Royal Decree, the game ends when no masterwork is left to craft.",
    "mw.house.decree_masterworks_left": "With the Royal Decree, a masterwork left to craft keeps the game going "
                                        "even when the display and the waiting line are empty.",
    # --- Masterworks, part 2: Variant Monuments (bonus content) and the Narwhal ---
    "mw.variant.replaces": "Variant Monuments: each realm's monument is replaced by its variant.",
    "mw.variant.chimera": "Chimera Statue: every die on it shows a different value.",
    "mw.variant.thunderbird": "Thunderbird Ceremony: every die on it is odd.",
    "mw.variant.imperial": "Imperial Dragon: no die on it shows 4.",
    "mw.variant.inuksuk": "Radiant Inuksuk: no die on it shows 5 or more.",
    "mw.variant.steal": "A variant's rule holds for a player who out-crafts it too.",
    "mw.narwhal": "With Masterworks the first-player marker is the Narwhal instead of the anvil.",
    # Variant Monuments house rulings (docs/rulings.md, "Masterworks (part 2)")
    "mw.house.variant_needs": "A variant keeps its monument's rank; its needs are eased so that, with its rule, "
                              "it is about as likely to be rolled.",
    "mw.house.variant_names": "A variant may keep the name of the monument it replaces (names differ among the "
                              "cards in play).",
    "mw.house.variant_final_value": "A rule reads the values the dice show on the card, after bonuses, flips "
                                    "and sixes.",
    # Griffin's Landing (data/griffins_landing)
    "mw.house.landing_needs_row": "Griffin's Landing is played with Ambassador's Row: the exotic dice its "
                                  "visitors hand out come with the Row.",
    "mw.landing.piles": "Four visitor piles, West, North, South, East, of four visitors each, each shuffled "
                        "once at setup.",
    "mw.landing.reveal": "At the start of each round the top visitor of each pile is shown; only those may be "
                         "hosted.",
    "mw.landing.cycle": "At cleanup every visitor shown, hosted or not, goes to the bottom of its pile, so each "
                        "pile repeats its order (round 5 shows round 1's visitors).",
    "mw.landing.one_per_round": "A player hosts at most one visitor per round.",
    "mw.landing.one_action": "Hosting a visitor, the player uses either its gift or its collaboration.",
    "mw.landing.gather_move": "Hosting a visitor is one gather-phase move.",
    "mw.landing.not_replaced": "A hosted visitor is not replaced during the round.",
    "mw.landing.gift": "A visitor's gift is free.",
    "mw.landing.collaboration": "A collaboration is paid with dice box by box, like a gather option; its dice "
                                "come back at cleanup (an X box's to the stock).",
    "mw.landing.colour_bonus": "A visitor's coloured bonus only goes on a die of that colour.",
    "mw.landing.sultan": "The Sultan's collaboration gives an Automatic 6 token.",
    "mw.landing.archives": "The Archives sell an Archive die, which joins its buyer's dice for good.",
    "mw.landing.realm_dice": "Each realm has a visitor for its exotic die: West Grimstone, North Borealis, "
                             "South Heartwood, East Aether Ore.",
    "mw.house.visitor_grimstone": "A Grimstone from a visitor comes with one of two cards drawn, as from the "
                                  "Great Cauldron; the other goes to the bottom of the deck.",
    "mw.house.exotic_now": "An exotic die from a visitor waits on the mini card and may join this round's roll.",
    "mw.house.landing_phase_end": "Visitors do not hold the gather phase open: it ends as in the base game; "
                                  "while it lasts a player may host one instead of another move, even with no "
                                  "gather card face up. A visitor is never turned down for a dock.",
    # Ambassador Requests (data/ambassador_requests; docs/rulings.md, "Ambassador Requests")
    "mw.req.one_per_game": "One request per game: chosen at the start (or drawn at random), never dealt.",
    "mw.req.beside": "The request sits beside the display, may be crafted at any time and out-crafted like "
                     "any item.",
    "mw.req.unranked": "A request is unranked: it counts toward the items to win but never breaks a tie.",
    "mw.req.boost": "A boosting box is optional; whoever holds the card at the end of the round with it "
                    "filled gains its die (a Borealis as printed).",
    "mw.req.locked": "A locked box takes exactly its value, no higher and no lower.",
    "mw.req.locked_steal": "Locked boxes cannot be bettered, so a steal must beat the boosting box.",
    "mw.req.hybrid": "A hybrid box takes a die of either of its two colours.",
    "mw.req.hybrid_steal": "On a hybrid box a die of the rarer colour beats a commoner one whatever the values, "
                           "if it meets the box (metal < wood < gem < magic).",
    "mw.req.chimera": "Chimera Sculpture: every die on it shows a different value.",
    "mw.req.good_fortune": "Good Fortune: the owner's natural 4s in the craft roll get +1 (dice turned to 4 "
                           "do not).",
    "mw.req.knightly_gifts": "Knightly Gifts: over four cleanups from the claiming one, the owner gains metal, "
                             "then wood, then gem, then magic.",
    "mw.req.rolling_thunder": "Rolling Thunder: after rolling, the owner keeps one die and re-rolls all the "
                              "others.",
    "mw.req.survival": "Survival of the Fittest: a free die of the type that showed the highest value on the "
                       "sculpture.",
    "mw.house.req_empty_box": "An empty boosting box is beaten by any die put on it and matched by leaving "
                              "it empty.",
    "mw.house.req_reward_from_next_round": "A reward lasts from the round after the request is claimed.",
    "mw.house.req_thunder_optional": "Rolling Thunder may be declined: the roll then stands as it is.",
    "mw.house.req_survival_tie": "Survival of the Fittest: on a tie for the highest value the owner chooses "
                                 "among the tied types still in the stock.",
    "mw.house.fittest_lent": "Survival of the Fittest: a lent die (Library, Farm, Conjurer) showing the highest value "
                             "gives the plain die of the colour it filled on the card.",
    "mw.house.req_decree": "With the Royal Decree a request is not a masterwork: it cannot be the item that "
                           "ends the game.",
    "mw.house.req_needs": "The requests' boxes are ours: three or four dice each, with the printed mechanic.",
    "mw.house.landing_hidden": "A pile's order below the visitor shown is hidden until its visitors have been "
                               "shown once; after that every player knows it.",
    # Deluxe cards (data/deluxe_cards; engine/abilities.py)
    "mw.deluxe.replaces": "Each deluxe card stands in for the item of its rank, with the same requirement.",
    "mw.deluxe.once": "A deluxe ability is used once in the game; the card then shows its plain side.",
    "mw.deluxe.owner_only": "Only the player who has claimed a deluxe card may use its ability.",
    "mw.deluxe.spirit_kite": "Spirit Kite: re-roll one of your Aether Ore dice.",
    "mw.deluxe.celebration_horn": "Celebration Horn: re-roll one of your exotic dice.",
    "mw.deluxe.sacred_sword": "Sacred Sword: +2 to an Aether Ore, or keep a used Aether Ore (no metal is paid "
                              "for it).",
    "mw.deluxe.obey_wand": "Obey Wand: make an opponent re-roll one exotic die, only right after their roll, "
                           "before anything is applied to it.",
    "mw.deluxe.brooch": "Engagement Brooch: gain a Grimstone die with any card of the deck, then shuffle the deck.",
    "mw.deluxe.holiday_toys": "Holiday Toys: in the next round only, a Toy Factory action only its owner may use; "
                              "its cost is paid.",
    "mw.deluxe.opal": "Dreamtime Opal: +2 to a wood or gem die, or gain a Heartwood die.",
    "mw.deluxe.snow_bringer": "Snow Bringer: +3 to a Borealis die, or gain a Borealis die.",
    "mw.house.deluxe_when": "A deluxe ability is used in its owner's own craft turn, after the roll (the Obey "
                            "Wand when another player has just rolled; Holiday Toys as a gather move).",
    "mw.house.deluxe_new_items": "Ranks 61, 65, 94 and 97 get items of ours, between the realm items and the "
                                 "masterworks by measured difficulty.",
    "mw.house.obey_decline": "The Obey Wand's owner is asked as a decision; letting the moment pass (or the "
                             "table's countdown running out) declines and keeps the wand for later.",
    "mw.house.toy_factory": "The Toy Factory: one die on an X box for a gem and a magic die; its die goes "
                            "back to the stock at once, and using it is the owner's gather move.",
    "mw.house.gained_waits": "An exotic die gained with an ability waits on the mini card for a later turn.",
}
