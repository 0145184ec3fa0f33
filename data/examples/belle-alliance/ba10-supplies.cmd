# title: Example 10: the supplies countdown
# rule: 5.5.3
# Source: shared/rules/belle-alliance/worked-examples.md, Example 10. One
# fire roll per bound by A at a big target.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=200 formation=line
# step: Before any roll: the chance that one 3d6 roll shows two 1s or more, starting the countdown, is 16/216, about 7.4 %.
fire A at T range=25 dice=3,5,2
odds
# book: ODDS outcome="A supplies=3 rolls left" p=0.0741 says="16/216 = 7.4 %"
cancel A
# step: Roll 1 (3,5,2): no two 1s; supplies stay unlimited.
fire A at T range=25 dice=3,5,2
resolve
# book: NONE SUPPLY unit=A says="no countdown"
# step: Roll 2 (1,4,1): two 1s, the countdown starts; the roll itself is resolved normally.
bound next
fire A at T range=25 dice=1,4,1
resolve
# book: SUPPLY unit=A rolls_left=3 supplies=yes says="3 rolls left"
# book: FIRE firer=A carried=yes says="the triggering roll is resolved normally"
# step: Roll 3 (6,2,4).
bound next
fire A at T range=25 dice=6,2,4
resolve
# book: SUPPLY unit=A rolls_left=2 supplies=yes says="2 left"
# step: Roll 4 (1,1,5): two 1s again, no further effect [A].
bound next
fire A at T range=25 dice=1,1,5
resolve
# book: SUPPLY unit=A rolls_left=1 supplies=yes says="1 left"
# step: Roll 5 (4,4,3): the count reaches 0; A is without supplies.
bound next
fire A at T range=25 dice=4,4,3
resolve
# book: SUPPLY unit=A rolls_left=0 supplies=no says="0 left: without supplies"
# step: From then on no fire; in melee A may still attack and takes row 19, without supplies, -2.
bound next
fire A at T range=25 dice=4,4,4
# book: ERROR "without supplies" says="it may not fire"
factors melee A vs T
# book: FACTOR part=A>T key=without_supplies attack=-2 says="row 19 without supplies: -2"
