# alt: belle-alliance
# Belle Alliance fire from the map: cover at the point of impact (3.1.3).
# A fires north from (0,0) at T (front y=20, faces south, 10 wide, 2
# deep); the impact is (0,20).
#
#      ########   Orchard, wood y 19..30 (holds T and the impact)
#      ===T===    y 20..22
#      ~~~~~~~    Hedge, cover polygon y 18..20 (then, alone)
#      ===A===    y 0
#
# 1. The impact in a wood with no class of its own: cover_wood from the
#    settings (I; provisional, Table 5 not found): cover1.
# 2. The same wood with class=III: its own class wins: cover3.
# 3. A cover polygon (class II) crossed by the line before the impact
#    and touching it (base contact): cover2.
# 4. A building with no class: cover_building (II).
# 5. game cover_wood=ask: the class is unknown, the program asks
#    (CHECK result=ask, fire refused until cover= is given).
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=20 facing=180 width=10 depth=2
terrain add Orchard kind=wood points=-10,19;10,19;10,30;-10,30
check fire A at T
factors fire A at T
terrain remove Orchard
terrain add Orchard kind=wood class=III points=-10,19;10,19;10,30;-10,30
factors fire A at T
terrain remove Orchard
terrain add Hedge kind=cover class=II points=-8,18;8,18;8,20;-8,20
check fire A at T
factors fire A at T
terrain remove Hedge
terrain add Farm kind=building points=-10,19;10,19;10,30;-10,30
factors fire A at T
terrain remove Farm
terrain add Orchard kind=wood points=-10,19;10,19;10,30;-10,30
game cover_wood=ask
check fire A at T
fire A at T dice=3,4,5
check fire A at T cover=II
fire A at T cover=II dice=3,4,5
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# cover1 (wood, setting), cover3 (class III), cover2 (polygon), cover2 (building), asked
# expect: ^CHECK part=A>T key=cover result=pass .*within wood Orchard, cover I \(setting\)
# expect: ^FACTOR part=A>T key=cover1 .*source=derived
# expect: ^FACTOR part=A>T key=cover3 .*source=derived
# expect: ^FACTOR part=A>T key=cover2 .*source=derived
# expect: ^FACTOR part=A>T key=cover2 .*source=derived
# expect: ^ELIGIBLE firer=A target=T value=ask
# expect-error: ^error: line 39: fire A at T needs cover
