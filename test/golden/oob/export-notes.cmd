# units export says what a re-import would not give back (docs/scenarios.md):
# B's fire roll 1,1,2 has two ones, so B has supplies for 3 more rolls
# (5.5.3: supplies_ones=2, supplies_rolls=3): supply_rolls=3, which no unit
# key sets. C, with 4 figures, loses them all to D's fire (dice 6,6,6)
# and is removed (5.5.2): left out of the file (not in the next battle).
# fresh=yes: no ruleset here says which losses recover between battles,
# so they are carried as they are.
unit add A side=French arm=infantry figures=40 x=0 y=0 facing=0
unit add B side=Allied arm=infantry figures=40 x=0 y=10 facing=180
unit add C side=French arm=infantry figures=4 x=100 y=0 facing=0
unit add D side=Allied arm=infantry figures=40 x=100 y=10 facing=180
fire B at A dice=1,1,2
fire D at C dice=6,6,6
resolve
units
units export export-notes.csv fresh=yes
units export export-notes.csv fresh=maybe
# expect: ^UNIT name=B .* supply_rolls=3$
# expect: ^UNIT name=C .* removed=yes$
# expect: ^EXPORT file=export-notes\.csv units=3$
# expect: ^  fresh=yes: belle-alliance says nothing \(verified\) about losses recovered between battles
# expect: ^  not carried by the file: B supply_rolls=3 \(back: -\)$
# expect: ^  left out: C \(removed; not in the next battle\)$
# expect-error: fresh=maybe is not allowed
