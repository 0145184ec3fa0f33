# 3.1.3: "The designated figures that do not comply with the line of aim
# requirements, may not participate in the firing"; 3.1.1: a unit of fire
# is 10 figures, one may be down to 3. `scan` lists only what `fire`
# carries out.
# A (14 figures in line: 7 files of 2 cm, x -7..7, front y=0, facing
# north). The opponent O (x -8..5.5, y 0.5..1.5) stands in front of files
# 0..5 (x -7..5): their corners are at least 0.5 inside O's sides, which
# begin 0.5 ahead, so a line clearing O turns at least atan(0.5/0.5) = 45
# deg > 30: no line of aim. File 6 (x 5..7) aims straight ahead from
# (7,0). 1 of 7 files: 14 x 1/7 = 2 figures, fewer than 3: no unit of
# fire; `fire` is not carried out (check aim fails) and scan counts the
# pair blocked instead of listing it. The line of fire itself is clear:
# from the point of fire (6,0) (file 6's centre) to (6,20), right of O.
# O itself, 0.5 cm ahead in zone 1, is the one target scan lists.
unit add A side=Allied arm=infantry figures=14 formation=line x=0 y=0 facing=0
unit add O side=French arm=infantry figures=13 formation=line x=-1.25 y=0.5 facing=180 width=13.5 depth=1
unit add T side=French arm=infantry figures=40 formation=line x=0 y=20 facing=180 width=40
check fire A at T
scan Allied
# ---- results
# expect: ^CHECK part=A>T key=aim result=fail rule=3.1.3 reason="1 of 7 front-rank files of A have a line of aim to T: 2 of 14 figures take part, 0 units of fire; the other 12 fire at no other target; point of fire \(6\.0,0\.0\)
# expect: ^CHECK part=A>T key=los result=pass
# expect: ^ELIGIBLE firer=A target=T value=no
# expect: ^SCAN firer=A target=O range=0\.5 zone=1 
# expect: scan Allied: 1 units may fire, 1 targets; not counted: 0 outside the arc, 1 blocked, 0 security zone, 0 beyond range
