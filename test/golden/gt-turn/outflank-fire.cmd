# Terrain: "A unit in woods or a BUA occupies the whole feature: it cannot
# be outflanked." Artillery's enfilade +1 ("able to draw a line from a front
# corner to both rear corners of target (enfilade or fire from the rear)",
# seed 003 Firing Modifiers) is outflanking fire: not against a unit in a
# BUA. Inches; facing 0 = north (+y ahead). Single rules, out of turn
# order.
ruleset grande-tactique
game sequence=free
# T faces north at y=5 (body y 4..5) inside the building polygon Town
# (y 3..6); G, 5" behind it, faces north: its front corners see both of
# T's rear corners. T2, G2: the same, in the open.
terrain add Town kind=building points=-3,3;3,3;3,6;-3,6
unit add T side=British arm=infantry figures=1 x=0 y=5 facing=0
unit add G side=French arm=artillery figures=1 x=0 y=0 facing=0
unit add T2 side=British arm=infantry figures=1 x=20 y=5 facing=0
unit add G2 side=French arm=artillery figures=1 x=20 y=0 facing=0
check fire G at T
factors fire G at T
factors fire G2 at T2
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# T in the BUA: no enfilade; T2 in the open: +1
# expect: ^CHECK key=enfilade result=pass rule=Terrain .*T occupies the whole of its wood or BUA and cannot be outflanked
# expect: ^FACTOR part=G2>T2 key=enfilade table=firing-modifiers.csv source=derived value=1
