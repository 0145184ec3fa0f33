# title: GT-4: infantry fire, a shaken target beaten fails its morale
# rule: Firing Results, Morale Check, Fleeing
# Source: shared/rules/grande-tactique.md, section 11, GT-4.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Eager trained infantry A fires at shaken trained infantry B (no square, no general, open ground). A rolls 5; B rolls 4 - 1 = 3: B is beaten.
unit add A side=French arm=infantry figures=1 firing=yes
unit add B side=British arm=infantry figures=1 state=shaken firing=yes
fire A at B roll=5 troll=4 tmroll=4
resolve
# book: SHOT firer=A target=B total=5 ttotal=3 winner=firer says="5 against 3: B is beaten"
# teach: B is shaken infantry, so it takes a Morale Check: -1 shaken, needs 5+. It rolls 4 -> 3: fail.
# book: MORALE unit=B mod=-1 need=5 roll=4 total=3 result=fail says="Morale Check: 4 - 1 = 3, fail"
# book: FLEE unit=B distance=7 state=routed says="B flees 7 inches and is routed"
# book: RESULT kind=fire unit=B state=routed firing=no says="Routed marker on, Firing marker off"
