ruleset activation
# 54: "Only an activated artillery or infantry unit may fire."
# A line 15 cm from T, facing it; A is not activated and T has neither
# fired at it nor charged it: CHECK activated fails with rule 54 and
# `fire` refuses with one line naming 54 (exit status 1), changing nothing.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
check fire A at T
fire A at T
declared
# Activated, the same fire is allowed (ELIGIBLE value=yes as=activated).
unit set A activated=yes
check fire A at T
fire A at T roll=4
resolve
# `turn next` clears activation (UNIT activated=no): A may not fire again
# in turn 2 until it is activated again.
turn next
units
check fire A at T
