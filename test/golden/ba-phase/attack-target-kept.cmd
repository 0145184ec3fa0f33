# 4.1.2: "Apart from the above, the target of an attack may not be
# changed, even where it turns out that the attacker cannot reach the
# point of melee zone contact or for other reasons cannot attack a target
# during the bound." A's attack on D is ruled not carried out (no contact:
# contact=no); A may then not attack E this bound; A vs D again (now in
# contact) is accepted. In the next bound A may attack E.
# 4.3.1: "When the attack is directed against the position of the
# skirmish line, the attacker must stop in that position": the skirmish
# line SL chooses to be forced back from an attack on its position (the
# farm): X must stop there; the soutien is not offered. Without
# position=, the soutien B is offered (as ba-melee/sl-forced-back).
terrain add farm kind=building points=0,0;10,0;10,10;0,10
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=30 formation=line
unit add SL side=Allied arm=infantry figures=8 formation=skirmish mother=B
unit add X side=French arm=infantry figures=24 formation=attack-column
unit add Y side=French arm=infantry figures=24 formation=attack-column
melee A vs D contact=no
melee A vs E dice=3,3,3 ddice=3,3,3
melee A vs D contact=yes dice=3,3,3 ddice=3,3,3
cancel A
bound next
melee A vs E dice=3,3,3 ddice=3,3,3
melee X vs SL position=farm forced_back=yes d_sl_soutien=2 d_sl_near=4
melee Y vs SL forced_back=yes d_sl_soutien=2 d_sl_near=4
# ---- results
# expect: ^  not carried out: A does not reach the point of melee zone contact with D: the attack is not carried out and its target may not be changed \(4.1.2\)$
# expect: ^  declared: A attacks D$
# expect: ^  declared: A attacks E$
# expect: ^  not carried out: skirmish line SL chooses to be forced back \(4.2.0\): the attack was directed against its position farm, so X must stop in that position \(4.3.1\)$
# expect: ^  not carried out: skirmish line SL chooses to be forced back \(4.2.0\): the attack on it is not carried out; Y may attack the soutien B
# expect-error: line 21: A's attack on D was ruled not carried out this bound: the target of an attack may not be changed \(4.1.2\)$
