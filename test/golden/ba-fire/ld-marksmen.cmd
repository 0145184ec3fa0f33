# alt: belle-alliance
# Firer factors from the roster: ld (firer in LD: -2 loss -1 moral) and
# marksmen (unit attribute, 5.5.1: +2 loss).
# A (LD, marksmen) 20 zone 2 at T 20: dice 4,4,4 = 12: loss 12 - 2 + 2 =
# 12 -> 1.0 x 2 = 2; moral 12 - 1 = 11 -> none.
unit add A side=Allied arm=infantry figures=20 formation=line state=LD marksmen=yes
unit add T side=French arm=infantry figures=20 formation=line
fire A at T range=15 dice=4,4,4
resolve
