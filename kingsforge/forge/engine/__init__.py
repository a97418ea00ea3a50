"""Forge's pure rules engine: no pygame, no King's Forge engine, deterministic from a seed.

Front door: rules.legal_actions / rules.check / rules.apply; setup.new_game; record.GameRecord.
"""
