"""Normal: plans the rest of the round for its own workers (lookahead.plan, small).

Its best three moves one step ahead (Greedy's `worth` less the best rival's, with the cards a
move draws chosen at once) are each followed by up to three more of its own moves, on two
redraws of the hidden cards; the best average wins. So it sees what one step cannot: the
Market before the Trading Post before the Forge, the contested spot before the safe one.
Greedy values one step, and a draw before its cards are chosen.
In the last round it also follows the moves that make a build or a forge possible (a good
bought or gathered first: lookahead.enablers), with no clear-margin shortcut; and of two plans
worth the same (its plan skips the rivals' turns) it goes first to the spot a rival could take
(lookahead.takers).

It never reads a face-down card (hidden.redraw), and a position always gets the same move.
"""

from __future__ import annotations

from kingsforge.forge.ai.evaluate import careful_worth
from kingsforge.forge.ai.lookahead import ends_carefully, plan

CANDIDATES = 3      # moves followed through the round
SAMPLES = 2         # redraws of the hidden cards
STEPS = 3           # our own moves after the candidate
CLEAR_MARGIN = 3.0  # no plan when the best move leads the next by this many points
ENABLING = 4        # last round: more moves followed, those that make a build or forge possible


class NormalBot:
    candidates, samples, steps = CANDIDATES, SAMPLES, STEPS
    # the value of a position (Hard has its own): built on the careful worth, which leaves the
    # end of the game to lookahead.value (lookahead.ends_carefully)
    judge = staticmethod(careful_worth)
    rivals = False                  # the plan skips the rivals' turns (Hard's plays them as Greedy)
    enabling = ENABLING             # lookahead.plan: the last round's moves that enable a build or forge

    def __init__(self, seed: int = 0, name: str = "normal", candidates: int | None = None,
                 samples: int | None = None, steps: int | None = None):
        self.name = name
        self.seed = seed
        if candidates is not None:
            self.candidates = candidates
        if samples is not None:
            self.samples = samples
        if steps is not None:
            self.steps = steps

    def reseed(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state, legal):
        if len(legal) == 1:
            return legal[0]
        return plan(state, legal, self.seed, self.candidates, self.samples_for(state), self.steps, CLEAR_MARGIN,
                    ends_carefully(self.judge), self.rivals, self.enabling, contested=True)

    def samples_for(self, state) -> int:
        """Redraws of the hidden cards for this position (Hard takes fewer with 3-4 players)."""
        return self.samples
