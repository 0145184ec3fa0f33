# The walkthrough in batch (`walk`, src/cli/batch.c over linewalk.c): its
# answers are the lines after it, each shown after its prompt; comment
# lines between them are skipped. One fire walked to its ruling, one left
# with q (nothing written), one walk line refused, one cut off by the end
# of the input (nothing written); the exit status is 1 for those.
# Once A has fired, A at T2 may not (3.1.1, from history): the walk says
# so without asking T2's range (docs/rulings.md), and goes back to picking.
# Belle Alliance, linemode-walk.sh's duel: A 30 figures = 3 units of fire
# (3.1.1); range 16 is zone 2 of musket (+0, Table 13); dice 5,4,3 = 12;
# Table 12 row 12: 1 a unit of fire x 3 = 3 figures; T1 18 - 3 = 15.
# Morale: 30 firing at 18 is over 50% more (+1, 3.4.3): 12 + 1 = 13, LD.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T1 side=French arm=infantry figures=18 formation=line
unit add T2 side=French arm=infantry figures=18 formation=line
walk fire A
T1
# the range, measured at the table
16
D
5,4,3
y
walk fire A at T2
q
walk dance
units
walk fire A at T2
16
# ---- results of the hand computations above, in order
# 3 UoF, roll 12 + 0 -> 3 figures; moral 12 + 1 = 13 -> LD; T1 15
# expect: ^FIRE firer=A target=T1 figures=30 uof=3 roll=12 dice=5,4,3 loss_mod=0 loss_index=12 loss=3 moral_mod=1 moral_index=13 moral=LD
# expect: ^RESULT kind=fire target=T1 loss=3 moral=LD state=LD figures=15
# A has fired: T2 is refused without its range being asked
# expect: ^A > T2 may not fire: A has already fired this bound
# the walk left with q wrote nothing: T2 still has its 18 figures
# expect: ^UNIT name=T2 side=French arm=infantry figures=18 .*state=ok
# expect-error: ^error: line 22: the walk was left before its ruling; nothing of it was written
# expect-error: ^error: line 24: walk fire A \[at T\]
# expect-error: ^error: line 26: the walk was left before its ruling
