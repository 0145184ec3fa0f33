# `losses` counts both sides of a melee: the defender's loss=
# and the attacker's a_loss= of each RESULT. The melees and their hand
# computations are those of test/golden/ba-melee/cancel-by-flank.cmd:
#   E attacks A in the flank: A loses 2 (20 -> 18, MD), E loses 1 (19);
#   C attacks I: I loses 1 (19, MD), C loses 2 (12 -> 10).
# losses side=French = A 2 + I 1 = 3; side=Allied = E 1 + C 2 = 3;
# losses (all) = 6, four units, four losers in two RESULT records.
# why A: added (1), then the resolve (9) with loss 2, ok -> MD. why C:
#   the melee it attacked in (MELEE a_total 13+3 = 16, d_total 10+1 = 11).
# who fired at A: a melee is no fire, nobody.
unit add A side=French arm=infantry figures=20 formation=line
unit add I side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
unit add C side=Allied arm=cavalry figures=12 formation=line
melee A vs D dice=4,4,4 ddice=3,3,3
melee E vs A flanking_attack=yes dice=3,3,3
melee I vs C dice=3,3,4 ddice=4,4,5
melee C vs I
resolve
losses side=French
losses side=Allied
losses
why A
why C
who fired at A
# ---- results of the hand computations above, in order
# expect: ^LOSS unit=A side=French figures=2 rulings=1$
# expect: ^LOSS unit=I side=French figures=1 rulings=1$
# expect: ^LOSSES side=French bound=all figures=3 units=2 results=2$
# expect: ^LOSS unit=E side=Allied figures=1 rulings=1$
# expect: ^LOSS unit=C side=Allied figures=2 rulings=1$
# expect: ^LOSSES side=Allied bound=all figures=3 units=2 results=2$
# expect: ^LOSSES side=all bound=all figures=6 units=4 results=4$
# expect: ^WHY n=1 unit=A .*changed=added$
# expect: ^WHY n=10 unit=A bound=1 phase=.* command=resolve changed="figures: 20 -> 18; state: ok -> MD.* loss=2 result="kind=melee attacker=E defender=A loss=2
# expect: ^WHY n=10 unit=C bound=1 phase=.* command=resolve changed="figures: 12 -> 10" attacked="I: a_total 16, d_total 11" loss=2 result="kind=melee attacker=C defender=I
# expect: ^  C: 2 commands changed it or ruled on it \(1 melee it attacked in\), 2 figures lost; now bound 1$
# expect: ^  nobody has fired at A yet$
