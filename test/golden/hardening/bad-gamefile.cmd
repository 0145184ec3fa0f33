# args: bad-gamefile.umpire
# A game file with an invalid line is refused when it is opened, with
# file:line and the same words as in a session (here unit move's empty
# name, line 9 of bad-gamefile.umpire); exit 2, nothing read from here on,
# and the file is not written to (test/run.sh would show it in git).
units
# expect-error: ^umpire: bad-gamefile\.umpire:9: unit move: "A1," has an empty name
