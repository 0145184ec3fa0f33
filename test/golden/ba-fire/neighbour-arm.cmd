# alt: belle-alliance
# 3.1.6: a neighbour unit is of the same arm: cavalry N for infantry A is
# refused.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add N side=Allied arm=cavalry figures=12 formation=line cavalry=light
fire A at T range=15 neighbour=N dice=4,4,4
