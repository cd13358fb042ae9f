"""Koloda's sounds (KPatience's sound engine): a handful of named sounds, started by the table
when a card's animation lands and by the game page at a turn or a result, never by the rules.

The WAV files are Koloda's own (resources/sounds, made by make_sounds.py there). They are read
and the audio device is opened on a thread of their own, a moment after the window is first
shown: the first window never waits for audio. The device is miniaudio's (PulseAudio or ALSA
on Linux, WASAPI on Windows, Core Audio on macOS); its thread pulls the sounds from a ``Mixer``.
No device, a busy one or no miniaudio at all means silence and one line on stderr, never an
error box or a delay. ``KOLODA_AUDIO=none`` opens no device (the test suite's default).
"""

from __future__ import annotations

import array
import os
import sys
import threading
import time
import wave
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from koloda.app.resources import resource_path

SAMPLE_RATE = 22050  # the files' rate (resources/sounds/make_sounds.py)
# every sound the app plays, by name; the file of each is resources/sounds/<name>.wav
SOUNDS = (
    "shuffle",
    "deal",
    "pick_up",
    "put_down",
    "taken",
    "refused",
    "your_turn",
    "round_won",
    "round_lost",
    "match_won",
    "match_lost",
)
# the least time between two starts of one sound: a deal's cards tick one by one, but many
# cards landing at once (a pile swept away, a jump to the end) sound once, not as noise
MIN_GAP_MS = {"deal": 45, "put_down": 70, "pick_up": 90, "taken": 200}
DEFAULT_GAP_MS = 400
LOAD_DELAY_MS = 300  # after the window is first shown
DEVICE_BUFFER_MS = 30  # the device's period: a sound starts at most this late
AUDIO_ENV = "KOLODA_AUDIO"  # "none": open no audio device
MAX_VOICES = 8  # sounds at once; a device that stopped pulling never piles up more


class Output(Protocol):
    """An open audio device playing what a ``Mixer`` gives it."""

    def close(self) -> None: ...


Opener = Callable[["Mixer"], Output]


class Mixer:
    """The sounds playing now, summed into 16-bit mono frames for the device's thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[tuple[array.array[int], int, float]] = []  # samples, position, gain

    def add(self, samples: array.array[int], gain: float) -> None:
        with self._lock:
            self._voices = [*self._voices[-(MAX_VOICES - 1) :], (samples, 0, gain)]

    def clear(self) -> None:
        """Silence at once (the sounds playing are dropped)."""
        with self._lock:
            self._voices = []

    def playing(self) -> int:
        with self._lock:
            return len(self._voices)

    def pull(self, frames: int) -> bytes:
        """The next ``frames`` frames (silence where nothing plays)."""
        with self._lock:
            voices, self._voices = self._voices, []
            chunks = []
            for samples, pos, gain in voices:
                chunks.append((samples[pos : pos + frames], gain))
                if pos + frames < len(samples):
                    self._voices.append((samples, pos + frames, gain))
        if not chunks:
            return bytes(2 * frames)
        mixed = [0.0] * frames
        for chunk, gain in chunks:
            for i, x in enumerate(chunk):
                mixed[i] += x * gain
        out = array.array("h", (max(-32767, min(32767, int(x))) for x in mixed))
        if sys.byteorder == "big":
            out.byteswap()
        return out.tobytes()


def _feed(mixer: Mixer) -> Generator[bytes, int, None]:
    """miniaudio's playback generator: it sends the number of frames wanted."""
    frames = yield b""
    while True:
        frames = yield mixer.pull(frames)


def linux_backends(sound_cards: bool) -> list[list[str]]:
    """The miniaudio backends to try in turn on Linux: PulseAudio (PipeWire answers as it too),
    then ALSA only where the machine has sound cards: ALSA with none writes its complaints to
    stderr, more than the one line a missing device may cost."""
    return [["PULSEAUDIO"], ["ALSA"]] if sound_cards else [["PULSEAUDIO"]]


class _Device:
    """A miniaudio playback device pulling from a mixer."""

    def __init__(self, mixer: Mixer) -> None:
        import miniaudio

        tries: list[list[str] | None] = [None]  # miniaudio's own order elsewhere
        if sys.platform.startswith("linux"):
            tries = [*linux_backends(Path("/dev/snd").is_dir())]
        for k, names in enumerate(tries):
            try:
                self._device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16,
                    nchannels=1,
                    sample_rate=SAMPLE_RATE,
                    buffersize_msec=DEVICE_BUFFER_MS,
                    backends=[miniaudio.Backend[n] for n in names] if names else None,
                    app_name="Koloda",
                )
                break
            except miniaudio.MiniaudioError:
                if k == len(tries) - 1:
                    raise
        feed = _feed(mixer)
        next(feed)
        self._device.start(feed)

    def close(self) -> None:
        self._device.close()


def open_device(mixer: Mixer) -> Output:
    """The system's default audio output, playing ``mixer`` (raises when there is none)."""
    return _Device(mixer)


def read_sound(path: Path) -> array.array[int]:
    """A sound file's samples (mono, 16-bit, SAMPLE_RATE: what make_sounds.py writes)."""
    with wave.open(str(path), "rb") as w:
        shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        if shape != (1, 2, SAMPLE_RATE):
            raise ValueError(f"{path.name}: {shape}, not mono 16-bit {SAMPLE_RATE} Hz")
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def result_sound(
    what: str, winners: list[int], loser: int | None, human_seat: int | None
) -> str | None:
    """``what`` ("round" or "match") won or lost by the person: ``round_won`` ... (a game won
    by not losing, CR-12: won unless theirs is the ``loser``); None when no person plays."""
    if human_seat is None:
        return None
    won = human_seat != loser if loser is not None else human_seat in winners
    return f"{what}_{'won' if won else 'lost'}"


_told = False  # "no sound" is said once per run, however many engines fail


def _tell_once(text: str) -> None:
    global _told
    if not _told:
        _told = True
        print(f"koloda: {text}", file=sys.stderr, flush=True)


class SoundEngine(QObject):
    """The app's sounds: ``play(name)`` starts one when sound is on and the device is open."""

    asked = Signal(str)  # a sound asked for, heard or not (KOLODA_ANNOUNCE's "cue" lines)
    played = Signal(str)  # a sound handed to the device (tests listen)
    ready = Signal(bool)  # the device opened (True) or there is none (False)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        folder: Path | None = None,
        opener: Opener | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder or resource_path("sounds")
        self.enabled = True
        self.volume = 70  # percent
        self.mixer = Mixer()
        self._opener = opener
        self._sounds: dict[str, array.array[int]] = {}
        self._output: Output | None = None
        # idle, loading, ready, silent (KOLODA_AUDIO=none), failed (no device, library or
        # files: nothing can be heard), closed
        self._state = "idle"
        self._last: dict[str, float] = {}
        self._loaded = _Loaded()
        self._thread: threading.Thread | None = None  # the loading thread, once started
        self._loaded.done.connect(self._on_loaded)

    # ------------------------------------------------------------------ setting up

    def start(self, delay_ms: int = LOAD_DELAY_MS) -> None:
        """Load the sounds and open the device on a thread of their own, ``delay_ms`` from
        now (once; later calls do nothing)."""
        if self._state != "idle":
            return
        self._state = "loading"
        QTimer.singleShot(delay_ms, self, self._load_in_background)

    def _load_in_background(self) -> None:
        if self._state == "closed":
            return
        self._thread = threading.Thread(target=self._load, name="koloda-sound", daemon=True)
        self._thread.start()

    def _load(self) -> None:
        """On the loading thread: read every file, open the device; the result is handed to
        the GUI thread by a queued signal."""
        try:
            sounds = {name: read_sound(self.folder / f"{name}.wav") for name in SOUNDS}
        except (OSError, EOFError, ValueError, wave.Error) as e:
            self._loaded.done.emit(None, {}, f"no sound: the sound files cannot be read ({e})")
            return
        opener = self._opener
        if opener is None:
            if os.environ.get(AUDIO_ENV, "").lower() == "none":
                self._loaded.done.emit(None, sounds, "")
                return
            opener = open_device
        try:
            output = opener(self.mixer)
        except ImportError as e:
            self._loaded.done.emit(None, sounds, f"no sound: no audio library ({e})")
        except Exception as e:  # miniaudio raises its own error for a missing or busy device
            self._loaded.done.emit(None, sounds, f"no sound: no audio device ({e})")
        else:
            self._loaded.done.emit(output, sounds, "")

    @Slot(object, object, str)
    def _on_loaded(
        self, output: Output | None, sounds: dict[str, array.array[int]], why: str
    ) -> None:
        self._sounds = sounds
        if self._state == "closed":  # closed while loading: the device goes at once
            if output is not None:
                output.close()
            return
        self._output = output
        self._state = "ready" if output is not None else "failed" if why else "silent"
        if why:
            _tell_once(why)
        self.ready.emit(output is not None)

    def close(self) -> None:
        """Stop playing and close the device; the loading thread, if it still runs, is waited
        for (a few seconds at most), so that none is left inside Qt as the program ends (a
        process that quit just as the device failed to open crashed on its way out, once, on
        Debian 13's Python 3.13 and PySide6 6.12)."""
        self.mixer.clear()
        output, self._output = self._output, None
        self._state = "closed"
        if output is not None:
            output.close()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=5)

    def is_ready(self) -> bool:
        return self._output is not None

    def device_failed(self) -> bool:
        """No sound can be heard this run: the device, the library or the files failed (not
        ``KOLODA_AUDIO=none``, which asks for no device)."""
        return self._state == "failed"

    # ------------------------------------------------------------------ the player's choices

    def set_enabled(self, on: bool) -> None:
        """Sound on or off; off silences what is playing at once."""
        self.enabled = bool(on)
        if not self.enabled:
            self.mixer.clear()

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, int(percent)))

    # ------------------------------------------------------------------ playing

    @Slot(str)
    def play(self, name: str) -> None:
        """Start the sound ``name`` (unless sound is off, there is no device, or the same
        sound started less than its MIN_GAP_MS ago)."""
        if name not in SOUNDS:
            raise ValueError(f"unknown sound {name!r}")
        self.asked.emit(name)
        if not self.enabled or self.volume == 0 or self._output is None:
            return
        now = time.monotonic() * 1000
        if now - self._last.get(name, -1e9) < MIN_GAP_MS.get(name, DEFAULT_GAP_MS):
            return
        self._last[name] = now
        samples = self._sounds.get(name)
        if samples is None:
            return
        self.mixer.add(samples, (self.volume / 100) ** 2)  # the ear hears the square as even
        self.played.emit(name)


class _Loaded(QObject):
    """Carries the loading thread's result to the GUI thread (a queued connection)."""

    done = Signal(object, object, str)  # output or None, the sounds, why there is no sound
