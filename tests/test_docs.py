"""The documents a reader is sent to: they exist in the repository and say what the program does.

``docs/rules.md`` is held to the engine (its options table, its examples of
tricks, proposals and scores) and to the rules pages (their house rulings);
``docs/deal-record.md``'s commands print what it shows; and every path and
link in ``README.md`` and ``docs/*.md`` leads to something in the repository.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from support import arrange, propose

from parlett_table import cli
from parlett_table.engine import GAMES, Card, OptionSpec, Suit, create_game, match_from_document, parse_json
from parlett_table.games.hamlet.rules import hamlet_seat
from parlett_table.rulebook import HOUSE_RULES

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
RULES_MD = ROOT / "docs" / "rules.md"
DEAL_RECORD_MD = ROOT / "docs" / "deal-record.md"
SUITS = {"♠": Suit.S, "♥": Suit.H, "♦": Suit.D, "♣": Suit.C}


# --- reading Markdown ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MdTable:
    """A Markdown table: the game section it is in, the line just above it (its caption), its header and rows."""

    game: str
    caption: str
    head: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def _cells(line: str) -> tuple[str, ...]:
    return tuple(cell.strip() for cell in line.strip().strip("|").split("|"))


def md_tables(text: str) -> list[MdTable]:
    """Every table of ``text``, each with the game id of the ``## Name (`id`)`` section holding it."""
    tables: list[MdTable] = []
    game, caption, block = "", "", []
    for line in [*text.splitlines(), ""]:
        if line.startswith("|"):
            block.append(line)
            continue
        if block:
            tables.append(MdTable(game, caption, _cells(block[0]), tuple(_cells(row) for row in block[2:])))
            block = []
        heading = re.match(r"## .*\(`(\w+)`\)\s*$", line)
        if line.startswith("## "):
            game = heading.group(1) if heading else ""
        if line.strip():
            caption = line.strip()
    return tables


def tables_headed(*head: str) -> list[MdTable]:
    """The tables of docs/rules.md whose header starts with ``head``."""
    found = [table for table in md_tables(RULES_MD.read_text(encoding="utf-8")) if table.head[: len(head)] == head]
    assert found, f"docs/rules.md has no table headed {' | '.join(head)}"
    return found


def options_in(text: str) -> dict[str, object]:
    """The options a text names as `id: value` (JSON values): what a table or a row assumes."""
    return {key: json.loads(value) for key, value in re.findall(r"`(\w+): ([^`]+)`", text)}


def game_sections(text: str) -> dict[str, str]:
    """The text of each ``## Name (`id`)`` section, by game id."""
    sections: dict[str, str] = {}
    for part in re.split(r"^(?=## )", text, flags=re.MULTILINE):
        heading = re.match(r"## .*\(`(\w+)`\)\s*$", part.split("\n", 1)[0])
        if heading:
            sections[heading.group(1)] = part
    return sections


def numbers(text: str) -> list[int]:
    return [int(number) for number in re.findall(r"\d+", text)]


def codes(text: str) -> list[Card]:
    return [Card.parse(code) for code in re.findall(r"JK[12]?|[2-9TJQKA][SHDC]", text)]


# --- docs/rules.md: the options --------------------------------------------------------------------------------------


def _values_cell_matches(spec: OptionSpec, cell: str) -> bool:
    if spec.choices:
        return re.findall(r"`([^`]+)`", cell) == [json.dumps(choice) for choice in spec.choices]
    multiple = spec.multiple_of == 1 or f"multiple of {spec.multiple_of}" in cell
    return f"at least {spec.minimum}" in cell and multiple


def test_the_options_table_lists_every_option_of_the_engine_with_its_values_and_default() -> None:
    (table,) = tables_headed("game", "option", "values", "default")
    rows = [dict(zip(table.head, row, strict=True)) for row in table.rows]
    for game_id, game in GAMES.items():
        documented = [row for row in rows if row["game"] == game_id]
        assert [row["option"] for row in documented] == [f"`{spec.id}`" for spec in game.option_specs], game_id
        for spec, row in zip(game.option_specs, documented, strict=True):
            assert _values_cell_matches(spec, row["values"]), (game_id, spec.id, row["values"])
            assert row["default"] == f"`{json.dumps(spec.default)}`", (game_id, spec.id)
            if spec.applies_when:
                other, value = spec.applies_when
                assert f"`{other}: {json.dumps(value)}`" in row["what it changes"], (game_id, spec.id)
            if spec.players:
                assert f"{spec.players[0]} players" in row["what it changes"], (game_id, spec.id)
    assert {row["game"] for row in rows} == set(GAMES)


def test_each_game_section_explains_each_of_its_options() -> None:
    sections = game_sections(RULES_MD.read_text(encoding="utf-8"))
    assert set(sections) == set(GAMES)
    for game_id, game in GAMES.items():
        for spec in game.option_specs:
            assert f"`{spec.id}" in sections[game_id], (game_id, spec.id)
            for choice in spec.choices:
                assert json.dumps(choice) in sections[game_id], (game_id, spec.id, choice)


# --- docs/rules.md: the house rules ----------------------------------------------------------------------------------


def house_rules(section: str) -> list[tuple[str, str]]:
    """(topic, text) of every ``> **House rule: Topic.** text`` quote of a section."""
    quotes = re.findall(r"(?:^>.*\n?)+", section, flags=re.MULTILINE)
    rulings = []
    for quote in quotes:
        text = " ".join(line.lstrip("> ").strip() for line in quote.splitlines())
        marked = re.match(r"\*\*House rule: (.+?)\.\*\* (.+)", text)
        if marked:
            rulings.append((marked.group(1), marked.group(2)))
    return rulings


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_house_rule_the_rules_pages_mark_is_in_rules_md(game_id: str) -> None:
    rulings = house_rules(game_sections(RULES_MD.read_text(encoding="utf-8"))[game_id])
    expected = HOUSE_RULES[game_id]
    assert Counter(topic for topic, _text in rulings) == Counter(topic for topic, _words in expected)
    for topic, words in expected:
        text = next(text for found, text in rulings if found == topic)
        for word in words:
            assert word in text, f"{game_id}: the {topic!r} ruling should mention {word!r}"


def test_house_rules_are_found_in_a_quote_across_lines() -> None:
    section = "> **House rule: Tied totals.** Equal totals play\n> another deal.\n\nNot a ruling.\n"
    assert house_rules(section) == [("Tied totals", "Equal totals play another deal.")]


# --- docs/rules.md: the examples, played through the engine --------------------------------------------------------


def test_hoodwink_score_tables_score_as_the_engine_does() -> None:
    checked = 0
    for table in tables_headed("partners' tricks", "Hood's tricks", "partners score", "Hood scores"):
        game = create_game("hoodwink", 3, options_in(table.caption))
        for partners, hood, partner_scores, hood_score, *_working in table.rows:
            a, b = numbers(partners)
            won = [a, b, *numbers(hood)]
            totals = [line.total for line in game.score_counts(won, 2)[1]]
            assert totals == [*numbers(partner_scores), *numbers(hood_score)], (table.caption, won)
            checked += 1
    assert checked >= 14


def test_crescendo_trick_values_are_the_engines() -> None:
    (table,) = tables_headed("players", "tricks 1, 2, 3, … are worth")
    for players, values in table.rows:
        game = create_game("crescendo", numbers(players)[0], options_in(players))
        assert tuple(numbers(values)) == game.trick_values, players
    assert len(table.rows) == 5


def test_crescendo_score_examples_score_as_the_engine_does() -> None:
    (table,) = tables_headed("players", "tricks taken", "score")
    for players, taken, score, *_working in table.rows:
        game = create_game("crescendo", numbers(players)[0], options_in(players))
        tricks = range(1, game.tricks_per_deal + 1) if taken.startswith("all") else numbers(taken)
        takers = [0 if number in tricks else 1 for number in range(1, game.tricks_per_deal + 1)]
        assert game.score_takers(takers)[1][0].total == int(score), (players, taken)
    assert len(table.rows) >= 6


def test_whoswho_score_examples_score_as_the_engine_does() -> None:
    (table,) = tables_headed("pack", "soloist's tricks", "partners' tricks", "result")
    for pack, soloist, partners, _result, soloist_score, partner_score in table.rows:
        game = create_game("whoswho", 3, {"deck": int(pack)})
        totals = [line.total for line in game.score_counts([int(soloist), *numbers(partners)], 0)[1]]
        assert totals == [int(soloist_score), int(partner_score), int(partner_score)], (soloist, partners)
    assert len(table.rows) >= 7


def test_hamlet_score_examples_score_as_the_engine_does() -> None:
    (table,) = tables_headed("deal", "tricks", "Hamlet", "scores")
    game = create_game("hamlet")
    for deal, tricks, hamlet, scores, *_working in table.rows:
        won = numbers(tricks)
        aim = {"to be": "be", "not to be": "not-be"}[deal]
        assert won[hamlet_seat(won)] == numbers(hamlet)[0], tricks
        assert [line.total for line in game.score_counts(won, aim)[1]] == numbers(scores), (deal, tricks)
    assert len(table.rows) >= 8


@pytest.mark.parametrize("game_id", list(GAMES))
def test_trick_examples_are_taken_as_the_engine_takes_them(game_id: str) -> None:
    tables = [table for table in md_tables(RULES_MD.read_text(encoding="utf-8")) if table.game == game_id]
    tables = [table for table in tables if table.head[1:3] == ("cards in play order", "takes the trick")]
    rows = [row for table in tables for row in table.rows]
    assert len(rows) >= 3, f"{game_id}: no trick examples"
    for first, played, taken, *_why in rows:
        cards = codes(played)
        players = int(first) if game_id == "crescendo" else 3
        trump = int(SUITS.get(first, -1))
        seat, decides = create_game(game_id, players).trick_winner(cards, 0, trump)
        assert cards[seat] == codes(taken)[0], (game_id, played)
        assert decides == ("decides" in taken), (game_id, played)


def test_hoodwink_proposal_examples_settle_as_the_engine_does() -> None:
    (table,) = tables_headed("cards shown (seats 0, 1, 2)", "partners", "Hood", "trumps")
    for shown, partners, hood, trumps in table.rows:
        deal = propose(arrange("hoodwink", dict(enumerate(shown.split(", "))), dealer=2), *shown.split(", "))
        expected = ["hood" if seat in numbers(hood) else "partner" for seat in range(3)]
        assert list(deal.roles) == expected and set(numbers(partners)) == {0, 1, 2} - set(numbers(hood)), shown
        assert deal.trump == SUITS[trumps], shown
    assert len(table.rows) >= 5


def test_hamlet_proposal_examples_settle_as_the_engine_does() -> None:
    (table,) = tables_headed("cards shown (seats 0, 1, 2)", "trumps", "the deal is")
    for shown, trumps, question in table.rows:
        deal = propose(arrange("hamlet", dict(enumerate(shown.split(", "))), dealer=2), *shown.split(", "))
        assert deal.trump == SUITS[trumps], shown
        assert deal.aim == {"to be": "be", "not to be": "not-be"}[question], shown
    assert len(table.rows) >= 3


# --- docs/deal-record.md: its commands print what it shows ----------------------------------------------------------


@dataclass(frozen=True)
class Fence:
    """A fenced code block: its info string, its text, and the prose between it and the block before."""

    info: str
    body: str
    before: str


def fences(text: str) -> list[Fence]:
    found = []
    start = 0
    for match in re.finditer(r"^```(\w*)\n(.*?)^```$", text, flags=re.MULTILINE | re.DOTALL):
        found.append(Fence(match.group(1), match.group(2), text[start : match.start()]))
        start = match.end()
    return found


def test_every_command_in_deal_record_md_prints_what_it_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    blocks = fences(DEAL_RECORD_MD.read_text(encoding="utf-8"))
    files = 0
    for block in blocks:
        if block.info == "json":  # a file the prose above it names, for a command below to read
            names = re.findall(r"`([\w-]+\.json)`", block.before)
            assert names, f"name the file of this example in the line above it: {block.body[:60]}"
            (tmp_path / names[-1]).write_text(block.body, encoding="utf-8")
            files += 1
    commands = 0
    for block in blocks:
        if block.info != "console":
            continue
        command, *shown = block.body.rstrip("\n").split("\n")
        assert command.startswith("$ parlett-table "), command
        status = cli.main(command.split()[2:])
        out, err = capsys.readouterr()
        assert (out + err).rstrip("\n").split("\n") == shown, command
        assert (status == 0) == (err == "") and (status == 0) != (out == ""), command
        commands += 1
    assert files >= 5 and commands >= 6


def test_the_match_example_is_a_match_the_program_resumes() -> None:
    blocks = [block for block in fences(DEAL_RECORD_MD.read_text(encoding="utf-8")) if block.info == "json"]
    matches = [block for block in blocks if '"parlett-match/1"' in block.body]
    assert matches
    for block in matches:
        document = match_from_document(parse_json(block.body))
        assert not document.match.is_over and document.seats[0].is_human


# --- README.md and docs/*.md: every path and link is in the repository ---------------------------------------------

# Paths the documents mention that are not in the repository by design: what the install makes, the
# formats' names, and JSON files with no folder, which live elsewhere (the player's preferences and saved
# match, deal records such as deal-record.md's examples). The player's folders (`~/...`, `%...%`)
# are skipped before this.
NOT_IN_THE_REPOSITORY = re.compile(r"^(\.venv/.*|parlett-(deal|match)/\d+|[\w-]+\.json)$")
PATH_LIKE = re.compile(r"^[\w.<>*-]+(/[\w.<>*-]*)+$|^[\w<>-]+\.(py|md|sh|toml|txt|png|svg|spec|yml|json)$")


def documents() -> list[Path]:
    return [README, *sorted((ROOT / "docs").glob("*.md"))]


def _without_fences(text: str) -> str:
    return re.sub(r"^```.*?^```$", "", text, flags=re.MULTILINE | re.DOTALL)


def mentioned_paths(text: str) -> list[tuple[str, str]]:
    """(path, its paragraph) for every path-like word in inline code, outside code blocks."""
    found = []
    for paragraph in re.split(r"\n\s*\n|\n(?=- )", _without_fences(text)):
        for code in re.findall(r"`([^`\n]+)`", paragraph):
            if code.startswith(("~", "%")):  # a folder on the player's computer
                continue
            for word in code.split():
                word = word.strip(",;:()[]")
                if PATH_LIKE.match(word) and not word.startswith(("-", "http")):
                    found.append((word, paragraph))
    return found


def resolves(path: str, document: Path, paragraph: str) -> bool:
    """Whether ``path`` exists from the root, the document's folder, the package or a folder the paragraph names."""
    bases = [ROOT, document.parent, ROOT / "parlett_table"]
    bases += [ROOT / folder for folder in re.findall(r"`([\w/.-]+/)`", paragraph)]
    pattern = re.sub(r"<[^>]+>", "*", path.rstrip("/"))
    return any(list(base.glob(pattern)) for base in bases if base.is_dir())


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(text: str) -> set[str]:
    return {slug(line.lstrip("#")) for line in _without_fences(text).splitlines() if line.startswith("#")}


@pytest.mark.parametrize("document", documents(), ids=lambda path: path.name)
def test_every_path_a_document_mentions_is_in_the_repository(document: Path) -> None:
    missing = [
        path
        for path, paragraph in mentioned_paths(document.read_text(encoding="utf-8"))
        if not NOT_IN_THE_REPOSITORY.match(path) and not resolves(path, document, paragraph)
    ]
    assert not missing, f"{document.name} mentions {missing}, which the repository does not have"


# README.md is also the project's page on a package index, where a relative link leads nowhere: it links to
# the repository's files by these addresses, which the checks below take back to the files.
REPOSITORY_ADDRESSES = ("https://github.com/parlett-table/parlett-table/blob/main/",
                        "https://raw.githubusercontent.com/parlett-table/parlett-table/main/")  # fmt: skip


@pytest.mark.parametrize("document", documents(), ids=lambda path: path.name)
def test_every_link_of_a_document_leads_into_the_repository(document: Path) -> None:
    text = _without_fences(document.read_text(encoding="utf-8"))
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        assert not target.startswith(("/", "http:", "file:")), f"{document.name}: {target} leads outside"
        base = document.parent
        for address in REPOSITORY_ADDRESSES:
            if target.startswith(address):
                target, base = target.removeprefix(address), ROOT
        if target.startswith("https:"):
            continue
        path, _hash, anchor = target.partition("#")
        linked = (base / path).resolve() if path else document
        assert linked.exists() and ROOT in linked.parents, f"{document.name}: {target} is not in the repository"
        if anchor and linked.suffix == ".md":
            assert anchor in anchors(linked.read_text(encoding="utf-8")), f"{document.name}: no #{anchor}"


def test_the_path_check_catches_a_missing_file() -> None:
    text = "The engine is in `parlett_table/engine/` (`deal.py`, `gone.py`); see `docs/nowhere.md`.\n"
    found = mentioned_paths(text)
    assert [path for path, _ in found] == ["parlett_table/engine/", "deal.py", "gone.py", "docs/nowhere.md"]
    assert [resolves(path, README, paragraph) for path, paragraph in found] == [True, True, False, False]
    assert slug("Who's Who (`whoswho`)") == "whos-who-whoswho"


def test_the_readme_sends_readers_to_the_rules_and_the_record_format_in_docs() -> None:
    text = README.read_text(encoding="utf-8")
    assert "docs/rules.md" in text and "docs/deal-record.md" in text
    assert "shared/" not in text and "/work/" not in text


def test_the_readme_reads_on_a_package_index_its_links_and_images_absolute() -> None:
    """PyPI shows README.md without the repository around it: every image and link to a file is an address."""
    text = _without_fences(README.read_text(encoding="utf-8"))
    relative = [target for target in re.findall(r"\]\(([^)\s]+)\)", text) if not target.startswith(("https:", "#"))]
    assert not relative, f"README.md links {relative} relatively"
    images = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)
    assert images and all(image.startswith(REPOSITORY_ADDRESSES[1]) for image in images)
