# args: --demo
# The after-action report of the demo game after two bounds
# (data/scenarios/demo-belle-alliance.cmd). Bound 1: F27 and Ross fire at
# L54 (common target: 4 + 7.5 = 11.5, rounded 12; MD), Cuir6 attacks KGL5
# (FD), Cuir6 declines its continued advance. Bound 2: KGL2L fires at V13
# (3 lost, MD). The report lists each ruling under its bound and phase
# with dice, factor totals, loss and morale, marks provisional results,
# then losses per side (Allied 101 -> 96, French 116 -> 99) and per unit,
# and the units not in their fresh state (KGL5 FD, V13 MD, L54 MD).
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
phase melee
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
advance Cuir6 no
bound next
fire KGL2L at V13 dice=6,6,5
resolve
bound next
report
# expect: ^Ruleset belle-alliance, distances in cm; now bound 3, fire phase\.$
# expect: ^7 ruling records\.
# expect: ^## Bound 1$
# expect: ^### fire phase$
# expect: ^- \*\*FIRE\*\* F27 → L54: dice 3,4,5; roll 12; loss factors 2; morale factors 1; loss 4; morale LD \*\(provisional\)\*$
# expect: ^- \*\*FIRE\*\* Ross → L54: dice 2,4,6; roll 12; loss factors 6; morale factors 2; loss 7.5; morale MD
# expect: ^- \*\*RESULT\*\* L54: loss 12; morale MD; state now MD; figures now 24
# expect: ^### melee phase$
# expect: ^- \*\*MELEE\*\* Cuir6 → KGL5: .*attacker's total 22; defender's total 11$
# expect: ^- \*\*RESULT\*\* Cuir6 → KGL5: loss 5; morale FD; loser KGL5; attacker's loss 2
# expect: ^## Bound 2$
# expect: ^- \*\*FIRE\*\* KGL2L → V13: dice 6,6,5
# expect: ^- \*\*RESULT\*\* V13: loss 3; morale MD
# expect: ^\| Allied \| 101 \| 96 \| 5 \|$
# expect: ^\| French \| 116 \| 99 \| 17 \|$
# expect: ^\| L54 \| French \| 36 \| 24 \| 12 \| MD \|$
# expect: ^- KGL5 \(Allied\): FD$
# expect: ^- V13 \(French\): MD$
# expect: ^- L54 \(French\): MD$
# A refused report changes nothing.
report a b
# expect-error: usage: report \[FILE\]
