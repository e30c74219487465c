#!/usr/bin/env bash
# Builds a private copy of the working tree, so several people (or agents) editing one tree can
# each build and serve without clobbering the shared .docusaurus/ and build/ folders.
# Usage: scripts/private-build.sh NAME [docusaurus build args...]   -> /tmp/preview-NAME/build
set -euo pipefail
name=${1:?usage: scripts/private-build.sh NAME [args]}; shift
root=$(cd "$(dirname "$0")/.." && pwd)
dest=/tmp/preview-$name
mkdir -p "$dest"
# A fresh copy each time (what rsync --delete did; a new machine has tar, not always rsync): the
# build folders stay, everything else is the tree as it is now.
find "$dest" -mindepth 1 -maxdepth 1 ! -name build ! -name .docusaurus -exec rm -rf {} +
tar -C "$root" --exclude=./node_modules --exclude=./build --exclude=.docusaurus --exclude=./data --exclude=./.e2e \
  --exclude=./.git --exclude=test-results -cf - . | tar -C "$dest" -xf -
ln -sfn "$root/node_modules" "$dest/node_modules"
cd "$dest"
DOCUSAURUS_NO_PERSISTENT_CACHE=true npx docusaurus build "$@"
echo "built into $dest/build"
