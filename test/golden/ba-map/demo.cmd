# alt: belle-alliance
# args: --demo
# The demo (La Haye Sainte, data/scenarios/demo-belle-alliance.cmd):
# a first fire and a first melee, decided by the map
# and resolved with given dice. --demo loads the embedded scenario (it
# prints no records).
#
# Fire: F27 (in line on the ridge, level 1, front y=70 facing south, 18
# wide) at L54 (attack column, front y=58 facing north, 8 wide, 9 deep):
# straight ahead, range 70-58 = 12.0 (musket zone 2), impact on L54's
# front; the own rifles R95 (x 60..72) are 14.0 cm from the line x=86,
# more than half F27's frontage (9.0). Column of attack: column effect.
# Ross (level 1, facing 235, 9 wide) joins at the same target: 23.9 cm,
# 6pdr zone 1; F27 7.3 cm off its line, more than 4.5.
# Melee: Cuir6 (cavalry line, front y=58 facing north, 12 wide) against
# KGL5 (front y=62 facing south, 12 wide): 4.0 cm apart, front to front,
# the 5 cm melee zone touches.
check fire F27 at L54
check fire Ross at L54
factors fire F27 at L54
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
check melee Cuir6 vs KGL5
factors melee Cuir6 vs KGL5
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# F27: range 12.0, zone 2; R95 14.0 from the line, needs 9.0
# expect: key=security result=pass rule=3.1.4 reason="own R95 14.0 cm from the line of fire, needs 9.0
# expect: key=range result=pass rule=3.1.3 reason="range 12.0 cm along the line of fire is zone 2 of musket
# Ross: F27 7.3 from its line, needs 4.5; 23.9 cm, 6pdr zone 1
# expect: key=security result=pass rule=3.1.4 reason="own F27 7.3 cm from the line of fire, needs 4.5
# expect: key=range result=pass rule=3.1.3 reason="range 23.9 cm along the line of fire is zone 1 of 6pdr
# Cuir6 and KGL5 4.0 cm apart: the melee zone touches
# expect: key=contact result=pass rule=4.1.1 reason="the melee zone of Cuir6 touches KGL5 \(its 5 cm melee zone; 4.0 cm apart\)
