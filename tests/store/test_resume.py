"""Resume: a match saved mid-bout through the controller reopens identical (rules state and all)."""

import pytest

from koloda.app.play.controller import GameController, MatchConfig
from koloda.store import saves
from koloda.store.jsonio import StoreError


@pytest.fixture
def controllers(qapp):
    made = []

    def make():
        c = GameController(paced=True, ai_process=False)  # paced: nothing moves without a view
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()


def until_human_turn(controller, qtbot):
    """Play the view's part: acknowledge every animation until the human may act."""

    def ready():
        controller.view_ready()
        return controller.is_human_turn()

    qtbot.waitUntil(ready, timeout=20_000)


def test_match_saved_mid_bout_reopens_identical(controllers, qtbot):
    # Rooster: play until the human acts, act once (a bout is open on the table), then save
    playing = controllers()
    playing.new_match(MatchConfig(game="rooster", players=3, seed=11, levels=["easy"] * 3))
    until_human_turn(playing, qtbot)
    legal = playing.observation().legal
    playing.submit(next((a for a in legal if a.kind in ("lead", "cover")), legal[0]))
    assert playing.state.public()["table"]  # mid-bout: cards lie on the table
    saves.autosave(playing.to_json())

    resumed = controllers()
    match, notice = saves.load_autosave(validate=resumed.from_json)
    assert notice is None and match is not None
    assert resumed.state.to_json() == playing.state.to_json()
    assert resumed.observation() == playing.observation()
    assert resumed.to_json()["match"] == playing.to_json()["match"]


def test_damaged_match_is_refused_and_the_open_game_is_untouched(controllers, tmp_path):
    current = controllers()
    current.new_match(MatchConfig(game="ryadky", players=2, seed=3))
    before = current.to_json()
    saved = dict(before, state={**before["state"], "game": "poker"})
    path = tmp_path / "bad.koloda"
    saves.save_game(path, saved)
    with pytest.raises(StoreError, match=r"bad\.koloda does not hold a valid game"):
        saves.load_game(path, validate=current.from_json)
    assert current.to_json() == before
