import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """No store test ever touches the real config or data directories."""
    monkeypatch.setenv("KOLODA_HOME", str(tmp_path / "home"))


@pytest.fixture
def no_hang():
    """``no_hang(fn, *args)``: run fn in a thread and fail (not hang) if it takes over 20 s.

    A reader blocked on a FIFO is released afterwards by briefly opening the FIFOs the test
    registered with ``no_hang.fifos.append(path)`` for writing."""
    import os
    import threading

    fifos = []

    def run(fn, *args):
        result = {}

        def target():
            try:
                result["value"] = fn(*args)
            except BaseException as e:  # handed back to the test
                result["error"] = e

        thread = threading.Thread(target=target, daemon=True)
        thread.start()
        thread.join(20)
        assert not thread.is_alive(), f"{getattr(fn, '__name__', fn)} blocked"
        if "error" in result:
            raise result["error"]
        return result["value"]

    run.fifos = fifos
    yield run
    for path in fifos:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)  # wakes a reader blocked in open()
        except OSError:
            continue
        os.close(fd)
