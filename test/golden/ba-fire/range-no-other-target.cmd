# 3.4.1: a battery that ranges fires at no other target that bound, "not
# even a split fire" (worked example 12 j), in either order of declaration.
# Gun (3 guns, 6 gunners) ranges on Q with 2 guns; its third gun may not
# fire at Q2 as the other part of a split fire. Next bound it fires at Q2
# with one gun first; ranging on Q with the other two is then refused.
# Nothing is declared by a refused line (declared shows one line each time).
ruleset belle-alliance
unit add Gun side=Allied arm=artillery figures=6 guns=3 formation=unlimbered x=0 y=0 facing=0
unit add Q side=French arm=infantry figures=24 formation=line x=0 y=60 facing=180
unit add Q2 side=French arm=infantry figures=24 formation=line x=20 y=60 facing=180
range Gun at Q guns=2 figures=4
fire Gun at Q2 guns=1 figures=2
# expect-error: Gun may not fire at Q2: Gun ranges on Q this bound and fires at no other target, not even a split fire \(3\.4\.1\)
declared
resolve
# expect: ^FIRE firer=Gun target=Q figures=4 uof=2 range_only=yes .*loss=0 
bound next
fire Gun at Q2 guns=1 figures=2 dice=3,3,3
range Gun at Q guns=2 figures=4
# expect-error: Gun may not fire at Q: Gun fires at Q2 this bound: a battery that ranges fires at no other target \(3\.4\.1\)
declared
