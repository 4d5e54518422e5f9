"""The in-program rules pages: complete (sections, options, house rules), original, and shown as asked."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QApplication
from seed_shingles import RUN as COPY_RUN
from seed_shingles import SHINGLES, copied_runs, read_fingerprints, run_hash

from parlett_table.engine import GAMES
from parlett_table.rulebook import HOUSE_RULES, PAGES, PHASES, page, required_sections, section_for_phase
from parlett_table.rulebook.common import (
    HouseRule,
    Option,
    example_codes,
    option_value,
    page_text,
    plain,
    section_text,
    walk,
)
from parlett_table.ui.learning.rules_html import HOUSE_RULE_LABEL, Metrics, card_padding, image_size, page_html
from parlett_table.ui.learning.rules_window import RulesWindow

ROOT = Path(__file__).resolve().parent.parent
RULES_PACKAGE = ROOT / "parlett_table" / "rulebook"
OUR_RULES_TEXTS = (ROOT / "docs" / "rules.md", ROOT / "docs" / "deal-record.md", ROOT / "README.md")


@pytest.fixture(scope="module")
def window(qapp: QApplication) -> Iterator[RulesWindow]:
    """One window for the module (building it per test would cost seconds), at the size the screenshots use."""
    rules = RulesWindow()
    rules.resize(1000, 760)
    rules.show()
    qapp.processEvents()
    yield rules
    rules.close()
    rules.deleteLater()


# --- content --------------------------------------------------------------------------------------------------------


def test_the_rules_package_imports_no_qt() -> None:
    for path in sorted(RULES_PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names.append(node.module)
            for name in names:
                assert not name.startswith(("PySide6", "shiboken6")), f"{path.name} imports {name}"
    code = (
        "import sys, parlett_table.rulebook as r\n"
        "r.section_for_phase('hamlet', 'play')\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_every_game_has_a_page() -> None:
    assert set(PAGES) == set(GAMES)
    with pytest.raises(ValueError, match="no rules page"):
        page("whist")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_page_has_the_required_sections_in_order(game_id: str) -> None:
    anchors = [section.anchor for section in page(game_id).sections]
    assert anchors == list(required_sections(game_id))
    pre_play = {"hoodwink": "proposal", "crescendo": None, "whoswho": "roles", "hamlet": "proposal"}[game_id]
    if pre_play:
        assert anchors.index(pre_play) == anchors.index("deal") + 1
    for section in page(game_id).sections:
        assert len(section_text(section).split()) > 20, f"{game_id}#{section.anchor} is nearly empty"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_options_section_explains_every_option_and_value(game_id: str) -> None:
    options = page(game_id).section("options")
    documented = {block.id: block for block in walk(options.blocks) if isinstance(block, Option)}
    specs = {spec.id: spec for spec in GAMES[game_id].option_specs}
    assert set(documented) == set(specs)
    words = section_text(options)
    for option_id, spec in specs.items():
        entry = documented[option_id]
        assert option_id in words
        assert entry.default == option_value(spec.default), option_id
        values = [value for value, _meaning in entry.values]
        assert values == [option_value(choice) for choice in spec.choices], option_id
        for value, meaning in entry.values:
            assert value in words and len(meaning.split()) >= 2, (option_id, value)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_house_decision_is_marked_and_named(game_id: str) -> None:
    expected = HOUSE_RULES[game_id]
    marked = [block for section in page(game_id).sections for block in walk(section.blocks)]
    marked = [block for block in marked if isinstance(block, HouseRule)]
    assert Counter(block.topic for block in marked) == Counter(topic for topic, _words in expected)
    for topic, words in expected:
        block = next(block for block in marked if block.topic == topic)
        text = plain(block.text)
        for word in words:
            assert word in text, f"{game_id}: the {topic!r} ruling should mention {word!r}"
        assert len(re.findall(r"[.;]", text)) >= 1 and len(text.split()) >= 15, "say what and why"
    html, _images = page_html(page(game_id), Metrics(15))
    assert html.count(f"{HOUSE_RULE_LABEL} · ") == len(expected)


def test_the_house_decisions_of_rules_md_are_all_accounted_for() -> None:
    # docs/rules.md: first dealer and ties (common), two card-stays-in-hand rulings, the longest-suit
    # tie-break, the first-trick and by-suit scenarios, and Who's Who's no-joker and suitless-joker rulings.
    assert {game: len(rulings) for game, rulings in HOUSE_RULES.items()} == {
        "hoodwink": 6,
        "crescendo": 2,
        "whoswho": 4,
        "hamlet": 2,
    }


# One run of 12 words from the middle of each of Parlett's five texts (Hoodwink twice, Crescendo, Who's Who,
# Hamlet), in hashed form only: the fingerprint file must cover every text.
SEED_RUNS = ("20b6c222f1b4f513", "17e2a7410e1d3f01", "0daa03fb9299134d", "8aa189c8f831e529", "9af73b272e4f0ad9")


def test_the_seed_fingerprints_are_in_the_repository() -> None:
    assert SHINGLES.is_file(), f"{SHINGLES} is missing: remake it with tests/seed_shingles.py SEED_FOLDER"
    lines = [line for line in SHINGLES.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    assert lines == sorted(set(lines)), "one fingerprint a line, sorted, each once"
    assert all(re.fullmatch(r"[0-9a-f]{16}", line) for line in lines)
    assert len(lines) > 3000 and set(SEED_RUNS) <= set(lines)


def test_no_sentence_of_the_seed_texts_is_copied() -> None:
    known = read_fingerprints()
    texts = {f"the {game_id} page": page_text(game_page) for game_id, game_page in PAGES.items()}
    texts |= {path.name: path.read_text(encoding="utf-8") for path in OUR_RULES_TEXTS}
    for name, text in texts.items():
        assert not copied_runs(text, known), f"{name} repeats Parlett's words: {copied_runs(text, known)[:3]}"


def test_a_copied_run_of_words_is_caught(tmp_path: Path) -> None:
    # The check must be able to fail: plant the fingerprint of a phrase and copy the phrase into a page.
    phrase = "the partners want equal counts while the hood works hard to split them apart"
    run = phrase.split()[:COPY_RUN]
    planted = tmp_path / SHINGLES.name
    planted.write_text(SHINGLES.read_text(encoding="utf-8") + run_hash(run) + "\n", encoding="utf-8")
    text = page_text(PAGES["hoodwink"]) + " The Partners want equal counts, while the Hood works hard to split them."
    assert copied_runs(text, read_fingerprints(planted)) == [" ".join(run)]
    assert not copied_runs(text, read_fingerprints(SHINGLES))


def test_section_for_phase_names_an_anchor_of_the_page() -> None:
    for game_id in GAMES:
        for phase in PHASES:
            assert section_for_phase(game_id, phase) in page(game_id).anchors, (game_id, phase)
        assert section_for_phase(game_id, "play") == "play"
        assert section_for_phase(game_id, "done") == "scoring"
    assert section_for_phase("hoodwink", "propose") == "proposal"
    assert section_for_phase("hamlet", "propose") == "proposal"
    assert section_for_phase("whoswho", "propose") == "roles"
    assert section_for_phase("whoswho", "give") == "jokers"
    assert section_for_phase("hoodwink", "talk") == "option-partner_talk"
    with pytest.raises(ValueError, match="unknown phase"):
        section_for_phase("hoodwink", "bidding")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_links_on_a_page_lead_to_its_anchors(game_id: str) -> None:
    html, _images = page_html(page(game_id), Metrics(15))
    targets = re.findall(r"href=['\"]#([^'\"]+)['\"]", html)
    assert set(targets) <= set(page(game_id).anchors)
    for anchor in page(game_id).anchors:
        assert f'<a name="{anchor}"></a>' in html


# --- the window ----------------------------------------------------------------------------------------------------


def _assert_in_view(rules: RulesWindow, anchor: str) -> None:
    bar = rules.browser.verticalScrollBar()
    top = rules.anchor_top(anchor)
    height = rules.browser.viewport().height()
    assert bar.value() - 2 <= top < bar.value() + height, (anchor, top, bar.value())
    if anchor != page(rules.current_game).sections[0].anchor:
        assert abs(bar.value() - min(round(top), bar.maximum())) <= 2, "the anchor should be at the top"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_show_game_opens_the_page_at_the_section(window: RulesWindow, qapp: QApplication, game_id: str) -> None:
    for anchor in [*required_sections(game_id), section_for_phase(game_id, "give")]:
        window.show_game(game_id, anchor)
        qapp.processEvents()
        assert window.current_game == game_id
        assert window.game_buttons[game_id].isChecked()
        _assert_in_view(window, anchor)
        if anchor in required_sections(game_id):
            row = window.toc.currentRow()
            shown = window.toc.item(row).data(0x0100)  # Qt.UserRole
            bar = window.browser.verticalScrollBar()
            assert shown == anchor or bar.value() == bar.maximum()


def test_show_game_rejects_an_unknown_game_or_section(window: RulesWindow) -> None:
    window.show_game("hamlet", "play")
    with pytest.raises(ValueError):
        window.show_game("hoodwink", "polonius")
    with pytest.raises(ValueError):
        window.show_game("skat")
    assert window.current_game == "hamlet"


def test_links_and_the_contents_move_the_page(window: RulesWindow, qapp: QApplication) -> None:
    window.show_game("hoodwink")
    window.browser.anchorClicked.emit(QUrl("#fluctuating"))
    qapp.processEvents()
    _assert_in_view(window, "fluctuating")
    window.toc.setCurrentRow(2)  # as the arrow keys and clicks do
    qapp.processEvents()
    _assert_in_view(window, "deal")
    assert window.current_section() == "deal"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_example_cards_are_drawn_as_image_resources(window: RulesWindow, qapp: QApplication, game_id: str) -> None:
    window.show_game(game_id)
    qapp.processEvents()
    urls = window.image_urls()
    drawn = {url.split(":", 1)[1].split("/")[0] for url in urls}
    assert drawn == example_codes(page(game_id))
    document = window.browser.document()
    dpr = window.devicePixelRatioF()
    for url in urls:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(url))
        assert isinstance(image, QImage) and not image.isNull(), url
        width = int(url.rsplit("/", 1)[1])
        assert (image.width(), image.height()) == tuple(round(side * dpr) for side in image_size(width))
    assert f'src="{urls[0]}"' in document.toHtml() or urls[0] in document.toHtml()


def test_a_winning_card_is_outlined_and_labelled(window: RulesWindow, qapp: QApplication) -> None:
    window.show_game("hoodwink", "trick-examples")
    qapp.processEvents()
    win = next(url for url in window.image_urls() if "/win/" in url)
    width = int(win.rsplit("/", 1)[1])
    plain_url = win.replace("/win/", "/plain/")
    winner = window.card_image(QUrl(win))
    ordinary = window.card_image(QUrl(plain_url))
    assert winner is not None and ordinary is not None
    dpr = window.devicePixelRatioF()
    x, y = round(card_padding(width) * 0.55 * dpr), winner.height() // 2  # on the ring, left of the card
    ring = QColor(winner.pixel(x, y))
    assert winner.pixelColor(x, y).alpha() > 200 and ring.red() > ring.blue() + 60, "a gold ring"
    assert ordinary.pixelColor(x, y).alpha() < 80
    assert "★ wins" in window.browser.document().toPlainText()


def test_the_text_scales_with_the_window(window: RulesWindow, qapp: QApplication) -> None:
    window.resize(1000, 760)
    window.show_game("crescendo", "scoring")
    qapp.processEvents()
    large = window._metrics.base
    assert window.toc.isVisible() and not window.section_box.isVisible()
    window.resize(600, 450)
    qapp.processEvents()
    assert window._metrics.base < large
    assert not window.toc.isVisible() and window.section_box.isVisible()
    assert window.section_box.currentData() == "scoring"
    _assert_in_view(window, "scoring")  # the reader's place survives the new layout
    assert window.browser.horizontalScrollBar().maximum() <= 2
    window.resize(1000, 760)
    qapp.processEvents()
