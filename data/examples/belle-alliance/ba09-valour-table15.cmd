# title: Example 9: valour reduction and the FD trigger (Table 15)
# rule: Table 15, 5.5.2
# Source: shared/rules/belle-alliance/worked-examples.md, Example 9.
# reduction = floor(5 x lost / original). Each case is a separate unit
# taking its whole cumulative loss in one fire: a firer of 10 x L figures
# rolling 12 inflicts 1 per unit of fire from the provisional Table 12, so
# exactly L; the moral effect of these fires is not the book's and not
# checked.
ruleset belle-alliance
# step: Unit A: 36 figures, valour +2, in four variants with cumulative losses 7, 8, 15 and 34. Unit B: 30 figures, valour -4, losses 6 and 12. Battery C: 6 gunners, valour +1, loses 5.
unit add A7 side=French arm=infantry figures=36 formation=line valour=2
unit add A8 side=French arm=infantry figures=36 formation=line valour=2
unit add A15 side=French arm=infantry figures=36 formation=line valour=2
unit add A34 side=French arm=infantry figures=36 formation=line valour=2
unit add B6 side=French arm=infantry figures=30 formation=line valour=-4
unit add B12 side=French arm=infantry figures=30 formation=line valour=-4
unit add C side=French arm=artillery guns=3 figures=6 formation=unlimbered valour=1
unit add F70 side=Allied arm=infantry figures=70 formation=line
unit add F80 side=Allied arm=infantry figures=80 formation=line
unit add F150 side=Allied arm=infantry figures=150 formation=line
unit add F340 side=Allied arm=infantry figures=340 formation=line
unit add F60 side=Allied arm=infantry figures=60 formation=line
unit add F120 side=Allied arm=infantry figures=120 formation=line
unit add F50 side=Allied arm=infantry figures=50 formation=line
fire F70 at A7 range=15 dice=4,4,4
fire F80 at A8 range=15 dice=4,4,4
fire F150 at A15 range=15 dice=4,4,4
fire F340 at A34 range=15 dice=4,4,4
fire F60 at B6 range=15 dice=4,4,4
fire F120 at B12 range=15 dice=4,4,4
fire F50 at C range=15 dice=4,4,4
resolve
# book: RESULT kind=fire target=A7 loss=7 valour=2 says="A loses 7 of 36 (19.4 %): reduction 0, valour +2"
# book: RESULT kind=fire target=A8 loss=8 valour=1 says="A loses 8 (22.2 %): reduction 1, valour +1"
# book: RESULT kind=fire target=A15 loss=15 valour=0 says="A loses 15 (41.7 %): reduction 2, valour 0"
# book: RESULT kind=fire target=A34 loss=34 figures=2 removed=yes says="A loses 34 (94.4 %): 2 figures left, removed (non-artillery under 3)"
# book: RESULT kind=fire target=B6 loss=6 valour=-5 says="B loses 6 of 30 (20 %): reduction 1, valour -5, not below -5: no FD"
# book: NONE RESULT target=B6 state=FD says="B6 is not FD"
# book: RESULT kind=fire target=B12 loss=12 state=FD valour=-5 says="B loses 12 (40 %): -6, FD at once, valour set to -5"
# book: RESULT kind=fire target=C loss=5 figures=1 valour=-3 says="battery loses 5 of 6 (83.3 %): reduction 4, valour -3, 1 gunner left"
# book: NONE RESULT target=C removed=yes says="artillery is exempt from removal"
