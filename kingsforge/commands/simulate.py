"""`kingsforge simulate`: headless games between bots, and the statistics it prints."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from kingsforge.ai import BOTS, make_bot
from kingsforge.commands.content import load_for
from kingsforge.commands.english import counted, seed_range
from kingsforge.commands.usage import UsageError, check_games
from kingsforge.engine import rules
from kingsforge.engine.model import Content
from kingsforge.engine.setup import new_game

MAX_ROUNDS = 300   # a safety net: a game no one can finish is reported, not looped forever


def run(args) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not bots:
        raise UsageError("--bots names no bot (e.g. --bots random,greedy)")
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        raise UsageError(f"unknown bot '{unknown[0]}' (choose from {', '.join(sorted(BOTS))})")
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    check_games(args.games)
    content = load_for(args)
    data = simulate(content, args.players, args.games, args.seed, bots).to_data()
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    seeds = seed_range(args.seed, args.games)
    print(f"{counted(data['games'], 'game')}, {args.players} players, {seeds}; "
          f"average {data['average_rounds']} rounds" +
          (f"; {data['unfinished']} unfinished" if data["unfinished"] else ""))
    print("win rate per bot (share of its games won; wins per seat filled):")
    for bot in data["win_rate"]:
        print(f"  {bot:<10} {data['win_rate'][bot]:6.1%}   per seat {data['win_rate_per_seat'][bot]:6.1%}")
    print("win rate by turn order (seat 1 = first player):")
    for i, rate in enumerate(data["win_rate_per_turn_order"]):
        print(f"  seat {i + 1}: {rate:6.1%}")
    print("craft rate per card (claimed / dealt):")
    names = {card.id: card for card in content.craft}
    for card_id, rate in sorted(data["craft_rate_per_card"].items(), key=lambda kv: names[kv[0]].rank):
        print(f"  {names[card_id].rank:>3} {names[card_id].name:<20} {rate:6.1%}")
    return 0


@dataclass
class GameResult:
    seed: int
    bots: list[str]                 # bot name per seat
    first_player: int
    winner: int                     # seat, or -1 if the game hit MAX_ROUNDS
    rounds: int
    actions: int
    tucked: list[list[str]]         # craft card ids claimed per seat
    dealt: list[str]                # craft card ids dealt this game
    digest: str = ""


def play_game(content: Content, bot_names: list[str], seed: int, max_rounds: int = MAX_ROUNDS) -> GameResult:
    state = new_game(content, len(bot_names), seed)
    bots = [make_bot(name, seed * 31 + seat) for seat, name in enumerate(bot_names)]
    dealt = [content.craft[i].id for i in state.display + state.waiting]
    first = state.anvil
    actions = 0
    while state.phase != "over" and state.round <= max_rounds:
        action = bots[state.turn].choose(state, rules.legal_actions(state))
        rules.apply_in_place(state, action)
        actions += 1
    finished = state.phase == "over"
    return GameResult(seed=seed, bots=list(bot_names), first_player=first,
                      winner=state.standings()[0] if finished else -1, rounds=state.round, actions=actions,
                      tucked=[[content.craft[i].id for i in cards] for cards in state.tucked],
                      dealt=dealt, digest=state.digest())


@dataclass
class Summary:
    players: int
    games: int = 0
    unfinished: int = 0
    rounds: int = 0
    wins: dict[str, int] = field(default_factory=dict)        # games won, per bot name
    appearances: dict[str, int] = field(default_factory=dict) # games the bot sat in
    seats: dict[str, int] = field(default_factory=dict)       # seats the bot filled
    order_wins: list[int] = field(default_factory=list)       # per turn-order position (0 = anvil)
    dealt: dict[str, int] = field(default_factory=dict)
    crafted: dict[str, int] = field(default_factory=dict)

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.rounds += result.rounds
        for name in result.bots:
            self.seats[name] = self.seats.get(name, 0) + 1
            self.wins.setdefault(name, 0)
        for name in set(result.bots):
            self.appearances[name] = self.appearances.get(name, 0) + 1
        if result.winner < 0:
            self.unfinished += 1
        else:
            self.wins[result.bots[result.winner]] += 1
            self.order_wins[(result.winner - result.first_player) % self.players] += 1
        for card in result.dealt:
            self.dealt[card] = self.dealt.get(card, 0) + 1
        for cards in result.tucked:
            for card in cards:
                self.crafted[card] = self.crafted.get(card, 0) + 1

    def to_data(self) -> dict:
        games = max(1, self.games)
        return {
            "players": self.players, "games": self.games, "unfinished": self.unfinished,
            "average_rounds": round(self.rounds / games, 2),
            # share of its games a bot won, and wins per seat filled (1/players = even)
            "win_rate": {b: round(w / self.appearances[b], 4) for b, w in self.wins.items()},
            "win_rate_per_seat": {b: round(w / self.seats[b], 4) for b, w in self.wins.items()},
            "win_rate_per_turn_order": [round(w / games, 4) for w in self.order_wins],
            "craft_rate_per_card": {c: round(self.crafted.get(c, 0) / n, 4) for c, n in sorted(self.dealt.items())},
        }


def simulate(content: Content, players: int, games: int, seed: int, bots: list[str]) -> Summary:
    """Seeded games with the bots rotated through the seats, one game per seed."""
    if not bots:
        raise ValueError("name at least one bot")
    line_up = [bots[i % len(bots)] for i in range(players)]
    summary = Summary(players=players, order_wins=[0] * players)
    for g in range(games):
        shift = g % players
        summary.add(play_game(content, line_up[shift:] + line_up[:shift], seed + g))
    return summary
