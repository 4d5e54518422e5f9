"""What the statistics window says, worked out without a widget: dates, results, the tiles' figures, the
form strip's results and the questions it asks (testable without a window).

The figures come from the statistics query (``history_rows.StatisticsQuery``);
``ui/stats.py`` lays out what this module words.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from ...engine import GAMES
from ...engine.language import QT_TRANSLATE_NOOP, decimal_sign, translate
from ...kept.history_rows import MatchList, MatchRow, Stats
from ..words.game_words import role_label

MINUS = "\u2212"  # a real minus sign: the hyphen is too short beside digits

# The same rules as the stats module's docstring, in the player's words.
HOW_COUNTED = QT_TRANSLATE_NOOP(
    "Statistics",
    "How things count: practice matches are left out. A match is won with the highest total alone; a tie for the top "
    "is a shared win. Abandoned matches are not in the win rate or streaks, but their finished deals are in the "
    "averages. A deal is won when your score was the highest, ties included.",
)  # translated where shown


def signed(value: float, decimals: int = 0) -> str:
    """A number as the charts and tiles print it: ``decimals`` places, a true minus sign, the player's decimal sign."""
    text = f"{value:.{decimals}f}"
    if text.startswith("-") and float(text) == 0:
        text = text[1:]  # no "−0.0"
    return text.replace("-", MINUS).replace(".", decimal_sign())


def average_window(count: int) -> int:
    """How many deals the score chart's line averages over: wider as the history grows, 3 to 20."""
    return max(3, min(20, count // 5))


def game_name(game_id: str | None) -> str:
    """The game's name for the player ("All games" for None; the id itself for a game this version lacks)."""
    if game_id is None:
        return translate("Statistics", "All games")
    game = GAMES.get(game_id)
    return game.name if game is not None else game_id


# Month names from the catalogues, in the window's language whatever the C locale says (Qt sets it from the system).
MONTHS = (
    QT_TRANSLATE_NOOP("Months", "Jan"), QT_TRANSLATE_NOOP("Months", "Feb"), QT_TRANSLATE_NOOP("Months", "Mar"),
    QT_TRANSLATE_NOOP("Months", "Apr"), QT_TRANSLATE_NOOP("Months", "May"), QT_TRANSLATE_NOOP("Months", "Jun"),
    QT_TRANSLATE_NOOP("Months", "Jul"), QT_TRANSLATE_NOOP("Months", "Aug"), QT_TRANSLATE_NOOP("Months", "Sep"),
    QT_TRANSLATE_NOOP("Months", "Oct"), QT_TRANSLATE_NOOP("Months", "Nov"), QT_TRANSLATE_NOOP("Months", "Dec"),
)  # fmt: skip


def month(number: int) -> str:
    """A month's short name (1 is January) in the player's language."""
    return translate("Months", MONTHS[number - 1])


def day_text(seconds: float) -> str:
    """A date as "3 Mar 2025"."""
    moment = datetime.datetime.fromtimestamp(seconds)
    return translate(
        "Statistics",
        "{day} {month} {year}",
    ).format(day=moment.day, month=month(moment.month), year=moment.year)


def when_text(seconds: float, now: float | None = None) -> str:
    """When a match was played, for the list: "Today, 14:05", "Yesterday, 09:12", "3 Mar, 14:05", "3 Mar 2024"."""
    moment = datetime.datetime.fromtimestamp(seconds)
    today = datetime.datetime.fromtimestamp(now).date() if now is not None else datetime.date.today()
    if moment.date() == today:
        return translate("Statistics", "Today, {time}").format(time=f"{moment:%H:%M}")
    if moment.date() == today - datetime.timedelta(days=1):
        return translate("Statistics", "Yesterday, {time}").format(time=f"{moment:%H:%M}")
    if moment.year == today.year:
        return translate("Statistics", "{day} {month}, {time}").format(
            day=moment.day, month=month(moment.month), time=f"{moment:%H:%M}"
        )
    return day_text(seconds)


RESULT_TEXTS = (
    QT_TRANSLATE_NOOP("Statistics", "Won"), QT_TRANSLATE_NOOP("Statistics", "Shared"),
    QT_TRANSLATE_NOOP("Statistics", "Lost"), QT_TRANSLATE_NOOP("Statistics", "Abandoned"),
    QT_TRANSLATE_NOOP("Statistics", "Practice"), QT_TRANSLATE_NOOP("Statistics", "In progress"),
    QT_TRANSLATE_NOOP("Statistics", "Unreadable"),
)  # fmt: skip
DIM_RESULTS = ("Abandoned", "Practice", "In progress", "Unreadable")  # shown dimmed in the list of matches


def result_word(match: MatchRow) -> str:
    """How a match went for the player, as one of RESULT_TEXTS (in English)."""
    if match.practice:
        return "Practice"
    if match.status == "playing":
        return "In progress"
    if match.status == "abandoned":
        return "Abandoned"
    if match.won:
        return "Won"
    return "Shared" if match.shared else "Lost"


def result_in_english(text: str) -> str:
    """The English word (one of RESULT_TEXTS) of a result as the list shows it, for its colour and weight."""
    return next((word for word in RESULT_TEXTS if translate("Statistics", word) == text), text)


def result_text(match: MatchRow) -> str:
    """How a match went for the player, in the player's language: Won, Shared, Lost, Abandoned, Practice …"""
    return translate("Statistics", result_word(match))


def player_total(match: MatchRow) -> int | None:
    if match.totals is None or match.human_seat is None or match.human_seat >= len(match.totals):
        return None
    return match.totals[match.human_seat]


def winner_text(match: MatchRow) -> str:
    if match.status != "finished" or not match.winners:
        return "—"
    names = [
        match.seats[seat].name if seat < len(match.seats) else "?" for seat in match.winners
    ]
    return " & ".join(names)




def role_heading(role: str | None) -> str:
    """A role's bar in the chart by role: its name, or "No role" for deals of a game without roles."""
    return role_label(role) or translate("Statistics", "No role")


def match_row(match: MatchRow | None) -> tuple[str, str, str, str, str]:
    """A match's five cells in the list (When, Game, Result, Your total, Winner); None: a row that cannot be read."""
    if match is None:  # damaged since the history summarised it
        return ("—", "—", translate("Statistics", "Unreadable"), "—", "—")
    total = player_total(match)
    return (when_text(match.ended or match.started), game_name(match.game_id), result_text(match),
            "—" if total is None else signed(total), winner_text(match))  # fmt: skip


def invitation(game: str | None, stats: Stats) -> tuple[str, str]:
    """The empty state's title and words: no match of ``game`` (every game: None) counted yet."""
    if game is None:
        title = translate("Statistics", "No matches yet")
        text = (
            translate(
                "Statistics",
                "Play a match against the computer and your statistics will build up here: your win rate and "
                "streaks, your best match, and how you score in each role.",
            )
        )
    else:
        name = game_name(game)
        title = translate("Statistics", "No {name} matches yet").format(name=name)
        text = translate(
            "Statistics",
            "Play a match of {name} and your results in it will show here.",
        ).format(name=name)
    if stats.practice:
        practice = stats.practice
        text += " " + translate("Statistics", "(%n practice matches so far: practice is not counted.)", None, practice)
    return title, text


@dataclass(frozen=True)
class Figure:
    """A tile's big value and the line under it."""

    value: str
    detail: str


def tile_figures(stats: Stats, game: str | None) -> dict[str, Figure]:
    """The average, streak, best-match and hints tiles' figures."""
    if stats.average is None:
        average = Figure("—", translate("Statistics", "no deals finished yet"))
    else:
        deals = stats.deals
        average = Figure(signed(stats.average, 1), translate("Statistics", "over %n deals", None, deals))
    streak_detail = translate(
        "Statistics",
        "best: {count} in a row",
    ).format(count=stats.best_streak) if stats.finished else translate(
        "Statistics",
        "no finished match yet",
    )
    best = stats.best_match
    total = player_total(best) if best is not None else None
    if best is None or total is None:
        best_figure = Figure("—", translate("Statistics", "finish a match to set one"))
    else:
        when = day_text(best.ended or best.started)
        best_figure = Figure(signed(total), when if game is not None else f"{game_name(best.game_id)}\n{when}")
    if stats.hints:
        deals = stats.deals
        per = deals / stats.hints
        hint_detail = (
            translate("Statistics", "one in {count} deals").format(count=f"{per:.0f}")
            if per >= 1.5
            else translate("Statistics", "in %n deals", None, deals)
        )
    else:
        hint_detail = translate("Statistics", "none asked for")
    return {
        "average": average,
        "streak": Figure(str(stats.current_streak), streak_detail),
        "best": best_figure,
        "hints": Figure(str(stats.hints), hint_detail),
    }


def win_rate_words(stats: Stats, rate_text: str) -> str:
    """The win-rate tile read out: the rate as its ring shows it, and the counts."""
    played = stats.finished
    words = translate("Statistics", "Win rate {rate}: %n matches played, {won} won, {shared} shared.", None, played)
    return words.format(rate=rate_text, won=stats.won, shared=stats.shared)


def score_subtitle(deals: int) -> str:
    """What the score chart's dots and line are."""
    if not deals:
        return ""
    window = average_window(deals)
    if deals >= window:
        return translate("Statistics", "dots: your deals, oldest first · line: average of the last {window}").format(
            window=window
        )
    return translate("Statistics", "your deals, oldest first")


def recent_form(listed: MatchList, most: int) -> list[tuple[str, str]]:
    """The latest ``most`` finished real matches, oldest first: ("won", "shared" or "lost", and in words)."""
    finished: list[MatchRow] = []
    for index in range(len(listed)):
        match = listed[index]
        if match is not None and match.status == "finished" and not match.practice:
            finished.append(match)
            if len(finished) == most:
                break
    return [
        ("won" if m.won else "shared" if m.shared else "lost",
         translate("Statistics", "{when}, {game}: {result}").format(
             when=when_text(m.ended or m.started), game=game_name(m.game_id), result=result_text(m).lower()
         )
         + (" " + translate("Statistics", "with {total}").format(total=signed(total))
            if (total := player_total(m)) is not None else ""))
        for m in reversed(finished)
    ]  # fmt: skip


def reset_question(matches: int, deals: int, playing: int) -> str:
    """What Reset asks before it forgets the history."""
    return (
        translate(
            "Statistics",
            "This forgets every match you have played in every game ({matches} and {deals}, practice included): "
            "your win rate, streaks, best match and the score sheets of past matches.",
        ).format(
            matches=translate("Statistics", "%n matches", None, matches),
            deals=translate("Statistics", "%n deals", None, deals),
        )
        + (" " + translate("Statistics", "The match in progress is kept.") if playing else "")
        + "\n\n"
        + translate("Statistics", "It cannot be undone.")
    )
