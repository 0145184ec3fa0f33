# Valid Targets (seed 003) and Terrain (digest §9), from the map. Inches;
# facing 0 = north; x,y = centre of the front edge, the base behind it.
# - Artillery "can always hit enemy units in range who are on a hill or near
#   slope": every gun (G stands on flat ground), over the troops between,
#   but not a target on the far slope behind the crest, and not through
#   woods.
# - Terrain: a unit in woods or a BUA occupies the whole feature; touching
#   the feature is contact with the unit; distances are measured from the
#   feature's edge.
ruleset grande-tactique
# The hill: slope (level 1) from y=3 to 10, its crest (level 2) y=5 to 6.
terrain add Slope kind=hill level=1 points=-6,3;6,3;6,10;-6,10
terrain add Crest kind=hill level=2 points=-6,5;6,5;6,6;-6,6
unit add G side=French arm=artillery figures=1 firing=yes x=0 y=0 facing=0
# F (friends, 6" wide, y 1..2) stands across every corner line.
unit add F side=French arm=infantry figures=1 x=0 y=2 facing=0 width=6
# T1 on the near slope (front centre on level 1, the line from the guns
# (0,0) to its centre (0,4) crosses no higher ground): hit over F.
unit add T1 side=British arm=infantry figures=1 x=0 y=3.5 facing=180
check fire G at T1
# T3 on the top (level 2): hit over F and T1.
unit add T3 side=British arm=infantry figures=1 x=0 y=5.2 facing=180
check fire G at T3
# T2 on the far slope (level 1 at y=7.5; the line to its centre (0,8)
# crosses the crest, level 2): the corner lines run into F.
unit add T2 side=British arm=infantry figures=1 x=0 y=7.5 facing=180
check fire G at T2
# A wood between (y 2.5..3) stops the lines even to the near slope.
terrain add Copse kind=wood points=-3,2.5;3,2.5;3,3;-3,3
check fire G at T1
terrain remove Copse
# Contact through a BUA: A's front edge (y=0) touches Town; B is inside.
terrain add Town kind=building points=18,0;22,0;22,4;18,4
unit add A side=French arm=infantry figures=1 firing=yes x=20 y=0 facing=0
unit add B side=British arm=infantry figures=1 x=20 y=2 facing=180
check fire A at B
# Range to a unit in a BUA from the BUA's edge: G2's front edge y=-10, the
# edge of Town2 y=0: 10" (long range, -1), not 13" to B2's base (out of
# range, 12" or more).
terrain add Town2 kind=building points=38,0;42,0;42,4;38,4
unit add G2 side=French arm=artillery figures=1 firing=yes x=40 y=-10 facing=0
unit add B2 side=British arm=infantry figures=1 x=40 y=3 facing=180
check fire G2 at B2
factors fire G2 at B2
