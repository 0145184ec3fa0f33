# dry=yes prints the unit add lines the import would run and journal
# (a group column is each unit's brigade= key; side, arm and figures
# first, then the other columns in the file's order), and changes nothing.
units import badrow.csv dry=yes
units import aliases.csv ratio=20:1 map=Notes:- dry=yes
units
# The same lines are what the game's history then holds.
units import aliases.csv ratio=20:1 map=Notes:-
history
# expect-error: units import badrow\.csv: row 3, column E \(formation\)
# expect: ^  unit add L1 side=French arm=infantry figures=37 brigade=Quiot x=10 y=20 facing=0 label="1er bataillon, \\"le Brave\\""$
# expect: ^  unit add L2 side=French arm=infantry figures=30 brigade=Quiot x=20 y=20 facing=0$
# expect: ^  unit add G1 side=Allied arm=artillery figures=8 x=50 y=60 facing=180 label="=SUM\(A1\)"$
# expect: ^IMPORT file=aliases\.csv units=3 groups=1 commands=3 rounded=2 dry=yes$
# expect: ^  \(no units\)$
# expect: ^HIST n=1 .*command="unit add L1 side=French arm=infantry figures=37 brigade=Quiot
# expect: ^HIST n=3 .*command="unit add G1 side=Allied
