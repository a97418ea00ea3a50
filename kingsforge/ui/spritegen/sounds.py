"""The game's sounds, synthesised with the standard library only."""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

from kingsforge.ui.spritegen.catalogue import SEED

# --------------------------------------------------------------------------
# Sounds (standard library only)
# --------------------------------------------------------------------------

RATE = 22050


def _write_wav(path: Path, samples: list[float], peak: float = 0.85) -> Path:
    m = max(1e-9, max(abs(s) for s in samples))
    g = peak / m
    # short fade-out to avoid clicks
    n = len(samples)
    fade = min(n, int(0.004 * RATE))
    for i in range(fade):
        samples[n - 1 - i] *= i / fade
    data = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * g)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as wf:
        wf.setnchannels(1)
        wf.setsampwidth(2)
        wf.setframerate(RATE)
        wf.writeframes(data)
    return path


def _add_ping(buf, t0, freq, decay, amp, rng=None, noise=0.0, noise_decay=0.002):
    start = int(t0 * RATE)
    length = int(min(len(buf) - start, decay * 7 * RATE))
    w = 2 * math.pi * freq / RATE
    for i in range(max(0, length)):
        t = i / RATE
        v = amp * math.exp(-t / decay) * math.sin(w * i)
        if noise and rng is not None:
            v += noise * math.exp(-t / noise_decay) * rng.uniform(-1, 1)
        buf[start + i] += v


def _lowpass(buf, alpha):
    out, y = [], 0.0
    for x in buf:
        y += alpha * (x - y)
        out.append(y)
    return out


def sound_roll() -> list[float]:
    rng = random.Random(f"{SEED}-roll")
    n = int(0.62 * RATE)
    buf = [0.0] * n
    # rumble of dice in a cup
    rum = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.08)
    for i in range(n):
        t = i / RATE
        buf[i] += 0.35 * rum[i] * min(1, t / 0.03) * math.exp(-t / 0.35)
    t = 0.0
    while t < 0.56:
        amp = rng.uniform(0.35, 1.0) * math.exp(-t / 0.4)
        _add_ping(buf, t, rng.uniform(1700, 4200), rng.uniform(0.003, 0.008), amp, rng, 0.6 * amp, 0.0015)
        _add_ping(buf, t, rng.uniform(500, 900), 0.01, 0.3 * amp)
        t += rng.uniform(0.012, 0.05) * (1 + 2.2 * t)
    return buf


def sound_drop() -> list[float]:
    rng = random.Random(f"{SEED}-drop")
    n = int(0.15 * RATE)
    buf = [0.0] * n
    _add_ping(buf, 0.0, 170, 0.03, 1.0, rng, 0.8, 0.002)
    _add_ping(buf, 0.0, 880, 0.012, 0.5)
    _add_ping(buf, 0.0, 2600, 0.004, 0.3)
    _add_ping(buf, 0.055, 190, 0.015, 0.3, rng, 0.25, 0.001)
    _add_ping(buf, 0.055, 2400, 0.003, 0.12)
    return buf


def sound_craft() -> list[float]:
    rng = random.Random(f"{SEED}-craft")
    n = int(0.65 * RATE)
    buf = [0.0] * n
    f0 = 1040.0
    for ratio, amp, dec in ((1.0, 1.0, 0.32), (2.76, 0.55, 0.2), (5.40, 0.35, 0.12), (8.93, 0.2, 0.07),
                            (1.51, 0.25, 0.18), (0.5, 0.2, 0.09)):
        _add_ping(buf, 0.0, f0 * ratio, dec, amp)
    _add_ping(buf, 0.0, 120, 0.025, 0.9, rng, 1.4, 0.003)
    # slight beating for a metallic shimmer
    _add_ping(buf, 0.0, f0 * 1.006, 0.3, 0.5)
    return buf


def sound_click() -> list[float]:
    rng = random.Random(f"{SEED}-click")
    n = int(0.04 * RATE)
    buf = [0.0] * n
    _add_ping(buf, 0.0, 2300, 0.004, 1.0, rng, 0.5, 0.0008)
    _add_ping(buf, 0.0, 900, 0.006, 0.4)
    return buf


def sound_error() -> list[float]:
    n = int(0.32 * RATE)
    buf = [0.0] * n
    for t0, f, dur in ((0.0, 330.0, 0.14), (0.15, 247.0, 0.17)):
        s0 = int(t0 * RATE)
        ln = int(dur * RATE)
        for i in range(ln):
            if s0 + i >= n:
                break
            t = i / RATE
            env = min(1.0, t / 0.012) * min(1.0, (dur - t) / 0.06)
            v = math.sin(2 * math.pi * f * t) + 0.25 * math.sin(2 * math.pi * 2 * f * t) \
                + 0.1 * math.sin(2 * math.pi * 3 * f * t)
            buf[s0 + i] += 0.6 * env * v
    return buf


SOUNDS = {"roll": (sound_roll, 0.8), "drop": (sound_drop, 0.8), "craft": (sound_craft, 0.8),
          "click": (sound_click, 0.6), "error": (sound_error, 0.45)}


def generate_sounds(out_dir: str | Path) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    return [_write_wav(out / f"{name}.wav", fn(), peak) for name, (fn, peak) in SOUNDS.items()]
