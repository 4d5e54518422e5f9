"""Words at the table and in Review that read right and fit: the reader is "you" (never "You" mid-sentence), a
card's name is capitalised as a sentence is (not as Python's ``capitalize`` would: "Kreuz-dame"), Hamlet's joker
is Polonius, a total never stands alone on a line, and a focused button's words fit inside it."""

from __future__ import annotations

import random
import re

from dialog_checks import card_art, played_match
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot
from test_table import wait_turn

from parlett_table.engine import Card, MatchDocument, create_game
from parlett_table.engine.words import capitalized
from parlett_table.ui.learning.review import ReviewDialog
from parlett_table.ui.window.main_window import MainWindow

NAMES = ["You", "Ada", "Ben"]


def test_reviews_story_calls_the_reader_you_and_names_the_others(qtbot: QtBot) -> None:
    for game_id in ("hoodwink", "whoswho", "hamlet"):
        deal = played_match(game_id, 3, 1, seed=3).deals[0]
        dialog = ReviewDialog(deal, NAMES, card_art(), reader=0)  # type: ignore[arg-type]
        qtbot.addWidget(dialog)
        for step, trick in enumerate(deal.tricks, start=1):
            story = dialog._story(step)
            assert not re.search(r"[;,] You\b|\b(and|to) You\b", story), story  # "you" mid-sentence
            assert story.startswith("You led." if trick.leader == 0 else f"{NAMES[trick.leader]} led."), story
            if trick.taker == 0 and trick.winner == 0:
                assert "You took it with the" in story, story


def test_capitalized_keeps_the_rest_of_a_card_name() -> None:
    assert capitalized("kreuz-Dame") == "Kreuz-Dame" and "kreuz-Dame".capitalize() == "Kreuz-dame"


def test_the_keyboards_card_names_hamlets_joker_polonius(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    for seed in range(1, 60):  # a deal in which the player holds Polonius
        window.start_match(create_game("hamlet"), seed=seed, levels=["standard", "standard"])
        wait_turn(qtbot, window)
        hand = [item.card for item in window.presenter.hand_items()]
        if Card.parse("JK") in hand:
            break
    else:
        raise AssertionError("no deal with Polonius")
    for _ in range(len(hand) + 1):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        if window.presenter.focused_card() == Card.parse("JK"):
            break
    assert window.scene.message.text.startswith("Polonius"), window.scene.message.text


def test_the_resume_offer_keeps_each_total_beside_its_name(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=5, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    controller = window.controller
    document = MatchDocument(controller.match, controller.seats, False)  # type: ignore[arg-type]
    window.offer_resume(document, lambda: None)
    words = window.resume_offer.where.text()  # type: ignore[union-attr]
    assert words.startswith("You stopped in the middle of deal 1 of")
    assert all(f"{seat.name}\u00a0" in words for seat in controller.seats)


def fits_when_focused(button: QPushButton) -> bool:
    button.setFocus()
    button.style().unpolish(button)
    button.style().polish(button)
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    return room >= button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))


def test_a_focused_button_over_the_table_keeps_room_for_its_words(qtbot: QtBot, window: MainWindow) -> None:
    """Focus drew a border inside the button, taking its words' room: "Weiterspielen" lost its last letter."""
    from test_table import play_deal

    window.resize(900, 600)
    window.start_match(create_game("crescendo", 3), seed=5, levels=["standard", "standard"])
    play_deal(qtbot, window, random.Random(0).randrange(9))
    buttons = [b for b in window.result.findChildren(QPushButton) if b.isVisible()]
    assert buttons
    for button in buttons:
        assert fits_when_focused(button), button.text()


def test_a_match_begun_in_french_calls_the_player_by_the_default_name_of_the_language_now(
    qtbot: QtBot, window: MainWindow
) -> None:
    from parlett_table.engine import HUMAN, Match, Seat

    seats = (Seat("Vous", HUMAN), Seat("Ada", "standard"), Seat("Ben", "standard"))
    window.resume(MatchDocument(Match.start(create_game("hamlet"), 4), seats, False))
    wait_turn(qtbot, window)
    assert window.names[0] == "You" and window.scene.labels[0].name == "You"
    assert window.controller.seats[0].name == "Vous"  # the match (its save, its history row) keeps its own
    chosen = (Seat("Maud", HUMAN), *seats[1:])
    window.resume(MatchDocument(Match.start(create_game("hamlet"), 5), chosen, False))
    wait_turn(qtbot, window)
    assert window.names[0] == "Maud"  # a name the player chose stays theirs


def test_a_hint_leads_with_the_card_and_its_figures_are_one_ask_away(qtbot: QtBot, window: MainWindow) -> None:
    from parlett_table.ai.base import Decision
    from parlett_table.engine import Play

    window.start_match(create_game("crescendo", 3), seed=5, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    view = window.controller.view()
    card = next(a.card for a in view.legal_actions if isinstance(a, Play))
    advice = Decision(Play(view.seat, card), "Lead it: it wins.", "Tried in 400 ways the unseen cards could lie.")
    window.controller.suggested.emit(advice)
    assert window.scene.message.text.startswith("Hint: the ") and "400 ways" not in window.scene.message.text
    window.controller.suggested.emit(advice)  # asked again at the same moment
    assert window.scene.message.text == "How the hint was worked out: Tried in 400 ways the unseen cards could lie."


def test_the_file_dialogs_write_dates_as_the_players_language_does(qtbot: QtBot, tmp_path: object) -> None:
    """Qt's own file dialog wrote them in the system's locale: "2 12 2026" in a C locale."""
    from pathlib import Path

    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QFileSystemModel

    from parlett_table.ui.dialogs.file_dialogs import DATE_COLUMN, LocalDates

    folder = Path(str(tmp_path))
    (folder / "a.parlett").write_text("{}", encoding="utf-8")
    model = QFileSystemModel()
    model.setRootPath(str(folder))
    qtbot.waitUntil(lambda: model.rowCount(model.index(str(folder))) == 1)
    proxy = LocalDates()
    proxy.setSourceModel(model)
    source = model.index(0, DATE_COLUMN, model.index(str(folder)))
    shown = proxy.data(proxy.mapFromSource(source))
    assert shown == QLocale().toString(model.lastModified(source), QLocale.FormatType.ShortFormat)


def test_a_hinted_choice_is_the_only_gold_one(qtbot: QtBot, window: MainWindow) -> None:
    """Who's Who's give panel showed the hinted and the default button both gold."""
    from test_words import partners_jokers_trick

    from parlett_table.engine import Give

    view = partners_jokers_trick().view(0)
    bar = window.decision
    bar.offer(view, NAMES, 0)
    gives = [action for action in view.legal_actions if isinstance(action, Give)]
    other = next(give for give in gives if give.to != view.seat)
    assert bar.highlight(other)
    gold = [button.text() for action, button in bar.buttons.items() if button.property("accent")]
    assert gold == [bar.buttons[other].text()]
