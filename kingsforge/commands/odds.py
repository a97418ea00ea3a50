"""`kingsforge odds`: the arguments turned into exact craft odds (see engine/odds.py), printed."""

from __future__ import annotations

import _thread
import json
import sys
import threading
import time

from kingsforge.commands.content import load_for
from kingsforge.commands.usage import UsageError, whole_number
from kingsforge.engine.model import AUTO6, BONUS, FLIP, REROLL, Content
from kingsforge.engine.odds import MAX_STATE_BITS, OddsTooLarge, craft_odds, limit_state_bits, set_progress

MAX_MINUTES = 24 * 60     # --max-minutes: a day at most


def run(args) -> int:
    content = load_for(args)
    if not 1 <= args.max_minutes <= MAX_MINUTES:
        raise UsageError(f"--max-minutes: give 1 to {MAX_MINUTES} minutes, not {args.max_minutes}")
    progress = Progress(sys.stderr, args.max_minutes * 60.0)
    try:
        with progress:
            rows = odds_report(content, args, on_card=progress.card)
    except KeyboardInterrupt:
        if not progress.overran:
            print("kingsforge: odds stopped (Ctrl-C); nothing was printed", file=sys.stderr, flush=True)
            return 130
        slow = progress.overrun()
    except TooSlow as stopped:
        slow = stopped
    else:
        slow = None
    if slow is not None:
        print(f"kingsforge: odds: {slow}; nothing was printed. Give fewer dice, re-rolls or charges, "
              f"or a larger --max-minutes", file=sys.stderr, flush=True)
        return 2
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        print(f"{row['card']:<22} {row['probability']:8.3%}   = {row['fraction']}")
    return 0


MAX_BONUSES = 6            # --bonus options, and pips in one: the cap --flip, --reroll and --auto6 have


def _fail(text):
    raise UsageError(text)


def rollable_dice(content: Content) -> list:
    """The die types a player can roll: not the Cemetery's, not a die used at a shared value."""
    return [t for t in content.die_types if t.player_die and t.rolled]


def parse_supply(content: Content, text: str) -> dict[int, int]:
    pool = {}
    rollable = rollable_dice(content)
    names = ", ".join(t.id for t in rollable)
    for part in (p.strip() for p in text.split(",") if p.strip()):
        name, _, count = part.partition("=")
        name = name.strip()
        kind = next((t for t in content.die_types if t.id == name), None)
        if kind is None:
            _fail(f"--supply: unknown die type '{name}' (one of {names})")
        if kind not in rollable:
            _fail(f"--supply: a player never rolls {name} dice (the dice a player rolls: {names})")
        if kind.index in pool:          # metal=4,metal=3 was silently 7 dice
            _fail(f"--supply names {name} twice; give each die type once (e.g. {name}=7)")
        pool[kind.index] = whole_number(count, f"--supply {name}=N")
        if pool[kind.index] > kind.count:
            _fail(f"--supply: the game has only {kind.count} {name} dice")
    if not pool:
        _fail("--supply names no dice (e.g. --supply metal=4,gem=2)")
    return pool


def parse_needs(content: Content, text: str) -> tuple[tuple[int, int], ...]:
    slots = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        words = part.split()
        if len(words) != 2 or words[0] not in content.colours:
            _fail(f"--needs: '{part}' is not a colour and pips 1-6, e.g. 'gem 3'")
        pips = whole_number(words[1], f"--needs '{part}'")
        if not 1 <= pips <= 6:
            _fail(f"--needs: '{part}' is not a colour and pips 1-6, e.g. 'gem 3'")
        slots.append((content.colours.index(words[0]), pips))
    if not slots:
        _fail(f"--needs names no requirement (got '{text}'; e.g. --needs 'metal 3, gem 3')")
    return tuple(slots)


def parse_against(text: str) -> list[int]:
    """--against: the value on each box of the card, 1-6 (a die's face)."""
    values = [whole_number(x, "--against", minus=True) for x in text.split(",")]
    for value in values:
        if not 1 <= value <= 6:
            _fail(f"--against: {value} is not a die's value; give the values on the card, each 1-6, e.g. 3,3,4")
    return values


def charges_from_args(content: Content, args) -> list[tuple[str, int, int]]:
    charges, group = [], 0

    def add(kind, amounts):
        nonlocal group
        charges.extend((kind, a, group) for a in amounts)
        group += 1

    if len(args.bonus) > MAX_BONUSES:
        _fail(f"--bonus: at most {MAX_BONUSES} bonuses in one round, not {len(args.bonus)}")
    for text in args.bonus:
        amounts = [whole_number(x, "--bonus", minus=True) for x in text.split(",")]
        if not amounts or len(amounts) > MAX_BONUSES or any(a < 1 or a > 6 for a in amounts):
            _fail(f"--bonus: '{text}' must be pips from 1 to 6, or a list like 1,1 (at most {MAX_BONUSES})")
        add(BONUS, amounts)
    for kind, count in ((FLIP, args.flip), (REROLL, args.reroll), (AUTO6, args.auto6)):
        if not 0 <= count <= 6:
            _fail(f"--{kind}: give a count from 0 to 6, not {count}")
        if count:
            add(kind, [6 if kind == AUTO6 else 0] * count)
    for token in args.token:
        if token not in content.token_ids:
            _fail(f"--token: unknown token '{token}' (one of {', '.join(content.token_ids)})")
        stock = content.token_counts[content.token_index(token)]
        if args.token.count(token) > stock:
            _fail(f"--token: the game has only {stock} {token} tokens")
        for effect in content.token_effects[content.token_index(token)]:
            if effect.kind == "bonus":
                add(BONUS, effect.amounts)
            else:
                add(effect.kind, [6 if effect.kind == AUTO6 else 0] * effect.count)
    return charges


def odds_report(content: Content, args, on_card=None) -> list[dict]:
    pool = parse_supply(content, args.supply)
    charges = charges_from_args(content, args)
    if args.cemetery is not None and not 1 <= args.cemetery <= 6:
        _fail("--cemetery must be a value from 1 to 6")
    if args.needs is not None:
        targets = [(args.needs, parse_needs(content, args.needs), ())]
    elif args.card is not None:
        card = next((c for c in content.craft if args.card in (c.id, c.name)), None)
        if card is None:
            _fail(f"--card: no craft card '{args.card}'")
        targets = [_target(card)]
    else:
        targets = [_target(c) for c in sorted(content.craft, key=lambda c: c.rank)]
    floor = None
    if args.against is not None:
        floor = parse_against(args.against)
        if len(targets) != 1 or len(floor) != len(targets[0][1]):
            _fail("--against needs one card and one value per requirement box")
    rows = []
    for i, (name, slots, restrict) in enumerate(targets):
        if on_card is not None:
            on_card(name, i, len(targets))
        rules = restrict if restrict and isinstance(restrict[0][1], tuple) else None   # per box (a request)
        try:
            p = craft_odds(pool, slots, content.fits, charges, args.cemetery, floor,
                           restrict=() if rules else restrict, slot_rules=rules)
        except OddsTooLarge as exc:
            _fail(f"too many different bonuses and tokens at once for an exact answer on {name} ({exc}); "
                  f"give fewer --bonus or --token")
        rows.append({"card": name, "probability": float(p), "fraction": f"{p.numerator}/{p.denominator}"})
    return rows


def _target(card) -> tuple:
    """(name, boxes, rules) for a card's odds: a request (engine/requests.py) counts the boxes it
    needs (its boosting box is optional) with its locked boxes exact, as per-box rules."""
    if not card.special:
        return card.name, card.slots, card.restrict
    from kingsforge.engine.requests import box_rules, needed
    return card.name, needed(card), box_rules(card) or card.restrict


class TooSlow(Exception):
    """A question that would run past --max-minutes: stopped, not answered."""


def _minutes(seconds: float) -> str:
    minutes = max(1, round(seconds / 60))
    return f"{minutes} minute{'s' if minutes != 1 else ''}" if minutes < 120 else f"{minutes / 60:.0f} hours"


class Progress:
    """Shows on `stream` how far a slow answer has got: nothing for the first SILENT seconds
    (most answers take well under one), then the card and the share of its work done, once
    a second on a terminal (one line, rewritten) or every LOG_EVERY seconds elsewhere. The
    engine reports the share (engine.odds.set_progress); a thread prints it, so a long step
    still shows the time passing. Ctrl-C stops the count (run prints a line, exit 130); so does
    the limit (--max-minutes: exit 2), as soon as the pace on a card says the whole question will
    run past it, or when it has."""

    SILENT = 2.0
    LOG_EVERY = 10.0
    JUDGE_AFTER = 15.0      # seconds of work before the pace says how long a question will take

    def __init__(self, stream, limit: float = MAX_MINUTES * 60.0):
        self.stream = stream
        self.limit = limit
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self.name, self.index, self.count, self.share = "", 0, 1, 0.0
        self.shown = False
        self.done = threading.Event()
        self.ending = threading.Lock()      # the answer's end and the limit's interrupt never cross
        self.thread = None
        self.start = self.card_start = 0.0
        self.overran = False

    def card(self, name: str, index: int, count: int) -> None:
        self.name, self.index, self.count, self.share = name, index, count, 0.0
        self.card_start = time.monotonic()

    def report(self, share: float) -> None:
        """The engine's progress on the card at hand; stops a question whose pace says it will run
        past the limit (the engine calls this, so TooSlow leaves it at once)."""
        self.share = share
        now = time.monotonic()
        on_card = now - self.card_start
        if on_card > self.JUDGE_AFTER and share > 0:
            total = self.card_start - self.start + on_card / share
            if total > self.limit:
                raise TooSlow(f"{self.name} would take about {_minutes(total)} ({share:.0%} of its rolls "
                              f"checked in {on_card:.0f} s), more than the {_minutes(self.limit)} allowed")

    def overrun(self) -> TooSlow:
        """The stop when the limit passed between two reports (the thread interrupted the work)."""
        return TooSlow(f"{self.name}: still working after {_minutes(self.limit)} "
                       f"({self.share:.0%} of its rolls checked)")

    def __enter__(self):
        self.start = self.card_start = time.monotonic()
        set_progress(self.report)
        limit_state_bits(MAX_STATE_BITS)       # a question out of reach is refused, not begun
        self.thread = threading.Thread(target=self._show, name="odds-progress", daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        set_progress(None)
        limit_state_bits(None)
        with self.ending:
            self.done.set()
        self.thread.join()
        if self.shown and self.tty:
            self.stream.write("\n")
            self.stream.flush()

    def _show(self) -> None:
        if self.done.wait(self.SILENT):
            return
        while True:
            if time.monotonic() - self.start > self.limit:
                with self.ending:               # not once the answer is in (done set under the lock)
                    if not self.done.is_set():
                        self.overran = True
                        _thread.interrupt_main()    # the work runs in the main thread: stop it there
                return
            of = f" (card {self.index + 1} of {self.count})" if self.count > 1 else ""
            line = (f"odds: {self.name}{of}: working for {time.monotonic() - self.start:.0f} s, "
                    f"{self.share:.0%} of the rolls checked; Ctrl-C stops")
            self.stream.write(f"\r{line}\x1b[K" if self.tty else line + "\n")
            self.stream.flush()
            self.shown = True
            if self.done.wait(1.0 if self.tty else self.LOG_EVERY):
                return
