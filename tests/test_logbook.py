"""The program's log: bounded in size, followed by crash dumps, and never a reason to stop.

Each case runs in a fresh interpreter, since the log takes over ``faulthandler``
for the whole process (and a crash ends it).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from parlett_table.system import logbook

ROOT = Path(__file__).resolve().parent.parent


def python(code: str) -> subprocess.CompletedProcess[str]:
    script = "import sys\nfrom pathlib import Path\nfrom parlett_table.system import logbook\n" + textwrap.dedent(code)
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_the_log_is_rotated_and_bounded(tmp_path: Path) -> None:
    result = python(f"""
        path = logbook.start(Path({str(tmp_path)!r}))
        assert path == Path({str(tmp_path)!r}) / logbook.LOG_NAME
        for number in range(4000):
            logbook.log.error("line %d %s", number, "x" * 1000)  # four megabytes in all
    """)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    files = sorted(path.name for path in tmp_path.iterdir())
    assert files == [logbook.LOG_NAME] + [f"{logbook.LOG_NAME}.{n}" for n in range(1, logbook.BACKUPS + 1)]
    assert all(path.stat().st_size <= logbook.LOG_BYTES for path in tmp_path.iterdir())
    assert "line 3999 " in (tmp_path / logbook.LOG_NAME).read_text(encoding="utf-8")


@pytest.mark.parametrize("records", [0, 1, 4000])  # no line yet (the file opened for crashes alone), rotated
def test_a_native_crash_leaves_its_traceback_in_the_current_log(tmp_path: Path, records: int) -> None:
    result = python(f"""
        import faulthandler
        logbook.start(Path({str(tmp_path)!r}))
        for number in range({records}):
            logbook.log.error("line %d %s", number, "x" * 1000)
        def deep_in_the_table():
            faulthandler._sigsegv()  # what a fault in native code does
        deep_in_the_table()
    """)
    assert result.returncode != 0
    log = (tmp_path / logbook.LOG_NAME).read_text(encoding="utf-8", errors="replace")
    assert "Fatal Python error: Segmentation fault" in log and "deep_in_the_table" in log, log[-2000:]


def test_a_data_folder_that_cannot_be_written_means_standard_error(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    result = python(f"""
        assert logbook.start(Path({str(not_a_folder)!r})) is None
        assert logbook.start(None) is None
        logbook.log.error("the table went wrong")
        print("still going")
    """)
    assert (result.returncode, result.stdout) == (0, "still going\n")
    assert "the table went wrong" in result.stderr and "Traceback" not in result.stderr


def test_a_log_that_cannot_be_written_any_more_is_one_line_on_standard_error(tmp_path: Path) -> None:
    result = python(f"""
        logbook.start(Path({str(tmp_path)!r}))
        logbook.log.error("written")
        handler = logbook.log.handlers[0]
        handler.stream.close()  # as if the disk had failed under it
        logbook.log.error("lost")
        print("still going")
    """)
    assert (result.returncode, result.stdout) == (0, "still going\n")
    assert len(result.stderr.splitlines()) == 1 and "the log could not be written" in result.stderr


def test_an_error_in_the_window_is_logged_and_told_with_what_did_not_work(tmp_path: Path) -> None:
    result = python(f"""
        import os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["PARLETT_TABLE_HOME"] = {str(tmp_path)!r}
        from PySide6.QtWidgets import QApplication
        from parlett_table.ui.app import ErrorReporter, start_log
        from parlett_table.ui.dialogs.error_notice import doing

        class Table:  # what the reporter needs of the window: somewhere to say it
            def show_error_notice(self, command):
                print(command)

        app = QApplication([])
        reporter = ErrorReporter(Table(), start_log())
        try:
            with doing("&Save deal record…"):
                {{}}["missing"]
        except KeyError:
            reporter(*sys.exc_info())
    """)
    log_path = tmp_path / "data" / logbook.LOG_NAME
    assert result.returncode == 0, result.stderr
    assert result.stdout == "Save deal record\n"  # the command, in words: no exception's name, no path
    assert logbook.log_file() is None or logbook.log_file() != log_path  # (that was another process's log)
    log = log_path.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log and "KeyError: 'missing'" in log and " ERROR " in log
