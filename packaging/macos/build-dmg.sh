#!/usr/bin/env bash
# Make Parlett Table's .dmg from the app PyInstaller built, signing and notarising it when configured.
#
#   packaging/macos/build-dmg.sh "dist/Parlett Table.app" dist/parlett-table-0.1.0-macos-arm64.dmg
#
# On macOS, from the repository's root, after `pyinstaller packaging/parlett-table.spec`.  The
# disk image holds the app and a link to /Applications, to drag it onto.
#
# Signing needs an Apple Developer ID: with MACOS_SIGNING_IDENTITY set ("Developer ID
# Application: Name (TEAMID)", its certificate in the keychain), the app is signed with the
# hardened runtime (packaging/macos/entitlements.plist) and so is the image; otherwise the app
# keeps the ad hoc signature PyInstaller gave it, and a note says so.  Notarising needs
# APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD (an app-specific password) besides; without
# them it is skipped with a note.  An unsigned or unnotarised image works, but Gatekeeper asks
# the player first (README.md, "Download and play").
set -euo pipefail

APP=${1:?"usage: packaging/macos/build-dmg.sh APP.app OUTPUT.dmg"}
DMG=${2:?"usage: packaging/macos/build-dmg.sh APP.app OUTPUT.dmg"}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ME=packaging/macos/build-dmg.sh

[[ -d $APP/Contents/MacOS ]] || { echo "$ME: $APP is not an app bundle" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "$ME: hdiutil is needed (this runs on macOS)" >&2; exit 1; }

STAGING=$(mktemp -d)
trap 'rm -rf "$STAGING"' EXIT
cp -R "$APP" "$STAGING/"
ln -s /Applications "$STAGING/Applications"
STAGED_APP="$STAGING/$(basename "$APP")"

if [[ -n ${MACOS_SIGNING_IDENTITY:-} ]]; then
    codesign --deep --force --options runtime --timestamp \
        --entitlements "$HERE/entitlements.plist" --sign "$MACOS_SIGNING_IDENTITY" "$STAGED_APP"
    codesign --verify --deep --strict "$STAGED_APP"
else
    echo "$ME: note: MACOS_SIGNING_IDENTITY is not set; the app keeps its ad hoc signature"
fi

mkdir -p "$(dirname "$DMG")"
rm -f "$DMG"
hdiutil create -volname "Parlett Table" -srcfolder "$STAGING" -fs HFS+ -format UDZO -ov "$DMG" >/dev/null

if [[ -n ${MACOS_SIGNING_IDENTITY:-} ]]; then
    codesign --force --timestamp --sign "$MACOS_SIGNING_IDENTITY" "$DMG"
fi
if [[ -n ${MACOS_SIGNING_IDENTITY:-} && -n ${APPLE_ID:-} && -n ${APPLE_TEAM_ID:-} && -n ${APPLE_APP_PASSWORD:-} ]]; then
    xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$DMG"
else
    echo "$ME: note: notarisation skipped (it needs MACOS_SIGNING_IDENTITY, APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD)"
fi
echo "$ME: made $DMG"
