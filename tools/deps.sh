#!/bin/sh
# Ensure the Debian packages umpire needs are present.
# As root: installs what is missing with apt-get. Otherwise: prints the exact command and fails.
# Usage: tools/deps.sh build|test
set -u
need="pkg-config libncurses-dev libedit-dev libqrencode-dev libmicrohttpd-dev"
case "${1:-build}" in
test) need="$need libcmocka-dev tmux librsvg2-bin zlib1g-dev chromium curl gnumeric openssh-server openssh-client" ;;
esac
missing=""
for p in $need; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
	echo "umpire: installing missing packages:$missing" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >&2 || true
	apt-get install -y -qq $missing >&2 || { echo "umpire: apt-get install failed" >&2; exit 1; }
	exit 0
fi
echo "umpire: missing packages:$missing" >&2
echo "umpire: install them with:  sudo apt-get install -y$missing" >&2
exit 1
