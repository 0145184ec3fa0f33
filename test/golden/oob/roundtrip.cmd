# args: --demo
# units export -> units import rebuilds the roster: `units` after is the
# same, byte for byte, as before (docs/scenarios.md), with the losses and
# groups of a fight. The demo game (data/scenarios/demo-belle-alliance.cmd)
# after bound 1 as in test/golden/bound/report.cmd: F27 and Ross fire at
# L54 (36 -> 24 figures, MD, valour 0 -> -1), Cuir6 attacks KGL5 (24 -> 19,
# FD; Cuir6 16 -> 14). KGL2L and KGL5 are grouped as Ompteda.
# The file (roundtrip.csv, written here and committed: a change shows in
# git) carries figures now and the losses beside them (12, 5, 2).
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
phase melee
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
advance Cuir6 no
group add Ompteda KGL5,KGL2L
units
units export roundtrip.csv
# An empty roster, then the file read back: the same UNIT lines.
unit remove KGL2L
unit remove R95
unit remove F27
unit remove KGL5
unit remove Ross
unit remove L13
unit remove V13
unit remove L54
unit remove Cuir6
unit remove Btty
units
units import roundtrip.csv
units
group list
# expect: ^UNIT name=KGL5 side=Allied arm=infantry figures=19 formation=line state=FD .* brigade=Ompteda valour=0
# expect: ^UNIT name=L54 side=French arm=infantry figures=24 formation=attack-column state=MD .* valour=-1
# expect: ^EXPORT file=roundtrip\.csv units=10$
# expect: ^  \(no units\)$
# expect: ^IMPORT file=roundtrip\.csv units=10 groups=1 commands=10 rounded=0 dry=no$
# expect: ^UNIT name=KGL5 side=Allied arm=infantry figures=19 formation=line state=FD .* brigade=Ompteda valour=0
# expect: ^UNIT name=L54 side=French arm=infantry figures=24 formation=attack-column state=MD .* valour=-1
# expect: ^GROUP name=Ompteda units=KGL2L,KGL5$
