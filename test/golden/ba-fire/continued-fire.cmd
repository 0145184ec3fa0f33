# alt: belle-alliance
# 1.1.1 continued fire: in the continued-fire phase a unit may fire only at
# the target it fired at in the previous bound; afterwards it may not fire
# again in that bound.
# A 20 zone 2 dice 4,4,4 = 12: loss 12 -> 1.0 x 2 = 2 each time.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=30 formation=line
unit add T2 side=French arm=infantry figures=30 formation=line
fire A at T range=15 dice=4,4,4
resolve
bound next
phase continued-fire
fire A at T2 range=15 dice=4,4,4
fire A at T range=15 dice=4,4,4
resolve
phase fire
fire A at T range=15 dice=4,4,4
