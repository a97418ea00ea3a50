"""Small statistics for measuring bots: Wilson intervals and percentiles."""

from __future__ import annotations

import math

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default).

    Unlike the normal approximation it stays inside [0, 1] and behaves near 0% and
    100%, which is where the win rates we care about (>= 95%) live."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    lo = 0.0 if successes == 0 else max(0.0, centre - half)
    hi = 1.0 if successes == trials else min(1.0, centre + half)    # exact ends, no rounding dust
    return lo, hi


def percentile(values, q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation between order statistics."""
    data = sorted(values)
    if not data:
        return 0.0
    if len(data) == 1:
        return float(data[0])
    pos = (len(data) - 1) * q / 100.0
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(data) - 1)
    return float(data[lo] + (data[hi] - data[lo]) * (pos - lo))
