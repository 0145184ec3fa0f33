# title: Example 11: catch roll for staff figures and the side-wide penalty (Table 18)
# rule: Table 18
# Source: shared/rules/belle-alliance/worked-examples.md, Example 11.
# `staff catch SIDE dice=a,b,c` makes the catch roll; a penalty is kept
# as the bound of the fall and applied to the roll of every unit of the
# side (fire: before the Table 6/7 factors; melee: before the Table 8
# factors) for the rest of the bound and the whole next bound. The three
# bands without the -2 are rolled for a third side, so that they do not
# touch the rolls of A and T below.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
unit add P side=Prussian arm=infantry figures=20 formation=line
# step: (6,5,1) = 12: the staff figure survives and is placed in base contact with the nearest own unit, no time counted.
staff catch Prussian dice=6,5,1
# book: STAFF side=Prussian roll=12 result=survives penalty=0 says="12: survives, base contact with the nearest own unit"
# step: (2,6,5) = 13: the staff figure falls; no penalty.
staff catch Prussian dice=2,6,5
# book: STAFF side=Prussian roll=13 result=falls penalty=0 says="13: falls, no penalty"
# step: (4,6,5) = 15: the staff figure falls; -1 on all dice rolls of the side for the rest of this bound and all of the next.
staff catch Prussian dice=4,6,5
# book: STAFF side=Prussian roll=15 result=falls penalty=-1 until_bound=2 says="15: falls, -1"
# step: A staff figure of the Allied side is caught on (6,6,5) = 17: it falls, and the side takes -2 on all dice rolls for the rest of this bound and all of the next.
# teach: Table 18: 17 falls with -2 for the side; 15 falls with -1; 13 falls, no penalty; 12 survives and joins the nearest own unit at no time cost.
staff catch Allied dice=6,6,5
# book: STAFF side=Allied roll=17 result=falls penalty=-2 until_bound=2 says="17: falls, -2"
# step: Later in the bound A rolls (5,3,3) = 11 for fire: the raw roll used is 9 before the Table 6 factors.
fire A at T range=15 dice=5,3,3
resolve
# book: FIRE firer=A roll=11 staff=-2 roll_used=9 says="raw roll 11 - 2 = 9"
# step: In the next bound a melee roll of (4,4,4) = 12 by that side counts 10 before Table 8 factors.
bound next
melee A vs T dice=4,4,4 ddice=3,3,3
resolve
# book: MELEE attacker=A a_roll=12 a_staff=-2 a_roll_used=10 says="12 - 2 = 10"
