# title: Example 11: catch roll for staff figures and the side-wide penalty (Table 18)
# rule: Table 18
# Source: shared/rules/belle-alliance/worked-examples.md, Example 11.
# The program has no staff figures, no Table 18 and no side-wide dice
# penalty: the catch roll cannot be made, and the penalty's effect on a
# later roll is not applied. Marked as known differences, not fudged.
ruleset belle-alliance
# step: A staff figure of the Allied side is caught on (6,6,5) = 17: it falls, and the side takes -2 on all dice rolls for the rest of this bound and all of the next.
# teach: Table 18: 17 falls with -2 for the side; 15 falls with -1; 13 falls, no penalty; 12 survives and joins the nearest own unit at no time cost.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
# step: Later in the bound A rolls (5,3,3) = 11 for fire: the raw roll used is 9 before the Table 6 factors.
fire A at T range=15 dice=5,3,3
resolve
# book: FIRE firer=A roll=9 says="raw roll 11 - 2 = 9" differs="Table 18 (staff figures, the catch roll and the side-wide dice penalty) is not in the program; the roll stays 11"
# step: In the next bound a melee roll of (4,4,4) = 12 by that side counts 10 before Table 8 factors.
bound next
melee A vs T dice=4,4,4 ddice=3,3,3
resolve
# book: MELEE attacker=A a_roll=10 says="12 - 2 = 10" differs="no side-wide dice penalty in the program (Table 18); the roll stays 12"
