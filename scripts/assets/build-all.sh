#!/usr/bin/env bash
# Regenerates every static asset of the public site (see README.md beside this file).
# Needs Debian packages: chromium ffmpeg fonts-inter pngquant jpegoptim python3-fonttools libharfbuzz-bin
set -euo pipefail
cd "$(dirname "$0")/../.."

/usr/bin/python3 scripts/assets/build-logos.py   # public/logos/*.svg
node scripts/assets/build-og.mjs                  # public/og/lxera-og.png
node scripts/assets/build-demo-video.mjs          # public/media/lxera-demo.* (about 10 minutes on 2 cores)
