#!/bin/sh
# docs/server.md, "Remote umpires": `umpire attach ssh://HOST:PORT/PATH`
# through a real OpenSSH server. A private sshd listens on a loopback port
# with a throwaway host key and user key (its own config file: nothing of
# the system's ssh configuration is read or changed); an umpire rules a
# fire through it in batch mode, reads the game back, and `umpire follow`
# keeps a replica equal to the journal. SKIPs (exit 0) only when
# openssh-server is not installed and cannot be (the URL's parts reaching
# ssh are checked first, with a stand-in ssh).
set -u
fail() {
	echo "server-ssh: $*"
	[ -f "$dir/sshd.log" ] && { echo "--- sshd log:"; tail -n 20 "$dir/sshd.log"; }
	exit 1
}
. "$(dirname "$0")/server-lib.inc"

# The URL, without sshd: ssh gets -p PORT and USER@HOST as given; a host
# ssh would read as an option is refused before ssh runs.
cat > "$dir/args-ssh" <<EOF
#!/bin/sh
printf '%s\n' "\$@" > "$dir/args"
exit 1
EOF
chmod +x "$dir/args-ssh"
UMPIRE_SSH="$dir/args-ssh" UMPIRE_RECONNECT=0 "$UMPIRE" attach --batch ssh://me@there:2222/g.umpire < /dev/null > /dev/null 2>&1
[ "$(tr '\n' ' ' < "$dir/args")" = "-T -p 2222 me@there umpire attach --stdio /g.umpire " ] ||
	fail "ssh was run with: $(tr '\n' ' ' < "$dir/args")"
rm -f "$dir/args"
UMPIRE_SSH="$dir/args-ssh" "$UMPIRE" attach --batch ssh://-oProxyCommand=x/g.umpire < /dev/null > "$dir/opt.out" 2>&1 &&
	fail "a host starting with - was accepted"
[ ! -e "$dir/args" ] || fail "ssh ran for a host starting with -: $(cat "$dir/args")"

SSHD=/usr/sbin/sshd
if [ ! -x "$SSHD" ] || ! command -v ssh > /dev/null 2>&1; then
	# CI installs it (tools/deps.sh test); as root, try here too.
	if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			openssh-server openssh-client > "$dir/apt.log" 2>&1
	fi
	if [ ! -x "$SSHD" ] || ! command -v ssh > /dev/null 2>&1; then
		echo "SKIP: server-ssh: openssh-server is not installed and could not be (apt-get install openssh-server openssh-client)"
		exit 0
	fi
fi
# As root sshd wants its privilege separation folder (the package's own
# service makes the same empty folder at start; /run is not config).
[ "$(id -u)" = 0 ] && [ ! -d /run/sshd ] && { mkdir -p /run/sshd && chmod 0755 /run/sshd; }

ssh-keygen -q -t ed25519 -N '' -f "$dir/host_key" || fail "no host key"
ssh-keygen -q -t ed25519 -N '' -f "$dir/user_key" || fail "no user key"
cp "$dir/user_key.pub" "$dir/authorized_keys"
me=$(id -un)

# A free loopback port: sshd tells whether it could listen.
sshd_pid=
for try in 1 2 3 4 5 6 7 8; do
	port=$((20000 + ($$ * 7 + try * 1013) % 40000))
	cat > "$dir/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $dir/host_key
PidFile $dir/sshd.pid
AuthorizedKeysFile $dir/authorized_keys
StrictModes no
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
PermitRootLogin prohibit-password
AllowUsers $me
PrintMotd no
EOF
	: > "$dir/sshd.log"
	"$SSHD" -D -e -f "$dir/sshd_config" 2>> "$dir/sshd.log" &
	sshd_pid=$!
	if wait_for "$dir/sshd.log" "Server listening on 127.0.0.1 port $port"; then
		break
	fi
	kill "$sshd_pid" 2>/dev/null
	wait "$sshd_pid" 2>/dev/null
	sshd_pid=
done
[ -n "$sshd_pid" ] || fail "sshd would not listen on a loopback port"
trap 'kill "$sshd_pid" 2>/dev/null; cleanup' EXIT

# The client: its own config (key, known host), never asks.
printf 'umpire-test-sshd %s\n' "$(cut -d' ' -f1,2 "$dir/host_key.pub")" > "$dir/known_hosts"
cat > "$dir/ssh_config" <<EOF
Host *
	HostName 127.0.0.1
	User $me
	IdentityFile $dir/user_key
	IdentitiesOnly yes
	UserKnownHostsFile $dir/known_hosts
	GlobalKnownHostsFile /dev/null
	StrictHostKeyChecking yes
	HostKeyAlias umpire-test-sshd
	BatchMode yes
	LogLevel ERROR
EOF
cat > "$dir/ssh" <<EOF
#!/bin/sh
exec ssh -F "$dir/ssh_config" "\$@"
EOF
chmod +x "$dir/ssh"
"$dir/ssh" -p "$port" localhost true 2> "$dir/ssh.err" || fail "ssh to the private sshd failed: $(cat "$dir/ssh.err")"

cat > "$dir/setup" <<'S'
unit add A1 side=Allied arm=infantry figures=12 formation=line x=0 y=0 facing=0
unit add F1 side=French arm=infantry figures=12 formation=line x=0 y=12 facing=180
sector add east A1 F1
S
printf 'fire A1 at F1 range=15 dice=4,4,5\nresolve\nunits\n' > "$dir/east"
srv_start
"$UMPIRE" attach --script "$dir/setup" "$g" > /dev/null 2>&1 || fail "chief setup failed"
export UMPIRE_SSH="$dir/ssh" UMPIRE_REMOTE="$UMPIRE"
url="ssh://localhost:$port$g"

"$UMPIRE" follow "$url" "$dir/replica" 2> "$dir/follow.err" &
follow_pid=$!
"$UMPIRE" attach --as east --batch --script "$dir/east" "$url" > "$dir/east.out" 2>&1 ||
	fail "east through sshd failed: $(cat "$dir/east.out")"
grep -q '^FIRE firer=A1 target=F1 .*dice=4,4,5' "$dir/east.out" || fail "no FIRE record came back over ssh: $(cat "$dir/east.out")"
grep -q '^RESULT kind=fire target=F1 .*state=LD' "$dir/east.out" || fail "no RESULT came back over ssh: $(cat "$dir/east.out")"
tail -n 2 "$g" | head -n 1 | grep -q '^fire A1 at F1 range=15 dice=4,4,5$' || fail "the fire is not in the journal"
tail -n 1 "$g" | grep -q '^resolve$' || fail "the resolve is not in the journal"

# Read back over ssh (east's `units`): the same as on the socket.
grep '^UNIT ' "$dir/east.out" > "$dir/units.ssh"
printf 'units\n' | "$UMPIRE" attach --batch "$g" > "$dir/units.sock" 2>&1 || fail "units on the socket failed"
grep -q '^UNIT name=F1 .*figures=11' "$dir/units.ssh" || fail "F1 over ssh: $(cat "$dir/units.ssh")"
cmp -s "$dir/units.ssh" "$dir/units.sock" || fail "units over ssh differ from the socket's"
# A refusal crosses ssh as one line with the owner's name.
echo 'unit set F1 figures=1' | "$UMPIRE" attach --as west --batch "$url" > "$dir/refused" 2>&1 && fail "west changed east's unit"
grep -q "F1 is in east's sector" "$dir/refused" || fail "the refusal over ssh: $(cat "$dir/refused")"

# The follower's replica through sshd equals the journal.
n=0
until cmp -s "$g" "$dir/replica"; do
	[ $n -lt 100 ] || fail "the replica over ssh differs from the journal"
	sleep 0.1
	n=$((n + 1))
done
kill "$follow_pid" 2>/dev/null
wait "$follow_pid" 2>/dev/null
echo "PASS: attach and follow through a real sshd on 127.0.0.1:$port"
