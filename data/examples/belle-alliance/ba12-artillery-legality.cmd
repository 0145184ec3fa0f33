# title: Example 12: artillery legality checks (canister, overhead fire, ranging)
# rule: 3.4.1, 3.4.2, 3.4.4, 3.1.1
# Source: shared/rules/belle-alliance/worked-examples.md, Example 12.
ruleset belle-alliance
unit add Bty side=Allied arm=artillery guns=2 figures=4 formation=unlimbered canister=yes level=1
unit add F side=Allied arm=infantry figures=20 formation=line
unit add E side=French arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add T2 side=French arm=infantry figures=20 formation=line
# step: a) Canister was ordered this bound and the target is in zone 2: the fire is not carried out, and no new target may be chosen.
fire Bty at T range=30 dice=3,3,3
resolve
# book: FIRE firer=Bty target=T carried=no says="not carried out"
fire Bty at T2 range=20 dice=3,3,3
# book: ERROR "no new target" says="no new target may be chosen"
# step: b) The gun on hill level 1 fires over a friendly battalion (level 0) 12 cm away at a target 15 cm beyond it: friendly fire-over needs 20 cm beyond.
bound next
check fire Bty at T range=27 over=F over_near=12 over_far=15
# book: CHECK key=overhead result=fail says="illegal: not carried out"
# step: c) As b, but the target is 22 cm beyond: legal overhead fire; canister forbidden.
check fire Bty at T range=34 over=F over_near=12 over_far=22
# book: CHECK key=overhead result=pass says="legal overhead fire"
unit set Bty canister=yes
check fire Bty at T range=20 over=F over_near=12 over_far=22
# book: CHECK key=overhead result=fail says="canister forbidden over a friendly unit"
# step: d) The gun on level 1 fires over an enemy unit 10 cm away at a target 10 cm beyond it, at level 1: legal.
bound next
unit set T level=1
check fire Bty at T range=20 over=E over_near=10 over_far=10
# book: CHECK key=overhead result=pass says="legal (10 and 10; the target not lower than the unit fired over)"
# step: e) A gun on level 0 fires over a unit at level 0: illegal, it must be one hill level higher.
unit add B0 side=Allied arm=artillery guns=2 figures=4 formation=unlimbered
check fire B0 at T range=34 over=F over_near=12 over_far=22
# book: CHECK key=overhead result=fail says="illegal: not one hill level higher"
# step: f) Ranging: a battery on the map fires at a target in zone 2 for the first time.
unit add Gun side=Allied arm=artillery guns=3 figures=6 formation=unlimbered x=200 y=0 facing=0 width=6 depth=4
unit add Q side=French arm=infantry figures=40 formation=line x=200 y=40 facing=180 width=12 depth=2
fire Gun at Q dice=4,4,4
resolve
# book: FACTOR part=Gun>Q key=ranging says="first fire at zone 2: ranging penalty (value not found)"
# step: g) Next bound, same target, which moved 15 cm; the gun did not move: no ranging penalty.
bound next
unit set Q y=55
fire Gun at Q dice=4,4,4
resolve
# book: NONE FACTOR part=Gun>Q key=ranging says="no ranging penalty"
# step: h) Next bound the target moved 25 cm since the last bound: ranging again.
bound next
unit set Q y=30
fire Gun at Q dice=4,4,4
resolve
# book: FACTOR part=Gun>Q key=ranging says="ranging penalty again"
# step: i) Next bound the battery limbers, moves and unlimbers, then fires at the same zone 2 target: ranging again.
bound next
unit set Gun formation=limbered
unit set Gun y=3
unit set Gun formation=unlimbered
fire Gun at Q dice=4,4,4
resolve
# book: FACTOR part=Gun>Q key=ranging says="ranging penalty again"
# step: j) A battery declares "ranging only": no roll and no effect, but it must be announced; no other target (not even split fire) that bound.
bound next
range Gun at Q guns=2 figures=4
# book: TEXT "ranges on Q without a roll" says="ranging only is announced: no roll"
fire Gun at T2 guns=1 figures=2
# book: ERROR "fires at no other target, not even a split fire" says="no other target, not even split fire, that bound"
resolve
# book: FIRE firer=Gun target=Q range_only=yes loss=0 says="no roll and no effect"
