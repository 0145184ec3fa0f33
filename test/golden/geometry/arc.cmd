# 3.1.3 arc of fire: 30 deg for infantry, 45 for artillery. Each
# front-rank figure's line of aim is within the arc measured at the front
# corners of its own base; figures without one do not take part, and the
# point of fire is the centre of the front edge of those that do; the
# line of fire is within the arc measured there.
# A at (0,0) facing north, 10 wide, 20 figures in line (2 ranks): 10
# files of 1 cm, file k at x -5+k .. -4+k. T is 4x4 facing north: front
# y = 17.3205, rear y = 13.3205, left flank x = T.x - 2.
#
#            /  [T]
#           /
#      ====A====
# 1. T at x=12: its front-left corner (10, 17.3205) lies exactly on the
#    30 deg ray from (0,0). A file whose right corner is c sees it when
#    c + 17.3205 tan 30 = c + 10 >= 10: c >= 0: files 4..9 (6 files, 12
#    figures: 1 unit of fire; the other 8 fire at no other target). Point
#    of fire (2,0): its ray x = 2 + y tan 30 meets the left flank at
#    y = 13.86: 8 / sin 30 = 16.0 cm, line 30.0 deg off, on the flank at
#    30 deg (not flank fire). Zone 2 of musket (10-20).
# 2. T at x=12.1: c >= 0.1: files 5..9 (10 figures, 1 unit of fire),
#    point of fire (2.5,0); the rear-left corner (10.1, 13.3205) is in
#    the arc there (the ray is at x = 10.19 at the rear) and nearest:
#    sqrt(7.6^2 + 13.3205^2) = 15.3 cm, 29.7 deg; a rear corner seen from
#    behind the rear line: rear fire.
# 3. T at x=16.8: only file 9 (c = 5: 14.8 - 5 = 9.8 <= 10): 2 figures
#    make no unit of fire (3.1.1), and at its point of fire (4.5,0) the ray
#    is at x = 14.5 at y = 17.32: T is (14.8 - 14.5) cos 30 = 0.3 cm
#    outside: not carried out.
# 4. T at x=17.1: its corner (15.1, 17.32) is beyond the ray from A's
#    right front corner (5,0): no figure sees T: 0.1 cos 30 = 0.1 cm
#    outside the arc of every figure, beyond the right ray.
# 5. Artillery has 45 degrees: the same target is inside.
# 6. Behind the front line: never in the arc.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=12 y=17.3205081 facing=0 width=4 depth=4
check fire A at T
unit set T x=12.1
check fire A at T
unit set T x=16.8
check fire A at T
unit set T x=17.1
check fire A at T
unit set A arm=artillery guns=2 formation=unlimbered
check fire A at T
unit set A arm=infantry formation=line
unit add R side=French arm=infantry figures=20 formation=line x=0 y=-20 facing=0 width=10 depth=4
check fire A at R
# expect: ^CHECK part=A>T key=aim result=pass rule=3.1.3 reason="6 of 10 front-rank files of A have a line of aim to T: 12 of 20 figures take part, 1 unit of fire; the other 8 fire at no other target; point of fire \(2\.0,0\.0\), the centre of the front edge of the 6 files that fire"
# expect: ^CHECK part=A>T key=arc result=pass rule=3.1.3 reason="impact on the left flank, line 30.0 deg off straight ahead
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 16.0 cm along the line of fire is zone 2
# expect: ^ELIGIBLE firer=A target=T value=yes
# expect: ^CHECK part=A>T key=aim result=pass rule=3.1.3 reason="5 of 10 front-rank files of A .*10 of 20 figures take part, 1 unit of fire
# expect: ^CHECK part=A>T key=arc result=pass rule=3.1.3 reason="impact on the rear, line 29.7 deg
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 15.3 cm
# expect: ^CHECK part=A>T key=edge result=pass rule=3.1.8 reason="impact on the rear: rear fire"
# expect: ^CHECK part=A>T key=aim result=fail rule=3.1.3 reason="1 of 10 front-rank files of A .*2 of 20 figures take part, 0 units of fire
# expect: ^CHECK part=A>T key=arc result=fail rule=3.1.3 reason="target 0.3 cm outside the 30 deg arc at the point of fire \(beyond the right ray\)"
# expect: ^ELIGIBLE firer=A target=T value=no
# expect: ^CHECK part=A>T key=arc result=fail rule=3.1.3 reason="target 0.1 cm outside the 30 deg arc of every figure \(beyond the right ray\)"
# expect: ^CHECK part=A>T key=arc result=pass rule=3.1.3 reason="impact on .* \(arc 45\)"
# expect: ^CHECK part=A>R key=arc result=fail
