# alt: belle-alliance
# 4.3.1: a skirmish line linked to its soutien may choose to be forced
# back, even when attacked directly: the attack is not carried out (no
# declaration). Not linked (d_sl_soutien=0) it may not: refused.
# Then A attacks the soutien B instead.
unit add B side=Allied arm=infantry figures=30 formation=line
unit add SL side=Allied arm=infantry figures=8 formation=skirmish mother=B
unit add A side=French arm=infantry figures=24 formation=attack-column
melee A vs SL forced_back=yes d_sl_soutien=2 d_sl_near=4
melee A vs SL forced_back=yes d_sl_soutien=0 d_sl_near=4
melee A vs B d_sl_soutien=2 dice=3,3,3 ddice=4,4,4
declared
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# linked: forced back, not carried out; not linked: refused
# expect: ^CHECK key=forced_back result=fail .*skirmish line SL chooses to be forced back
# expect-error: ^error: line 10: melee A vs SL is not allowed: skirmish line SL has no figure within 15 cm
