"""The table server: friends play one match over the network, the engine on the server the only referee.

``protocol`` reads and checks what a client sends (``docs/protocol.md``, ``schema.json``); ``wire`` writes what
the server sends, a seat's view built from ``Deal.view`` alone; ``table`` is one table (seats, tokens, the match,
its version); ``store`` keeps tables in SQLite; ``players`` thinks for computer seats in worker processes;
``service`` and ``connection`` serve websockets connections; ``app`` starts it all (``parlett-table serve``);
``client`` is a small asyncio client for tests, the benchmark and scripts.
"""
