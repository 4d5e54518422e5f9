"""The program's client of the table server (docs/protocol.md), on Qt's loop: one ``QWebSocket``, no asyncio.

``TableLink`` keeps what a seat's client keeps (the code, seat and token, the seats, the latest view, the
deals over, the match's end) and tells each by a signal.  Messages are written and read with ``net/wire.py``,
the server's own wire form.  A connection lost (not closed by this side, nor by the server for good:
``net.reconnect.FINAL``) comes back by itself: it says "reconnecting", waits ``backoff()`` (QTimer) before each
of at most ``RETRIES`` tries, and rejoins its seat with the token, saying how many deals over it already has;
``close()`` ends it for good.
"""

from __future__ import annotations

import json
import random
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from ...engine import Action, Game, SeatView, create_game
from ...net.reconnect import FINAL, backoff, table_url
from ...net.wire import VERSION, view_from_wire

NEW, CONNECTING, CONNECTED, RECONNECTING, CLOSED = "new", "connecting", "connected", "reconnecting", "closed"
MAX_WAITING = 32  # messages written before the connection is open; more are dropped (a client sends a few)


def server_url(address: str) -> str:
    """A server's URL from what a player types: ``127.0.0.1:8765``, ``ws://…`` or ``wss://…``.

    >>> server_url("127.0.0.1:8765"), server_url(" wss://cards.example.org/play ")
    ('ws://127.0.0.1:8765', 'wss://cards.example.org/play')
    """
    address = address.strip()
    return address if address.startswith(("ws://", "wss://")) else f"ws://{address}"


class TableLink(QObject):
    """One seat's connection to a table of the server.  ``status`` is one of NEW … CLOSED."""

    status_changed = Signal(str)
    welcomed = Signal(object)  # the welcome message (dict)
    seats_changed = Signal(object)  # the seats message
    view_arrived = Signal(object)  # the view message; ``seat_view`` is its SeatView
    deal_over = Signal(object)  # the deal_over message (its record, scores and totals)
    match_over = Signal(object)  # the match_over message
    chat = Signal(object)  # a chat line (seat, name, text)
    error = Signal(object)  # an error message (error, message, field, reply_to)

    def __init__(self, name: str, parent: QObject | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.url = ""
        self.status = NEW
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.game: Game | None = None
        self.welcome: dict[str, Any] = {}
        self.seats: dict[str, Any] = {}
        self.view: dict[str, Any] | None = None
        self.seat_view: SeatView | None = None
        self.deals_over: dict[int, dict[str, Any]] = {}
        self.finished: dict[str, Any] | None = None  # the match_over message, once the match is over
        self.tries: list[float] = []  # the waits of the latest reconnecting
        self._rng = rng or random.Random()
        self._waits: list[float] = []
        self._waiting: list[str] = []  # written before the socket opened
        self._socket: QWebSocket | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)

    # --- the connection ---------------------------------------------------------------------------

    def open(self, url: str) -> None:
        """Connect to the server at ``url`` (``ws://host:port``); messages sent meanwhile wait for it."""
        self.url = server_url(url)
        self._set_status(CONNECTING)
        self._connect()

    def _connect(self) -> None:
        old = self._socket
        socket = self._socket = QWebSocket(parent=self)
        socket.connected.connect(self._on_connected)
        socket.disconnected.connect(self._on_disconnected)
        socket.textMessageReceived.connect(self._on_text)
        if old is not None:
            old.disconnected.disconnect(self._on_disconnected)
            old.abort()
            old.deleteLater()
        socket.open(QUrl(self.url))

    def close(self) -> None:
        """Close for good: no coming back (a reconnecting under way stops)."""
        self._retry.stop()
        self._set_status(CLOSED)
        if self._socket is not None:
            self._socket.close()

    def drop(self) -> None:
        """Lose the connection as a network does, at once and with no closing handshake (for tests)."""
        if self._socket is not None:
            self._socket.abort()

    @Slot()
    def _on_connected(self) -> None:
        if self.status == RECONNECTING:  # back: the seat first, then whatever was written meanwhile
            self._send_now(self._encode(self._rejoin_message()))
        self._set_status(CONNECTED)
        waiting, self._waiting = self._waiting, []
        for text in waiting:
            self._send_now(text)

    def _rejoin_message(self) -> dict[str, Any]:
        return {"type": "rejoin", "code": self.code, "token": self.token, "seen": len(self.deals_over)}

    @Slot()
    def _on_disconnected(self) -> None:
        socket = self._socket
        code = int(socket.closeCode().value) if socket is not None else 1006
        if self.status == CLOSED:  # closed by this side: for good
            return
        # Qt says 1000 for a connection lost with no closing handshake too, and the server never closes with
        # 1000 itself: only its other final codes (1008, 4000, 4001) end the seat's connection for good.
        final = code in FINAL and code != 1000 and self.status != RECONNECTING
        if final or self.token is None or self.code is None:
            self._set_status(CLOSED)
            return
        if self.status != RECONNECTING:  # the connection was lost: the first try
            self._waits, self.tries = backoff(self._rng), []
            self._set_status(RECONNECTING)
        self._wait_and_try()

    def _wait_and_try(self) -> None:
        if not self._waits:
            self._set_status(CLOSED)
            return
        wait = self._waits.pop(0)
        self.tries.append(wait)
        self._retry.start(round(wait * 1000))

    @Slot()
    def _try_again(self) -> None:
        if self.status != RECONNECTING or self.code is None:
            return
        self.url = table_url(self.url, self.code)
        self._connect()

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self.status_changed.emit(status)

    # --- what arrives -----------------------------------------------------------------------------------

    @Slot(str)
    def _on_text(self, text: str) -> None:
        try:
            message = json.loads(text)
        except ValueError:
            return
        if not isinstance(message, dict) or message.get("v") != VERSION:
            return  # not of the version spoken here: ignored, as a message of an unknown type is
        self.take(message)

    def take(self, message: dict[str, Any]) -> None:
        """One message from the server: kept, and told by its signal."""
        kind = message.get("type")
        if kind == "welcome":
            self.welcome = message
            self.code, self.seat, self.token = message["code"], message["seat"], message["token"]
            self.game = create_game(message["game"], message["players"], message["options"])
            self.url = table_url(self.url, message["code"])
            self.welcomed.emit(message)
        elif kind == "seats":
            self.seats = message
            self.seats_changed.emit(message)
        elif kind == "view":
            assert self.game is not None, "a view before the welcome"
            self.view, self.seat_view = message, view_from_wire(self.game, message["view"])
            self.view_arrived.emit(message)
        elif kind == "deal_over":
            if message["deal"] not in self.deals_over:  # told once, whatever a rejoin sends again
                self.deals_over[message["deal"]] = message
                self.deal_over.emit(message)
        elif kind == "match_over":
            if self.finished is None:
                self.finished = message
                self.match_over.emit(message)
        elif kind == "chat":
            self.chat.emit(message)
        elif kind == "error":
            self.error.emit(message)

    # --- sending ---------------------------------------------------------------------------------------

    def _encode(self, message: dict[str, Any]) -> str:
        return json.dumps({"v": VERSION, **message})

    def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` (its ``v`` added) now, or once the connection is open."""
        text = self._encode(message)
        if self.status == CONNECTED:
            self._send_now(text)
        elif self.status != CLOSED and len(self._waiting) < MAX_WAITING:
            self._waiting.append(text)

    def _send_now(self, text: str) -> None:
        socket = self._socket
        if socket is not None and socket.state() == QAbstractSocket.SocketState.ConnectedState:
            socket.sendTextMessage(text)

    def create(
        self, game: str, players: int | None = None, options: dict[str, Any] | None = None,
        level: str = "standard", grace: int | None = None, levels: tuple[str, ...] = (),
    ) -> None:  # fmt: skip
        """Open a table: its computer players at ``level``, or (``levels``) each seat after this one at its own."""
        message: dict[str, Any] = {"type": "create", "game": game, "name": self.name, "players": players,
                                   "options": options or {}}  # fmt: skip
        if levels:
            message["levels"] = list(levels)
        else:
            message["level"] = level
        if grace is not None:
            message["grace"] = grace
        self.send(message)

    def join(self, code: str) -> None:
        self.send({"type": "join", "code": code, "name": self.name})

    def rejoin(self, code: str, token: str) -> None:
        """Come back to one's seat (after the program was closed): the code and token it kept."""
        self.code, self.token = code, token
        self.send({"type": "rejoin", "code": code, "token": token, "seen": len(self.deals_over)})

    def start(self) -> None:
        self.send({"type": "start"})

    def act(self, action: Action) -> bool:
        """Send the seat's action, answering the latest view's version; False when there is no view to answer."""
        if self.view is None:
            return False
        self.send({"type": "act", "version": self.view["version"], "action": action.to_json()})
        return True

    def say(self, text: str) -> None:
        self.send({"type": "chat", "text": text})

    def leave(self) -> None:
        self.send({"type": "leave"})

    # --- what the seat may do -------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        """Whether a socket is open (or opening, or closing) right now."""
        socket = self._socket
        return socket is not None and socket.state() != QAbstractSocket.SocketState.UnconnectedState

    @property
    def my_turn(self) -> bool:
        view = self.seat_view
        return view is not None and self.finished is None and view.to_move == self.seat and bool(view.legal_actions)
