"""The table's looks: felts, card backs and high contrast, chosen in Preferences with a live preview."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from parlett_table.settings import CARD_BACKS, FELTS, Preferences
from parlett_table.ui.decks import CardPixmaps, make_deck
from parlett_table.ui.dialogs import PreferencesDialog
from parlett_table.ui.theme import FELTS as FELT_COLOURS
from parlett_table.ui.theme import THEME, use_contrast, use_felt


def _grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_every_back_is_drawn_for_both_decks_and_the_backs_differ(qapp: object) -> None:
    for deck_id in ("clear", "classic"):
        images = [CardPixmaps(make_deck(deck_id, back=back)).back(80, 1.0).toImage() for back in CARD_BACKS]
        assert all(a != b for k, a in enumerate(images) for b in images[k + 1 :]), deck_id


def test_a_deck_shows_the_back_chosen_whichever_deck_it_is(qapp: object) -> None:
    clear = CardPixmaps(make_deck("clear", back="stripes")).back(80, 1.0).toImage()
    classic = CardPixmaps(make_deck("classic", back="stripes")).back(80, 1.0).toImage()
    assert clear == classic


def test_the_felt_changes_in_place_and_green_is_the_table_as_before(qapp: object) -> None:
    centre = THEME.felt_centre
    try:
        use_felt("blue")
        assert THEME.felt_centre is centre and centre == FELT_COLOURS["blue"].centre
    finally:
        use_felt("green")
    assert centre.name() == "#2a7a52" and THEME.felt_edge.name() == "#0f3d28"


def test_the_preview_follows_the_choices_as_they_change(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    looks = dialog.looks
    before = _grab(looks.preview)
    looks.felt.setCurrentIndex(looks.felt.findData("red"))
    after_felt = _grab(looks.preview)
    looks.back.setCurrentIndex(looks.back.findData("dots"))
    after_back = _grab(looks.preview)
    dialog.deck.setCurrentIndex(dialog.deck.findData("classic"))
    after_deck = _grab(looks.preview)
    assert before != after_felt != after_back != after_deck
    assert "Red felt" in looks.preview.accessibleDescription()
    looks.high_contrast.setChecked(True)
    dialog.accept()
    chosen = dialog.result_preferences
    assert (chosen.felt, chosen.card_back, chosen.deck, chosen.high_contrast) == ("red", "dots", "classic", True)


def test_high_contrast_leaves_no_faint_text_and_goes_back(qapp: object) -> None:
    dim = THEME.text_dim
    try:
        use_contrast(True)
        assert THEME.text_dim is dim and dim.alpha() == 255 and THEME.playable.alpha() == 255
    finally:
        use_contrast(False)
    assert dim.alpha() == 165 and THEME.playable.alpha() == 0


def test_every_felt_is_offered(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    assert [dialog.looks.felt.itemData(k) for k in range(dialog.looks.felt.count())] == list(FELTS)
    assert dialog.looks.felt.currentData() == "green" and dialog.looks.back.currentData() == "lattice"
    assert dialog.looks.preview.minimumHeight() > 0 and Qt.FocusPolicy.NoFocus == dialog.looks.preview.focusPolicy()
