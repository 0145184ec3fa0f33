# A melee loss cites the melee rule, not the fire rule 3.1.5: "The result
# relative to loss for the attacked unit is calculated individually for
# each attack, but the total loss is cumulated before rounding off is
# carried out, ref. table 12" (4.1.5).
# A vs D (D is LD: -2 for its state): A 0; D +2 -2 -2 = -2 (as
# ba-melee/prisoners-fd). A 6,6,5 = 17; D 2,2,3 = 7 -> 5; D loses by 12
# -> FD: T12[17] 1.5 per unit of melee x 2 = 3 figures, D 20 -> 17.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line state=LD
melee A vs D dice=6,6,5 ddice=2,2,3
resolve
explain
# ---- results of the hand computations above
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=FD state=FD figures=17
# the loss line of explain cites 4.1.5 (melee), never 3.1.5 (fire)
# expect: ^    A loses 0 figures: 20 -> 20 \(4\.1\.5\)$
# expect: ^    D loses 3 figures: 20 -> 17 \(4\.1\.5\)$
