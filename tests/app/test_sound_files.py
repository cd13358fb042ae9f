"""Koloda's own sounds (issue 43): resources/sounds/make_sounds.py makes every file the app
plays, the same bytes again, short, normalized and small."""

from __future__ import annotations

import array
import subprocess
import sys
import wave
from pathlib import Path

from koloda.app.sound import SAMPLE_RATE, SOUNDS, read_sound

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "sounds"
SCRIPT = FOLDER / "make_sounds.py"


def test_the_script_makes_the_committed_sound_files_again_byte_for_byte(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), str(tmp_path)], check=True, timeout=120)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(p.name for p in FOLDER.glob("*.wav"))
    for name in made:
        assert (tmp_path / name).read_bytes() == (FOLDER / name).read_bytes(), name


def test_every_sound_the_app_plays_has_its_file_and_there_is_no_other() -> None:
    assert sorted(p.stem for p in FOLDER.glob("*.wav")) == sorted(SOUNDS)


def test_the_sounds_are_short_mono_and_well_under_a_megabyte_together() -> None:
    total = 0
    for name in SOUNDS:
        path = FOLDER / f"{name}.wav"
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, SAMPLE_RATE)
            seconds = w.getnframes() / SAMPLE_RATE
        assert 0.05 <= seconds <= 1.5, (name, seconds)
        total += path.stat().st_size
    assert total < 400_000, total  # all of them


def test_each_sound_peaks_at_the_same_level_and_starts_and_ends_in_silence() -> None:
    for name in SOUNDS:
        samples: array.array[int] = read_sound(FOLDER / f"{name}.wav")
        peak = max(abs(x) for x in samples) / 32767
        assert abs(peak - 0.7) < 0.01, (name, peak)  # make_sounds.PEAK: about -3 dBFS
        assert samples[0] == 0 and abs(samples[-1]) < 50, name  # faded: no click
