"""Forge, the second game of the application: a worker-placement game of medieval smithing.

    kingsforge/forge/content.py   data/forge/*.yaml -> Content (file:line errors)
    kingsforge/forge/engine/      the pure rules (no pygame, no King's Forge engine)
    kingsforge/forge/ai/          the computer players (BOTS)
    kingsforge/forge/commands/    what `kingsforge <command> --game forge` runs

It shares the application's shell (command line, YAML reader, saves) with King's Forge;
neither game's engine imports the other.
"""
