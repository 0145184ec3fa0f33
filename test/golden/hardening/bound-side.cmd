# bound side=S names a side in play (did you mean for a slip), like
# losses side=S; the pace keys of game are checked (close=HH:MM,
# last_bound=N) and `game` shows them once given (status would show the
# PACE record, with the wall clock: not in a golden).
unit add A side=French arm=infantry figures=10
unit add B side=Allied arm=infantry figures=10
bound side=french
bound side=Prussian
bound side=
bound side=French zork=1
game close=24:00
game close=7:5
game close=
game last_bound=0
game last_bound=1e309
game last_bound=2.5
game close=18:30 last_bound=12
game
bound side=French
# `game` alone only shows: it is not journaled (history ends at 3).
history
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^GAME .*close=18:30
# expect: ^BOUNDUNIT unit=A side=French
# expect: ^HIST n=3 .*command="game close=18:30 last_bound=12"$
# expect-error: line 7: bound: no unit has side=french \(did you mean French\?\)
# expect-error: line 8: bound: no unit has side=Prussian; 
# expect-error: line 9: bound: no unit has side=; 
# expect-error: line 10: bound: unknown key zork; allowed: side
# expect-error: line 11: game: close=24:00 is not a time; close=HH:MM \(00:00\.\.23:59\)
# expect-error: line 12: game: close=7:5 is not a time
# expect-error: line 13: game: close= is not a time
# expect-error: line 14: game: last_bound=0 is not a bound; last_bound=N \(1\.\.10000\)
# expect-error: line 15: game: last_bound=1e309 is not a bound
# expect-error: line 16: game: last_bound=2.5 is not a bound
