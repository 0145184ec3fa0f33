# alt: belle-alliance
# 4.1.1 attacks that may or may not be carried out. Each refused line
# changes nothing (exit 1 at the end).
# - order=no: no orders for attack -> fail.
# - announced=no: not announced -> fail; with required=yes (the opponent
#   requires it) -> pass.
# - an MD attacker may not attack; an FD one neither.
# - artillery does not attack (ruling, Table 8 row 3).
# - same side -> fail.
# - an LD attacker may attack, with SD (= LD) -2 (T8.34).
unit add A side=French arm=infantry figures=20 formation=line
unit add M side=French arm=infantry figures=20 formation=line state=MD
unit add F side=French arm=infantry figures=20 formation=line state=FD
unit add L side=French arm=infantry figures=20 formation=line state=LD
unit add G side=French arm=artillery figures=6 guns=3 formation=unlimbered
unit add O side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
check melee A vs D order=no
melee A vs D order=no dice=3,3,3 ddice=3,3,3
check melee A vs D announced=no
check melee A vs D announced=no required=yes
melee M vs D dice=3,3,3 ddice=3,3,3
melee F vs D dice=3,3,3 ddice=3,3,3
melee G vs D dice=3,3,3 ddice=3,3,3
melee A vs O dice=3,3,3 ddice=3,3,3
factors melee L vs D
melee A vs D colour=red
declared
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# no orders, not announced: fail; required: pass; LD attacker SD -2
# expect: ^CHECK key=order result=fail
# expect: ^CHECK key=announced result=fail
# expect: ^ELIGIBLE firer=A target=D value=yes
# expect: ^FACTOR part=L>D key=SD_LD .*attack=-2
# expect-error: ^error: line 19: melee A vs D is not allowed: A has not received orders
# expect-error: ^error: line 22: melee M vs D is not allowed: M is MD
# expect-error: ^error: line 23: melee F vs D is not allowed: F is FD
# expect-error: ^error: line 24: melee G vs D is not allowed: G is artillery
# expect-error: ^error: line 25: melee A vs O is not allowed: A and O are both on side French
