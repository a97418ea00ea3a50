"""Every clause of the base rulebook (shared/rules/base-game.en.txt), in our own words.

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
}
