import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """No store test ever touches the real config or data directories."""
    monkeypatch.setenv("KOLODA_HOME", str(tmp_path / "home"))
