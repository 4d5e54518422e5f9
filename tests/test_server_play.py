"""Three scripted protocol clients create, join and play whole seeded matches on a server on 127.0.0.1; every
deal's record replays (``parlett-table replay``) to the scores every client was sent, every message is of
the schema, and no message ever names a card its seat may not see."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from server_support import check_wire, close_all, counting_seeds, make_service, running, seated

from parlett_table.engine import read_deal

MATCHES = [
    ("crescendo", {}),
    ("hoodwink", {"target": 40, "partner_talk": True}),
    ("whoswho", {"target": 25}),
    ("hamlet", {"target": 60}),
]


async def play_match(data: Path, game: str, options: dict[str, object]) -> dict[str, object]:
    service = make_service(data, seeds=counting_seeds())
    async with running(service) as url:
        assert url.startswith("ws://127.0.0.1:")
        clients = await seated(url, game, options=options)
        code = clients[0].code
        assert code is not None
        await clients[0].start()
        await asyncio.gather(*(client.play(random.Random(seat)) for seat, client in enumerate(clients)))
        deals = list(service.tables[code].match.deals)  # type: ignore[union-attr]
        views = sum(check_wire(client, deals) for client in clients)
        result = {
            "deals_over": [client.deals_over for client in clients],
            "match_over": [client.match_over for client in clients],
            "errors": [client.errors for client in clients],
            "deals": deals,
            "views": views,
            "stored": service.store.records(code),
        }
        await close_all(clients)
    return result


@pytest.mark.parametrize(("game", "options"), MATCHES, ids=[game for game, _ in MATCHES])
def test_three_clients_play_a_whole_seeded_match_and_see_no_hidden_card(
    tmp_path: Path, game: str, options: dict[str, object]
) -> None:
    result = asyncio.run(play_match(tmp_path / "data", game, options))
    assert result["errors"] == [[], [], []]
    deals = result["deals"]
    seen = result["deals_over"]
    assert isinstance(deals, list) and isinstance(seen, list)
    assert all(deal.is_over for deal in deals)
    assert [sorted(sent) for sent in seen] == [list(range(len(deals)))] * 3  # every client heard every deal end
    assert [deal.seed for deal in deals] == list(range(500, 500 + len(deals)))  # the seeded match
    totals = [sum(deal.outcome().scores[seat] for deal in deals) for seat in range(3)]
    for over in result["match_over"]:  # type: ignore[union-attr]
        assert over is not None and over["totals"] == totals
    for index, deal in enumerate(deals):
        sent = [client_seen[index] for client_seen in seen]
        assert sent[0] == sent[1] == sent[2]
        assert sent[0]["record"]["seed"] == deal.seed  # public once the deal is over
        assert read_deal(json.dumps(sent[0]["record"])) == deal
    assert result["stored"] == [seen[0][index]["record"] for index in range(len(deals))]
    assert isinstance(result["views"], int) and result["views"] > 3 * 20


def test_each_record_replays_with_the_command_to_the_scores_sent(tmp_path: Path) -> None:
    result = asyncio.run(play_match(tmp_path / "data", "crescendo", {}))
    seen = result["deals_over"]
    assert isinstance(seen, list)
    for index, over in sorted(seen[0].items()):
        path = tmp_path / f"deal{index}.parlett"
        path.write_text(json.dumps(over["record"]), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "parlett_table", "replay", str(path)], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout)
        assert report["complete"] is True
        for client_seen in seen:
            assert report["scores"] == client_seen[index]["scores"]
