"""`kingsforge cards [--modules M] [--json]`: every piece in play with its module and source."""

from __future__ import annotations

import json

from kingsforge.cli import main
from kingsforge.content import load_content

JUBILEE = ("jubilee_gather", "jubilee_variant")


def cards_json(capsys, *extra):
    assert main(["cards", "--json", *extra]) == 0
    out, err = capsys.readouterr()
    assert not err
    return json.loads(out)


def by_id(rows):
    return {row["id"]: row for row in rows}


def test_base_game_lists_every_piece_from_base(capsys, shipped_content):
    data = cards_json(capsys)
    assert data["modules"] == ["base"]
    pieces = data["pieces"]
    assert {r["id"] for r in pieces["gather"]} == {c.id for c in shipped_content.gather}
    assert [r["id"] for r in pieces["dock"]] == [d for d, _name in shipped_content.docks]
    assert {r["id"] for r in pieces["craft"]} == {c.id for c in shipped_content.craft}
    assert [r["id"] for r in pieces["die"]] == [t.id for t in shipped_content.die_types]
    assert [r["id"] for r in pieces["token"]] == list(shipped_content.token_ids)
    assert pieces["escape"] == [] and [d["id"] for d in pieces["deck"]] == ["gather", "craft"]
    for kind, rows in pieces.items():
        for row in rows:
            assert row["module"] == "base", (kind, row)
            assert row["source"] in ("published", "rulebook", "reference", "house", "house,published"), (kind, row)
    craft = pieces["craft"]
    assert [r["rank"] for r in craft] == sorted(r["rank"] for r in craft)
    assert all(r["permanent"] is None for r in craft)
    dice = by_id(pieces["die"])
    assert dice["metal"]["fits"] == ["metal"] and dice["library"]["fits"] == "any"
    assert dice["library"]["returns_to_stock"] and not dice["cemetery"]["player_die"]
    assert sum(d["count"] for d in dice.values()) == sum(t.count for t in shipped_content.die_types)
    deck = by_id(pieces["deck"])["craft"]
    assert deck["cards"] == len(shipped_content.craft)
    assert deck["dealt"] == {str(n): k for n, k in shipped_content.setup.craft_cards.items()}


def test_jubilee_pieces_name_their_module(capsys):
    content = load_content(modules=JUBILEE)
    pieces = cards_json(capsys, "--modules", ",".join(JUBILEE))["pieces"]
    gather = by_id(pieces["gather"])
    assert gather["conjurer"]["module"] == "jubilee_gather" and gather["north_mine"]["module"] == "base"
    assert len(gather) == len(content.gather)
    assert {r["module"] for r in pieces["craft"]} == {"jubilee_variant"}         # the variant replaces the deck
    assert all(r["permanent"] for r in pieces["craft"])
    assert {"die": "metal"} in [r["permanent"] for r in pieces["craft"]]
    assert {"plus": 2, "colour": "any"} in [r["permanent"] for r in pieces["craft"]]
    dice = by_id(pieces["die"])
    assert dice["farm"]["fits"] == ["metal", "wood"]
    assert (dice["farm"]["gather_use"], dice["farm"]["returns_to_stock"], dice["farm"]["count"]) == (False, True, 2)
    assert dice["conjurer"]["declared"] and dice["conjurer"]["fits"] == "declared"
    assert dice["conjurer"]["module"] == "jubilee_gather" and dice["conjurer"]["source"] == "published"
    assert sum(r["copies"] for r in pieces["escape"]) == 12
    assert all(r["source"] == "house" for r in pieces["escape"])
    decks = by_id(pieces["deck"])
    assert decks["craft"]["dealt"] == {"2": 11, "3": 13, "4": 17}
    assert decks["craft"]["items_to_win"] == {"2": 6, "3": 5, "4": 5}
    assert decks["escape"]["cards"] == 12 and decks["escape"]["module"] == "jubilee_gather"
    assert decks["gather"]["module"] == "base,jubilee_gather"


def test_the_table_is_grouped_by_kind(capsys):
    assert main(["cards", "--modules", "jubilee_gather"]) == 0
    out = capsys.readouterr().out
    titles = [line for line in out.splitlines() if line and not line.startswith(" ")]
    assert [t.split(" (")[0] for t in titles] == ["gather cards", "dock tiles", "craft cards", "escape cards",
                                                  "die types", "tokens", "decks"]
    assert "gather cards (25):" in titles
    farm = next(line for line in out.splitlines() if line.strip().startswith("Farm ") and "x2" in line)
    assert "jubilee_gather" in farm and "fits metal|wood" in farm and "no gather use" in farm
    assert "Escape the Dungeon" in out and "12 cards (4 kinds)" in out


MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree")


def test_masterworks_lists_tiles_exotic_dice_and_the_grimstone_deck(capsys):
    content = load_content(modules=MASTERWORKS)
    pieces = cards_json(capsys, "--modules", ",".join(MASTERWORKS))["pieces"]
    tiles = pieces["tile"]
    assert [r["id"] for r in tiles] == ["great_cauldron", "crystal_tundra", "one_tree", "hidden_city"]
    assert [r["gives"] for r in tiles] == ["grimstone", "borealis", "heartwood", "aether_ore"]
    assert tiles[0]["needs"] == ["metal 1", "metal 1"] and tiles[0]["draw"] == 2
    assert tiles[3]["needs"] == ["metal 4", "metal 4"] and tiles[3]["source"] == "rulebook"
    assert {r["module"] for r in tiles} == {"ambassadors_row"}
    assert not {r["id"] for r in tiles} & {r["id"] for r in pieces["craft"]}      # tiles are not wares
    dice = by_id(pieces["die"])
    assert dice["heartwood"]["keeps"] and not dice["heartwood"]["rolled"] and dice["heartwood"]["grows"]
    assert dice["heartwood"]["harvest_as"] == ["wood", "gem"]
    assert dice["borealis"]["copies_rolled"] == ["metal", "wood", "gem", "magic"]
    assert dice["grimstone"]["paired"] and dice["grimstone"]["per_turn"] == 1
    assert dice["aether_ore"]["fits"] == ["metal", "magic"] and dice["aether_ore"]["on_return"] == ["gain 1 metal"]
    assert "keeps" not in dice["metal"]
    stones = by_id(pieces["die_card"])
    assert len(stones) == 8 and sum(r["copies"] for r in stones.values()) == 15
    assert stones["pop_rock"]["does"] == {"kind": "match", "match": 3, "count": 1, "otherwise": 1}
    assert stones["shock_rock"]["expires"] and stones["gobblestone"]["does"] == {"kind": "feed", "feed": 3}
    decks = by_id(pieces["deck"])
    assert decks["die_card"]["name"] == "Grimstone deck" and decks["die_card"]["cards"] == 15
    assert decks["craft"]["side_cards"] == 3 and decks["craft"]["ending_rank"] == 100
    assert decks["craft"]["cards"] == len(content.craft) - len(content.tiles)


def test_masterworks_table_has_tiles_and_die_cards(capsys):
    assert main(["cards", "--modules", ",".join(MASTERWORKS)]) == 0
    out = capsys.readouterr().out
    assert "bid tiles (4):" in out and "die cards (8):" in out
    assert "bid metal 1, metal 1; gives 1 grimstone die and draws 2 die cards, keeps 1" in out
    assert "never rolled; shared growing value; harvest as wood|gem" in out
    assert "Grimstone deck" in out and "3 of rank 100+ beside it" in out


LANDING = ("ambassadors_row", "griffins_landing")


def test_griffins_landing_lists_the_visitors_by_pile(capsys):
    pieces = cards_json(capsys, "--modules", ",".join(LANDING))["pieces"]
    visitors = pieces["visitor"]
    assert len(visitors) == 16 and {r["module"] for r in visitors} == {"griffins_landing"}
    assert [r["realm"] for r in visitors] == ["west"] * 4 + ["north"] * 4 + ["south"] * 4 + ["east"] * 4
    rows = by_id(visitors)
    assert rows["sultan"]["source"] == rows["archives"]["source"] == "rulebook"
    assert {r["source"] for r in visitors} == {"house", "rulebook"}
    assert rows["sultan"]["collaboration"] == "[any] -> token auto6"
    assert rows["archives"]["collaboration"] == "[x:any, any, any] -> gain 1 archive"
    assert rows["ice_jeweller"]["gift"] == "[no dice] -> bonus +2 on a gem die"
    assert rows["cauldron_witch"]["gift"] == "[no dice] -> exotic 1 grimstone with 1 of 2 cards drawn"
    assert all(r["gift"].startswith("[no dice]") for r in visitors)
    assert all(not r["collaboration"].startswith("[no dice]") for r in visitors)
    decks = by_id(pieces["deck"])
    assert [decks[f"visitors_{realm}"]["cards"] for realm in ("west", "north", "south", "east")] == [4] * 4


def test_griffins_landing_table_has_visitors(capsys):
    assert main(["cards", "--modules", ",".join(LANDING)]) == 0
    out = capsys.readouterr().out
    assert "visitors (16):" in out and "West visitors" in out
    assert main(["cards", "--modules", "griffins_landing"]) == 2       # it needs Ambassador's Row
    assert "needs module 'ambassadors_row'" in capsys.readouterr().err
