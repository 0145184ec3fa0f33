# 3.1.3: "Next a point of fire is determined as the centre point of the
# front edge of the front rank of the participating figures"; 3.1.4: "the
# security zone is at least equivalent to half the total frontage of the
# front rank of participating figures".
# A (40 figures in line: 20 files of 2 cm, x -20..20, front y=0, facing
# north). The opponent O (x -18.5..-9.5, y 0.5..1.5) stands right in front
# of files 1..4 (x -18..-10): a line from them that clears O's near face
# (y 0.5) turns more than atan(0.5 / 0.5) = 45 deg > 30 (their corners are
# 0.5 inside O's sides): they have no line of aim. File 0 (x -20..-18)
# aims left of O (from (-20,0) 20 deg right: x -19.8 at y 0.5, -19.5 at
# y 1.5, left of -18.5), files 5..19 straight ahead right of it:
# 16 of 20 files take part, 32 of 40 figures = 3 units of fire (3.1.1).
# Point of fire: the centre of the 16 files' front edges, the mean of
# their centres: file k's centre is x = -19 + 2k; the indices
# 0 + (5 + ... + 19) = 180, / 16 = 11.25: x = -19 + 22.5 = 3.5: (3.5, 0)
# (the middle of the whole span, files 0..19, would be (0, 0)).
# T (line facing 200, front centre (0, 21.81)): its front edge has the
# outward normal n = (sin 200, cos 200) = (-0.3420, -0.9397); a point P on
# the front line y=0 is (P - ref).n = -0.3420 Px + 21.81 x 0.9397 =
# 20.495 - 0.3420 Px from that edge, along a line 20 deg off straight
# ahead (inside the 30 deg arc): from (3.5, 0) 20.495 - 1.197 = 19.3 cm,
# zone 2 (10-20, table 13, provisional); from (0, 0) it would be 20.5 cm,
# zone 3. Impact on the front at 90 deg: no flank fire, no column effect.
# The point of impact (nearest, at right angles to T's front): from (3.5,0)
# (3.5, 0) + 19.298 x (0.3420, 0.9397) = (10.10, 18.13); from (0,0) it
# would be (7.01, 19.26), 3.29 cm along T's front from it. The hedge C
# (cover I) lies along T's front from 1.5 cm left to 1.5 cm right of
# (10.10, 18.13), 0.5 deep in front of T (and 0.1 into it): the line of
# fire crosses it and T's figures at the point of impact touch it: behind
# cover I (3.1.3 "the figures, relative to the line of fire, are placed
# behind the cover and in base contact with the cover"); at (7.01, 19.26)
# they would not be.
# Roll 4,4,4 = 12 (no two 1s: supplies unchanged).
unit add A side=Allied arm=infantry figures=40 formation=line x=0 y=0 facing=0
unit add O side=French arm=infantry figures=9 formation=line x=-14 y=0.5 facing=180 width=9 depth=1
unit add T side=French arm=infantry figures=24 formation=line x=0 y=21.81 facing=200 width=24
terrain add C kind=cover class=I points=8.72,18.73;11.54,17.71;11.34,17.15;8.52,18.17
check fire A at T
measure A T
fire A at T dice=4,4,4
resolve
# ---- results
# expect: ^CHECK part=A>T key=aim result=pass rule=3.1.3 reason="16 of 20 front-rank files of A have a line of aim to T: 32 of 40 figures take part, 3 units of fire; the other 8 fire at no other target; point of fire \(3\.5,0\.0\)
# expect: ^CHECK part=A>T key=arc result=pass rule=3.1.3 reason="impact on the front, line 20\.0 deg off straight ahead
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 19\.3 cm along the line of fire is zone 2 of musket
# expect: ^CHECK part=A>T key=cover result=pass rule=3.1.3 reason="behind C \(cover I\) in base contact at the point of impact"
# expect: ^MEASURE from=A to=T .*range=19\.3 .*line_x0=3\.5 line_y0=0 
# expect: ^FIRE firer=A target=T figures=32 uof=3 roll=12 
