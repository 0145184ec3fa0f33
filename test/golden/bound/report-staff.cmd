# args: --demo
# Table 18 staff catch rolls in the after-action report, in `history` and
# not in `losses` (docs/commands.md, "After-action report"). A STAFF record
# is a ruling on a side: the report lists it under its bound and phase like
# any ruling, `history` gives it a one-line result (kind=staff, without the
# table and rule cited), and it loses no figures.
# Bound 1, fire phase: the Allied staff figure falls on (6,6,5) = 17:
# Table 18 17-18 falls, -2 on every roll of the side for the rest of bound
# 1 and the whole of bound 2. F27 (Allied) fires at L54 with (3,4,5) = 12:
# roll used 12 - 2 = 10; loss factors +2 (column): loss index 12 -> Table
# 12: 1 per unit of fire x 4 = 4 figures; morale factors +1: index 13 ->
# LD. L54 36 -> 32, LD.
# Bound 2, fire phase: the French staff figure falls on (2,6,5) = 13 (13-14
# falls, no penalty); an Allied one survives on (1,2,3) = 6 (3-12: placed
# in base contact with the nearest own unit), the Allied -2 of bound 1
# still in force (side_penalty=-2).
# Ruling records: STAFF, FIRE, RESULT in bound 1, two STAFF in bound 2: 5.
# Losses: only L54's 4, in 1 result.
staff catch Allied dice=6,6,5
fire F27 at L54 dice=3,4,5
resolve
bound next
staff catch French dice=2,6,5
staff catch Allied dice=1,2,3
history
losses
report
# expect: ^STAFF side=Allied roll=17 dice=6,6,5 result=falls penalty=-2 until_bound=2 side_penalty=-2 
# expect: ^FIRE firer=F27 target=L54 .*roll=12 dice=3,4,5 staff=-2 roll_used=10 loss_mod=2 loss_index=12 loss=4 moral_mod=1 moral_index=13 moral=LD 
# expect: ^STAFF side=French roll=13 dice=2,6,5 result=falls penalty=0 table=
# expect: ^STAFF side=Allied roll=6 dice=1,2,3 result=survives penalty=0 placed="base contact with the nearest own unit" side_penalty=-2 
# expect: ^HIST n=18 bound=1 phase=fire command="staff catch Allied dice=6,6,5" result="kind=staff side=Allied roll=17 dice=6,6,5 result=falls penalty=-2 until_bound=2 side_penalty=-2"$
# expect: ^HIST n=20 bound=1 phase=fire command=resolve result="kind=fire target=L54 loss=4 moral=LD state=LD figures=32 
# expect: ^HIST n=22 bound=2 phase=fire command="staff catch French dice=2,6,5" result="kind=staff side=French roll=13 dice=2,6,5 result=falls penalty=0"$
# expect: ^HIST n=23 bound=2 phase=fire command="staff catch Allied dice=1,2,3" result="kind=staff side=Allied roll=6 dice=1,2,3 result=survives penalty=0 side_penalty=-2"$
# expect: ^LOSS unit=L54 side=French figures=4 rulings=1$
# expect: ^LOSSES side=all bound=all figures=4 units=1 results=1$
# expect: ^5 ruling records\.
# expect: ^## Bound 1$
# expect: ^### fire phase$
# expect: ^- \*\*STAFF\*\* Allied: dice 6,6,5; roll 17; result falls; penalty -2; until the end of bound 2; side's penalty now -2$
# expect: ^- \*\*FIRE\*\* F27 → L54: dice 3,4,5; roll 12; staff penalty -2; roll used 10; loss factors 2; morale factors 1; loss 4; morale LD \*\(provisional\)\*$
# expect: ^- \*\*RESULT\*\* L54: loss 4; morale LD; state now LD; figures now 32
# expect: ^## Bound 2$
# expect: ^### fire phase$
# expect: ^- \*\*STAFF\*\* French: dice 2,6,5; roll 13; result falls; penalty 0$
# expect: ^- \*\*STAFF\*\* Allied: dice 1,2,3; roll 6; result survives; penalty 0; side's penalty now -2; placed in base contact with the nearest own unit$
# expect: ^\| Allied \| 101 \| 101 \| 0 \|$
# expect: ^\| French \| 116 \| 112 \| 4 \|$
