"""The game table: layout, cards, dice, panels and move placement."""
