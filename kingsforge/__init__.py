"""King's Forge: a digital edition of the dice-crafting board game."""

__version__ = "0.1.0"
