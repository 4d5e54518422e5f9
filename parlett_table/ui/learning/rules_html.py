"""A rules page as an HTML document for the rules window: its style sheet, its text and the example cards it names
(as image resources ``card:<code>/<mark>/<width>``), worked out without a widget (testable without a window).

The words live in :mod:`parlett_table.rulebook`; ``rules_window.py`` shows the
document and draws the cards.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...rulebook.common import (
    CONTEXT,
    PLAY_LABEL,
    WIN_LABEL,
    Block,
    Bullets,
    Cards,
    Heading,
    HouseRule,
    Option,
    Page,
    Para,
    Strip,
    Table,
    expand,
    option_anchor,
)
from ..look.layout import CARD_ASPECT
from ..look.rules_colours import RULES_CSS

PAPER, INK, HEADING, MUTED = RULES_CSS["paper"], RULES_CSS["ink"], RULES_CSS["heading"], RULES_CSS["muted"]
RULE_LINE, TABLE_HEAD = RULES_CSS["rule_line"], RULES_CSS["table_head"]
ROW_EVEN, ROW_ODD = RULES_CSS["row_even"], RULES_CSS["row_odd"]
EXAMPLE, HOUSE_BAR, HOUSE_BACK = RULES_CSS["example"], RULES_CSS["house_bar"], RULES_CSS["house_back"]
HOUSE_TEXT, LINK, RED = RULES_CSS["house_text"], RULES_CSS["link"], RULES_CSS["red"]
HOUSE_RULE_LABEL = QT_TRANSLATE_NOOP("RulesPage", "House rule")
SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif"


@dataclass(frozen=True)
class Metrics:
    """Sizes of one rendering of a page, all in logical pixels, derived from the base font size."""

    base: int

    @property
    def card(self) -> int:
        return round(self.base * 4.1)

    @property
    def small_card(self) -> int:
        return round(self.base * 2.6)

    @property
    def measure(self) -> int:
        """The widest the text column gets: about 75 characters of body text."""
        return self.base * 44


def base_font_px(viewport_width: int) -> int:
    """The page's body font size for a text area this wide: 13 px when small, up to 17 px."""
    return max(13, min(17, round(viewport_width / 50)))


def card_url(code: str, mark: str, width: int) -> str:
    """The image resource name of a card drawn ``width`` pixels wide with ``mark`` (``plain``, ``win``, …)."""
    return f"card:{code}/{mark or 'plain'}/{width}"


def card_padding(width: int) -> int:
    """The margin around a card image, room for its outline and shadow."""
    return max(3, round(width * 0.07))


def image_size(width: int) -> tuple[int, int]:
    """The logical size of a card image ``width`` wide, padding included."""
    pad = card_padding(width)
    return width + 2 * pad, round(width * CARD_ASPECT) + 2 * pad


# --- the page as a document ------------------------------------------------------------------------------------------


def style_sheet(m: Metrics) -> str:
    """The document's CSS (Qt's rich-text subset: sizes in px, no em)."""
    b = m.base
    return f"""
body {{ color: {INK}; }}
p {{ margin-top: 0px; margin-bottom: {round(b * 0.7)}px; line-height: 140%; }}
li {{ margin-bottom: {round(b * 0.35)}px; line-height: 140%; }}
ul, ol {{ margin-top: 0px; margin-bottom: {round(b * 0.7)}px; }}
h1 {{ font-family: {SERIF}; font-size: {round(b * 2.1)}px; color: {HEADING}; font-weight: 600;
      margin-top: {round(b * 0.6)}px; margin-bottom: 2px; }}
h2 {{ font-family: {SERIF}; font-size: {round(b * 1.5)}px; color: {HEADING}; font-weight: 600;
      margin-top: {round(b * 1.6)}px; margin-bottom: {round(b * 0.5)}px; }}
h3 {{ font-family: {SERIF}; font-size: {round(b * 1.15)}px; color: {HEADING}; font-weight: 600;
      margin-top: {round(b * 1.1)}px; margin-bottom: {round(b * 0.4)}px; }}
.tagline {{ font-family: {SERIF}; font-style: italic; color: {MUTED}; font-size: {round(b * 1.1)}px; }}
.credit {{ color: {MUTED}; font-size: {b - 2}px; }}
.lead {{ font-size: {round(b * 1.08)}px; }}
.note {{ color: {MUTED}; font-size: {b - 1}px; }}
.red {{ color: {RED}; }}
.black {{ color: {RULES_CSS["black"]}; }}
.fact {{ color: {MUTED}; font-size: {b - 3}px; }}
.factvalue {{ color: {HEADING}; font-weight: 600; }}
.label {{ color: {MUTED}; font-size: {b - 3}px; }}
.win {{ color: {HOUSE_TEXT}; font-weight: 700; font-size: {b - 3}px; }}
.ok {{ color: {RULES_CSS["ok"]}; font-weight: 700; font-size: {b - 3}px; }}
.extitle {{ color: {HEADING}; font-weight: 700; }}
.house {{ color: {HOUSE_TEXT}; font-weight: 700; }}
.id {{ font-family: 'DejaVu Sans Mono', monospace; color: {MUTED}; font-size: {b - 2}px; }}
.default {{ color: {HOUSE_TEXT}; font-size: {b - 3}px; font-weight: 700; }}
code {{ font-family: 'DejaVu Sans Mono', monospace; font-size: {b - 1}px; color: {RULES_CSS["code"]}; }}
a {{ color: {LINK}; }}
th {{ color: {HEADING}; font-weight: 600; }}
.caption {{ color: {MUTED}; font-size: {b - 2}px; }}
"""


def _inline(text: str) -> str:
    return expand(text)


def _label_html(label: str) -> str:
    """The lines under an example card: the winner's and a playable card's lines stand out in words, not colour."""
    lines = []
    wins, may_play = translate(CONTEXT, WIN_LABEL), translate(CONTEXT, PLAY_LABEL)  # the labels as the page has them
    for line in label.split("\n"):
        cls = "win" if line == wins else "ok" if line == may_play else "label"
        lines.append(f'<span class="{cls}">{html.escape(line).replace(" ", "&nbsp;")}</span>')
    # One size for the whole cell, line breaks included, so that labels line up under every card.
    return '<span class="label">' + "<br>".join(lines) + "</span>"


def _anchor(name: str) -> str:
    return f'<a name="{name}"></a>'


class _Writer:
    """Builds one page's HTML and remembers the card images it refers to."""

    def __init__(self, page: Page, m: Metrics) -> None:
        self.page = page
        self.m = m
        self.parts: list[str] = []
        self.images: dict[str, tuple[str, str, int]] = {}  # url -> (code, mark, width)

    def image(self, code: str, mark: str, width: int, alt: str) -> str:
        url = card_url(code, mark, width)
        self.images[url] = (code, mark, width)
        w, h = image_size(width)
        return f'<img src="{url}" width="{w}" height="{h}" alt="{html.escape(alt)}">'

    def write(self) -> str:
        p = self.page
        out = self.parts
        facts = "".join(
            f'<td width="25%"><span class="fact">{html.escape(label)}</span><br>'
            f'<span class="factvalue">{_inline(value)}</span></td>'
            for label, value in p.facts
        )
        out.append(f"<h1>{html.escape(p.title)}</h1>")
        out.append(f'<p class="tagline" style="margin-bottom: 2px">{html.escape(p.tagline)}</p>')
        out.append(f'<p class="credit">{html.escape(p.credit)}</p>')
        out.append(
            f'<table width="100%" cellspacing="0" cellpadding="{round(self.m.base * 0.5)}" '
            f'bgcolor="{EXAMPLE}" style="margin-top: 4px; margin-bottom: 4px"><tr>{facts}</tr></table>'
        )
        for section in p.sections:
            out.append(f"<h2>{_anchor(section.anchor)}{html.escape(section.title)}</h2>")
            for block in section.blocks:
                self.block(block)
        out.append(f'<p class="note" style="margin-top: {self.m.base * 2}px">{html.escape(p.credit)}. '
                   + translate("RulesPage", "Explained here in Parlett Table's own words.") + "</p>")  # fmt: skip
        return "".join(out)

    def block(self, block: Block) -> None:
        out = self.parts
        b = self.m.base
        if isinstance(block, Para):
            cls = f' class="{block.kind}"' if block.kind else ""
            out.append(f"<p{cls}>{_inline(block.text)}</p>")
        elif isinstance(block, Bullets):
            tag = "ol" if block.numbered else "ul"
            items = "".join(f"<li>{_inline(item)}</li>" for item in block.items)
            out.append(f"<{tag}>{items}</{tag}>")
        elif isinstance(block, Heading):
            anchor = _anchor(block.anchor) if block.anchor else ""
            out.append(f"<h3>{anchor}{_inline(block.title)}</h3>")
        elif isinstance(block, Table):
            self.table(block)
        elif isinstance(block, HouseRule):
            house_rule = translate("RulesPage", HOUSE_RULE_LABEL)
            out.append(
                f'<table width="100%" cellspacing="0" cellpadding="0" style="margin-top: 2px; '
                f'margin-bottom: {round(b * 0.9)}px"><tr>'
                f'<td width="5" bgcolor="{HOUSE_BAR}">&nbsp;</td>'
                f'<td bgcolor="{HOUSE_BACK}" style="padding: {round(b * 0.55)}px {round(b * 0.8)}px">'
                f'<span class="house">⚑ {house_rule} · {html.escape(block.topic)}</span><br>'
                f"{_inline(block.text)}</td></tr></table>"
            )
        elif isinstance(block, Cards):
            self.cards(block)
        elif isinstance(block, Strip):
            images = " ".join(self.image(code, "", self.m.small_card, code) for code in block.codes)
            caption = f'<br><span class="caption">{_inline(block.caption)}</span>' if block.caption else ""
            out.append(f'<p style="margin-bottom: {b}px">{images}{caption}</p>')
        elif isinstance(block, Option):
            self.option(block)
        else:  # pragma: no cover - the Block union is closed
            raise TypeError(f"unknown block {block!r}")

    def table(self, table: Table) -> None:
        # A wide table (Crescendo's trick values) gets tighter cells so that it fits a narrow page.
        pad = round(self.m.base * (0.4 if len(table.head) <= 6 else 0.15))
        align = {"l": "left", "c": "center", "r": "right"}

        def cell(tag: str, text: str, column: int, extra: str = "") -> str:
            where = align[table.align[column]] if column < len(table.align) else "left"
            return f'<{tag} align="{where}"{extra}>{_inline(text)}</{tag}>'

        rows = [
            "<tr>" + "".join(cell("th", h, i, f' bgcolor="{TABLE_HEAD}"') for i, h in enumerate(table.head)) + "</tr>"
        ]
        for index, row in enumerate(table.rows):
            colour = ROW_EVEN if index % 2 == 0 else ROW_ODD
            rows.append(
                "<tr>" + "".join(cell("td", text, i, f' bgcolor="{colour}"') for i, text in enumerate(row)) + "</tr>"
            )
        # Qt adds the collapsed borders on top of the percentage: leave room for them when there are many columns.
        share = 100 if len(table.head) <= 6 else 97
        self.parts.append(
            f'<table width="{share}%" border="1" cellspacing="0" cellpadding="{pad}" '
            f'style="border-collapse: collapse; border-color: {RULE_LINE}; border-style: solid; '
            f'margin-bottom: {round(self.m.base * 0.5)}px">{"".join(rows)}</table>'
        )
        if table.caption:
            self.parts.append(f'<p class="caption">{_inline(table.caption)}</p>')

    def cards(self, example: Cards) -> None:
        b = self.m.base
        width = self.m.card
        images, labels = [], []
        for index, shown in enumerate(example.cards):
            gap = (
                f' style="padding-left: {round(b * 1.2)}px"' if example.gap_after and index == example.gap_after else ""
            )
            alt = f"{shown.code} {shown.label}".replace("\n", " ")
            images.append(f'<td align="center"{gap}>{self.image(shown.code, shown.mark, width, alt)}</td>')
            labels.append(f'<td align="center" valign="top"{gap}>{_label_html(shown.label)}</td>')
        cards_table = (
            f'<table cellspacing="0" cellpadding="1"><tr>{"".join(images)}</tr><tr>{"".join(labels)}</tr></table>'
        )
        title = f'<span class="extitle">{_inline(example.title)}</span><br>' if example.title else ""
        self.parts.append(
            f'<table width="100%" cellspacing="0" cellpadding="{round(b * 0.5)}" bgcolor="{EXAMPLE}" '
            f'style="margin-bottom: {round(b * 0.6)}px"><tr>'
            f'<td valign="middle">{cards_table}</td>'
            f'<td valign="middle" style="padding-left: {b}px">{title}{_inline(example.text)}</td>'
            "</tr></table>"
        )

    def option(self, option: Option) -> None:
        b = self.m.base
        self.parts.append(
            f"<h3>{_anchor(option_anchor(option.id))}{_inline(option.label)} "
            f'<span class="id">&nbsp;{html.escape(option.id)}</span></h3>'
        )
        self.parts.append(f"<p>{_inline(option.text)}</p>")
        if option.values:
            rows = []
            for index, (value, meaning) in enumerate(option.values):
                colour = ROW_EVEN if index % 2 == 0 else ROW_ODD
                default_value = translate("RulesPage", "default", "the option's default value")
                default = f'<br><span class="default">{default_value}</span>' if value == option.default else ""
                rows.append(
                    f'<tr><td bgcolor="{colour}" width="18%"><code>{html.escape(value)}</code>{default}</td>'
                    f'<td bgcolor="{colour}">{_inline(meaning)}</td></tr>'
                )
            self.parts.append(
                f'<table width="100%" border="1" cellspacing="0" cellpadding="{round(b * 0.4)}" '
                f'style="border-collapse: collapse; border-color: {RULE_LINE}; border-style: solid; '
                f'margin-bottom: {round(b * 0.6)}px">{"".join(rows)}</table>'
            )
        else:
            default_word = translate("RulesPage", "Default:")
            self.parts.append(f'<p class="note">{default_word} <code>{html.escape(option.default)}</code></p>')
        for block in option.more:
            self.block(block)


def page_html(game_page: Page, m: Metrics) -> tuple[str, dict[str, tuple[str, str, int]]]:
    """(the page's HTML, its card images by resource name as (code, mark, width))."""
    writer = _Writer(game_page, m)
    return writer.write(), writer.images


# --- drawing the example cards ---------------------------------------------------------------------------------------


def mnemonic_labels(titles: list[str]) -> list[str]:
    """The game buttons' labels: each title with an Alt key, its first letter no earlier title has taken
    ("&Hoodwink", "&Crescendo", "&Who's Who", "H&amlet")."""
    taken: set[str] = set()
    labels = []
    for title in titles:
        at = next((i for i, char in enumerate(title) if char.isalpha() and char.lower() not in taken), None)
        if at is None:
            labels.append(title)
            continue
        taken.add(title[at].lower())
        labels.append(f"{title[:at]}&{title[at:]}")
    return labels
