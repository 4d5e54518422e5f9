"""Synthesise the table's sound effects (WAV, 44.1 kHz, 16-bit mono) from a fixed seed.

Cards are noise shaped like paper: a slide is band-passed noise that swells and fades, a snap on the felt a
short burst with a soft low thump under it. Tones are struck bars (a sine with a quickly fading overtone),
quiet and short, so they sit under the game rather than over it. Run again to remake them; the output is the
same byte for byte.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def band_pass(signal: Signal, centre: float, q: float) -> Signal:
    """A two-pole band-pass (RBJ cookbook, constant peak gain)."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x in signal:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def low_pass(signal: Signal, cutoff: float) -> Signal:
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out: Signal = []
    y = 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def envelope(signal: Signal, shape: Callable[[float], float]) -> Signal:
    return [x * shape(i / RATE) for i, x in enumerate(signal)]


def decay(attack: float, half_life: float) -> Callable[[float], float]:
    def shape(t: float) -> float:
        rise = min(1.0, t / attack) if attack > 0 else 1.0
        return rise * 0.5 ** (t / half_life)

    return shape


def swell(length: float, peak_at: float) -> Callable[[float], float]:
    """Rises to a peak and falls to nothing: a card sliding across cloth."""

    def shape(t: float) -> float:
        if t >= length:
            return 0.0
        if t < peak_at:
            return math.sin(0.5 * math.pi * t / peak_at) ** 2
        return math.cos(0.5 * math.pi * (t - peak_at) / (length - peak_at)) ** 2

    return shape


def mix(*parts: tuple[float, Signal, float]) -> Signal:
    """Adds (start seconds, signal, gain) parts into one signal."""
    length = max(int(start * RATE) + len(signal) for start, signal, _ in parts)
    out = [0.0] * length
    for start, signal, gain in parts:
        offset = int(start * RATE)
        for i, x in enumerate(signal):
            out[offset + i] += gain * x
    return out


def normalise(signal: Signal, peak: float) -> Signal:
    top = max(abs(x) for x in signal) or 1.0
    return [x * peak / top for x in signal]


def fade_out(signal: Signal, seconds: float = 0.01) -> Signal:
    """Ends every sound at zero, so no click is heard when it stops."""
    n = min(len(signal), int(RATE * seconds))
    out = list(signal)
    for i in range(n):
        out[len(out) - n + i] *= 1 - (i + 1) / n
    return out


# --- the pieces ------------------------------------------------------------------------------------


def slide(rng: random.Random, length: float = 0.075, centre: float = 4200) -> Signal:
    """A card drawn across the cloth: airy noise that swells and fades."""
    body = band_pass(noise(length, rng), centre, 0.9)
    hiss = band_pass(noise(length, rng), centre * 1.8, 1.5)
    soft = low_pass([a + 0.4 * b for a, b in zip(body, hiss, strict=True)], 7000)  # cloth muffles the top
    return envelope(soft, swell(length, length * 0.6))


def snap(rng: random.Random, weight: float = 1.0) -> Signal:
    """A card landing on felt: a short papery burst over a soft thump."""
    burst = envelope(low_pass(band_pass(noise(0.06, rng), 2600, 1.2), 8000), decay(0.0008, 0.007))
    crack = envelope(band_pass(noise(0.03, rng), 5500, 2.0), decay(0.0004, 0.003))
    thump = envelope([math.sin(2 * math.pi * 140 * i / RATE) for i in range(int(RATE * 0.06))], decay(0.002, 0.012))
    return mix((0, burst, 1.0), (0, crack, 0.5), (0, thump, 0.55 * weight))


def bar(frequency: float, seconds: float, brightness: float = 0.35) -> Signal:
    """A struck wooden bar: the tone, an overtone four times as high that dies fast, and a soft strike."""
    samples = int(RATE * seconds)
    out: Signal = []
    for i in range(samples):
        t = i / RATE
        tone = math.sin(2 * math.pi * frequency * t) * 0.5 ** (t / (seconds * 0.28))
        overtone = math.sin(2 * math.pi * frequency * 3.93 * t) * 0.5 ** (t / 0.018)
        rise = min(1.0, t / 0.003)
        out.append(rise * (tone + brightness * overtone))
    return out


def note(name: str) -> float:
    """Equal-tempered frequency of a note such as "C5" or "F#4"."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = names[name[0]] + (1 if "#" in name else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semitone / 12)


def phrase(notes: list[tuple[float, str, float]], length: float, brightness: float = 0.35) -> Signal:
    """Bars struck at given times: (start seconds, note, gain)."""
    return mix(*((start, bar(note(name), length - start, brightness), gain) for start, name, gain in notes))


# --- the effects -------------------------------------------------------------------------------------


def effects() -> dict[str, Callable[[random.Random], tuple[Signal, float]]]:
    """Each effect's sound and its peak level (0..1): the quiet ones come often."""
    return {
        "deal": lambda rng: (mix((0, slide(rng, 0.07), 0.8), (0.055, snap(rng, 0.4), 0.6)), 0.45),
        "play": lambda rng: (mix((0, slide(rng, 0.035, 3600), 0.35), (0.025, snap(rng), 1.0)), 0.6),
        "gather": lambda rng: (
            mix(*((0.065 * k, slide(rng, 0.1, 3000 + 350 * k), 1.0 - 0.12 * k) for k in range(4)),
                (0.29, snap(rng, 0.7), 0.5)),
            0.5,
        ),
        "your-turn": lambda rng: (phrase([(0, "E5", 0.8), (0.09, "A5", 1.0)], 0.45, 0.25), 0.35),
        "illegal": lambda rng: (phrase([(0, "D3", 1.0), (0.085, "D3", 0.7)], 0.25, 0.6), 0.45),
        "deal-won": lambda rng: (phrase([(0, "C5", 0.8), (0.1, "E5", 0.85), (0.2, "G5", 1.0)], 0.8), 0.45),
        "deal-lost": lambda rng: (phrase([(0, "E4", 1.0), (0.16, "C4", 0.9)], 0.75, 0.2), 0.38),
        "match-won": lambda rng: (
            phrase([(0, "C5", 0.7), (0.11, "E5", 0.75), (0.22, "G5", 0.8), (0.33, "C6", 1.0),
                    (0.33, "G5", 0.5), (0.33, "E5", 0.45)], 1.4),
            0.5,
        ),
    }


def write_wav(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767)))) for x in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in effects().items():
        rng = random.Random(f"parlett-table {name}")
        signal, peak = make(rng)
        write_wav(folder / f"{name}.wav", fade_out(normalise(signal, peak)))
        print(f"{name}.wav  {len(signal) / RATE:.2f} s")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
