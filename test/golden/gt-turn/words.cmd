# Words. A de-shaking check says which way its test runs: the total (die +
# modifiers) must reach 4 (Morale Check: "1d6 + modifiers >= 4"), so a
# shaken trained unit (-1) needs a die of 5: "die 5 -1 = 4; it passes when
# the total is 4 or more (a die of 5 or more): passes" - not "total 4,
# need 5, pass". Shots are numbered among fires only: a charge declared
# first is not "shot 1". Every Grande Tactique command answers in a
# sentence as well as its records.
# Inches; facing 0 = north (+y ahead).
ruleset grande-tactique
unit add A side=French arm=infantry figures=1 command=D firing=yes state=shaken x=0 y=0 facing=0
unit add T side=British arm=infantry figures=1 x=0 y=0 facing=180
unit add C side=French arm=cavalry figures=1 command=D x=10 y=0 facing=0
unit add V side=British arm=infantry figures=1 x=10 y=0 facing=180
sequence
# A (shaken, trained): 5 - 1 = 4 >= 4, passes: eager.
deshake French A=5
# D rolls 3.
pips French dice=3
charge C vs V roll=6 droll=6
fire A at T roll=4 troll=4 tmroll=6 mroll=6
ceasefire British
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^  turn 1: French moves, De-shaking Phase
# expect: ^MORALE unit=A why=de-shaking roll=5 mod=-1 total=4 base=4 need=5 result=pass
# expect: ^  A, Morale Check \(de-shaking\): die 5 -1 = 4; it passes when the total is 4 or more \(a die of 5 or more\): passes
# expect: ^  A de-shakes: its Shaken marker comes off, eager
# expect: ^  French rolls 3: no Plan, every division gets the average 3/1 = 3
# expect: ^  division D: 3 PIPs
# expect: ^  C pays 1 PIP for its Charge marker; division D has 2 left
# the charge is declaration 1, the fire is shot 1
# expect: ^  declared: A fires at T \(shot 1;
# expect: ^  no unit of British has a Firing marker
