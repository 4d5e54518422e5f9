from support import arrange, cards, play

from parlett_table.engine import Phase, create_game


def test_arrange_places_the_listed_cards() -> None:
    deal = arrange(create_game("crescendo", 4), {0: "7C KC", 1: "7H"}, dealer=3, fill_seed=4)
    assert set(cards("7C KC")) <= set(deal.hand(0))
    assert cards("7H")[0] in deal.hand(1)
    assert deal.to_move == 0 and deal.phase == Phase.PLAY
    deal = play(deal, "7C")
    assert deal.current_trick == tuple(cards("7C"))
