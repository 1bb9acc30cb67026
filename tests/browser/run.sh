#!/usr/bin/env bash
# The lesson book in a real browser: exports the built-in library, then opens its contents and
# one study page in each language in headless Chromium (installed from Debian's packages when
# missing; CI runs as root), takes a screenshot of each and checks that the page text holds the
# study's title and, on the study page, the diagram's <title>.
#
#   tests/browser/run.sh          check, screenshots in a scratch folder
#   tests/browser/run.sh --keep   also copy the screenshots to tests/browser/ (the reference)
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null; then
  apt-get update && apt-get install -y chromium
fi

keep=no
[ "${1:-}" = "--keep" ] && keep=yes
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# BROWSER_TEST_BIN: a foxgeese binary already built (.ci/run passes the one `cargo test` built
# for the integration tests); else `cargo run`.
foxgeese() {
  if [ -n "${BROWSER_TEST_BIN:-}" ]; then "$BROWSER_TEST_BIN" "$@"; else cargo run -q -- "$@"; fi
}

study=surrounded-fox
foxgeese export -o "$scratch/book" >/dev/null

browser() {
  local profile
  profile=$(mktemp -d -p "$scratch")
  timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" "$@" 2>/dev/null
}

# The text a page must contain, else fail naming the page.
contains() {
  if ! grep -qF -- "$2" "$1"; then
    echo "browser test: $1 does not contain: $2" >&2
    exit 1
  fi
}

json_field() { sed -n "s/^  \"$1\": \"\(.*\)\",\?$/\1/p"; }

for lang in en id; do
  title=$(foxgeese --lang "$lang" study "$study" | head -n 1)
  json=$(foxgeese --lang "$lang" study "$study" --format json)
  position=$(json_field position <<<"$json")
  ruleset=$(json_field ruleset <<<"$json")
  diagram_title=$(foxgeese --lang "$lang" diagram --position "$position" --ruleset "$ruleset" |
    sed -n 's/^<title id="fg-title">\(.*\)<\/title>$/\1/p')
  [ -n "$title" ] && [ -n "$diagram_title" ]
  for page in index "$study"; do
    url="file://$scratch/book/$lang/$page.html"
    dom="$scratch/$lang-$page.dom.html"
    shot="$scratch/$lang-$page.png"
    browser --dump-dom "$url" >"$dom"
    browser --window-size=900,1400 --hide-scrollbars --screenshot="$shot" "$url" >/dev/null
    [ -s "$shot" ] || { echo "browser test: no screenshot of $url" >&2; exit 1; }
    contains "$dom" "<html lang=\"$lang\">"
    contains "$dom" "$title"
    if [ "$page" = "$study" ]; then
      contains "$dom" "<title id=\"fg-title\">$diagram_title</title>"
      contains "$dom" "<details class=\"answer\">"
    fi
    echo "browser test: $lang/$page.html rendered ($(wc -c <"$shot") bytes of screenshot)"
    if [ "$keep" = yes ]; then
      cp "$shot" "tests/browser/$lang-$page.png"
    fi
  done
done
