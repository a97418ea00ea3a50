"""CPU time per decision of Forge bots (docs/ai.md, Forge section): the machine that measures
is often shared, and `kingsforge tournament --game forge` times decisions by the wall clock.

    python tools/forge_think_cpu.py hard,greedy 2 20 [seed]

plays the same seat-rotated games as the tournament (same seeds, same seats, same moves) and
prints, for the first bot named, its decisions' CPU time: mean, 95th percentile, slowest.
"""

from __future__ import annotations

import sys
import time

from kingsforge.forge.commands.tournament import seats_for
from kingsforge.forge.content import load_forge
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.record import GameRecord
from kingsforge.forge.match import SeatBot


def main(argv) -> int:
    bots, players, games = argv[0].split(","), int(argv[1]), int(argv[2])
    seed = int(argv[3]) if len(argv) > 3 else 1
    content = load_forge()
    times = []
    for g in range(games):
        names = seats_for(bots, players, g)
        record = GameRecord(content, players, seed + g)
        seats = [SeatBot(name, seed + g, i) for i, name in enumerate(names)]
        while record.state.phase != "over":
            s = record.state
            legal = rules.legal_actions(s)
            who = s.current()
            start = time.process_time()
            move = seats[who].choose(s, legal, len(record.moves))
            if names[who] == bots[0] and len(legal) > 1:
                times.append((time.process_time() - start) * 1000)
            record.play(move)
    times.sort()
    print(f"{bots[0]}: {len(times)} decisions in {games} games; CPU mean {sum(times) / len(times):.1f} ms, "
          f"p95 {times[int(0.95 * len(times))]:.1f} ms, slowest {times[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
