#!/usr/bin/env bash
# Build Parlett Table's one-folder Linux app with PyInstaller, then check that it runs.
#
#   packaging/build-linux.sh
#
# From a clean checkout: makes a fresh virtual environment in build/linux/venv,
# installs the package and PyInstaller into it, builds build/linux/dist/parlett-table/
# with packaging/parlett-table.spec, then runs the built program with --version
# and with a one-deal demo on Qt's offscreen platform, computer players thinking
# in their worker process and the bundled card deck in use.  Exits non-zero if any
# step fails, printing the end of that step's log.  Quiet on success: one line
# with the size of the built folder.  Running it again starts from scratch.
#
# Run as root on Debian or Ubuntu, it first installs the apt packages it needs that
# are missing (packaging/README.md lists them); set PARLETT_NO_APT=1 to skip that.
# Settings: PYTHON (default python3), PARLETT_BUILD_DIR (default build/linux).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PYTHON=${PYTHON:-python3}
BUILD=${PARLETT_BUILD_DIR:-$ROOT/build/linux}
LOGS=$BUILD/logs
DIST=$BUILD/dist/parlett-table
APP=$DIST/parlett-table
DEMO_TIMEOUT=60 # seconds; the demo takes a few (a broken worker makes it wait for ever)
MAX_MB=${PARLETT_MAX_BUNDLE_MB:-140} # the unpacked folder's budget (du -sm)
ME=packaging/build-linux.sh
STARTED=$SECONDS

# Debian packages and a library (or command) each provides: what building and running need.
# Python with venv and its shared library, binutils for PyInstaller, and the libraries Qt's
# xcb and Wayland platform plugins load (and QtMultimedia: PulseAudio), so that the build bundles them.
REQUIREMENTS=(
    "binutils:objdump"
    "libgl1:libGL.so.1"
    "libegl1:libEGL.so.1"
    "libfontconfig1:libfontconfig.so.1"
    "libfreetype6:libfreetype.so.6"
    "libglib2.0-0:libglib-2.0.so.0"
    "libdbus-1-3:libdbus-1.so.3"
    "libxkbcommon0:libxkbcommon.so.0"
    "libxkbcommon-x11-0:libxkbcommon-x11.so.0"
    "libx11-xcb1:libX11-xcb.so.1"
    "libxcb-cursor0:libxcb-cursor.so.0"
    "libxcb-icccm4:libxcb-icccm.so.4"
    "libxcb-image0:libxcb-image.so.0"
    "libxcb-keysyms1:libxcb-keysyms.so.1"
    "libxcb-randr0:libxcb-randr.so.0"
    "libxcb-render-util0:libxcb-render-util.so.0"
    "libxcb-shape0:libxcb-shape.so.0"
    "libxcb-xfixes0:libxcb-xfixes.so.0"
    "libxcb-xkb1:libxcb-xkb.so.1"
    "libwayland-client0:libwayland-client.so.0"
    "libwayland-cursor0:libwayland-cursor.so.0"
    "libwayland-egl1:libwayland-egl.so.1"
    "libpulse0:libpulse.so.0"
)

# shellcheck source=packaging/script-helpers.sh
source "$ROOT/packaging/script-helpers.sh"  # fail, run_logged

LDCACHE=""
has_library() {
    if [[ $1 != *.so* ]]; then
        command -v "$1" >/dev/null 2>&1
        return
    fi
    if [[ -z $LDCACHE ]]; then
        LDCACHE=$("$(command -v ldconfig || echo /sbin/ldconfig)" -p 2>/dev/null || true)
    fi
    grep -q "[[:space:]]$1 " <<<"$LDCACHE"
}

# missing_packages: the Debian packages of what is not here (for Python, only once it is here).
missing_packages() {
    local entry soname libdir
    if ! command -v "$PYTHON" >/dev/null 2>&1; then
        echo python3 python3-venv
        return
    fi
    "$PYTHON" -c "import ensurepip, venv" 2>/dev/null || echo python3-venv
    # PyInstaller needs Python's shared library (Debian's libpython3.X package).
    soname=$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_config_var("INSTSONAME") or "")')
    libdir=$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_config_var("LIBDIR") or "")')
    if [[ $soname == *.so* && ! -e $libdir/$soname ]] && ! has_library "$soname"; then
        echo "libpython$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
    fi
    for entry in "${REQUIREMENTS[@]}"; do
        has_library "${entry#*:}" || echo "${entry%%:*}"
    done
}

# ensure_system_packages: install what is missing with apt-get when root (twice: Python first).
ensure_system_packages() {
    local missing updated=no round
    for round in 1 2; do
        read -r -a missing <<<"$(missing_packages | tr '\n' ' ')"
        [[ ${#missing[@]} -eq 0 ]] && return 0
        if [[ ${PARLETT_NO_APT:-} == 1 || $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
            echo "$ME: warning: missing system packages (Debian names): ${missing[*]}" >&2
            return 0
        fi
        if [[ $updated == no ]]; then
            run_logged apt-get-update apt-get update
            updated=yes
        fi
        run_logged "apt-get-install-$round" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y --no-install-recommends "${missing[@]}"
        LDCACHE=""
    done
}

# worker_running: whether the built app has a worker process (multiprocessing starts the
# executable again with --multiprocessing-fork); the app's path is unique to this build.
worker_running() {
    local cmdline argv
    for cmdline in /proc/[0-9]*/cmdline; do
        # mapfile, a builtin: a sweep forks nothing, so it takes milliseconds and sees a short-lived worker
        { mapfile -d '' -t argv <"$cmdline"; } 2>/dev/null || continue # the process may be gone
        [[ ${argv[0]:-} == "$APP" && " ${argv[*]} " == *" --multiprocessing-fork "* ]] && return 0
    done
    return 1
}

# stop_leftovers: end what is left of the built app's processes (a worker whose parent died, say).
stop_leftovers() {
    local cmdline args pid
    for cmdline in /proc/[0-9]*/cmdline; do
        args=$({ tr '\0' ' ' <"$cmdline"; } 2>/dev/null) || continue  # the process may be gone
        pid=${cmdline#/proc/}
        pid=${pid%/cmdline}
        [[ $args == "$APP "* ]] && kill "$pid" 2>/dev/null
    done
    return 0
}

mkdir -p "$BUILD"
rm -rf "$BUILD/venv" "$BUILD/work" "$BUILD/dist" "$LOGS"
mkdir -p "$LOGS"
ensure_system_packages

# 1. A fresh virtual environment with the package (built as a wheel, so the assets come with it) and PyInstaller.
run_logged venv "$PYTHON" -m venv "$BUILD/venv"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
run_logged pip-install "$BUILD/venv/bin/python" -m pip install -c "$ROOT/packaging/constraints.txt" "$ROOT" pyinstaller
VERSION=$("$BUILD/venv/bin/python" -c 'import parlett_table; print(parlett_table.__version__)')

# 2. The one-folder build.
run_logged pyinstaller "$BUILD/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$BUILD/dist" --workpath "$BUILD/work" "$ROOT/packaging/parlett-table.spec"
[[ -x $APP ]] || fail "PyInstaller made no $APP"
licence=$(find "$DIST" -path "*/parlett_table/assets/cards/LICENSE-svg-cards.txt" -print -quit)
[[ -n $licence ]] || fail "the built app has no parlett_table/assets/cards/LICENSE-svg-cards.txt"
[[ -n $(find "$DIST" -path "*/parlett_table/assets/sounds/play.wav" -print -quit) ]] || fail "the built app has no sounds"
# The sound effects: QtMultimedia's audio output, in its library, with the PulseAudio client library it links;
# none of its media backends (FFmpeg and what it drags in: packaging/bundle_trim.py).
for library in QtMultimedia.abi3.so libQt6Multimedia.so.6 libpulse.so.0; do
    [[ -n $(find "$DIST" -name "$library" -print -quit) ]] || fail "the built app lacks $library (the sound effects)"
done
[[ -z $(find "$DIST" -path "*/plugins/multimedia/*" -print -quit) ]] || fail "the built app has a multimedia backend"
[[ -z $(find "$DIST" -name "libavcodec.so*" -print -quit) ]] || fail "the built app has FFmpeg's libavcodec"
for plugin in libqxcb.so libqwayland.so libqoffscreen.so; do
    [[ -n $(find "$DIST" -path "*/plugins/platforms/$plugin" -print -quit) ]] || fail "the built app lacks Qt's $plugin"
done
# Every library loads as the program would load it (strip once damaged some), and every licence the bundle
# owes is there, each library attributed (packaging/bundle_licenses.py).
run_logged libraries "$BUILD/venv/bin/python" "$ROOT/packaging/check_libraries.py" "$DIST"
run_logged licences "$BUILD/venv/bin/python" "$ROOT/packaging/bundle_licenses.py" check "$DIST"
megabytes=$(du -sm "$DIST" | cut -f1)
[[ $megabytes -le $MAX_MB ]] || fail "the built app takes $megabytes MB, more than its budget of $MAX_MB MB"

# 3. --version prints the version of the package's one source.
got=$("$APP" --version 2>"$LOGS/version.log") || fail "'$APP --version' failed: $(cat "$LOGS/version.log")"
[[ $got == "parlett-table $VERSION" ]] || fail "'$APP --version' printed '$got', expected 'parlett-table $VERSION'"

# 4. A one-deal demo offscreen, in a throwaway home, with the classic deck (drawn from the bundled
#    SVG file) so that a missing asset fails the run; the computer players must think in a worker.
HOME_DIR=$(mktemp -d)
trap 'stop_leftovers; rm -rf "$HOME_DIR"' EXIT
mkdir -p "$HOME_DIR/config"
echo '{"format": "parlett-preferences", "version": 1, "deck": "classic"}' >"$HOME_DIR/config/preferences.json"
PARLETT_TABLE_HOME=$HOME_DIR QT_QPA_PLATFORM=offscreen \
    timeout "$DEMO_TIMEOUT" "$APP" --demo --deals 1 --speed off --quit >"$LOGS/demo.log" 2>&1 &
demo=$!
worker_seen=no
while kill -0 "$demo" 2>/dev/null; do
    if [[ $worker_seen == no ]] && worker_running; then
        worker_seen=yes
    fi
    sleep 0.1
done
status=0
wait "$demo" || status=$?
if [[ $status -ne 0 ]]; then
    echo "$ME: the demo exited with status $status$([[ $status -eq 124 ]] && echo " (timed out)"); its output:" >&2
    tail -n 40 "$LOGS/demo.log" >&2
    if [[ -f $HOME_DIR/data/parlett-table.log ]]; then
        echo "$ME: the program's error log:" >&2
        tail -n 40 "$HOME_DIR/data/parlett-table.log" >&2
    fi
    exit 1
fi
[[ $worker_seen == yes ]] || fail "the demo passed, but no worker process for the computer players was seen"

echo "$ME: built ${DIST#"$ROOT"/} ($megabytes MB, parlett-table $VERSION) in $((SECONDS - STARTED)) s; --version and the demo passed"
