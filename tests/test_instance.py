"""One program per data folder: a second start hands over to the first, and a lock left by a killed program is
taken over.  (Each test has its own data folder, so a game the developer has open never gets in the way.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot
from test_table import QUIET

from parlett_table.play.collaborators import InlineThinker
from parlett_table.storage.paths import data_dir
from parlett_table.storage.startup import open_storage
from parlett_table.ui.look import style
from parlett_table.ui.process import instance as instance_module
from parlett_table.ui.process.instance import LOCK_NAME, SingleInstance, _send, message_line, read_message, server_name
from parlett_table.ui.window.main_window import MainWindow

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the tests kill processes with POSIX signals")


def program(home: Path, *args: str, code: str | None = None) -> subprocess.Popen[str]:
    """The program (or ``code``) in a child process on ``home``, in a session of its own (so it can be killed
    with whatever it started)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(home)}
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "parlett_table", *args]
    return subprocess.Popen(command, env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)  # fmt: skip


def kill(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    process.communicate()


def listening(name: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    connected = socket.waitForConnected(200)
    socket.abort()
    return connected


def everything(home: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``home`` with its modification time and contents."""
    return {str(path): (path.stat().st_mtime_ns, path.read_bytes()) for path in home.rglob("*") if path.is_file()}


def first_window(qtbot: QtBot) -> tuple[SingleInstance, MainWindow, list[dict[str, object]]]:
    """This process as the first program on the test's data folder: the lock, the socket, a window."""
    stored = open_storage(alone=True)
    first = SingleInstance(data_dir())
    assert first.claim() and first.alone
    window = MainWindow(InlineThinker(), QUIET, stored.preferences_file, stored.keeper)
    qtbot.addWidget(window)
    window.show()
    first.serve(window)
    requests: list[dict[str, object]] = []
    first.requested.connect(requests.append)
    qtbot.waitUntil(lambda: first.listening, timeout=10_000)
    return first, window, requests


def test_a_second_start_brings_the_first_forward_and_writes_nothing(
    private_home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, window, requests = first_window(qtbot)
    raised: list[bool] = []
    monkeypatch.setattr(window, "raise_", lambda: raised.append(True))
    before = everything(private_home)
    second = program(private_home)
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)  # our socket answers meanwhile
    finally:
        kill(second)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: bool(raised), timeout=10_000)
    assert requests == [{"show": True}]
    assert everything(private_home) == before  # the second start wrote nothing
    first.release()
    window.controller.shutdown()


def test_a_deal_record_sent_by_a_later_start_is_opened(
    private_home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, window, requests = first_window(qtbot)
    opened: list[str] = []
    monkeypatch.setattr(window, "open_record", lambda path: opened.append(path))
    record = str(private_home / "a deal\nwith a newline.json")
    assert _send(first.name, message_line(record), seconds=5.0)
    qtbot.waitUntil(lambda: bool(opened), timeout=10_000)
    assert opened == [record] and requests == [{"open": record}]
    first.release()
    window.controller.shutdown()


def test_messages_that_cannot_be_read_still_only_bring_the_window_forward() -> None:
    assert read_message(b"\xff\xfe") == {"show": True}
    assert read_message(b'["open", "x"]') == {"show": True}
    assert read_message(b'{"open": 3}') == {"show": True}
    assert read_message(b"[" * 5000) == {"show": True}
    assert read_message(message_line("/tmp/r.json")) == {"open": "/tmp/r.json"}
    assert server_name(Path("/a/data")) == server_name(Path("/a/./data")) != server_name(Path("/b/data"))


def test_a_lock_left_by_a_killed_program_is_taken_over(private_home: Path, qtbot: QtBot) -> None:
    folder = data_dir()
    killed = program(private_home)  # the real program, killed once it is up
    try:
        qtbot.waitUntil(lambda: (folder / LOCK_NAME).exists() and listening(server_name(folder)), timeout=60_000)
    finally:
        kill(killed)
    assert (folder / LOCK_NAME).exists()  # left behind, naming a process that is gone
    first, window, requests = first_window(qtbot)
    assert (folder / LOCK_NAME).read_text().split("\n")[0] == str(os.getpid())
    second = program(private_home)  # and the socket was taken over too: a later start reaches this program
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
    finally:
        kill(second)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: bool(requests), timeout=10_000)  # delivered to the socket; read on our next turn
    assert requests == [{"show": True}]
    first.release()
    window.controller.shutdown()


HOLDER = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QCoreApplication, QLockFile
    app = QCoreApplication([])
    lock = QLockFile(sys.argv[1])
    lock.setStaleLockTime(0)
    assert lock.tryLock(0)
    print("locked", flush=True)
    time.sleep(120)
    """
)


def test_a_first_program_that_does_not_answer_is_said_in_a_sentence(
    private_home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = data_dir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder / LOCK_NAME)], env=env, text=True,
                              stdout=subprocess.PIPE, start_new_session=True)  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        shown: list[str] = []
        monkeypatch.setattr(instance_module, "ANSWER_SECONDS", 0.3)
        monkeypatch.setattr(style, "warn", lambda parent, title, text: shown.append(text))
        later = SingleInstance(folder)
        assert not later.claim() and later.exit_status == 1
        assert shown == ["Parlett Table is already open on this data folder but does not answer; close it and start "
                         "again."]  # fmt: skip
    finally:
        kill(holder)


def test_a_lock_whose_pid_went_to_another_python_program_is_taken_over(private_home: Path) -> None:
    """A lock left by a killed program, naming a PID that now belongs to another Python program (the same process
    name, so Qt takes it for the holder): the next start takes the lock over and plays, instead of saying that
    Parlett Table does not answer and exiting with 1."""
    folder = data_dir()
    stranger = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], start_new_session=True,
                                text=True)  # fmt: skip
    try:
        host = subprocess.run(["uname", "-n"], capture_output=True, text=True).stdout.strip()
        app_name = Path(os.path.realpath(sys.executable)).name
        (folder / LOCK_NAME).write_text(f"{stranger.pid}\n{app_name}\n{host}\n")  # as Qt writes its lock
        later = program(private_home, "--demo", "--deals", "1", "--speed", "off", "--quit")
        try:
            _, err = later.communicate(timeout=120)
        finally:
            kill(later)
        assert later.returncode == 0, err
        assert "does not answer" not in err
        assert stranger.poll() is None  # nobody else's program was touched
    finally:
        kill(stranger)


CLOSED_AT_ONCE = textwrap.dedent(
    """
    import gc, time
    from PySide6.QtWidgets import QApplication
    from parlett_table.storage.paths import data_dir
    from parlett_table.ui.process.instance import SingleInstance, _send, message_line

    app = QApplication([])
    first = SingleInstance(data_dir())
    assert first.claim()
    first.listen()
    heard = []
    first.requested.connect(heard.append)
    assert _send(first.name, message_line("a.json"), seconds=5.0)
    deadline = time.monotonic() + 10
    while not heard and time.monotonic() < deadline:
        app.processEvents()
    first.release()
    del first  # the program closing just after a later start spoke: its socket's deletion still pending
    gc.collect()
    for _ in range(50):
        app.processEvents()
    print("heard", heard, flush=True)
    """
)


def test_a_program_closed_just_after_a_message_ends_cleanly(private_home: Path) -> None:
    """Once, the socket a message came on outlived its own deletion when the program closed at once: Qt warned
    and the next events crashed the program (in a child process here, so a crash fails only this test)."""
    closing = program(private_home, code=CLOSED_AT_ONCE)
    try:
        out, err = closing.communicate(timeout=60)
    finally:
        kill(closing)
    assert (closing.returncode, out.strip()) == (0, "heard [{'open': 'a.json'}]"), err
    assert "deleted directly" not in err
