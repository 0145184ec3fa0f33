# An amendment after which a later command no longer applies
# is refused, those commands listed with why, and nothing changes;
# drop= names what to drop instead.
# As in amend.cmd: 4 fire A at B 4,4,5 -> B LD; 7 B fires at C.
# amend 5 with dice 6,6,5 = 17: loss 1.5, MD (table 12, provisional):
#   B in MD may not fire (3.1.1), so 7 (fire B at C) is invalid, and
#   8 (resolve) finds nothing declared.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=French arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line
fire A at B range=15 dice=4,4,5
resolve
bound next
fire B at C range=15 dice=4,4,5
resolve
amend 4 fire A at B range=15 dice=6,6,5 by=umpire at=2026-11-24T10:00:00Z
units
# Dropping only 7 still leaves 8 invalid. B fires in bound 2 (`bound
# next` is command 6): in its own fire phase it would fire as the phase
# began (3.1.1, all firing simultaneous); its state stays into bound 2.
amend 4 fire A at B range=15 dice=6,6,5 drop=7 by=umpire at=2026-11-24T10:00:00Z
# Bad uses: no such command, a command to drop that is not later, a
# command that changes nothing, no number.
amend 99 resolve
amend 4 fire A at B range=15 dice=6,6,5 drop=2
amend 4 units
amend
# Dropping both: B loses 1.5 -> half-up 2 figures (8 left), MD; 2/10 =
# 20 % lost -> table 15 (20 -> -1): valour -1. C is not fired at: 10.
amend 4 fire A at B range=15 dice=6,6,5 drop=7,8 by=umpire at=2026-11-24T10:00:00Z
history
# ---- results of the hand computations above, in order
# expect: ^INVALID n=7 command="fire B at C range=15 dice=4,4,5" why="B may not fire at C: B is in MD; a unit in MD or FD may not fire \(3.1.1\)"$
# expect: ^INVALID n=8 command=resolve why="nothing is declared
# expect: ^UNIT name=B .*figures=9 formation=line state=LD
# expect: ^UNIT name=C .*figures=9 formation=line state=ok
# expect: ^INVALID n=8 command=resolve
# expect: ^CHANGED unit=B key=figures before=9 after=8$
# expect: ^CHANGED unit=B key=state before=LD after=MD$
# expect: ^CHANGED unit=B key=valour before=0 after=-1$
# expect: ^CHANGED unit=C key=figures before=9 after=10$
# expect: ^HIST n=4 bound=1 phase=fire command="fire A at B range=15 dice=6,6,5" amended=yes
# expect: ^HIST n=5 bound=1 phase=fire command=resolve result="kind=fire target=B loss=2 moral=MD state=MD figures=8
# expect-error: amend 4: 2 later commands would no longer be valid
# expect-error: amend 4: 1 later command would no longer be valid
# expect-error: usage: amend N
# expect-error: drop=2: each is the number of a later command, 5..8
# expect-error: "units" is not a command that changes the game
# expect-error: usage: amend N
