# title: GT-3: infantry fire, a tie
# rule: Firing procedure, Firing Results
# Source: shared/rules/grande-tactique.md, section 11, GT-3.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Eager infantry A fires at shaken infantry B in base contact, inside the 45 degree arc. A rolls 3 (modifiers 0); B rolls 4, -1 shaken.
unit add A side=French arm=infantry figures=1 firing=yes
unit add B side=British arm=infantry figures=1 state=shaken
fire A at B roll=3 troll=4
resolve
# book: SHOT firer=A target=B total=3 ttotal=3 winner=tie says="3 against 3: a tie"
# book: RESULT kind=fire target=B unit=B moral=none state=shaken says="no effect: B stays shaken"
units
# book: UNIT name=A state=eager says="A stays eager"
