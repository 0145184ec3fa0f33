# alt: belle-alliance
# 3.1.3: range 35 is beyond musket zone 3 (table 13: 20-30): the fire is
# declared but not carried out (3.1.1): FIRE carried=no, no RESULT for T,
# no change to T. A may then not designate a new target this bound;
# next bound it may fire again.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add T2 side=French arm=infantry figures=20 formation=line
check fire A at T range=35
fire A at T range=35 dice=4,4,4
resolve
fire A at T2 range=15 dice=4,4,4
units
bound next
fire A at T2 range=15 dice=4,4,4
declared
