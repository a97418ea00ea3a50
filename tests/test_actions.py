"""Moves are small records; a move equals only a move of the same kind with the same fields."""

from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, Roll, UseCharge


def test_moves_of_different_kinds_with_the_same_fields_are_different():
    assert Claim(1, 0, (4,)) != Dock(1, 0, (4,))
    assert Roll() != EndTurn()
    assert UseCharge(0, 3) != Craft(0, 3)
    assert len({Roll(), EndTurn(), Pass(), Claim(1, 0, (4,)), Dock(1, 0, (4,))}) == 5
    assert Dock(1, 0, (4,)) not in [Claim(1, 0, (4,)), Roll()]


def test_equal_moves_are_equal_and_hash_alike():
    assert Claim(1, 0, (4, 5)) == Claim(1, 0, (4, 5))
    assert hash(Claim(1, 0, (4, 5))) == hash(Claim(1, 0, (4, 5)))
    assert Pass("metal") == Pass("metal") != Pass()
    assert {Craft(2, (1, 2)): "x"}[Craft(2, (1, 2))] == "x"
