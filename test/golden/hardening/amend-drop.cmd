# amend's drop= with nothing in it is refused, not read as "drop nothing"
# (it was taken as a plain `amend N`, which drops command N). Nothing
# changes: the history keeps its four commands and B is still there.
# (`amend 2 game` would have put a bare `game`, which only shows, in its
# place.)
unit add A side=French arm=infantry figures=10
unit add B side=French arm=infantry figures=10
unit add C side=Allied arm=infantry figures=10
unit set A figures=9
amend 2 drop=
amend 2 drop=,
amend 2 drop=3,
amend 2 drop=,3
amend 2 drop=3,,4
amend 2 drop=2
amend 2 drop=5
amend 2 dry=
amend 0
amend 2 zork=1
amend 2 game
history
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^HIST n=4 .*command="unit set A figures=9"
# expect: ^UNIT name=B 
# expect-error: line 10: amend: drop= has an empty number; drop=N,\.\.\. names later commands, 3\.\.4
# expect-error: line 11: amend: drop=, has an empty number
# expect-error: line 12: amend: drop=3, has an empty number
# expect-error: line 13: amend: drop=,3 has an empty number
# expect-error: line 14: amend: drop=3,,4 has an empty number
# expect-error: line 15: amend: drop=2: each is the number of a later command, 3\.\.4
# expect-error: line 16: amend: drop=5: each is the number of a later command, 3\.\.4
# expect-error: line 17: amend: dry=: yes or no
# expect-error: line 18: usage: amend N
# expect-error: line 19: amend: the keys belong to a command
# `game` alone only shows the settings: no replacement for a command.
# expect-error: line 20: amend 2: "game" is not a command that changes the game
