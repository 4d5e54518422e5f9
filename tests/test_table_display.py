"""What a player hit at the table (issue 13), each checked where the player looks."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QStyleOptionGraphicsItem

from parlett_table.engine import Card, Suit, Trick, create_game
from parlett_table.play.controller import Stage
from parlett_table.play.timings import Timings
from parlett_table.storage.preferences import Preferences, from_json
from parlett_table.ui.look.layout import PRINT_SCALES, TableLayout
from parlett_table.ui.table.hud import SeatPlate
from parlett_table.ui.window.main_window import MainWindow
from parlett_table.ui.words.trick_words import trick_caption
from tests.invariants import card_path, cover_problems, text_problems
from tests.phases import TABLES, moments, open_window, resize, wait

TABLE = {table.name: table for table in TABLES}


@pytest.fixture
def window() -> Iterator[MainWindow]:
    QApplication.instance() or QApplication([])
    win = open_window()
    yield win
    win.animator.stop()
    win.close()


def reach(window: MainWindow, table: str, moment: str) -> Iterator[str]:
    """Play ``table`` until ``moment`` shows; the rest of the deal is left where it is."""
    steps = moments(window, TABLE[table])
    for seen in steps:
        if seen == moment:
            return steps
    raise AssertionError(f"{table} never reached {moment}")


def scene_rect(item: object) -> QRectF:
    return item.mapRectToScene(item.rect())  # type: ignore[attr-defined, no-any-return]


def fits(text: object) -> bool:
    needed = QFontMetricsF(text.font).boundingRect(text.rect, text.flags, text.text)  # type: ignore[attr-defined]
    return needed.width() <= text.rect.width() + 0.75 and needed.height() <= text.rect.height() + 0.75  # type: ignore[attr-defined]


def test_a_prompt_of_three_lines_wraps_in_a_box_that_grows_and_is_never_clipped(window: MainWindow) -> None:
    reach(window, "hamlet", "mid-trick")
    message = window.scene.message
    assert len(message.text) > 150  # Hamlet's prompt: what to play, and what matters in the aim
    for size in ((900, 600), (1280, 800)):
        resize(window, *size)
        (drawn,) = message.drawn_texts()
        assert fits(drawn), size
        pill = message.mapRectToScene(message.pill_rect())
        assert QRectF(window.view.viewport().rect()).contains(pill)
        assert pill.height() > 2.5 * QFontMetricsF(drawn.font).lineSpacing()  # three lines, all of them shown
    # Even words for four lines at the smallest size keep to the box, in a smaller font if need be.
    resize(window, 900, 600)
    window.tell(message.text + " " + message.text[:120])
    (drawn,) = message.drawn_texts()
    assert fits(drawn) and not cover_problems(window)


def test_whos_who_choice_bar_leaves_your_pile_and_the_counts_in_view(window: MainWindow) -> None:
    reach(window, "whoswho-42", "give")
    scene = window.scene
    for size in ((900, 600), (1280, 800), (1920, 1080)):
        resize(window, *size)
        bar = QRectF(window.decision.geometry())
        assert window.decision.isVisible()
        for plate in scene.plates:
            assert not bar.intersects(scene_rect(plate)), (size, plate.name)
        for pile in scene.piles.taken:
            for item in pile:
                assert not card_path(item).intersects(bar), size
        for item in scene.piles.trick:
            assert not card_path(item).intersects(bar), size


def test_a_finished_trick_shows_who_takes_it_and_why_each_card_before_its_player(window: MainWindow) -> None:
    reach(window, "crescendo-5", "explained-trick")
    scene = window.scene
    caption = scene.caption
    assert caption.isVisible() and caption.reason.startswith("Snap: the ")
    marked = [(seat, item) for seat, item in scene.piles.trick.played() if item.marked]
    assert len(marked) == 1
    winner_name = scene.labels[marked[0][0]].name
    assert caption.headline in (f"{winner_name} takes the trick", "You take the trick")
    for size in ((900, 600), (1280, 800)):
        resize(window, *size)
        paths = [card_path(item) for item in scene.piles.trick]
        assert len(paths) == 5
        for i, a in enumerate(paths):
            assert not any(a.intersects(b) for b in paths[i + 1 :]), "cards of the trick overlap"
        layout = scene.layout
        cx, cy = layout.centre
        for seat, item in scene.piles.trick.played():
            hx, hy = layout.hand_centre(scene.seat_on_screen(seat))
            assert (item.x() - cx) * (hx - cx) + (item.y() - cy) * (hy - cy) > 0, "a card away from its player"
        assert all(fits(text) for text in caption.drawn_texts())


def test_the_words_for_each_reason() -> None:
    names = ["You", "Ada", "Ben"]

    def words(game: str, codes: str, trump: Suit | None = None, taker: int | None = None) -> tuple[str, str]:
        rules = create_game(game)
        cards = tuple(Card.parse(code) for code in codes.split())
        winner, _ = rules.trick_winner([int(c) for c in cards], 0, -1 if trump is None else int(trump))
        trick = Trick(0, cards, winner, winner if taker is None else taker)
        joker = "Polonius" if game == "hamlet" else "joker"
        return trick_caption(trick, rules.trick_reason(trick, trump), names, 0, joker)

    ada, you = "Ada takes the trick", "You take the trick"
    assert words("hoodwink", "QC KC AD", Suit.H) == (ada, "")
    assert words("hoodwink", "AS 7S JK", Suit.H) == ("Ben takes the trick", "The joker counts as a trump (the lowest), "
                                                     "and it is the only trump here.")  # fmt: skip
    assert words("hamlet", "9S 7D AS", Suit.D) == (ada, "The 7♦ is a trump, and beats the 9♠ led.")
    assert words("crescendo", "QS QD KS") == (ada, "Snap: the Q♦ matches the Q♠ led, and beats all the spades.")
    assert words("whoswho", "QS KS AS")[1] == "The second-highest card wins: the K♠, under the A♠."
    assert words("whoswho", "9S AH AD") == (you, "Nobody else played a spade, so the card led wins.")
    assert words("whoswho", "9S JK1 KS", taker=0) == (you, "Ada played a joker, and gave it to you.")
    assert words("whoswho", "JK2 9S JK1", taker=1) == (ada, "Both jokers were played, so Ada chose, and kept it.")
    assert words("hamlet", "JK AS 7D", Suit.D)[1] == "Polonius was led, and when led he wins the trick."


def test_your_pile_is_clear_of_the_line_above_your_hand(window: MainWindow) -> None:
    reach(window, "whoswho-42", "give")  # by now you have taken tricks
    scene = window.scene
    assert scene.piles.taken[scene.viewer]
    for size in ((900, 600), (1280, 800)):
        resize(window, *size)
        pill = scene.message.mapRectToScene(scene.message.pill_rect())
        assert not pill.isEmpty()
        for item in scene.piles.taken[scene.viewer]:
            assert not card_path(item).intersects(pill), size
        assert not pill.intersects(scene_rect(scene.plates[scene.viewer]))


def test_walkthrough_notes_leave_what_they_describe_and_the_frame_goes_round_the_plates() -> None:
    QApplication.instance() or QApplication([])
    window = open_window(tour=True)
    notes = 0
    for moment in moments(window, TABLE["hamlet"]):
        if moment != "note":
            continue
        notes += 1
        for size in ((900, 600), (1280, 800)):
            resize(window, *size)
            assert not cover_problems(window), (notes, size, cover_problems(window))
    window.close()
    assert notes == 8


def test_at_a_small_window_the_result_fits_between_the_plates_and_plates_fit_their_words() -> None:
    QApplication.instance() or QApplication([])
    window = open_window()
    window.preferences = window.preferences.with_changes(opponent_names=("Stanislava", "Bartholomew", "Cleo", "Dev"))
    reach(window, "crescendo-5", "result")
    resize(window, 900, 600)
    scene = window.scene
    panel = QRectF(window.result.geometry())
    for plate, pile in zip(scene.plates, scene.piles.taken, strict=True):
        assert not panel.intersects(scene_rect(plate)), plate.name
        assert not any(card_path(item).intersects(panel) for item in pile)
        assert all(fits(text) and "…" not in text.text for text in plate.drawn_texts()), plate.name
    assert not text_problems(window)
    window.close()


def test_a_plate_is_as_wide_as_its_words_need() -> None:
    QApplication.instance() or QApplication([])
    plate = SeatPlate()
    plate.set_values(name="Bartholomew-Alexander", detail="Standard", tricks=14, dealer=True)
    layout = TableLayout(900, 578, 3, plate_width=plate.needed_width(0.7) / 0.7)
    plate.place(layout.plate(1), layout.unit)
    assert all(fits(text) for text in plate.drawn_texts())


def test_the_last_trick_panel_is_opaque(window: MainWindow) -> None:
    reach(window, "hamlet", "last-trick")
    review = window.scene.review
    assert review.isVisible()
    image = QImage(int(review.box_width) + 20, int(review.box_height) + 20, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(image.width() / 2, image.height() / 2)
    review.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = image.pixelColor(image.width() // 2, 14)  # inside the panel's top edge, above its words
    assert inside.alpha() == 255


def test_the_dealers_pack_is_a_pack_and_cards_leave_it_one_by_one(window: MainWindow) -> None:
    window.set_timings(Timings("normal", "click"))
    window.start_match(create_game("crescendo", 4), 7, ["standard"] * 3)
    window.clock.run_for(400)
    pack = window.scene.pack_item
    assert pack.isVisible() and 0 < pack.count < 52 and pack._layers() > 1
    place = window.scene.layout.pack_place(window.scene.seat_on_screen(window.scene.dealer_seat))
    cards = window.scene.piles.all_cards()
    waiting = [item for item in cards if math.hypot(item.x() - place.x, item.y() - place.y) < 1]
    assert waiting and not any(item.isVisible() for item in waiting)  # no pile of shadows where the pack is
    wait(window, lambda: window.controller.stage is Stage.HUMAN or not window.animator.busy, 20)
    assert not pack.isVisible()


def test_a_demo_has_no_hint_button(window: MainWindow) -> None:
    window.start_demo(create_game("hamlet"), deals=1, seed=3)
    window.clock.run_for(500)
    assert window.controller.stage is not Stage.IDLE
    assert not window.hint.isVisible()


def test_larger_print_is_a_preference_the_layout_applies() -> None:
    assert Preferences().print_size == "normal"
    assert from_json({"print_size": "larger"}).print_size == "larger"
    assert from_json({"print_size": "huge"}).print_size == "normal"  # a bad value takes the default
    assert set(PRINT_SCALES) == {"normal", "large", "larger"}
    normal, larger = TableLayout(1280, 778, 3), TableLayout(1280, 778, 3, PRINT_SCALES["larger"])
    assert larger.unit > normal.unit * 1.25 and larger.card_height > normal.card_height * 1.1
    QApplication.instance() or QApplication([])
    window = open_window()
    window.start_match(create_game("hamlet"), 3, ["standard", "standard"])
    wait(window, lambda: window.controller.stage is Stage.HUMAN)
    before = window.scene.layout.unit
    window.update_preferences(window.preferences.with_changes(print_size="larger"))
    assert window.scene.layout.unit > before * 1.15
    window.close()


def test_the_preferences_dialog_offers_larger_print() -> None:
    from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog

    QApplication.instance() or QApplication([])
    dialog = PreferencesDialog(Preferences())
    dialog.print_size.setCurrentIndex(dialog.print_size.findData("large"))
    dialog.accept()
    assert dialog.result_preferences.print_size == "large"


def test_at_the_smallest_window_the_result_scrolls_its_words_and_keeps_its_buttons() -> None:
    """Hamlet's result says most (how trump and the aim were settled): in the smallest window in the largest print
    its words scroll, reachable by the keyboard, and the way on stays in sight with the focus."""
    window = open_window(print_size="larger")
    reach(window, "hamlet", "result")
    least = window.minimumSize()
    resize(window, least.width(), least.height())
    panel, scroll = window.result, window.result._scroll
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.isVisible()
    view = QRectF(window.view.viewport().rect())
    assert view.contains(QRectF(panel.geometry()))
    buttons = [b for b in panel.findChildren(QPushButton) if b.isVisible()]
    assert len(buttons) == 3 and all(b.visibleRegion().boundingRect().size() == b.size() for b in buttons)
    assert QApplication.focusWidget() is buttons[-1]  # Next deal
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    while QApplication.focusWidget() is not scroll:  # back through the buttons to the words
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_PageDown)
    assert bar.value() > 0
    assert not text_problems(window)
    resize(window, 1280, 800)  # room again: nothing scrolls, and the scroll area is no stop for Tab
    assert bar.maximum() == 0 and scroll.focusPolicy() == Qt.FocusPolicy.NoFocus
    window.close()
