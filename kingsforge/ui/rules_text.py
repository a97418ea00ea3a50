"""The rules reference, written for this edition (not taken from any rulebook).

Each page is (title, paragraphs). Paragraphs starting with "• " are drawn as
bullet points.
"""

from __future__ import annotations

PAGES: list[tuple[str, list[str]]] = [
    ("Goal and the round", [
        "You are a village smith hoping to become the King's Forge. The King has posted a list of "
        "wares; the first smiths to finish four of them (five with two players) bring the game to "
        "an end, and whoever finished the most wins.",
        "Each round has three phases, played by everyone in seat order starting from the holder "
        "of the anvil:",
        "• Gather: take turns claiming shops and markets (gather cards) or trading at the docks, "
        "until everyone has passed.",
        "• Craft: each smith rolls the dice left in their supply and tries to meet the demands "
        "of the wares on display.",
        "• Cleanup: finished wares are kept, dice come home, and the anvil moves one seat on.",
        "Nothing is hidden: every die and card on the table is visible to all players.",
    ]),
    ("Gather: claiming a card", [
        "Four gather cards lie face up in the middle. On your turn you may claim one of them by "
        "paying the dice shown in one of its two halves (top or bottom, never both).",
        "• A plain box takes a die of any type; a coloured box takes only that type.",
        "• A box marked with a cross uses the die up: at cleanup it goes back to the general stock "
        "instead of coming home to you.",
        "• Dice you place stay on the card for the rest of the round.",
        "• New dice you earn go to your smithy and can only be used from the next round on.",
        "• Some halves cost nothing; choosing one still counts as your only action on that card.",
        "When a card is taken, the next card of the gather deck fills its place. The stock is "
        "limited: if it runs out of a die type, you simply receive fewer dice.",
        "In this edition: drag dice from your supply onto the boxes of the half you want. Boxes "
        "that can take the die light up while you drag.",
    ]),
    ("Gather: the docks", [
        "If no face-up card offers what you need, visit the docks instead. You give up one face-up "
        "gather card (it leaves play this round, face down in front of you) and then pay for one "
        "dock action.",
        "• Each dock action can be used by only one smith per round, so a second visit to the same "
        "dock must use its dearer action.",
        "• Dice spent at the docks go back to the stock at cleanup.",
        "• Tokens bought at the docks last only for this round's crafting.",
        "You cannot visit the docks when no face-up gather card is left to give up.",
    ]),
    ("Gather: passing", [
        "You may pass instead of acting, keeping your remaining dice for the craft roll. Once you "
        "pass, you take no more gather turns this round.",
        "The first smith to pass each round picks a reward: one metal die from the stock straight "
        "into their supply, or a +1/+1 token for this round's crafting.",
        "The gather phase ends when everyone has passed, or when the face-up cards are gone and "
        "someone has already passed (if nobody has, the next smith passes automatically and gets "
        "the reward).",
        "With two players the phase also ends as soon as an empty spot cannot be refilled.",
    ]),
    ("Craft: rolling and crafting", [
        "In seat order, each smith gets one craft turn. Roll every die still in your supply; dice "
        "on gather cards or docks, and new dice waiting on your smithy, are not rolled.",
        "Three wares are on display. Each ware shows coloured boxes with a number of pips: you "
        "craft it by placing one of your rolled dice of that colour on each box, each at least "
        "as high as its box asks.",
        "• A finished ware moves in front of you, with your dice on it.",
        "• The lowest ware from the waiting line then joins the display and can be crafted at once.",
        "• You may craft several wares in one turn if your dice allow.",
        "Rolled dice you do not use go to your smithy, and your craft turn ends.",
        "In this edition: press Roll, then drag your dice onto a ware's boxes, or use Auto-assign "
        "to fill the best ware for you.",
    ]),
    ("Craft: changing your dice", [
        "Some gather cards, the docks and the first-to-pass reward give ways to change dice after "
        "you roll. They work only on your own dice and only in the round you got them.",
        "• Bonus +N: raise one die by N. Two bonuses from one card go on two different dice; "
        "bonuses from different cards may stack on one die.",
        "• +1/+1 token: raise two different dice by one each.",
        "• Automatic 6 token: turn one die to 6.",
        "• Flip: turn a die to its opposite face (1 and 6, 2 and 5, 3 and 4).",
        "• Re-roll: roll one of your free dice again.",
        "A changed die may go above 6; the die shows its new value with a small mark.",
        "In this edition: drag a token or bonus from your area onto the die you want to change.",
    ]),
    ("Craft: stealing a ware", [
        "A crafted ware is not yours until the craft phase is over. Until then, a smith crafting "
        "later in the same round may take it over by crafting it better.",
        "• Every die you put on it must be at least as high as the die it replaces, and",
        "• at least one of your dice must be strictly higher.",
        "The robbed smith's dice go to their smithy, and the ware moves to the thief with the "
        "thief's dice on it. It can be stolen again by a smith who crafts after them.",
        "The table shows a steal with an arrow from the old owner to the new one, and the move "
        "log names both players.",
    ]),
    ("Cleanup, next round", [
        "When everyone has had a craft turn:",
        "• Each ware still in front of its crafter is kept for good, tucked under their smithy "
        "with its rank showing. A kept ware can no longer be stolen.",
        "• Dice on the docks and on cross-marked boxes return to the stock.",
        "• All other dice (on gather cards, on kept wares, unused) come home to their owner, "
        "ready to be used next round, together with the dice waiting on the smithy.",
        "• Unused tokens and bonuses are lost.",
        "The anvil passes to the next seat, the gather cards are shuffled into a new deck, and "
        "the next round begins.",
    ]),
    ("End of the game", [
        "After any cleanup where a smith has kept four or more wares (five or more with two "
        "players), the game is over.",
        "The smith with the most kept wares wins. If several are tied, the one holding the "
        "ware with the highest rank number wins the tie.",
        "The final screen lists every smith's wares and explains how any tie was broken.",
    ]),
    ("Playing this edition", [
        "• Drag dice with the mouse; legal places light up, and a drop that breaks a rule slides "
        "the die back and says why.",
        "• Right-click or hover any card to see it large.",
        "• Space or Enter: confirm, roll, or end your turn.",
        "• Ctrl+Z: take back your own moves up to your last roll or newly revealed card.",
        "• Esc: pause menu.   F1: this reference.   F11: full screen.",
        "• Computer players move at the pace set in Settings; click to skip their animation.",
    ]),
]
