# args: --teach
# --teach shows the rule paraphrases (out_teach) with every step.
# A 20 at T 20, zone 2; dice 4,4,4 = 12.
# Split 10 + 10 at T: no split factor, one roll; each part 10/20 = 0.5 ->
# numbers_fewer -1 moral: moral 12 - 1 = 11 -> none. Loss
# 1.0 x 1 + 1.0 x 1 = 2.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
fire A at T range=15 figures=10 dice=4,4,4
fire A at T range=15 figures=10
resolve
