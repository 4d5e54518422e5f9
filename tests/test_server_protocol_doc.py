"""docs/protocol.md says what the server does: every example message on it is of the schema (and a client's is
one the server's own checks accept), every type of message has an example, its deal record replays to the
scores it shows, and its errors and limits are the server's."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
from server_support import SCHEMA, check_schema

from parlett_table.engine import read_deal
from parlett_table.server import protocol
from parlett_table.server.connection import Limits
from parlett_table.server.service import DEFAULT_GRACE

DOC = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"
TEXT = DOC.read_text(encoding="utf-8")
CLIENT = jsonschema.Draft202012Validator({**SCHEMA, "oneOf": [{"$ref": "#/$defs/client"}]})


def examples() -> list[dict[str, Any]]:
    blocks = re.findall(r"```json\n(.*?)\n```", TEXT, re.DOTALL)
    assert blocks, "no examples"
    return [json.loads(block) for block in blocks]


def test_every_example_is_of_the_schema_and_every_message_type_has_one() -> None:
    sent, received = set(), set()
    for message in examples():
        check_schema(message)
        if CLIENT.is_valid(message):
            assert protocol.parse(json.dumps(message)) is not None  # the server's own checks take it
            sent.add(message["type"])
        else:
            received.add(message["type"])
    assert sent == set(protocol.CHECKS)
    assert received == {"welcome", "seats", "view", "chat", "deal_over", "match_over", "error"}


def test_the_example_deal_record_replays_to_the_scores_shown() -> None:
    (over,) = [message for message in examples() if message["type"] == "deal_over"]
    deal = read_deal(json.dumps(over["record"]))
    assert deal.is_over and list(deal.outcome().scores) == over["scores"]


def test_the_errors_and_limits_are_the_servers() -> None:
    listed = re.findall(r"^\| `([a-z_]+)` \|", TEXT.split("## Errors", 1)[1].split("\n## ", 1)[0], re.MULTILINE)
    assert listed[0] == "error" and listed[1:] == list(protocol.ERRORS)  # the header, then each in order
    limits = TEXT.split("## Limits", 1)[1].split("\n## ", 1)[0]
    defaults = Limits()
    for claim in (
        f"| {protocol.MAX_MESSAGE_BYTES} bytes",
        f"{defaults.rate:g} a second on average, bursts of {defaults.burst}",
        f"| {defaults.strikes} (less one",
        f"after {defaults.unseated_seconds:g} seconds",
        f"{protocol.MAX_NAME} and {protocol.MAX_CHAT} characters",
        f"| {protocol.MAX_OPTIONS}, each",
        f"{protocol.MAX_CODE} and {protocol.MAX_TOKEN} letters",
        f"| {defaults.tables_per_address} |",
        f"| {defaults.max_tables} (more",
        f"| {defaults.max_connections} (more",
        f"{DEFAULT_GRACE} seconds unless",
        f"{defaults.keep_finished / 86_400:g} days after",
        f"{defaults.keep_idle / 86_400:g} days without",
    ):
        assert claim in limits, claim
    assert protocol.GRACE == (10, 86_400) and "10 seconds to 1 day" in limits
