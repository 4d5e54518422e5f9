"""The coach's verdict in a line of the result panel: the deal's accuracy, and where the points went."""

from __future__ import annotations

from ...engine.language import decimal, translate
from ...engine.words import listing
from ...play.coach_report import CoachReport


def _lost_in(kind: str, points: str) -> str:
    """The points lost in one kind of decision, as a phrase ("2.5 in card play")."""
    if kind == "proposal":
        return translate("Panels", "{points} in proposals").format(points=points)
    if kind == "give":
        return translate("Panels", "{points} in tricks given").format(points=points)
    return translate("Panels", "{points} in card play").format(points=points)


def verdict_line(report: CoachReport | None) -> str:
    """"Accuracy 87 · lost 2.5 in card play and 1.0 in proposals" once the coach's verdict is in; "" while it
    looks, when it failed, or for a deal without a decision to make."""
    if report is None or report.looking or report.failed or report.accuracy is None:
        return ""
    accuracy = translate("Panels", "Accuracy {accuracy}").format(accuracy=decimal(report.accuracy, 0))
    shown = [(kind, decimal(points)) for kind, points in sorted(report.lost, key=lambda item: -item[1])]
    lost = [_lost_in(kind, points) for kind, points in shown if points != decimal(0.0)]
    if not lost:
        return translate("Panels", "{accuracy}  ·  played as the expert would").format(accuracy=accuracy)
    where = translate("Panels", "lost {where}").format(where=listing(lost))
    return f"{accuracy}  ·  {where}"
