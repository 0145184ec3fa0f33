# title: GT-5: a shaken firer beaten by its target
# rule: Firing Results, Morale Check
# Source: shared/rules/grande-tactique.md, section 11, GT-5.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Shaken veteran infantry A fires at eager infantry B. A rolls 2 - 1 = 1; B rolls 3: A is beaten.
unit add A side=French arm=infantry figures=1 state=shaken quality=veteran firing=yes
unit add B side=British arm=infantry figures=1
fire A at B roll=2 troll=3 mroll=4
resolve
# book: SHOT firer=A target=B total=1 ttotal=3 winner=target says="1 against 3: A is beaten"
# teach: A takes a Morale Check: -1 shaken, +1 veteran = 0, needs 4+. It rolls 4: pass.
# book: MORALE unit=A mod=0 need=4 roll=4 result=pass says="4 + 0 = 4: pass"
units
# book: UNIT name=A state=shaken says="A stays shaken and in place"
# book: UNIT name=B state=eager says="B is unaffected"
