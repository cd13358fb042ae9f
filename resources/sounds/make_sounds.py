"""Make Koloda's own sounds: every WAV file of resources/sounds, synthesized from numbers alone.

    python3 resources/sounds/make_sounds.py            # writes the files beside this script
    python3 resources/sounds/make_sounds.py OUT_DIR     # or into OUT_DIR

Standard library only (math, random, array, wave): no recording, no sample of anyone else's.
The noise comes from ``random.Random`` with a fixed seed per sound, so the same Python makes the
same bytes (tests/app/test_sound_files.py checks the committed files against a fresh run).
Every sound is mono, 16-bit, SAMPLE_RATE Hz, faded in and out so it never clicks, and
normalized to the same peak (PEAK of full scale); the engine sets the loudness (its volume).
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

SAMPLE_RATE = 22050
PEAK = 0.7  # about -3 dBFS: room for two sounds at once before the mixer clips
TAU = 2 * math.pi

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * SAMPLE_RATE)


def mix(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> Signal:
    """``sound`` added into ``into`` from ``at`` seconds (``into`` grows if needed)."""
    start = round(at * SAMPLE_RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, x in enumerate(sound):
        into[start + i] += gain * x
    return into


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * SAMPLE_RATE))]


def lowpass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass filter at ``cutoff`` Hz."""
    k = 1 - math.exp(-TAU * cutoff / SAMPLE_RATE)
    out, y = [], 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [x - y for x, y in zip(signal, low, strict=True)]


def band(signal: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(signal, low), high)


def decay(signal: Signal, seconds: float, attack: float = 0.002) -> Signal:
    """A quick rise over ``attack`` s, then an exponential fall with time constant ``seconds``."""
    out = []
    for i, x in enumerate(signal):
        t = i / SAMPLE_RATE
        rise = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(x * rise * math.exp(-t / seconds))
    return out


def tone(freq: float, seconds: float, partials: tuple[float, ...] = (1.0,)) -> Signal:
    """A tone of ``freq`` Hz with harmonics of the given strengths (1, 2, 3... times freq)."""
    n = round(seconds * SAMPLE_RATE)
    return [
        sum(a * math.sin(TAU * freq * (h + 1) * i / SAMPLE_RATE) for h, a in enumerate(partials))
        for i in range(n)
    ]


def chime(freq: float, seconds: float, ring: float) -> Signal:
    """A bell-like note: a few partials, the higher ones dying sooner."""
    return mix(
        decay(tone(freq, seconds), ring, 0.004),
        decay(tone(freq * 2.76, seconds, (0.35,)), ring / 3, 0.002),
        0.0,
    )


def thump(freq: float, seconds: float, fall: float) -> Signal:
    """A soft knock: a sine whose pitch drops by a third as it dies away."""
    out, phase = [], 0.0
    for i in range(round(seconds * SAMPLE_RATE)):
        t = i / SAMPLE_RATE
        phase += TAU * freq * (1 - 0.33 * min(1.0, t / seconds)) / SAMPLE_RATE
        out.append(math.sin(phase) * math.exp(-t / fall))
    return out


def finish(signal: Signal, tail: float = 0.004) -> Signal:
    """Faded at both ends (no click) and scaled to PEAK."""
    n = len(signal)
    edge = max(1, round(tail * SAMPLE_RATE))
    out = list(signal)
    for i in range(min(edge, n)):
        out[i] *= i / edge
        out[n - 1 - i] *= i / edge
    top = max((abs(x) for x in out), default=0.0)
    return [x * PEAK / top for x in out] if top > 0 else out


# ----------------------------------------------------------------------------- the sounds


def card_snap(rng: random.Random, bright: float) -> Signal:
    """One card's edge snapping: a burst of band-limited noise, a few ms long."""
    return decay(band(noise(0.03, rng), 900, bright), 0.004, 0.0005)


def shuffle() -> Signal:
    """A riffle: card edges snapping faster and faster, then the halves squared up."""
    rng = random.Random(1)
    out = silence(0.75)
    t = 0.02
    gap = 0.03
    while t < 0.58:
        mix(out, card_snap(rng, rng.uniform(3500, 6000)), t, rng.uniform(0.5, 1.0))
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.011, gap * 0.95)
    mix(out, decay(band(noise(0.12, rng), 150, 1500), 0.03, 0.003), 0.62, 1.4)
    return finish(out)


def deal() -> Signal:
    """A card flicked onto the table: a short airy slide ending in a light tap."""
    rng = random.Random(2)
    slide = decay(band(noise(0.07, rng), 1200, 5000), 0.02, 0.01)
    out = mix(silence(0.08), slide, 0.0, 0.6)
    mix(out, decay(band(noise(0.03, rng), 300, 2500), 0.006, 0.001), 0.045)
    return finish(out)


def pick_up() -> Signal:
    """A card lifted off the cloth: a brief bright scrape, rising."""
    rng = random.Random(3)
    scrape = band(noise(0.06, rng), 2000, 7000)
    n = len(scrape)
    rising = [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(scrape)]
    return finish(rising)


def put_down() -> Signal:
    """A card laid down: a low knock on the felt with the card's own crack on top."""
    rng = random.Random(4)
    out = decay(thump(170, 0.11, 0.025), 1.0, 0.001)
    mix(out, decay(band(noise(0.03, rng), 600, 3500), 0.005, 0.0005), 0.0, 0.8)
    return finish(out)


def taken() -> Signal:
    """Cards swept together and taken: a broad swish and two knocks."""
    rng = random.Random(5)
    swish = band(noise(0.22, rng), 500, 3000)
    n = len(swish)
    shaped = [x * math.sin(math.pi * i / n) for i, x in enumerate(swish)]
    out = mix(silence(0.3), shaped, 0.0, 0.7)
    mix(out, decay(thump(150, 0.08, 0.02), 1.0, 0.001), 0.17)
    mix(out, decay(thump(130, 0.08, 0.02), 1.0, 0.001), 0.22, 0.8)
    return finish(out)


def refused() -> Signal:
    """No: two short low notes, the second lower, muffled."""
    out = silence(0.26)
    for at, freq in ((0.0, 233.1), (0.12, 174.6)):
        note = decay(lowpass(tone(freq, 0.11, (1.0, 0.0, 0.4, 0.0, 0.2)), 1200), 0.05, 0.004)
        mix(out, note, at)
    return finish(out)


def your_turn() -> Signal:
    """A gentle call: two bell notes rising a fourth (E6, A6)."""
    out = silence(0.55)
    mix(out, chime(1318.5, 0.4, 0.12), 0.0, 0.8)
    mix(out, chime(1760.0, 0.4, 0.16), 0.12)
    return finish(out)


def arpeggio(freqs: tuple[float, ...], step: float, ring: float, length: float) -> Signal:
    out = silence(length)
    for k, f in enumerate(freqs):
        mix(out, chime(f, length - k * step, ring), k * step, 0.9 if k < len(freqs) - 1 else 1.0)
    return out


def round_won() -> Signal:
    """A major arpeggio up: C5 E5 G5 C6."""
    return finish(arpeggio((523.3, 659.3, 784.0, 1046.5), 0.09, 0.18, 0.75))


def round_lost() -> Signal:
    """A minor figure down: A4 F4 D4, softer and slower."""
    out = arpeggio((440.0, 349.2, 293.7), 0.14, 0.16, 0.75)
    return finish(lowpass(out, 2500))


def match_won() -> Signal:
    """A short fanfare: G4 C5 E5 G5, then the C major chord held and fading."""
    out = arpeggio((392.0, 523.3, 659.3, 784.0), 0.1, 0.14, 0.5)
    for f in (523.3, 659.3, 784.0, 1046.5):
        mix(out, chime(f, 0.9, 0.35), 0.42, 0.55)
    return finish(out)


def match_lost() -> Signal:
    """A slow fall to a low minor chord: E4 C4 A3, then A minor fading."""
    out = arpeggio((329.6, 261.6, 220.0), 0.2, 0.2, 0.65)
    for f in (220.0, 261.6, 329.6):
        mix(out, chime(f, 0.8, 0.3), 0.6, 0.5)
    return finish(lowpass(out, 2000))


# the file of each sound the app plays (koloda.app.sound.SOUNDS names the same)
SOUNDS: dict[str, Callable[[], Signal]] = {
    "shuffle": shuffle,
    "deal": deal,
    "pick_up": pick_up,
    "put_down": put_down,
    "taken": taken,
    "refused": refused,
    "your_turn": your_turn,
    "round_won": round_won,
    "round_lost": round_lost,
    "match_won": match_won,
    "match_lost": match_lost,
}


def pcm(signal: Signal) -> bytes:
    samples = array.array("h", (max(-32767, min(32767, round(x * 32767))) for x in signal))
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    return samples.tobytes()


def write(path: Path, signal: Signal) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(pcm(signal))


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(folder / f"{name}.wav", make())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
