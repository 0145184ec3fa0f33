ruleset activation
# Remembered answers: a question the rules leave open (the
# command fails "needs KEY (question)") takes the umpire's earlier answer
# to the same question for the same units as its default, said in a
# "remembered:" line and written into the journal line, as long as
# neither unit moved or turned and the terrain did not change since.
# Activation, units not on the map (as activation/unplaced.cmd): arc, los,
# friendly_within_5cm and range are questions.
unit add A side=French arm=infantry figures=24 activated=yes
unit add T side=British arm=infantry figures=24
fire A at T arc=yes los=yes friendly_within_5cm=no range=25 roll=5
resolve
turn next
unit set A activated=yes
# Turn 2: all four answers remembered from command 4; range 25 (long,
# hit on 5): roll 2 misses.
fire A at T roll=2
resolve
turn next
unit set A activated=yes
# An answer given on the line wins: range=10 stays; the rest remembered
# from command 8 (the line the journal holds, with them written in).
fire A at T roll=2 range=10
history
undo
# A terrain change since: nothing is remembered, the question is asked.
terrain add W kind=wood points=0,0;10,0;10,10
fire A at T roll=2
# A unit moved: likewise.
undo
unit set T x=50 y=50 facing=0
fire A at T roll=2
# ---- results, in order
# expect: ^  remembered: arc=yes \(your answer for fire A at T, command 4, turn 1; give arc= to answer otherwise\)$
# expect: ^  remembered: range=25 \(your answer for fire A at T, command 4, turn 1;
# expect: ^FIRE firer=A target=T .*range=25 band=long hit_on=5 roll=2 .*hit=no
# expect: ^  remembered: arc=yes \(your answer for fire A at T, command 8, turn 2;
# expect: ^HIST n=8 bound=2 phase=.* command="fire A at T roll=2 arc=yes los=yes friendly_within_5cm=no range=25"$
# expect: ^HIST n=12 bound=3 phase=.* command="fire A at T roll=2 range=10 arc=yes los=yes friendly_within_5cm=no"$
# expect-error: line 28: fire A at T needs arc
# expect-error: line 32: fire A at T needs arc
