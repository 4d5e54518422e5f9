"""The words a player reads: why a Who's Who trick is yours to give, and no seat numbers, no jargon anywhere."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot
from support import arrange, play

from parlett_table.ai.coach import phase_hint
from parlett_table.engine import Deal, Phase
from parlett_table.ui.panels import DecisionBar

NAMES = ["Zoe", "Ada", "Ben"]


def partners_jokers_trick() -> Deal:
    """Zoe (seat 0) holds every club and no joker; she leads one, and Ada and Ben, void, play their jokers."""
    deal = arrange("whoswho", {0: "5C 6C 7C 8C 9C TC JC QC KC AC", 1: "JK1", 2: "JK2"}, dealer=2)
    deal = play(deal, "5C", "JK1", "JK2")
    assert deal.phase == Phase.GIVE and deal.to_move == 0
    return deal


def own_joker_trick() -> Deal:
    """Ada (seat 1) leads a heart; Zoe, holding no heart, plays her joker."""
    deal = arrange("whoswho", {0: "JK1 5C 6C 7C 8C 9C TC JC QC KC AC", 1: "5H 6H 7H 8H 9H TH JH QH KH AH"}, dealer=0)
    deal = play(deal, "5H")
    deal = play(deal, str(deal.legal_actions()[0].card))  # type: ignore[attr-defined]
    deal = play(deal, "JK1")
    assert deal.phase == Phase.GIVE and deal.to_move == 0
    return deal


def test_the_phase_hint_says_why_the_player_decides_who_takes_a_joker_trick() -> None:
    assert phase_hint(partners_jokers_trick().view(0), NAMES) == (
        "Ada and Ben played the two jokers, so they are the partners and you, the soloist, decide who takes this "
        "trick. Tricks taken: you 0, Ada 0, Ben 0."
    )
    assert phase_hint(own_joker_trick().view(0), NAMES) == (
        "Your joker is in this trick, so you decide who takes it. Tricks taken: you 0, Ada 0, Ben 0."
    )


def test_the_decision_bar_title_says_why_the_player_decides(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    for deal, title in (
        (partners_jokers_trick(), "Both jokers are in this trick, so you, the soloist, decide: who takes it?"),
        (own_joker_trick(), "Your joker is in this trick: who takes it?"),
    ):
        bar = DecisionBar(parent)
        assert bar.offer(deal.view(0), ["You", "Ada", "Ben"], 0)
        assert title in [label.text() for label in bar.findChildren(QLabel)]
