# alt: belle-alliance
# spec §2: any factor key may be given yes/no, or an integer replacing the
# table value (source=umpire). marksmen=yes on a unit without the
# attribute (+2 loss), column=3 (replaces +2 loss by +3; moral +1 stays).
# A 20 zone 2 at T 20 line. dice 3,3,3 = 9: loss 9 + 2 + 3 = 14 -> 1.0 x
# 2 = 2; moral 14 + 1 = 15 -> LD. A bad value is refused.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
fire A at T range=15 column=lots dice=3,3,3
factors fire A at T range=15 marksmen=yes column=3
fire A at T range=15 marksmen=yes column=3 dice=3,3,3
resolve
