"""The table's looks: felts, card backs and high contrast, chosen in Preferences with a live preview."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from parlett_table.kept.settings import CARD_BACKS, FELTS, Preferences
from parlett_table.ui.cards.decks import CardPixmaps, make_deck
from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
from parlett_table.ui.look.theme import FELTS as FELT_COLOURS
from parlett_table.ui.look.theme import THEME, use_contrast, use_felt


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


def test_dialogs_follow_the_system_colour_scheme_even_when_open(qtbot: QtBot) -> None:
    from PySide6.QtGui import QGuiApplication

    from parlett_table.ui.look.schemes import follow_colour_scheme, scheme_changed
    from parlett_table.ui.look.style import ROOT_NAME
    from parlett_table.ui.look.theme import DIALOG, css

    follow_colour_scheme()  # offscreen names no scheme: the dialogs keep the felt
    assert DIALOG.felt_centre.name() == "#2a7a52"
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    root = dialog.findChild(QWidget, ROOT_NAME)
    assert root is not None
    felt_sheet = root.styleSheet()
    try:
        QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert DIALOG.text.name() == "#1d2a22" and f"QLabel {{ color: {css(DIALOG.text)}" in root.styleSheet()
        light = _grab(dialog)
        scheme_changed(Qt.ColorScheme.Dark)
        assert DIALOG.text.name() == "#f4f1e8" and DIALOG.felt_centre.name() == "#33363d"
        dark = _grab(dialog)
        assert light.pixelColor(5, 5).lightness() > 200 > 60 > dark.pixelColor(5, 5).lightness()
    finally:
        scheme_changed(Qt.ColorScheme.Unknown)
    assert root.styleSheet() == felt_sheet


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def _over(top: QColor, bottom: QColor) -> QColor:
    """``top`` laid over an opaque ``bottom``."""
    a = top.alphaF()
    return QColor.fromRgbF(*(a * t + (1 - a) * b for t, b in zip(top.getRgbF()[:3], bottom.getRgbF()[:3], strict=True)))


def contrast(text: QColor, background: QColor) -> float:
    """The WCAG contrast ratio of ``text`` (laid over the background) on an opaque ``background``."""
    lighter, darker = sorted((_luminance(_over(text, background)), _luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_in_high_contrast_every_text_on_the_table_reads_at_4_5_to_1_on_every_felt(qapp: object) -> None:
    try:
        use_contrast(True)
        worst = []
        for felt in FELT_COLOURS.values():
            for ground in (felt.centre, felt.edge):
                for panel in (THEME.panel, THEME.prompt_panel, THEME.panel_solid):
                    under = _over(panel, ground)
                    worst += [contrast(text, under) for text in (THEME.text, THEME.text_dim, THEME.text_caption)]
                worst.append(contrast(THEME.text_dim, ground))  # names under the cards of a trick, on the felt
        pairs = [(THEME.message_text, THEME.message), (THEME.refusal_text, THEME.refusal), (THEME.ink, THEME.button),
                 (THEME.ink, THEME.chip), (THEME.ink, THEME.bubble), (THEME.accent_text, THEME.accent)]  # fmt: skip
        worst += [contrast(text, _over(back, THEME.felt_edge)) for text, back in pairs]
        assert min(worst) >= 4.5
    finally:
        use_contrast(False)
    assert contrast(THEME.text_dim, FELT_COLOURS["grey"].centre) < 4.5  # the normal look has fainter text
