#!/usr/bin/env bash
# Build Parlett Table's .deb from the Linux bundle, then install it, run it and remove it.
#
#   packaging/build-deb.sh            # after packaging/build-linux.sh
#
# Packs build/linux/dist/parlett-table/ (made by build-linux.sh) with dpkg-deb into
# build/linux/parlett-table_<version>_<arch>.deb: the program under /usr/lib/parlett-table,
# the launchers parlett-table and parlett-table-gui in /usr/games, the desktop entry, the
# AppStream metainfo and the deal records' file type in their system places with their
# German and French words (desktop_l10n.py), the icons, the manual page parlett-table(6)
# (make_manpage.py), the changelog (deb_changelog.py), lintian's overrides, and
# /usr/share/doc/parlett-table/copyright pointing at the bundle's licenses/ folder.
# Checked before installing: the desktop files validate, lintian reports no error but the
# overridden ones (where lintian is installed), and the package takes at most 45 MB.
# The desktop's caches (menu, file types, icons) are refreshed by the dpkg triggers of
# desktop-file-utils, shared-mime-info and the icon theme: the package has no scripts.
#
# Then it checks the package offline: installs it with dpkg -i, runs the installed
# launcher (--version, a one-deal demo offscreen), checks the installed licences and
# desktop entry, removes it with dpkg -r and checks that none of its files is left.
# PARLETT_DEB_INSTALL=system installs into this system (as root; the default for root),
# =scratch into a scratch root with dpkg --root, whose package database starts as a copy
# of this system's (so dependencies are checked against what is installed here), =none
# only builds.  Quiet on success: one line.  Settings: PARLETT_BUILD_DIR (build/linux).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${PARLETT_BUILD_DIR:-$ROOT/build/linux}
DIST=$BUILD/dist/parlett-table
LOGS=$BUILD/logs
STAGE=$BUILD/deb/root
PACKAGE=parlett-table
APP_ID=io.github.parlett_table.ParlettTable
ME=packaging/build-deb.sh
STARTED=$SECONDS
DEMO_TIMEOUT=60
MAX_MB=${PARLETT_MAX_DEB_MB:-45} # the package's budget (du -m)
if [[ -n ${PARLETT_DEB_INSTALL:-} ]]; then
    MODE=$PARLETT_DEB_INSTALL
elif [[ $(id -u) -eq 0 ]]; then
    MODE=system
else
    MODE=scratch
fi

# shellcheck source=packaging/script-helpers.sh
source "$ROOT/packaging/script-helpers.sh"  # fail, run_logged

[[ -x $DIST/parlett-table && -x $BUILD/venv/bin/python ]] || fail "no bundle in $DIST: run packaging/build-linux.sh first"
command -v dpkg-deb >/dev/null || fail "dpkg-deb is needed (Debian's dpkg package)"
mkdir -p "$LOGS"
VERSION=$("$BUILD/venv/bin/python" -c 'import parlett_table; print(parlett_table.__version__)')
ARCH=$(dpkg --print-architecture)
DEB=$BUILD/${PACKAGE}_${VERSION}_${ARCH}.deb
GLIBC=$(dpkg-query -W -f='${Version}' libc6 2>/dev/null | sed 's/-.*//') # the bundle needs the build's glibc
[[ -n $GLIBC ]] || GLIBC=$(ldd --version | head -n1 | grep -o '[0-9]\+\.[0-9]\+$')

# 1. The tree the package installs.
rm -rf "$BUILD/deb" "$DEB"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/games" "$STAGE/usr/share/doc/$PACKAGE" \
    "$STAGE/usr/share/applications" "$STAGE/usr/share/metainfo" "$STAGE/usr/share/mime/packages" \
    "$STAGE/usr/share/man/man6" "$STAGE/usr/share/lintian/overrides" "$BUILD/deb/generated"
cp -a "$DIST" "$STAGE/usr/lib/$PACKAGE"
# Shared libraries are data to the loader, not programs: 0644, as Debian ships them (lintian:
# shared-library-is-executable); the program and the launchers keep 0755.
find "$STAGE/usr/lib/$PACKAGE" -type f -name "*.so*" -exec chmod 0644 {} +
# A launcher script rather than a symbolic link: the program finds _internal/ beside the real executable,
# and the script works from any root (dpkg --root), finding the program relative to itself. In /usr/games,
# as Debian's policy has games (section games), like KPat's and Aisleriot's.
cat >"$STAGE/usr/games/$PACKAGE" <<'EOF'
#!/bin/sh
# Parlett Table, installed by its .deb under /usr/lib/parlett-table.
here=$(dirname "$(readlink -f "$0")")
exec "$here/../lib/parlett-table/parlett-table" "$@"
EOF
chmod 0755 "$STAGE/usr/games/$PACKAGE"
ln -s "$PACKAGE" "$STAGE/usr/games/$PACKAGE-gui" # the desktop entry's Exec, as for pip installs
# The desktop entry, the AppStream metainfo and the file type with their German and French words, from the
# program's catalogues (packaging/desktop_l10n.py), checked as software centres and menus read them.
GENERATED=$BUILD/deb/generated
run_logged deb-l10n "$BUILD/venv/bin/python" "$ROOT/packaging/desktop_l10n.py" "$GENERATED"
install -m 0644 "$GENERATED/$APP_ID.desktop" "$STAGE/usr/share/applications/"
install -m 0644 "$GENERATED/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/"
install -m 0644 "$GENERATED/$APP_ID.mime.xml" "$STAGE/usr/share/mime/packages/$APP_ID.xml"
if command -v desktop-file-validate >/dev/null; then
    run_logged deb-desktop-entry desktop-file-validate "$STAGE/usr/share/applications/$APP_ID.desktop"
fi
if command -v appstreamcli >/dev/null; then
    run_logged deb-metainfo appstreamcli validate --no-net --no-color "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
fi
# The manual page, from the command's own argument parser (packaging/make_manpage.py); parlett-table-gui's is
# the same page. And the changelog, from the metainfo's releases (packaging/deb_changelog.py).
run_logged deb-manpage "$BUILD/venv/bin/python" "$ROOT/packaging/make_manpage.py" "$GENERATED/$PACKAGE.6"
gzip -9n <"$GENERATED/$PACKAGE.6" >"$STAGE/usr/share/man/man6/$PACKAGE.6.gz"
ln -s "$PACKAGE.6.gz" "$STAGE/usr/share/man/man6/$PACKAGE-gui.6.gz"
run_logged deb-changelog "$BUILD/venv/bin/python" "$ROOT/packaging/deb_changelog.py" "$GENERATED/changelog"
gzip -9n <"$GENERATED/changelog" >"$STAGE/usr/share/doc/$PACKAGE/changelog.gz"
# What lintian reports that a program bundling its own Python and Qt cannot avoid (packaging/README.md,
# "lintian" says why for each).
install -m 0644 "$ROOT/packaging/linux/$PACKAGE.lintian-overrides" "$STAGE/usr/share/lintian/overrides/$PACKAGE"
for png in "$ROOT"/assets/icons/parlett-table-*.png; do
    size=${png##*-}
    size=${size%.png}
    install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/parlett-table.png"
done
install -D -m 0644 "$ROOT/assets/icons/parlett-table.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/parlett-table.svg"
LICENSES=/usr/lib/$PACKAGE/_internal/licenses
cat >"$STAGE/usr/share/doc/$PACKAGE/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Parlett Table
Upstream-Contact: https://github.com/parlett-table/parlett-table/issues
Source: https://github.com/parlett-table/parlett-table
Comment: The program bundles Qt, PySide6, Python, ICU and some shared libraries of the
 distribution it was built on. $LICENSES/shared-libraries.txt names every bundled
 library with its origin and licence; the licence texts, Qt's third-party notices
 (Qt-third-party-notices.txt) and the copyright files of the bundled libraries' Debian
 packages (libraries/) are in $LICENSES/, and $LICENSES/SOURCES.txt says where the
 source code of each is, with the written offer the LGPL asks for.

Files: *
Copyright: The Parlett Table authors
License: MIT
 See $LICENSES/Parlett-Table-MIT.txt.

Files: usr/lib/$PACKAGE/_internal/PySide6/* usr/lib/$PACKAGE/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3.0-only
 On Debian systems, the complete text of the GNU Lesser General Public License
 version 3 can be found in /usr/share/common-licenses/LGPL-3, and that of the GNU
 General Public License version 3 it adds to in /usr/share/common-licenses/GPL-3.
 The third-party code inside Qt is listed in $LICENSES/Qt-third-party-notices.txt.

Files: usr/lib/$PACKAGE/_internal/PySide6/Qt/lib/libicu*
Copyright: Unicode, Inc. and others
License: Unicode-DFS-2016
 See $LICENSES/ICU-LICENSE.txt.

Files: usr/lib/$PACKAGE/_internal/parlett_table/assets/cards/*
Copyright: 2005 David Bellot, 2016-2017 Huub de Beer
License: LGPL-2.0-or-later
 On Debian systems, the complete text of the GNU Library General Public License
 version 2 can be found in /usr/share/common-licenses/LGPL-2, and that of version
 2.1 in /usr/share/common-licenses/LGPL-2.1.

Files: usr/lib/$PACKAGE/_internal/parlett_table/assets/sounds/*
Copyright: The Parlett Table authors
License: CC0-1.0
 On Debian systems, the complete text of the Creative Commons CC0 1.0 Universal
 dedication can be found in /usr/share/common-licenses/CC0-1.0.
EOF
chmod -R u+rwX,go+rX,go-w "$STAGE"
installed_size=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
cat >"$STAGE/DEBIAN/control" <<EOF
Package: $PACKAGE
Version: $VERSION
Architecture: $ARCH
Maintainer: The Parlett Table authors <parlett-table@users.noreply.github.com>
Installed-Size: $installed_size
Depends: libc6 (>= $GLIBC), libgl1, libegl1, libxcb1, fontconfig-config
Recommends: libwayland-client0, libwayland-cursor0, libwayland-egl1
Section: games
Priority: optional
Homepage: https://github.com/parlett-table/parlett-table
Description: David Parlett's trick-taking card games at a desktop card table
 Play Hoodwink, Crescendo, Who's Who and Hamlet against computer players, learn
 their rules as you go, and keep your totals across sessions. Qt and Python come
 with the program.
EOF
(cd "$STAGE" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
run_logged dpkg-deb dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB"
dpkg-deb --info "$DEB" >"$LOGS/deb-info.log"
dpkg-deb --contents "$DEB" >"$LOGS/deb-contents.log"
for path in ./usr/games/parlett-table ./usr/lib/parlett-table/parlett-table "./usr/share/applications/$APP_ID.desktop" \
    "./usr/share/mime/packages/$APP_ID.xml" ./usr/share/icons/hicolor/scalable/apps/parlett-table.svg \
    "./usr/share/metainfo/$APP_ID.metainfo.xml" "./usr/lib/parlett-table/_internal/licenses/shared-libraries.txt" \
    ./usr/share/man/man6/parlett-table.6.gz ./usr/share/doc/parlett-table/changelog.gz; do
    grep -q " $path\( \|$\)" "$LOGS/deb-contents.log" || fail "$DEB lacks $path"
done
size=$(du -h "$DEB" | cut -f1)
megabytes=$(du -m "$DEB" | cut -f1)
[[ $megabytes -le $MAX_MB ]] || fail "$DEB takes $megabytes MB, more than its budget of $MAX_MB MB"
# lintian, Debian's package checker: no error but those of the overrides (packaging/linux/parlett-table.lintian-overrides).
if command -v lintian >/dev/null; then
    run_logged deb-lintian lintian --fail-on error "$DEB"
fi
if [[ $MODE == none ]]; then
    echo "$ME: built ${DEB#"$ROOT"/} ($size) in $((SECONDS - STARTED)) s"
    exit 0
fi

# 2. Install it, as a player would (dpkg -i), or into a scratch root.
case $MODE in
system)
    [[ $(id -u) -eq 0 ]] || fail "PARLETT_DEB_INSTALL=system needs root"
    DPKG=(dpkg)
    PREFIX=""
    ;;
scratch)
    PREFIX=$BUILD/deb/scratch
    admin=$PREFIX/var/lib/dpkg
    mkdir -p "$admin/info" "$admin/updates" "$admin/triggers"
    cp /var/lib/dpkg/status "$admin/status" # dependencies are checked against this system's packages
    DPKG=(dpkg --root="$PREFIX" --force-not-root --force-script-chrootless)
    ;;
*) fail "PARLETT_DEB_INSTALL must be system, scratch or none, not '$MODE'" ;;
esac
run_logged dpkg-install "${DPKG[@]}" -i "$DEB"
"${DPKG[@]}" -L "$PACKAGE" >"$LOGS/deb-files.log"
HOME_DIR=$(mktemp -d)
remove() {
    "${DPKG[@]}" -r "$PACKAGE" >>"$LOGS/dpkg-remove.log" 2>&1 || true
    rm -rf "$HOME_DIR"
}
trap remove EXIT

# 3. The installed program: --version, the licences, the desktop entry, a one-deal demo offscreen.
launcher=$PREFIX/usr/games/$PACKAGE
got=$("$launcher" --version 2>"$LOGS/deb-version.log") || fail "'$launcher --version' failed: $(cat "$LOGS/deb-version.log")"
[[ $got == "parlett-table $VERSION" ]] || fail "'$launcher --version' printed '$got', expected 'parlett-table $VERSION'"
run_logged deb-licences "$BUILD/venv/bin/python" "$ROOT/packaging/bundle_licenses.py" check "$PREFIX/usr/lib/$PACKAGE"
if command -v desktop-file-validate >/dev/null; then
    run_logged deb-desktop-file desktop-file-validate "$PREFIX/usr/share/applications/$APP_ID.desktop"
fi
if [[ $MODE == system ]]; then # the dpkg triggers registered the file type and the menu entry for it
    grep -q "^application/x-parlett-deal:\*\.parlett$" /usr/share/mime/globs ||
        fail "after dpkg -i, /usr/share/mime/globs has no *.parlett"
    if command -v update-desktop-database >/dev/null; then
        grep -q "^application/x-parlett-deal=.*$APP_ID.desktop" /usr/share/applications/mimeinfo.cache ||
            fail "after dpkg -i, /usr/share/applications/mimeinfo.cache does not open deal records with $APP_ID.desktop"
    fi
fi
mkdir -p "$HOME_DIR/config"
echo '{"format": "parlett-preferences", "version": 1, "deck": "classic"}' >"$HOME_DIR/config/preferences.json"
PARLETT_TABLE_HOME=$HOME_DIR QT_QPA_PLATFORM=offscreen \
    run_logged deb-demo timeout "$DEMO_TIMEOUT" "$launcher" --demo --deals 1 --speed off --quit

# 4. Remove it: nothing of it may be left.
: >"$LOGS/dpkg-remove.log"
trap 'rm -rf "$HOME_DIR"' EXIT
run_logged dpkg-remove "${DPKG[@]}" -r "$PACKAGE"
status=$("${DPKG[@]}" -s "$PACKAGE" 2>/dev/null | sed -n 's/^Status: //p' || true)
[[ -z $status || $status == *not-installed* ]] || fail "after dpkg -r, dpkg still lists $PACKAGE as '$status'"
left=()
while IFS= read -r path; do # every file and link the package had (folders such as /usr/share stay)
    if [[ -f $PREFIX$path || -L $PREFIX$path ]]; then left+=("$path"); fi
done <"$LOGS/deb-files.log"
if [[ -e $PREFIX/usr/lib/$PACKAGE ]]; then left+=("/usr/lib/$PACKAGE/"); fi
[[ ${#left[@]} -eq 0 ]] || fail "dpkg -r left ${left[*]}"

echo "$ME: built ${DEB#"$ROOT"/} ($size) in $((SECONDS - STARTED)) s; installed ($MODE), --version, the licences and the demo passed, removed cleanly"
