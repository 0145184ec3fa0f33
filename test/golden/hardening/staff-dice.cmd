# staff catch (Belle Alliance Table 18) given bad values, and the dice of a
# failed command: a command refused after it rolled (here an unknown key
# after the roll would have been taken) must not use up those dice, so the
# next roll is the one the game would have made without the refusal.
# With --seed 1 the first 3d6 the program rolls are 2,5,3 = 10: Table 18
# row 3-12, the staff figure survives (the same run without the refused
# lines rolls the same; staff-dice was checked against it by hand).
unit add F side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2
unit add T side=Allied arm=infantry figures=30 formation=line x=0 y=20 facing=180 width=12 depth=2
staff catch French zork=1
staff catch
staff catch Frnech
staff catch French French
staff catch French roll=
staff catch French roll=-1
staff catch French roll=19
staff catch French roll=nan
staff catch French dice=1,2
staff catch French dice=7,1,1
staff catch French roll=10 dice=1,2,3
fire F at T range=-1
fire F at T zork=1
staff catch French
status
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^STAFF side=French roll=10 dice=2,5,3 result=survives penalty=0
# expect: ^STATUS ruleset=belle-alliance bound=1 phase=fire .*declared=0
# expect-error: line 10: staff catch: unknown key zork; allowed: roll dice
# expect-error: line 11: usage: staff catch SIDE
# expect-error: line 12: no unit is on side Frnech \(did you mean French\?\)
# expect-error: line 13: usage: staff catch SIDE
# expect-error: line 14: roll= is not a 3d6 total; allowed: 3 to 18
# expect-error: line 15: roll=-1 is not a 3d6 total
# expect-error: line 16: roll=19 is not a 3d6 total
# expect-error: line 17: roll=nan is not a 3d6 total
# expect-error: line 18: dice=1,2 is not 3 dice of 1 to 6
# expect-error: line 19: dice=7,1,1 is not 3 dice of 1 to 6
# expect-error: line 20: roll=10 does not match dice=1,2,3 \(total 6\)
# expect-error: line 21: range=-1 is not allowed
# expect-error: line 22: fire: unknown key zork
