# alt: belle-alliance
# 3.1.3 line of fire blocked (los=no), 3.1.4 security zone not respected
# (security=no), 3.1.3 arc (arc=no): each fire is not carried out.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add C side=Allied arm=infantry figures=20 formation=line
fire A at T range=15 los=no dice=4,4,4
fire B at T range=15 security=no dice=4,4,4
fire C at T range=15 arc=no dice=4,4,4
resolve
units
