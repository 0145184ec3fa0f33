# args: --demo
# unit show NAME: every key (the UNIT record), state, losses so
# far, what it did this bound, what it may target now, and the rulings of
# this game it took part in.
# Before any ruling: L54 (front y=58 facing north) may fire at F27, 12 cm
# straight ahead (the same answer as scan French); no history yet.
unit show L54
# expect: ^DETAIL unit=L54 state=ok figures_start=36 figures=36 lost=0 .* may_fire_at=F27 
# expect: L54 has taken part in no ruling yet
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
# L54: 36 -> 24 figures (12 lost, 11.5 rounded), MD; two FIRE rulings and
# the RESULT name it.
unit show L54
# expect: ^DETAIL unit=L54 state=MD figures_start=36 figures=24 lost=12 bound=1 moved=no fired=no
# expect: ^RULING bound=1 phase=fire what=FIRE firer=F27 target=L54 .* loss=4 
# expect: ^RULING bound=1 phase=fire what=FIRE firer=Ross target=L54 .* loss=7.5 
# expect: ^RULING bound=1 phase=fire what=RESULT kind=fire target=L54 loss=12 moral=MD
# F27 fired this bound (so it may fire at none, as scan) and took part in
# one ruling (its FIRE).
unit show F27
# expect: ^DETAIL unit=F27 .* fired=yes attacked=no declared=no may_fire_at=none
# In the melee phase fire targets are "-" (not this phase); Cuir6 may
# attack KGL5 (4 cm apart front to front, ba-map/demo).
phase melee
unit show Cuir6
# expect: ^DETAIL unit=Cuir6 .* may_fire_at=- may_attack=KGL5$
unit show Nobody
unit show
