# alt: belle-alliance
# 3.1.1: 22 figures = 10 + 10, the 2 left over are fewer than 3 -> 2 UoF.
# Range 15 zone 2 (0/0), target 24 in line, dice 4,4,4 = 12.
# loss index 12 -> 1 per UoF x 2 = 2 figures; moral index 12 -> none.
# T: 24 - 2 = 22 figures.
unit add A side=Allied arm=infantry figures=22 formation=line
unit add T side=French arm=infantry figures=24 formation=line
check fire A at T range=15
fire A at T range=15 dice=4,4,4
resolve
units
