#!/usr/bin/env python
"""Write the golden transcripts in tests/golden/ (OpenSpiel-style playthroughs).

Each file is one seeded bot game as readable text: a header (seed, players,
names, bots, round cap, the modules when it is not the base game alone, data
checksum), then one line per move

    <action as JSON> | <describe() sentence> | <outcome(), or - when chance did nothing>

with a `state digest: round R PHASE DIGEST` line at the start and at every
phase change, and at the end `state digest: end round R PHASE DIGEST` plus the
standings. tests/test_golden.py replays the JSON moves from the seed (the bots
are not needed) and checks every sentence and digest.

Golden files change when the cards or the rules change; that is intended. Run

    python tools/make_golden.py          # rewrite the files
    python tools/make_golden.py --check  # exit 1 if any file would change
    python tools/make_golden.py --sentences  # keep the moves, say them again (log words changed)

and read the diff (git diff tests/golden) before committing it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kingsforge.ai import make_bot  # noqa: E402
from kingsforge.content import load_content  # noqa: E402
from kingsforge.engine import rules  # noqa: E402
from kingsforge.engine.describe import describe, outcome  # noqa: E402
from kingsforge.engine.record import GameRecord, action_from_data, action_to_data  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
NAMES = ["Ana", "Ben", "Cy", "Dee"]

# name -> (seed, bots per seat, round cap or None). Random games can run for
# hundreds of rounds, so the random 4-player games stop after a few rounds.
# Seed 10 was picked because its first 8 rounds show nearly every kind of move
# sentence: docks, first-pass benefits, bonuses, flips, re-rolls, the Cemetery
# cancelling dice and an out-craft (only Automatic-6 is missing).
#
# A fourth item names the game's modules (absent: the base game); its file then has a
# `modules: a,b` header line, which base-game files do not have.
EVERY_MASTERWORKS = ("ambassadors_row", "ambassador_requests", "griffins_landing", "masterworks_craft", "deluxe_cards",
                     "royal_decree", "variant_monuments")
GAMES = {
    "2p_greedy_vs_random_seed11": (11, ["greedy", "random"], None),
    "3p_greedy_seed5": (5, ["greedy", "greedy", "greedy"], None),
    "4p_random_seed3": (3, ["random"] * 4, 4),
    "4p_random_seed10": (10, ["random"] * 4, 8),
    # Queen's Jubilee. Seeds picked so that together they show a Conjurer hand-out and
    # declaration, Festival, a pre-roll, an Escape the Dungeon card and lasting bonuses used:
    # 114 (gather cards, 3 random players): Conjurer, Festival, a pre-roll;
    # 1 (variant, 3 Greedy): a lasting bonus used, played to the end;
    # 121 (both, 4 random players): Conjurer, Festival, the Dungeon's Escape card, a lasting bonus;
    # 7 (both, Greedy against random): Conjurer, Festival, a lasting bonus, played to the end.
    "3p_random_jubilee_gather_seed114": (114, ["random"] * 3, 8, ["jubilee_gather"]),
    "3p_greedy_jubilee_variant_seed1": (1, ["greedy"] * 3, None, ["jubilee_variant"]),
    "4p_random_jubilee_both_seed121": (121, ["random"] * 4, 6, ["jubilee_gather", "jubilee_variant"]),
    "2p_greedy_vs_random_jubilee_both_seed7": (7, ["greedy", "random"], None, ["jubilee_gather", "jubilee_variant"]),
    # Masterworks: bids and out-bids on the ambassador tiles, kept exotic dice rolled,
    # copied and harvested, Grimstone cards drawn and used; the Royal Decree to the end.
    "3p_random_ambassadors_seed4": (4, ["random"] * 3, 10, ["ambassadors_row"]),
    "2p_greedy_vs_random_masterworks_seed3": (3, ["greedy", "random"], None,
                                              ["ambassadors_row", "masterworks_craft", "royal_decree"]),
    # Variant Monuments: seed 6 crafts three of them (all different, no 4, all odd), one with a
    # bonus on its dice, under the Royal Decree, to the end.
    "2p_greedy_vs_random_variant_monuments_seed6": (6, ["greedy", "random"], None,
                                                    ["ambassadors_row", "masterworks_craft", "royal_decree",
                                                     "variant_monuments"]),
    # Griffin's Landing: visitors hosted for gifts and collaborations (the Sultan's token), the
    # piles turning round after round; with every Masterworks module, the Archives' die bought
    # and a Grimstone card kept from the Cauldron Witch.
    "2p_greedy_vs_random_landing_seed10": (10, ["greedy", "random"], None, ["ambassadors_row", "griffins_landing"]),
    "4p_random_masterworks_landing_seed3": (3, ["random"] * 4, 6, ["ambassadors_row", "griffins_landing",
                                                                  "masterworks_craft", "royal_decree"]),
    # Deluxe cards: the Obey Wand's owner asked after a roll (used once, declined once); the
    # Engagement Brooch's Grimstone card picked from the whole deck; the Toy Factory used the
    # round after Holiday Toys was claimed.
    "3p_greedy_deluxe_seed25": (25, ["greedy"] * 3, None, ["ambassadors_row", "masterworks_craft", "deluxe_cards"]),
    "2p_greedy_vs_random_deluxe_seed29": (29, ["greedy", "random"], None,
                                          ["ambassadors_row", "masterworks_craft", "deluxe_cards"]),
    "3p_greedy_deluxe_seed11": (11, ["greedy"] * 3, None, ["ambassadors_row", "masterworks_craft", "deluxe_cards"]),
    # Ambassador Requests: the first move picks the request; Greedy takes Thunderbird Initiation
    # (two-colour boxes, Rolling Thunder's set-aside after its rolls); random players draw one.
    "2p_greedy_vs_random_requests_seed2": (2, ["greedy", "random"], None, ["ambassadors_row", "ambassador_requests"]),
    "3p_random_requests_seed4": (4, ["random"] * 3, 12, ["ambassadors_row", "ambassador_requests"]),
    # Every Masterworks module at once, to the end: the request chosen and crafted with a
    # Rolling Thunder set-aside, visitors hosted both ways, a variant monument and a deluxe card.
    "2p_greedy_vs_random_every_masterworks_seed10": (10, ["greedy", "random"], None, EVERY_MASTERWORKS),
    # Queen's Jubilee's gather cards with every Masterworks module, to the end: a Conjurer die
    # handed out and declared beside the exotic dice, visitors, the request and a deluxe card.
    "3p_greedy_jubilee_masterworks_seed8": (8, ["greedy", "greedy", "random"], None,
                                            ("jubilee_gather",) + EVERY_MASTERWORKS),
}


def digest_line(state, end: bool = False) -> str:
    return f"state digest: {'end ' if end else ''}round {state.round} {state.phase} {state.digest()}"


def standings_line(state, names) -> str:
    craft = state.content.craft
    parts = []
    for place, p in enumerate(state.standings(), 1):
        best = max((craft[c].rank for c in state.tucked[p]), default=0)
        parts.append(f"{place}. {names[p]} {len(state.tucked[p])} cards (best rank {best})")
    return "standings: " + "; ".join(parts)


def action_line(content, before, after, action, names) -> str:
    data = json.dumps(action_to_data(content, action), sort_keys=True, separators=(", ", ": "))
    return f"{data} | {describe(before, action, names)} | {outcome(before, after, action, names) or '-'}"


def game_entry(entry):
    """(seed, bots, round cap, modules) of a GAMES entry; modules () = the base game."""
    seed, bots, cap, *rest = entry
    return seed, bots, cap, tuple(rest[0]) if rest else ()


def transcript(content, name: str, seed: int, bots: list[str], max_rounds) -> str:
    players = len(bots)
    names = NAMES[:players]
    game = GameRecord(content, players, seed, names)
    players_bots = [make_bot(bot, seed * 31 + seat) for seat, bot in enumerate(bots)]
    lines = [
        "# King's Forge golden transcript: a seeded game replayed by tests/test_golden.py.",
        "# Regenerate with `python tools/make_golden.py` after checking the diff (cards or rules changed).",
        "# Move lines: <action JSON> | <describe()> | <outcome(), '-' if none>",
        f"game: {name}",
        f"seed: {seed}",
        f"players: {players}",
        f"names: {', '.join(names)}",
        f"bots: {', '.join(bots)}",
        f"max rounds: {max_rounds if max_rounds else 'none'}",
    ]
    if content.module_ids:
        lines.append(f"modules: {','.join(content.module_ids)}")
    lines += [
        f"data checksum: {content.checksum}",
        digest_line(game.state),
    ]
    while game.state.phase != "over":
        if max_rounds and game.state.round > max_rounds:
            lines.append(f"stopped: round cap {max_rounds} reached")
            break
        state = game.state
        action = players_bots[state.turn].choose(state, rules.legal_actions(state))
        before = state.clone()
        game.play(action)
        lines.append(action_line(content, before, game.state, action, names))
        if (game.state.phase, game.state.round) != (before.phase, before.round) and game.state.phase != "over":
            lines.append(digest_line(game.state))
    lines.append(digest_line(game.state, end=True))
    lines.append(standings_line(game.state, names))
    return "\n".join(lines) + "\n"


def resay(path: Path) -> bool:
    """Say a transcript's own moves again (describe, outcome), keeping its moves and digests: for a
    change to the log's words alone, since the bots may play otherwise than when it was written.
    True when the file changed."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = dict(line.split(": ", 1) for line in lines
                  if ": " in line and not line.startswith(("#", "{", "state digest", "standings", "stopped")))
    modules = tuple(m.strip() for m in header.get("modules", "").split(",") if m.strip())
    content = load_content(modules=modules)
    names = [n.strip() for n in header["names"].split(",")]
    game = GameRecord(content, int(header["players"]), int(header["seed"]), names)
    out = []
    for line in lines:
        if line.startswith("{"):
            action = action_from_data(content, json.loads(line.split(" | ")[0]))
            before = game.state.clone()
            game.play(action)
            line = action_line(content, before, game.state, action, names)
        out.append(line)
    text = "\n".join(out) + "\n"
    changed = text != path.read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    return changed


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report files that would change (exit 1)")
    parser.add_argument("--sentences", action="store_true",
                        help="keep each file's moves and digests, say the moves again (the log's words changed)")
    args = parser.parse_args(argv)
    if args.sentences:
        for path in sorted(GOLDEN.glob("*.txt")):
            print(f"{'changed' if resay(path) else 'same   '} {path.relative_to(ROOT)}")
        return 0
    contents = {}
    GOLDEN.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, entry in GAMES.items():
        seed, bots, cap, modules = game_entry(entry)
        if modules not in contents:
            contents[modules] = load_content(modules=modules)
        path = GOLDEN / f"{name}.txt"
        text = transcript(contents[modules], name, seed, bots, cap)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            changed.append(path)
            if not args.check:
                path.write_text(text, encoding="utf-8")
        moves = sum(1 for line in text.splitlines() if line.startswith("{"))
        print(f"{'changed' if old != text else 'same   '} {path.relative_to(ROOT)} ({moves} moves)")
    if args.check and changed:
        print("golden files are out of date: run python tools/make_golden.py and check the diff")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
