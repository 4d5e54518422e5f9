"""What the table says matches what the player has seen: nothing shown before its event, no stale message."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from test_table import click_button, click_card, take_turn, wait_turn

from parlett_table.engine import GAMES, DealScored, Give, Play, Propose, TrickWon, TrumpSettled, create_game
from parlett_table.play.controller import Stage
from parlett_table.ui.table.hud import InfoPanel, ScorePanel, SeatPlate
from parlett_table.ui.window.main_window import MainWindow


class Watch:
    """Each time a panel is told something, or the animator has shown an event: what the table says then."""

    def __init__(self, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        self.win = win
        self.log: list[tuple[object, Snapshot]] = []  # (the event shown, or the panel told), what it says
        # Noted before the table's loop hears of it, so whatever the event makes the panels say comes after it.
        win.animator.event_shown.disconnect(win.loop._event_shown)
        win.animator.event_shown.connect(self.note)
        win.animator.event_shown.connect(win.loop._event_shown)
        for panel in (SeatPlate, InfoPanel, ScorePanel):
            original = panel.set_values

            def logged(item: object, *args: object, original: object = original, **values: object) -> None:
                original(item, *args, **values)  # type: ignore[operator]
                self.note(type(item).__name__)

            monkeypatch.setattr(panel, "set_values", logged)

    def note(self, what: object) -> None:
        info = self.win.scene.info
        aim = next((line for line in info.lines if line.startswith("Aim")), None)
        self.log.append((what, Snapshot(info.trump, aim, [plate.role for plate in self.win.scene.plates])))


@dataclass
class Snapshot:
    trump: object
    aim: str | None
    roles: list[object]


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_roles_trump_and_aim_wait_for_the_reveal(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """The panels are told nothing of trump, aim or roles until the event settling them is shown."""
    window.start_match(create_game(game_id), seed=21, levels=["standard", "standard"])
    watch = Watch(window, monkeypatch)
    rng = random.Random(1)
    while window.controller.deal.phase.name == "PROPOSE":
        wait_turn(qtbot, window)
        take_turn(qtbot, window, rng)
    wait_turn(qtbot, window)
    settled = next(at for at, (what, _) in enumerate(watch.log) if isinstance(what, TrumpSettled))
    assert settled > 3, "nothing was drawn during the proposals"
    for what, said in watch.log[:settled]:
        assert said.trump is None, f"trump shown before it was settled ({what})"
        assert said.aim is None, f"the aim shown before it was settled ({what})"
        assert said.roles == [None] * 3, f"roles shown before they were settled ({what})"
    truth = window.controller.view()
    assert watch.log[settled + 1][1].trump == truth.trump  # and shown as soon as it is settled
    assert window.scene.info.trump == truth.trump and [p.role for p in window.scene.plates] == list(truth.roles)


def test_trick_counts_and_totals_follow_the_tricks_and_the_result(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plate's count rises when its trick is gathered; the totals change when the result is shown."""
    window.start_match(create_game("crescendo", 3), seed=5, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    gathered = [0, 0, 0]
    points = [0, 0, 0]  # Crescendo's tricks score as they are taken: the panel shows this deal's points so far
    values = window.controller.match.game.trick_values  # type: ignore[union-attr]
    before_totals = list(window.controller.match.totals)  # type: ignore[union-attr]
    checked = {"tricks": 0, "totals": 0}

    def on_event(event: object) -> None:
        if isinstance(event, TrickWon):
            gathered[event.trick.taker] += 1
            points[event.trick.taker] += values[event.number - 1]
        assert [plate.tricks for plate in window.scene.plates] == gathered
        assert list(window.scene.scores.running or ()) == points
        totals = [total for _, total in window.scene.scores.rows]
        if isinstance(event, DealScored):
            assert window.result.isVisible()
            assert totals == list(window.controller.match.totals)  # type: ignore[union-attr]
            checked["totals"] += 1
        else:
            assert totals == before_totals, "the totals changed before the result was shown"
        checked["tricks"] += 1

    window.animator.event_shown.connect(on_event)
    rng = random.Random(4)
    while window.controller.stage is Stage.HUMAN:
        take_turn(qtbot, window, rng)
        wait_turn(qtbot, window)
    assert checked["totals"] == 1 and checked["tricks"] > 30


def test_a_refusal_leaves_with_the_legal_play_that_follows(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("whoswho"), seed=77, levels=["standard", "expert"])
    rng = random.Random(0)
    for _ in range(14):
        wait_turn(qtbot, window)
        view = window.controller.view()
        legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
        wrong = [card for card in view.hand if card not in legal]
        if wrong and legal and len(view.current_trick) == 2:  # the player's card ends the trick
            click_card(qtbot, window, wrong[0])
            assert window.scene.message.refusal and window.scene.message.isVisible()
            click_card(qtbot, window, legal[0])
            assert window.controller.stage is not Stage.HUMAN
            assert not window.scene.message.isVisible() and not window.scene.message.text
            wait_turn(qtbot, window)
            assert not window.scene.message.refusal
            return
        take_turn(qtbot, window, rng)
    pytest.fail("no illegal card came up when the player ends a trick")


def test_a_prompt_leaves_when_its_decision_is_made(qtbot: QtBot, window: MainWindow) -> None:
    """With prompts on, "Choose a card to propose…" goes as soon as the card is proposed, and so on."""
    window.start_match(create_game("hoodwink"), seed=8, levels=["standard", "standard"])
    decisions = 0
    while len(window.controller.deal.tricks) < 2:
        wait_turn(qtbot, window)
        prompt = window.scene.message.text
        assert prompt and not window.scene.message.refusal  # this decision's own prompt
        choice = next(a for a in window.controller.view().legal_actions if isinstance(a, (Play, Propose)))
        click_card(qtbot, window, choice.card)
        assert window.controller.stage is Stage.ANIMATING  # the table is showing the card just chosen
        assert not window.scene.message.text, "the prompt stayed after its decision was made"
        decisions += 1
    assert decisions > 2


def test_prompts_off_leaves_no_old_message_behind(qtbot: QtBot, window: MainWindow) -> None:
    window.update_preferences(window.preferences.with_changes(hints=False))
    window.start_match(create_game("whoswho"), seed=77, levels=["standard", "expert"])
    rng = random.Random(0)
    for _ in range(10):
        wait_turn(qtbot, window)
        view = window.controller.view()
        wrong = [card for card in view.hand if card not in {a.card for a in view.legal_actions if isinstance(a, Play)}]
        if wrong:
            click_card(qtbot, window, wrong[0])
            assert window.scene.message.refusal
        take_turn(qtbot, window, rng)
        wait_turn(qtbot, window)
        assert not window.scene.message.text, "a message outlived its decision"


def test_words_about_a_given_trick_stay_while_it_is_seen_and_leave_when_it_is_gathered(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.update_preferences(window.preferences.with_changes(trick_pause="click"))
    window.start_match(create_game("whoswho"), seed=4, levels=["standard", "standard"])  # seat 0 holds JK2
    rng = random.Random(2)
    while True:
        qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN or window.animator.busy, timeout=20_000)
        if window.animator.busy:  # a finished trick waits for the click
            qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 330))
            continue
        wait_turn(qtbot, window)
        if any(isinstance(a, Give) for a in window.controller.view().legal_actions):
            break
        take_turn(qtbot, window, rng)
    click_button(qtbot, window, "Give to Ada")
    qtbot.waitUntil(lambda: window.animator.busy and "Click the table" in window.scene.message.text)
    assert window.scene.message.text.startswith(f"{window.names[0]} gave the trick to Ada.")
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 330))
    assert "gave the trick" not in window.scene.message.text  # gathered: the words went with it
    wait_turn(qtbot, window)
    assert "gave the trick" not in window.scene.message.text


def test_an_undo_offers_the_players_choices_again(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"], practice=True)
    wait_turn(qtbot, window)
    rng = random.Random(1)
    take_turn(qtbot, window, rng)
    wait_turn(qtbot, window)
    assert window.controller.stage is Stage.HUMAN
    window.undo()
    wait_turn(qtbot, window)
    legal = {a.card for a in window.controller.view().legal_actions if isinstance(a, Play)}
    hand = window.scene.piles.hands[0]
    assert [item.playable for item in hand] == [item.card in legal for item in hand]
    assert window.scene.message.text  # the prompt for the decision taken back
