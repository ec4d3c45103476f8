#!/usr/bin/env bash
# Renders the picture gallery docs/screens/: every game's phone (390x844, 360x740), host page
# (390x844, 1920x1080) and table screen (1920x1080, 1280x720) in the middle of a seeded random game
# with long names, the host page before the start and the phone and table screen at the end, in
# Debian's headless Chromium. They are the pictures LayoutBrowserTest takes while it checks each
# page's layout; the run fails if a page is laid out wrong (docs/dashboard.md, "Tests").
#
# usage: bench/screens.sh              (needs chromium and chromium-driver; about 4 to 8 minutes)
#        bench/screens.sh --page-only  (only writes docs/screens/README.md for the pictures there)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != "--page-only" ]; then
  rm -f docs/screens/*.jpg
  mvn -q -B -pl web -am verify -Dtest=LayoutBrowserTest -Dsurefire.failIfNoSpecifiedTests=false \
      -Dscreens="$PWD/docs/screens"
fi
# The gallery's page: each game's pictures, phone first.
{
  echo "# What each game looks like"
  echo
  echo "Every game's pages in Chromium, rendered by \`bench/screens.sh\` (the pictures \`LayoutBrowserTest\`"
  echo "takes while it checks each page's layout): a seeded random game with long names, in the middle"
  echo "and at the end, and the host page before the start. Phones show the whole page as it scrolls."
  for game in merchants catan hansa elasund; do
    echo
    echo "## $game"
    echo
    for shot in phone-mid-game-390x844 phone-mid-game-360x740 phone-end-390x844 table-mid-game-1920x1080 \
                table-mid-game-1280x720 table-end-1920x1080 host-lobby-390x844 host-lobby-1920x1080 \
                host-mid-game-390x844 host-mid-game-1920x1080; do
      [ -f "docs/screens/$game-$shot.jpg" ] || continue
      echo "- [$shot]($game-$shot.jpg)"
    done
    echo
    echo "<img src=\"$game-table-mid-game-1920x1080.jpg\" width=\"640\"> <img src=\"$game-phone-mid-game-390x844.jpg\" width=\"200\">"
  done
} > docs/screens/README.md
ls docs/screens/*.jpg | wc -l
