"""Print craft cards by measured difficulty; with --write, renumber ranks in the craft.yaml
of the module that defines the deck in play (data/base/craft.yaml with no modules).

    python tools/rank_cards.py [--write] [--data DIR] [--modules jubilee_variant]
"""

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kingsforge.content import load_content  # noqa: E402
from kingsforge.content.modules import parse_module_ids  # noqa: E402
from kingsforge.difficulty import difficulty, difficulty_order  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--data", default=str(Path(__file__).resolve().parent.parent / "data"))
    parser.add_argument("--modules", default="", help="module set, e.g. jubilee_variant")
    args = parser.parse_args()
    content = load_content(args.data, modules=parse_module_ids(args.modules))
    order = difficulty_order(content)
    print(f"{'new':>3} {'old':>3}  {'card':<20} {'needs':<42} {'acquire':>7} {'chance':>7} {'score':>6}")
    for new_rank, card in enumerate(order, start=1):
        score, acquisition, chance = difficulty(content, card)
        needs = ", ".join(f"{content.colours[c]} {p}" for c, p in card.slots)
        print(f"{new_rank:>3} {card.rank:>3}  {card.name:<20} {needs:<42} {acquisition:7.1f} {chance:7.1%} {score:6.2f}")
    if args.write:
        modules = {card.module for card in content.craft}
        assert len(modules) == 1, f"the deck mixes modules {sorted(modules)}: rank them one module at a time"
        path = Path(args.data) / modules.pop() / "craft.yaml"
        text = path.read_text(encoding="utf-8")
        for new_rank, card in enumerate(order, start=1):
            text, count = re.subn(rf"(id: {re.escape(card.id)},.*?rank: )\d+", rf"\g<1>{new_rank}", text)
            assert count == 1, card.id
        path.write_text(text, encoding="utf-8")
        print(f"ranks written to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
