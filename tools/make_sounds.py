"""Short sound effects for the table, synthesised here (no recordings, no downloads) into
assets/sounds/*.wav: 16-bit mono PCM at 22,050 Hz, each well under half a second.

    python3 tools/make_sounds.py [out_dir]

The same script always writes the same bytes (its noise is seeded), so a test can regenerate
the files and compare them with the committed ones."""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22_050
PEAK = 0.8 * 32767


def _env(t: float, attack: float, decay: float) -> float:
    """A fast rise then an exponential fall: the shape of a struck or dropped thing."""
    return (t / attack if t < attack else 1.0) * math.exp(-max(0.0, t - attack) / decay)


def card(rng: random.Random) -> list[float]:
    """A card slid off a pile: filtered noise swelling and cut short."""
    out, low = [], 0.0
    for i in range(int(RATE * 0.16)):
        t = i / RATE
        low += 0.25 * (rng.uniform(-1, 1) - low)  # a soft low-pass: paper, not hiss
        out.append(low * _env(t, 0.05, 0.04) * 2.2)
    return out


def dice(rng: random.Random) -> list[float]:
    """Bone dice on wood: a handful of clicks, closer together as they settle."""
    out = [0.0] * int(RATE * 0.42)
    at = 0.0
    for n in range(7):
        start = int(at * RATE)
        pitch = rng.uniform(1800, 2600)
        for i in range(int(RATE * 0.03)):
            if start + i < len(out):
                t = i / RATE
                out[start + i] += math.sin(2 * math.pi * pitch * t) * _env(t, 0.001, 0.006) * (
                    1 - n / 9
                )
        at += 0.09 * (0.72**n) + rng.uniform(0.0, 0.015)
    return out


def hit(rng: random.Random) -> list[float]:
    """A blow landing: a low thump with a short crack of noise on top."""
    out = []
    for i in range(int(RATE * 0.3)):
        t = i / RATE
        thump = math.sin(2 * math.pi * (90 - 120 * t) * t) * _env(t, 0.004, 0.08)
        crack = rng.uniform(-1, 1) * _env(t, 0.001, 0.012) * 0.6
        out.append(thump + crack)
    return out


def turn(rng: random.Random) -> list[float]:
    """A turn begins: two soft bell partials, a fifth apart."""
    del rng  # a bell has no noise in it
    out = []
    for i in range(int(RATE * 0.45)):
        t = i / RATE
        tone = math.sin(2 * math.pi * 660 * t) + 0.5 * math.sin(2 * math.pi * 990 * t)
        out.append(tone * _env(t, 0.01, 0.14) * 0.55)
    return out


def end(rng: random.Random) -> list[float]:
    """The game is decided: a low falling chord."""
    del rng
    out = []
    for i in range(int(RATE * 0.48)):
        t = i / RATE
        fall = 1 - 0.15 * t
        tone = sum(math.sin(2 * math.pi * f * fall * t) for f in (220, 277, 330)) / 3
        out.append(tone * _env(t, 0.02, 0.2))
    return out


SOUNDS = {"card": card, "dice": dice, "hit": hit, "turn": turn, "end": end}


def write_wav(path: Path, samples: list[float]) -> None:
    top = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(s / top * PEAK)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def make_all(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for index, (name, make) in enumerate(SOUNDS.items()):
        path = folder / f"{name}.wav"
        write_wav(path, make(random.Random(9100 + index)))
        written.append(path)
    return written


if __name__ == "__main__":
    root = Path(__file__).resolve().parents[1]
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "assets" / "sounds"
    for written in make_all(target):
        print(written)
