"""The game's scenes: title, setup, table and the overlays drawn over them."""
