# alt: belle-alliance
# 3.1.5: equal moral results: the target chooses from which firer (retreat
# or rout direction); moral_from=NAME, default the first declared.
# A and B, 10 figures, zone 2, target 12; A dice 4,4,5 = 13 -> 1.0 LD;
# B dice 5,5,4 = 14 -> 1.0 LD. Loss 2.0 -> 2; LD; moral_from=B chosen.
# A wrong choice (C did not fire) is refused.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=12 formation=line
fire A at T range=15 dice=4,4,5
fire B at T range=15 dice=5,5,4 moral_from=C
resolve
cancel B
fire B at T range=15 dice=5,5,4 moral_from=B
resolve
