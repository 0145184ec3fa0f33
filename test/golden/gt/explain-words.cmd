# Explain ends with the results in words, Grande Tactique: a
# common target (two shots at Foy) and a charge with its follow-up (the
# cavalry principal's pursuit). Units placed as in --demo -r grande-tactique.
ruleset grande-tactique
game units=in
game sequence=free
unit add Picton side=British arm=infantry figures=1 quality=veteran firing=yes x=20 y=10 facing=0 width=4 depth=1
unit add Hal side=British arm=infantry figures=1 firing=yes x=21 y=11.5 facing=270 width=2 depth=1
unit add Foy side=French arm=infantry figures=1 formation=column x=20 y=10 facing=180 width=2 depth=3
unit add Kell side=French arm=cavalry figures=1 x=32 y=16 facing=180 width=3 depth=1.5
unit add Bn1 side=British arm=infantry figures=1 x=32 y=16 facing=0 width=3 depth=1
# Common target: shot 1 Picton 4 > Foy 3: Foy (eager) becomes shaken.
# Shot 2 Hal 5 > Foy 1 -1 (shaken) = 0: Foy, shaken infantry beaten, tests
# 2 -1 = 1 < 4: flees 7", routed.
fire Picton at Foy roll=4 troll=3 tmroll=5
fire Hal at Foy roll=5 troll=1 tmroll=2
resolve
explain
# Charge: Kell tests 6 >= 4 (pass); Bn1 tests 1 < 4 (fail): flees 7",
# routed. Kell, cavalry that charged successfully, tests 5 >= 4: pursues
# infantry 6" (Fleeing).
melee Kell vs Bn1 roll=6 droll=1 proll=5
resolve
explain
# ---- results (checked by test/golden-expect.awk)
# expect: ^RESULT kind=fire shot=1 .*unit=Foy .*state=shaken
# expect: ^RESULT kind=fire shot=2 .*unit=Foy .*moral=flee state=routed
# expect: ^  = Foy becomes shaken: it fires at -1, moves at half speed
# expect: ^  = Foy becomes routed: it flees and stops firing
# expect: ^PURSUE unit=Kell pursued=Bn1 .*distance=6
# expect: ^  = Kell pursues Bn1 6" \(Fleeing\)\.
# expect: ^  = Bn1 becomes routed: it flees and stops firing; rallying it costs 2 PIPs \(Fleeing\)\.
# expect: ^  = Kell stays eager: it fires, charges and moves normally
