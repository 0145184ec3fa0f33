# Belle Alliance fire from the map.
# 1. 3.3.2: the line of fire passes through the soutien's skirmish line:
#    the loss is divided without through_sl=yes.
#    A (Allied, 40 figures, 16 wide) fires north from (0,0).
#    EBn (French soutien, 16 figures) faces south at (0,15): y 15..17,
#    x -5..5. ESL (its skirmish line, 6 figures, 12 x 1) faces south at
#    (0,14): y 14..15, touching EBn: it does not screen (3.3.1) and the
#    line (0,0)-(0,15) passes through it.
#    Range 15: zone 2 (0). Figures: 40 against 16 + 6 = 22: 1.8 times:
#    numbers_more +1 moral (3.4.3); N (part 2, at (13,0), touching A
#    with A in its 45 deg arc) supports A from the map: +1 moral (3.1.7).
#    Dice 5,5,5 = 15: loss 15 -> 1.25 x 4 units of fire = 5; moral 17 ->
#    MD. Division: ESL 5 x 6/22 = 1.36 -> 1, EBn 4 (12 figures); both MD.
# 2. 3.1.6: a neighbour must itself be able to fire at the target. N
#    (Allied, 28 figures, 10 wide: 14 files of 0.714 cm) faces north at
#    (30,0): no figure sees EBn (x -5..5, y 15..17): its corner (5,17) is
#    |-20*0.866 + 17*0.5| = 8.8 cm beyond the left ray from N's left front
#    corner (25,0): refused. At (13,0) (x 8..18) a file with left corner
#    a sees EBn when 5 >= a - 17 tan 30, a <= 14.8: files 0..9 (a = 8 ..
#    14.43): 20 of 28 figures able to fire, half of A's 40 (3.1.6); their
#    front x 8..15.14, point of fire (11.57,0) (3.1.3); EBn's corner
#    (5,15) is atan(6.57/15) = 24 deg off: in the arc, sqrt(6.57^2 +
#    15^2) = 16.4 cm = zone 2, the line passes only through ESL
#    (touching EBn): accepted. (With 24 figures, 12 files, only 9 files
#    = 18 figures would be able: fewer than 20, refused.)
# 3. 3.1.9: a battery of several unlimbered guns is fired on as a line
#    (only a single gun is excepted). Bat faces east at (1,20), 10 wide,
#    2 deep: its front is x=1, y 15..25; A's line runs north along x=0,
#    parallel to its front (0 deg < 30): column effect; with guns=1: none.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=40 formation=line x=0 y=0 facing=0 width=16 depth=2
unit add EBn side=French arm=infantry figures=16 formation=line x=0 y=15 facing=180 width=10 depth=2
unit add ESL side=French arm=infantry figures=6 formation=skirmish mother=EBn x=0 y=14 facing=180 width=12 depth=1
unit add N side=Allied arm=infantry figures=28 formation=line x=30 y=0 facing=0 width=10 depth=2
check fire A at EBn neighbour=N
unit set N x=13
check fire A at EBn neighbour=N
fire A at EBn dice=5,5,5
resolve
unit remove EBn
unit remove ESL
unit remove N
bound next
unit add Bat side=French arm=artillery figures=4 guns=2 formation=unlimbered x=1 y=20 facing=90 width=10 depth=2
check fire A at Bat
unit set Bat guns=1 figures=2
check fire A at Bat
# expect: ^CHECK part=A>EBn key=neighbour result=fail rule=3.1.6 reason="neighbour N could not fire at EBn itself: target 8.8 cm outside the 30 deg arc of every figure
# expect: ^CHECK part=A>EBn key=through_sl result=pass rule=3.3.2 reason="the line of fire passes through skirmish line ESL \(map\)"
# expect: ^CHECK part=A>EBn key=neighbour result=pass rule=3.1.6 .*16.4 cm = zone 2
# expect: ^FIRE firer=A target=EBn figures=40 uof=4 roll=15 .*loss=5 .*moral_index=17 moral=MD
# expect: ^RESULT kind=fire target=EBn loss=5 moral=MD state=MD figures=12 .*sl_loss=1
# expect: ^RESULT kind=fire target=ESL loss=1 moral=MD state=MD figures=5
# expect: ^CHECK part=A>Bat key=column result=pass rule=3.1.9 reason="line of fire at 0.0 deg to the target's front \(< 30\); a battery of several guns"
# expect: ^CHECK part=A>Bat key=column result=pass rule=3.1.9 reason="target is a single unlimbered gun"
