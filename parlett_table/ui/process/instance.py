"""One program per data folder: a lock file in the folder, and a local socket through which a second start hands over.

The first program to start on a data folder takes its lock (``QLockFile``; a
lock left by a program that was killed is taken over, also when its PID has since
gone to another program of the same name, see ``holder_is_gone``) and listens on a local
socket whose name is derived from the folder's path.  A later start on the
same folder writes nothing: it sends the first one line of JSON, ``{"show":
true}`` or ``{"open": "<a deal record's path>"}``, so the first comes to the
front (and opens the record), and exits with status 0.

The first program starts listening (``serve``) once its table is on screen
with a deal, so that loading the network module costs its start-up nothing; a
later start that comes in between waits for it.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCryptographicHash, QLockFile, QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine.language import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "parlett-table.lock"
ANSWER_SECONDS = 5.0  # how long a second start waits for the first, which may itself be starting
LONGEST_MESSAGE = 64 * 1024


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder: the same for every start on it, different for other folders."""
    path = os.path.abspath(folder).encode("utf-8", "surrogateescape")
    digest = bytes(QCryptographicHash.hash(path, QCryptographicHash.Algorithm.Sha256).toHex().data()).decode("ascii")
    return f"parlett-table-{digest[:24]}"


def message_line(record: str | None = None) -> bytes:
    """What a second start sends: come to the front, and open ``record`` if given."""
    return json.dumps({"open": record} if record else {"show": True}).encode("utf-8") + b"\n"


def read_message(line: bytes) -> dict[str, Any]:
    """A message received; anything unreadable still means "come to the front"."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return {"show": True}
    if not isinstance(message, dict) or not isinstance(message.get("open", ""), str):
        return {"show": True}
    return message


NOT_ANSWERING = QT_TRANSLATE_NOOP(
    "Instance", "Parlett Table is already open on this data folder but does not answer; close it and start again."
)

class SingleInstance(QObject):
    """The data folder's lock and the socket that listens for later starts."""

    requested = Signal(object)  # a message (dict) from a later start

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = server_name(folder)
        self.lock_path = folder / LOCK_NAME
        self.lock = QLockFile(str(self.lock_path))
        self.lock.setStaleLockTime(0)  # held as long as the program runs: only a holder that is gone makes it stale
        self.alone = False  # this program holds the lock
        self.exit_status = 0  # when this start is not the one to run
        self._server: QLocalServer | None = None

    def claim(self, record: str | None = None) -> bool:
        """True if this start is the one to run; False if another program has the folder (it was told to come
        forward and open ``record``, or, if it did not answer, the player was told why nothing opens)."""
        if self.lock.tryLock(0):
            self.alone = True
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError and holder_is_gone(self.lock_path):
            # Qt judged the holder alive because its PID now belongs to another program of the same name (python3):
            # the lock is stale, and this start takes it over instead of waiting on a program that is not there.
            self.lock.removeStaleLockFile()
            if self.lock.tryLock(0):
                self.alone = True
                return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            # The folder cannot hold a lock (read-only, unreadable): a program listening still gets the message;
            # otherwise this one runs, and says what it cannot save when it tries.
            return not _send(self.name, message_line(record), seconds=0.0)
        if _send(self.name, message_line(record), seconds=ANSWER_SECONDS):
            return False
        self.exit_status = 1
        sys.stderr.write(NOT_ANSWERING + "\n")  # standard error in English, the window in the player's language
        text = translate("Instance", NOT_ANSWERING)
        from ..look.style import warn  # only when it must be said

        warn(None, "Parlett Table", text)
        return False

    def serve(self, window: QWidget) -> None:
        """From now on later starts bring ``window`` to the front, and have it open the deal record they name."""
        self.requested.connect(lambda message: _come_forward(window, message))
        self.listen()

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
        self.lock.unlock()

    def listen(self) -> None:
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name) and self.alone:
            # We hold the lock, so a socket by this name was left by a program that was killed.
            QLocalServer.removeServer(self.name)
            server.listen(self.name)
        if server.isListening():
            server.newConnection.connect(self._accept)
            self._server = server

    def _accept(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            # A bound method, not a lambda holding the socket: with such a lambda, PySide 6.11 deletes a socket
            # with its server while the socket's deleteLater is pending, and crashes at the next events.
            socket.readyRead.connect(self._read_sender)
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)  # what arrived with the connection

    def _read_sender(self) -> None:
        from PySide6.QtNetwork import QLocalSocket  # loaded by now: the server is listening

        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket.canReadLine():
            self.requested.emit(read_message(bytes(socket.readLine(LONGEST_MESSAGE).data())))
            socket.disconnectFromServer()
        elif socket.bytesAvailable() > LONGEST_MESSAGE:
            socket.abort()


def holder_is_gone(lock_path: Path) -> bool:
    """Whether no running program holds the lock file (POSIX): Qt's lock keeps an ``flock`` on its file for as long
    as its holder runs, so when this process can take one, the holder has ended, whatever its PID is now.

    False where that cannot be told (Windows, a file system without ``flock``): the PID check stands.
    """
    try:
        import fcntl
    except ImportError:  # Windows
        return False
    try:
        with open(lock_path, "rb") as file:
            try:
                fcntl.flock(file, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return False  # held: the program is there (starting, or not answering)
            fcntl.flock(file, fcntl.LOCK_UN)
            return True
    except OSError:
        return False


def _send(name: str, line: bytes, seconds: float) -> bool:
    """Deliver ``line`` to the program listening as ``name``, trying for up to ``seconds``; whether it was."""
    from PySide6.QtNetwork import QLocalSocket

    deadline = time.monotonic() + seconds
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(500):
            socket.write(line)
            delivered = socket.waitForBytesWritten(2000)
            socket.disconnectFromServer()
            return delivered
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)


def _come_forward(window: QWidget, message: dict[str, Any]) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    record = message.get("open")
    if record:
        window.open_record(record)  # type: ignore[attr-defined]
