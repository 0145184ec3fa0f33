#!/bin/sh
# The command lists in docs/commands.md and docs/umpire.1 are what the
# command table and the rulesets' descriptors make (`make docs` rewrites
# them). Needs UMPIRE (test/run.sh sets it).
set -u
cd "$(dirname "$0")/../.." || exit 2
exec sh tools/docs.sh --check "${UMPIRE:-build/umpire}"
