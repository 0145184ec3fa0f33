# 3.1.3: the firing player chooses the point of impact on an outside edge
# of the target (impact=X,Y); a point outside the arc is moved to the
# nearest point inside it on an edge the firer sees; it decides cover,
# flank/rear and the distance.
# A fires north from (0,0) (30 deg arc). T faces south at (0,20): its
# front y=20, x -5..5 (2 deep). Wood Copse x 2..8, y 18..24 holds T's
# right part.
# Default: the nearest point in the arc, (0,20): range 20.0 = zone 2 of
#   musket (10..20, the boundary is the nearer zone), no cover.
# impact=4,20: inside Copse: cover I (setting cover_wood), range
#   sqrt(16 + 400) = 20.4 = zone 3.
# impact=30,20: beyond the arc; moved to the nearest point of T's front
#   in the arc: (5,20), inside Copse; range 20.6.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=20 facing=180 width=10 depth=2
terrain add Copse kind=wood points=2,18;8,18;8,24;2,24
check fire A at T
check fire A at T impact=4,20
check fire A at T impact=30,20
# V (faces west at (40,5): front x=40, y 0..10) lies wholly outside A's
# arc: no figure sees it; (40,10) is |35*0.866 - 10*0.5| = 25.3 cm beyond
# the right ray from A's right front corner (5,0) (3.1.3): a chosen point
# cannot be moved into it: the fire is not carried out (arc fails).
unit add V side=French arm=infantry figures=20 formation=line x=40 y=5 facing=270 width=10 depth=2
check fire A at V impact=40,5
# Refused: not X,Y; and without the map.
check fire A at T impact=4
unit add U side=French arm=infantry figures=20 formation=line
check fire A at U impact=1,2
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 20.0 cm along the line of fire is zone 2
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 20.4 cm along the line of fire is zone 3
# expect: ^CHECK part=A>T key=cover result=pass rule=3.1.3 reason="point of impact within wood Copse, cover I
# expect: ^CHECK part=A>T key=impact result=pass rule=3.1.3 reason="point of impact chosen at \(30,20\); on the front edge inside the arc: \(5.0,20.0\)"
# expect: ^CHECK part=A>V key=arc result=fail rule=3.1.3
# expect-error: impact=4 is not allowed
# expect-error: impact=1,2 needs A and U on the map
