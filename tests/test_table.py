"""The window, offscreen: real clicks through whole deals of every game, illegal clicks, resizing, keys."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot

from parlett_table.engine import GAMES, Answer, Ask, Card, Estimate, Give, Match, Play, Propose, Seat, create_game
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.preferences import Preferences
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.cards.decks import CARD_ASPECT, CardPixmaps, make_deck
from parlett_table.ui.dialogs.new_game import NewGameDialog
from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
from parlett_table.ui.dialogs.score_sheet import ScoreSheetDialog
from parlett_table.ui.table.card_item import CardItem, draw_pixmap
from parlett_table.ui.window.main_window import MainWindow

WAITING = (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)
QUIET = Preferences(animation_speed="off", tours_done=tuple(GAMES))  # no walkthrough in the way


def active_window(qtbot: QtBot, preferences: Preferences, keeper: Keeper | None = None) -> Iterator[MainWindow]:
    """A table shown at 1280 × 800 and active, so that keys reach it as a person's do; shut down afterwards
    (a fixture's body: ``yield from``)."""
    win = MainWindow(InlineThinker(), preferences, keeper=keeper, clock=SteppedClock())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    with qtbot.waitExposed(win), qtbot.waitActive(win):
        win.show()
        win.activateWindow()
    yield win
    win.animator.stop()
    win.controller.shutdown()


def wait_turn(qtbot: QtBot, win: MainWindow) -> None:
    """The window's stepped clock moved on until the table waits for the player (or the deal is over)."""
    stepped(win).run_until(lambda: win.controller.stage in WAITING and win.is_still, 30_000)


def stepped(win: MainWindow) -> SteppedClock:
    assert isinstance(win.clock, SteppedClock), "a window on the tests' stepped clock"
    return win.clock


def item_for(win: MainWindow, card: object) -> CardItem:
    return next(item for item in win.scene.piles.hands[win.scene.viewer] if item.card == card)


def click_card(qtbot: QtBot, win: MainWindow, card: object) -> None:
    """Click where the card shows in the fanned hand: its left edge, below the corner index."""
    item = item_for(win, card)
    local = QPointF(-item.width / 2 + 6, -item.width * 0.2)
    scene_point = item.mapToScene(local)
    point = win.view.mapFromScene(scene_point)
    assert win.scene.itemAt(scene_point, win.view.transform()) is item, "the card is not where it is drawn"
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_button(qtbot: QtBot, win: MainWindow, words: str) -> None:
    button = next(b for b in win.decision.findChildren(QPushButton) if words in b.text() and b.isVisible())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def take_turn(qtbot: QtBot, win: MainWindow, rng: random.Random) -> None:
    """The player's turn, by clicking: a card, or a button on the decision bar."""
    view = win.controller.view()
    actions = view.legal_actions
    cards = [a for a in actions if isinstance(a, (Play, Propose))]
    gives = [a for a in actions if isinstance(a, Give)]
    if gives:
        click_button(qtbot, win, "Give to")
    elif any(isinstance(a, Estimate) for a in actions):
        click_button(qtbot, win, "Say it")
    elif any(isinstance(a, Answer) for a in actions):
        click_button(qtbot, win, "No preference")
    elif any(isinstance(a, Ask) for a in actions) and rng.random() < 0.5:
        click_button(qtbot, win, "Ask ")
    else:
        jokers = [a for a in cards if a.card.is_joker]  # play jokers when allowed, to meet Who's Who's gives
        choice = jokers[0] if jokers else cards[int(rng.random() * len(cards))]
        click_card(qtbot, win, choice.card)
    controller = win.controller
    stepped(win).run_until(lambda: controller.view().legal_actions != actions or controller.stage is not Stage.HUMAN)


def play_deal(qtbot: QtBot, win: MainWindow, seed: int = 1) -> int:
    """Click through the rest of the deal; the number of the player's turns."""
    rng = random.Random(seed)
    turns = 0
    while True:
        wait_turn(qtbot, win)
        assert win.scene.shows(win.controller.view())
        if win.controller.stage is not Stage.HUMAN:
            return turns
        take_turn(qtbot, win, rng)
        turns += 1


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [
        *((game_id, players, {}) for game_id, game in GAMES.items() for players in game.player_counts),
        ("hoodwink", 3, {"partner_talk": True}),
        ("hoodwink", 3, {"trump_selection": "longest"}),
        ("whoswho", 3, {"deck": 54}),
    ],
)
def test_click_through_a_whole_deal(
    qtbot: QtBot, window: MainWindow, game_id: str, players: int, options: dict[str, object]
) -> None:
    game = create_game(game_id, players, options)
    window.start_match(game, seed=4, levels=["standard", "random", "beginner", "standard"][: players - 1])
    turns = play_deal(qtbot, window)
    assert turns >= game.tricks_per_deal
    match = window.controller.match
    assert match is not None and match.current.is_over
    assert window.result.isVisible()
    assert [total for _, total in window.scene.scores.rows] == list(match.totals)
    assert [plate.tricks for plate in window.scene.plates] == list(match.current.tricks_won)
    if not match.is_over:  # the panel's button deals the next hand
        qtbot.mouseClick(next(b for b in window.result.findChildren(QPushButton) if b.text() == "Next deal"),
                         Qt.MouseButton.LeftButton)  # fmt: skip
        wait_turn(qtbot, window)
        assert len(match.deals) + 1 == len(window.controller.match.deals)  # type: ignore[union-attr]
        assert not window.result.isVisible()


@pytest.mark.parametrize("players", [2, 3])
def test_a_game_added_only_by_its_kit_is_dealt_and_played_at_the_table(
    qtbot: QtBot, toy_game: object, window: MainWindow, players: int
) -> None:
    """The tests' toy game (``tests/toy_game/``), known only through the registry: the real window deals it, the
    player clicks through a deal with the prompt line and a hint, and its result and rules page are shown."""
    game = create_game("plaintricks", players)
    window.start_match(game, seed=4, levels=["standard", "expert"][: players - 1])
    wait_turn(qtbot, window)
    assert window.controller.prompt()
    with qtbot.waitSignal(window.controller.suggested, timeout=20_000):
        assert window.controller.suggest()  # the expert's hint, by the worker's way of asking
    turns = play_deal(qtbot, window)
    assert turns == game.tricks_per_deal
    match = window.controller.match
    assert match is not None and match.current.is_over and window.result.isVisible()
    assert [total for _, total in window.scene.scores.rows] == list(match.totals)
    window.show_rules()
    assert window.rules_window is not None and window.rules_window.isVisible()
    window.rules_window.close()


def test_an_illegal_click_shows_the_engines_reason_beside_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("whoswho"), seed=77, levels=["standard", "expert"])
    rng = random.Random(0)
    for _ in range(14):
        wait_turn(qtbot, window)
        view = window.controller.view()
        legal = {a.card for a in view.legal_actions if isinstance(a, Play)}
        wrong = [card for card in view.hand if card not in legal]
        if wrong and legal:
            before = len(window.controller.deal.actions)
            click_card(qtbot, window, wrong[0])
            assert window.scene.message.refusal and window.scene.message.isVisible()
            deal = window.controller.deal
            with pytest.raises(Exception) as error:
                deal.check(Play(view.seat, wrong[0]))
            assert window.scene.message.text == str(error.value)
            assert len(window.controller.deal.actions) == before
            assert not item_for(window, wrong[0]).playable and item_for(window, min(legal)).playable
            return
        take_turn(qtbot, window, rng)
    pytest.fail("no illegal card came up")


def test_a_whoswho_trick_is_given_with_the_panels_buttons(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("whoswho"), seed=4, levels=["standard", "standard"])  # seat 0 holds JK2
    rng = random.Random(2)
    while True:
        wait_turn(qtbot, window)
        assert window.controller.stage is Stage.HUMAN, "the deal ended without a give"
        if any(isinstance(a, Give) for a in window.controller.view().legal_actions):
            assert window.decision.isVisible()
            click_button(qtbot, window, "Give to Ada")
            wait_turn(qtbot, window)
            assert window.controller.deal.tricks[-1].taker == 1
            return
        take_turn(qtbot, window, rng)


def test_resizing_during_animations_keeps_every_card_in_its_place(qtbot: QtBot, window: MainWindow) -> None:
    window.apply_preferences(window.preferences.with_changes(animation_speed="fast", trick_pause="short"))
    window.start_match(create_game("crescendo", 4), seed=9, levels=["standard"] * 3)
    stepped(window).run_until(lambda: bool(window.scene.moving), 5_000)  # the deal is on its way
    for size in ((900, 620), (1400, 900), (700, 500)):
        window.resize(*size)
        stepped(window).run_for(60)
    wait_turn(qtbot, window)
    window.resize(1000, 700)
    stepped(window).run_for(10)
    layout = window.scene.layout
    assert layout.width == window.view.viewport().width()
    for item in window.scene.piles.all_cards():
        place = window.scene.place_of(item)
        assert abs(item.x() - place.x) < 0.5 and abs(item.y() - place.y) < 0.5
        assert abs(item.width - layout.card_width) < 0.01
        assert (item.tilt - place.rotation) % 360 == pytest.approx(0, abs=0.01)
        assert item.zoom == pytest.approx(place.scale)
    play_deal(qtbot, window)  # and it goes on to the end at that size


def test_the_players_faces_are_drawn_while_the_cards_are_dealt(qtbot: QtBot, window: MainWindow) -> None:
    """Drawn in the frame the hand turns up, a whole hand's faces made that frame late."""
    window.apply_preferences(window.preferences.with_changes(animation_speed="slow"))
    window.start_match(create_game("hoodwink"), seed=9, levels=["standard"] * 2)
    scene = window.scene
    drawn: list[Card] = []
    face = scene.art.face
    scene.art.face = lambda card, *rest: drawn.append(card) or face(card, *rest)  # type: ignore[method-assign]
    stepped(window).run_until(lambda: not scene._drawing_faces.isActive(), 5_000)
    assert scene.moving  # still dealing
    assert sorted(drawn) == sorted(item.card for item in scene.piles.hands[0])


def test_a_card_turns_and_zooms_itself_and_is_hit_where_it_shows(qapp: object) -> None:
    item = CardItem(CardPixmaps(make_deck("clear")), Card.parse("AS"), True, 100.0, "Joker")
    item.set_size(100.0, 100.0 * CARD_ASPECT)
    upright = item.boundingRect()
    top_end, right_side = QPointF(0, -0.45 * 100 * CARD_ASPECT), QPointF(0.45 * 100 * CARD_ASPECT, 0)
    assert item.shape().contains(top_end) and not item.shape().contains(right_side)
    item.tilt = 90.0  # clockwise: the top end now points right
    turned = item.boundingRect()
    assert (turned.width(), turned.height()) == (pytest.approx(upright.height()), pytest.approx(upright.width()))
    assert item.shape().contains(right_side) and not item.shape().contains(top_end)
    item.tilt, item.zoom = 0.0, 0.5
    assert item.boundingRect().width() == pytest.approx(upright.width() * 0.5)
    assert not item.shape().contains(top_end)


def test_a_resting_card_is_copied_pixel_for_pixel(qapp: object) -> None:
    """Unturned, a card's pixmap lands on whole pixels unchanged (sharp, and no resampling on each repaint)."""
    pixmap = CardPixmaps(make_deck("clear")).face(Card.parse("KH"), 80, 1.0)
    source = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.translate(10.4, 20.6)  # a card at a fraction of a pixel, a fraction larger than its pixmap
    draw_pixmap(painter, QRectF(0, 0, pixmap.width() + 0.3, pixmap.height() - 0.2), pixmap)
    painter.end()
    copies = [image.copy(QRect(x, y, source.width(), source.height())) for x in (10, 11) for y in (20, 21)]
    assert any(copy == source for copy in copies)


def test_keyboard_chooses_and_plays_a_card(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    before = len(window.controller.deal.actions)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    focused = [item for item in window.scene.piles.hands[0] if item.focused]
    assert len(focused) == 1 and focused[0].playable
    qtbot.keyClick(window, Qt.Key.Key_Return)
    stepped(window).run_until(lambda: len(window.controller.deal.actions) > before)
    assert window.controller.deal.actions[before] == Play(0, focused[0].card)  # type: ignore[arg-type]


def test_the_last_trick_can_be_reviewed(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("hamlet"), seed=6, levels=["standard", "standard"])
    rng = random.Random(3)
    while not window.controller.view().tricks:
        wait_turn(qtbot, window)
        take_turn(qtbot, window, rng)
    wait_turn(qtbot, window)
    window.toggle_last_trick()
    last = window.controller.view().tricks[-1]
    assert window.review.isVisible()
    assert [card for _, card in window.review.plays] == list(last.cards)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 330))
    assert not window.review.isVisible()


def test_new_game_dialog_offers_every_option_and_checks_the_deal_number(qtbot: QtBot) -> None:
    dialog = NewGameDialog(Preferences())
    qtbot.addWidget(dialog)
    for index in range(dialog.game_box.count()):
        dialog.game_box.setCurrentIndex(index)
        game = create_game(dialog.game_id)
        assert set(dialog._option_widgets) == {spec.id for spec in game.option_specs}
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("hoodwink"))
    deals = dialog._option_widgets["deals"]
    assert not deals.isEnabled()
    scoring = dialog._option_widgets["scoring"]
    scoring.setCurrentIndex(scoring.findData("fluctuating"))  # type: ignore[attr-defined]
    assert deals.isEnabled()
    dialog.chosen_deal.setChecked(True)
    dialog.seed_edit.setText("twelve")
    dialog.accept()
    assert dialog.choice is None and "deal number" in dialog.error.text()
    dialog.seed_edit.setText("4217")
    dialog.accept()
    assert dialog.choice is not None and dialog.choice.seed == 4217
    assert dialog.choice.game.option("scoring") == "fluctuating"
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("crescendo"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(3))
    assert not dialog._option_widgets["five_jokers"].isEnabled()  # five players only


def test_new_game_opens_on_the_game_at_the_table(qtbot: QtBot, window: MainWindow) -> None:
    """A match begun elsewhere than the dialog (the command line, a deal record, a resumed match): Ctrl+N
    offers that game again, with its players, options and opponents, not the last one chosen in the dialog."""
    assert window.preferences.last_game == "hoodwink"
    levels = ["expert", "beginner", "random", "standard"]
    window.start_match(create_game("crescendo", 5, {"five_jokers": True}), seed=3, levels=levels)
    wait_turn(qtbot, window)
    seen: list[tuple[str, int, dict[str, object], list[str]]] = []

    def look_and_cancel() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible()),
                      None)  # fmt: skip
        if dialog is None:
            QTimer.singleShot(20, look_and_cancel)
            return
        chosen = [box.currentData() for box in dialog._level_boxes]
        seen.append((dialog.game_id, dialog.players_box.currentData(), dialog.options(), chosen))
        dialog.reject()

    QTimer.singleShot(20, look_and_cancel)
    focus = QApplication.focusWidget() or window  # as a person presses it: to the widget with the keyboard
    qtbot.keyClick(focus, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [("crescendo", 5, {"five_jokers": True}, levels)]
    assert window.preferences.last_game == "hoodwink"  # cancelled: nothing chosen, nothing remembered


def test_preferences_dialog_changes_the_table(qtbot: QtBot, window: MainWindow) -> None:
    dialog = PreferencesDialog(window.preferences)
    qtbot.addWidget(dialog)
    dialog.name.setText("  Maud ")
    dialog.deck.setCurrentIndex(dialog.deck.findData("classic"))
    dialog.order.setCurrentIndex(dialog.order.findData("low_first"))
    dialog.accept()
    prefs = dialog.result_preferences
    assert (prefs.player_name, prefs.deck, prefs.hand_order) == ("Maud", "classic", "low_first")
    window.update_preferences(prefs)
    assert window.scene.high_first is False


def test_score_sheet_lists_every_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 2), seed=3, levels=["random"])
    play_deal(qtbot, window)
    match = window.controller.match
    assert match is not None
    sheet = ScoreSheetDialog(match, window.names)
    qtbot.addWidget(sheet)
    grid = sheet.findChild(QTableWidget)
    assert grid.rowCount() == len(match.outcomes) + 1
    assert [int(grid.item(grid.rowCount() - 1, seat).text()) for seat in range(2)] == list(match.totals)


def test_a_saved_match_resumes_mid_trick_in_a_new_window(qtbot: QtBot, tmp_path: Path) -> None:
    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    first = MainWindow(InlineThinker(), QUIET, keeper=keeper, clock=SteppedClock())
    qtbot.addWidget(first)
    first.show()
    first.start_match(create_game("hoodwink"), seed=15, levels=["standard", "standard"])
    rng = random.Random(5)
    while len(first.controller.deal.actions) < 8 or not first.controller.deal.current_trick:
        wait_turn(qtbot, first)
        take_turn(qtbot, first, rng)
    wait_turn(qtbot, first)
    truth = first.controller.deal
    first.controller.shutdown()  # as if the program had been killed: nothing more is written
    document, notice = SavedMatch(tmp_path / "s.json").load()
    assert notice is None and document is not None and document.match.current == truth
    second = MainWindow(InlineThinker(), QUIET,
                        keeper=Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json")),
                        clock=SteppedClock())  # fmt: skip
    qtbot.addWidget(second)
    second.show()
    second.resume(document)
    wait_turn(qtbot, second)
    assert second.controller.deal.actions[: len(truth.actions)] == truth.actions
    assert second.scene.shows(second.controller.view())
    play_deal(qtbot, second)
    assert second.controller.deal.is_over and len(second.keeper.history.deals()) == 1  # type: ignore[union-attr]
    second.controller.shutdown()


def test_starting_up_offers_the_saved_match_and_tells_what_was_set_aside(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui import app
    from parlett_table.ui.look import style

    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    match = Match.start(create_game("hamlet"), 3, 2)  # seat 0 proposes first
    match, _ = match.apply(match.current.legal_actions()[0])
    saved = Keeper.document(match, [Seat("You", "human"), Seat("Ada", "standard"),
                                    Seat("Ben", "standard")], False)  # fmt: skip
    shown: list[tuple[str, bool]] = []
    for answer in (True, False):
        window = MainWindow(InlineThinker(), QUIET, keeper=keeper, clock=SteppedClock())
        qtbot.addWidget(window)
        window.show()
        monkeypatch.setattr(
            style, "warn",
            lambda parent, title, text, window=window: shown.append((text, window.controller.match is not None)),
        )  # fmt: skip
        app.begin(window, keeper, saved, ["Your preferences file was damaged, so the defaults are in use."])
        offer = window.resume_offer
        assert offer is not None and offer.isVisible()
        qtbot.mouseClick(offer.continue_button if answer else offer.new_button, Qt.MouseButton.LeftButton)
        wait_turn(qtbot, window)
        resumed = window.controller.deal.actions[:1] == match.current.actions
        assert resumed is answer
        window.controller.shutdown()
    # Told over the table, once it was set out.
    assert shown == [("Your preferences file was damaged, so the defaults are in use.", True)] * 2


def test_closing_the_window_in_the_middle_of_the_deal_animation(qtbot: QtBot) -> None:
    slow = Preferences(animation_speed="slow", tours_done=tuple(GAMES))
    win = MainWindow(InlineThinker(), slow, clock=SteppedClock())
    qtbot.addWidget(win)
    win.show()
    errors: list[object] = []
    previous = sys.excepthook
    sys.excepthook = lambda *info: errors.append(info)
    try:
        win.start_match(create_game("whoswho"), seed=3, levels=["standard", "standard"])
        stepped(win).run_until(lambda: bool(win.scene.moving), 5_000)
        stepped(win).run_for(120)  # well inside the deal
        win.close()
    finally:
        sys.excepthook = previous
    assert errors == [] and not win.scene.moving
