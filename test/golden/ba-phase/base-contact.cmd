# Base contact: the point of fire lies on the target's outline, so the
# line of fire has no length. 3.1.8: "Firing is considered as flank fire
# when the line of fire has its point of impact on the flank of the
# target and the angle between the line of fire and the flank of the
# target is between 45 and 90 degrees." 3.1.9: column of march "when the
# angle between the line of fire and the flank of the target is less than
# 30 degrees"; line: "the angle between the line of fire and the front of
# the target ... less than 30 degrees". With no length the line runs
# straight ahead of the firer (docs/rulings.md), never "nan deg".
# A (line, facing 0: ahead is +y) has T's right flank on its front edge:
# T is a march column facing 90 (its flank runs along x). The line of
# fire (along +y) meets T's flank at 90 deg: flank fire; 90 to the flank
# is not < 30: no column effect.
# A2 has T2's right flank on its front: T2 in line facing 90 (its front
# runs along y, parallel to the line of fire): flank fire at 90 deg, and
# the line is at 0 deg to T2's front, < 30: column effect.
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0
unit add T side=French arm=infantry figures=20 formation=march-column x=0 y=3 facing=90
unit add A2 side=Allied arm=infantry figures=20 formation=line x=200 y=0 facing=0
unit add T2 side=French arm=infantry figures=20 formation=line x=201 y=10 facing=90
check fire A at T
check fire A2 at T2
# ---- results
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 0.0 cm
# expect: ^CHECK part=A>T key=edge result=pass rule=3.1.8 reason="impact on the right flank at 90.0 deg \(45-90\): flank fire"
# expect: ^CHECK part=A>T key=column result=pass rule=3.1.9 reason="line of fire at 90.0 deg to the target's flank \(not < 30\)"
# expect: ^CHECK part=A2>T2 key=range result=pass rule=3.1.3 reason="range 0.0 cm
# expect: ^CHECK part=A2>T2 key=edge result=pass rule=3.1.8 reason="impact on the right flank at 90.0 deg \(45-90\): flank fire"
# expect: ^CHECK part=A2>T2 key=column result=pass rule=3.1.9 reason="line of fire at 0.0 deg to the target's front \(< 30\)"
