# `amend N ... dry=yes` prints what the amendment would change
# (the same CHANGED and RULING records as amend.cmd) and changes nothing:
# the units, the history and the next real amendment are as without it.
# The TUI's history panel shows this preview before the umpire confirms.
# Same game and hand computation as amend.cmd:
#   5 fire A at B 4,4,5 = 13 -> 6 resolve: B loss 1, LD, 9 figures.
#   7 fire B at C (B LD: -2 loss) -> C loss 1, ok. 9 C at D 13: D LD.
# amend 5 with 2,2,2 = 6: B stays ok, 10 figures; C LD; D ok.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=French arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line
unit add D side=French arm=infantry figures=10 formation=line
fire A at B range=15 dice=4,4,5
resolve
bound next
fire B at C range=15 dice=4,4,5
resolve
bound next
fire C at D range=15 dice=4,4,5
resolve
amend 5 fire A at B range=15 dice=2,2,2 dry=yes
# Nothing changed: B still LD with 9 figures, D still LD, no amendment.
units
history
# A bad dry= value is refused, with what is allowed.
amend 5 fire A at B range=15 dice=2,2,2 dry=maybe
# The dry run of a die left out rolls it (seed 1) and puts the generator
# back: the real amendment after it rolls the same dice. Seed 1 rolls
# 2,5,3 = 10: table 12 10-11 -> loss 0.75 (rounded up to 1), no moral:
# B ok with 9 figures, in the dry run and in the amendment alike.
amend 5 fire A at B range=15 dry=yes
amend 5 fire A at B range=15 by=umpire at=2026-11-24T10:00:00Z
history
# ---- results of the hand computations above, in order
# expect: ^CHANGED unit=B key=figures before=9 after=10$
# expect: ^CHANGED unit=B key=state before=LD after=ok$
# expect: ^CHANGED unit=C key=state before=ok after=LD$
# expect: ^CHANGED unit=D key=state before=LD after=ok$
# expect: ^RULING n=6 command=resolve before="kind=fire target=B loss=1 moral=LD state=LD figures=9 .*" after="kind=fire target=B loss=0 moral=- state=ok figures=10 raw=0.25
# expect: ^  dry run: amend 5 fire A at B range=15 dice=2,2,2; nothing changed$
# expect: ^UNIT name=B .*figures=9 formation=line state=LD
# expect: ^UNIT name=D .*figures=9 formation=line state=LD
# expect: ^HIST n=5 bound=1 phase=fire command="fire A at B range=15 dice=4,4,5"$
# expect: ^RULING n=6 command=resolve before="kind=fire target=B loss=1 moral=LD state=LD figures=9 .*" after="kind=fire target=B loss=1 moral=- state=ok figures=9 raw=0.75
# expect: ^  dry run: amend 5 fire A at B range=15 dice=2,5,3; nothing changed$
# expect: ^HIST n=5 bound=1 phase=fire command="fire A at B range=15 dice=2,5,3" amended=yes
# expect: ^HIST n=6 bound=1 phase=fire command=resolve result="kind=fire target=B loss=1 moral=- state=ok figures=9 raw=0.75
# expect-error: amend: dry=maybe: yes or no
