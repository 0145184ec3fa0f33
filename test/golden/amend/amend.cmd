# Amend the first ruling's dice; everything after it is
# replayed with its own dice, and what changed is printed: CHANGED per
# unit and key, RULING per later ruling whose result differs (old
# beside new). Then `undo` puts back the game exactly as before.
# Table 12 (provisional): 6-7 -> 0.25 none; 10-11 -> 0.75 none;
# 13-14 -> 1, LD; 17-18 -> 1.5, MD. ld (firer in LD): loss -2, moral -1.
# Every unit 10 figures in line, range 15 (zone 2, no factor), 1 UoF.
# As played:
#   5 fire A at B 4,4,5 = 13 -> 6 resolve: B loss 1, LD, 9 figures.
#   7 fire B at C 4,4,5: B in LD: loss 11 -> 0.75 -> 1; moral 10 none
#     -> 8 resolve: C 9 figures, ok.
#   9 fire C at D 4,4,5 = 13 (C ok) -> 10 resolve: D loss 1, LD.
# amend 5 with dice 2,2,2 = 6: loss 0.25 -> half-up 0, no moral: B stays
#   ok with 10 figures. Replayed: 7 B (ok now) at C 13 -> loss 1, LD;
#   9 C (LD now) at D 11 -> 0.75 -> 1, none: D ok.
#   CHANGED: B figures 9->10, state LD->ok; C state ok->LD; D LD->ok.
#   RULING: 6, 9 and 12 differ.
# Each fire is in a bound of its own (`bound next` between): all firing
# of one fire phase is simultaneous (3.1.1), so a result reaches a later
# firer only in the next bound (commands 7 and 10 are `bound next`).
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
units
amend 5 fire A at B range=15 dice=2,2,2 by=umpire at=2026-11-24T10:00:00Z
units
history
# undo takes back the amendment: the game as played, exactly.
undo
units
history
# ---- results of the hand computations above, in order
# expect: ^UNIT name=B .*figures=9 formation=line state=LD
# expect: ^CHANGED unit=B key=figures before=9 after=10$
# expect: ^CHANGED unit=B key=state before=LD after=ok$
# expect: ^CHANGED unit=C key=state before=ok after=LD$
# expect: ^CHANGED unit=D key=state before=LD after=ok$
# expect: ^RULING n=6 command=resolve before="kind=fire target=B loss=1 moral=LD state=LD figures=9 .*" after="kind=fire target=B loss=0 moral=- state=ok figures=10 raw=0.25
# expect: ^RULING n=9 command=resolve before="kind=fire target=C loss=1 moral=- state=ok .*" after="kind=fire target=C loss=1 moral=LD state=LD
# expect: ^RULING n=12 command=resolve before="kind=fire target=D loss=1 moral=LD state=LD .*" after="kind=fire target=D loss=1 moral=- state=ok
# expect: ^UNIT name=B .*figures=10 formation=line state=ok
# expect: ^UNIT name=C .*figures=9 formation=line state=LD
# expect: ^UNIT name=D .*figures=9 formation=line state=ok
# expect: ^HIST n=5 bound=1 phase=fire command="fire A at B range=15 dice=2,2,2" amended=yes amendment="by=umpire at=2026-11-24T10:00:00Z was=\\"fire A at B range=15 dice=4,4,5\\""
# expect: ^  undo: amend 5 \(fire A at B\), bound 3$
# expect: ^UNIT name=B .*figures=9 formation=line state=LD
# expect: ^UNIT name=C .*figures=9 formation=line state=ok
# expect: ^UNIT name=D .*figures=9 formation=line state=LD
# expect: ^HIST n=5 bound=1 phase=fire command="fire A at B range=15 dice=4,4,5"$
