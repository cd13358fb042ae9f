"""Damaged and foreign files in the single-instance channel (issue 36): a leftover request
whose pid line is no pid, a temp request named by no pid, a named pipe or a device at
``instance.raise`` are ignored with a notice on stderr, never a traceback or a wait; a pipe or
device is never opened, moved or removed."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from koloda.app.launch import single_instance
from koloda.app.launch.single_instance import (
    REQUEST_NAME,
    Claim,
    NotARequest,
    SingleInstance,
    parse_pid,
    process_alive,
    read_request,
)

Start = Callable[..., subprocess.Popen[str]]
ReadUntil = Callable[[subprocess.Popen[str], str, float], list[str]]
START_S = 120.0
BAD_PIDS = ["99999999999999999999", "²", "-5", "0", "4294967297", "12 34", "٣"]

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes (POSIX)")


@pytest.mark.parametrize("pid", BAD_PIDS)
def test_a_pid_line_that_is_no_pid_is_no_process(pid: str) -> None:
    assert parse_pid(pid) is None


@pytest.mark.parametrize("pid", [2**31, 2**63, 10**20, -1, 0])
def test_process_alive_answers_no_for_pids_no_system_has(pid: int) -> None:
    assert process_alive(pid) is False


@pytest.mark.parametrize("pid", BAD_PIDS)
def test_a_leftover_request_with_a_damaged_pid_line_is_removed_with_a_notice(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], pid: str
) -> None:
    (tmp_path / REQUEST_NAME).write_text(pid + "\n", "utf-8")
    first = SingleInstance(tmp_path)
    activated: list[bool] = []
    first.activated.connect(lambda: activated.append(True))
    assert first.claim() is Claim.FIRST
    assert not (tmp_path / REQUEST_NAME).exists()
    assert "not a process id" in capsys.readouterr().err
    qtbot.wait(100)
    assert activated == []
    first.release()


@pytest.mark.parametrize("pid", ["99999999999999999999", "²", "x"])
def test_a_leftover_temp_request_named_by_no_pid_is_removed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pid: str
) -> None:
    temp = tmp_path / f"{REQUEST_NAME}.{pid}.tmp"
    temp.write_text("1\n", "ascii")
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST
    assert not temp.exists()
    assert "no process id" in capsys.readouterr().err
    first.release()


def test_a_request_that_is_no_text_or_too_long_is_dropped_while_running(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = SingleInstance(tmp_path)
    activated: list[bool] = []
    first.activated.connect(lambda: activated.append(True))
    assert first.claim() is Claim.FIRST
    request = tmp_path / REQUEST_NAME
    request.write_bytes(b"12\n" + b"a" * (single_instance.MAX_REQUEST_BYTES + 10))
    qtbot.waitUntil(lambda: not request.exists(), timeout=5000)
    request.write_bytes(b"\xff\xfe not utf-8")
    qtbot.waitUntil(lambda: not request.exists(), timeout=5000)
    err = capsys.readouterr().err
    assert "too long to be a request" in err and "not text" in err
    assert activated == []
    first.release()


@needs_fifo
def test_a_named_pipe_at_the_request_is_never_opened_nor_removed(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    request = tmp_path / REQUEST_NAME
    os.mkfifo(request)
    opened: list[str] = []
    real_open = os.open

    def recording_open(path: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(os.fspath(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(single_instance.os, "open", recording_open)
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST  # returns at once: nothing waits on the pipe
    qtbot.wait(1500)  # the watcher and one fallback poll look at it again
    assert str(request) not in opened
    with pytest.raises(NotARequest, match="named pipe"):
        read_request(request)
    assert str(request) not in opened
    assert request.exists() and not request.is_file()
    err = capsys.readouterr().err
    assert err.count("named pipe") == 1  # said once, not at every poll
    # a second koloda cannot leave its request there: it says so at once, without waiting
    second = SingleInstance(tmp_path)
    assert second.claim(wait_s=30) is Claim.UNREACHABLE
    assert request.exists() and not request.is_file()
    first.release()


def test_a_link_at_the_request_is_never_followed(tmp_path: Path) -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("needs /dev/zero")
    request = tmp_path / REQUEST_NAME
    request.symlink_to("/dev/zero")  # a device behind a link: reading it would never end
    with pytest.raises(NotARequest, match="symbolic link"):
        read_request(request)
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST
    assert request.is_symlink()
    first.release()


def test_a_device_at_the_request_is_never_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    request = tmp_path / REQUEST_NAME
    try:  # /dev/zero's numbers: a reader that opened it would read zeros for ever
        os.mknod(request, 0o600 | stat.S_IFCHR, os.makedev(1, 5))
    except (AttributeError, PermissionError, OSError) as e:
        pytest.skip(f"cannot make a device node here: {e}")
    opened: list[str] = []
    real_open = os.open
    monkeypatch.setattr(
        single_instance.os,
        "open",
        lambda path, *a, **k: opened.append(os.fspath(path)) or real_open(path, *a, **k),
    )
    with pytest.raises(NotARequest, match="a device"):
        read_request(request)
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST
    assert str(request) not in opened
    assert stat.S_ISCHR(os.lstat(request).st_mode)  # left where it is
    first.release()


@pytest.mark.parametrize(
    "leftover",
    [
        pytest.param({REQUEST_NAME: "99999999999999999999\n"}, id="huge-pid"),
        pytest.param({REQUEST_NAME: "²\n"}, id="superscript-pid"),
        pytest.param({f"{REQUEST_NAME}.99999999999999999999.tmp": "1\n"}, id="huge-temp"),
    ],
)
def test_the_app_starts_over_a_damaged_leftover_request(
    start_app: Start, read_until: ReadUntil, koloda_home: Path, leftover: dict[str, str]
) -> None:
    data = koloda_home / "data"
    data.mkdir(parents=True, exist_ok=True)
    for name, text in leftover.items():
        (data / name).write_text(text, "utf-8")
    app = start_app()
    read_until(app, "koloda: ready", START_S)
    app.send_signal(signal.SIGTERM)
    _, err = app.communicate(timeout=60)
    assert app.returncode == 143, err
    assert "Traceback" not in err
    assert "koloda: ignoring" in err
    assert not any((data / name).exists() for name in leftover)


@needs_fifo
def test_the_app_starts_over_a_named_pipe_and_quits_on_sigterm(
    start_app: Start, read_until: ReadUntil, koloda_home: Path
) -> None:
    data = koloda_home / "data"
    data.mkdir(parents=True, exist_ok=True)
    os.mkfifo(data / REQUEST_NAME)
    app = start_app()
    read_until(app, "koloda: ready", START_S)
    app.send_signal(signal.SIGTERM)
    _, err = app.communicate(timeout=60)
    assert app.returncode == 143, err
    assert "Traceback" not in err
    assert "named pipe" in err
    assert (data / REQUEST_NAME).exists() and not (data / REQUEST_NAME).is_file()
