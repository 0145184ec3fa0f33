#!/bin/sh
# Results in words in line mode too: after a resolve, each
# RESULT record is followed by its sentence, the state spelled out with its
# consequence the first time only; batch output stays records only.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
mkdir -p "$T/home"
# Under LeakSanitizer (make asan): libedit keeps what its el_set copies
# (linemode.c's set-up) past el_end; not ours. The full unwinder is needed
# to see libedit in the stack (libc's wcsdup has no frame pointers).
echo "leak:libedit.so" > "$T/lsan.supp"
tm -f /dev/null new-session -d -s t -x 120 -y 40 \
	"env -u TMUX LSAN_OPTIONS=suppressions=$T/lsan.supp:fast_unwind_on_malloc=0 HOME=$T/home XDG_STATE_HOME=$T/state LANG=C.UTF-8 LC_ALL=C.UTF-8 EDITRC=/dev/null TERM=xterm-256color $UMPIRE -l --demo $GAME; echo UMPIRE-EXIT=\$?; exec sleep 600" ||
	fail "tmux would not start"
wait_for "umpire"
text "fire F27 at L54 dice=4,4,2"
keys Enter
wait_for "declared: F27 fires at L54"
text "resolve"
keys Enter
wait_for "RESULT kind=fire target=L54"
wait_words "= L54 loses 4 figures (36 → 32) and falls into Light Disorder: it may still fire and attack"
text "fire Ross at L54 dice=1,1,2"
keys Enter
wait_for "declared: Ross fires at L54"
text "resolve"
keys Enter
wait_for "loss=4 moral=- state=LD figures=28"
wait_words "= L54 loses 4 figures (32 → 28) and is still LD."
# explain ends with the same words, its states spelled out anew.
text "explain"
keys Enter
wait_words "= L54 loses 4 figures (32 → 28) and is still Light Disorder: it may still fire"
text "quit"
keys Enter
wait_for "UMPIRE-EXIT=0"
out=$(printf 'fire F27 at L54 dice=4,4,2\nresolve\n' | "$UMPIRE" -b --demo 2>&1)
case "$out" in
*"= L54 loses"*) fail "batch output has the words: records only for scripts" ;;
esac
# Batch explain: the words as a human line after the steps.
out=$(printf 'fire F27 at L54 dice=4,4,2\nresolve\nexplain\n' | "$UMPIRE" -b --demo 2>&1)
case "$out" in
*"  = L54 loses 4 figures (36 → 32) and falls into Light Disorder"*) ;;
*) fail "batch explain has no result in words" ;;
esac
echo "PASS: line mode says results in words; batch stays records; explain in words"
