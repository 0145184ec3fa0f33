# alt: belle-alliance
# 3.1.6: a neighbour unit must be in a closed formation: N in skirmish
# order is refused; the fire is not declared.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=12 formation=skirmish
fire A at T range=15 neighbour=N dice=4,4,4
declared
