# args: --demo
# check table: each unit's recorded position, facing (with the compass
# point it faces: 0 N, 180 S, 235 SW, 20 N) and formation, side by side,
# for the umpire to compare with the table (docs/scenarios.md).
check table
check table side=French
check table side=Prussian
check table foo
# expect: ^POSITION unit=F27 side=Allied x=86 y=70 facing=180 toward=S formation=line state=ok figures=36$
# expect: ^POSITION unit=Ross side=Allied x=110 y=71 facing=235 toward=SW
# expect: ^  French:$
# expect: ^POSITION unit=Btty side=French x=30 y=20 facing=20 toward=N
# expect: ^  \(no units of side Prussian\)$
# expect-error: usage: check table \[side=S\]
