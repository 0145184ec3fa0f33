# 5.5.3 in melee, recorded like fire: a SUPPLY record for the attacker and
# for the defender when their roll counts for supplies. A rolls 1,1,4: two
# dice show one, so supplies last for the next rolls only (supplies_rolls
# of settings.csv: 3 left); D rolls 1,1,2: the same, 3 left.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=1,1,4 ddice=1,1,2
resolve
# ---- results
# expect: ^SUPPLY unit=A ones=2 rolls_left=3 supplies=yes rule=5.5.3$
# expect: ^SUPPLY unit=D ones=2 rolls_left=3 supplies=yes rule=5.5.3$
