# Ranges beside a zone boundary print precisely enough (3.1.3 "The
# distance to the target is measured along the line of fire, and zones of
# fire are indicated in table 13 and 14"). Table 13 (provisional) musket:
# zone 2 10-20, zone 3 20-30; a shared boundary belongs to the first row
# (20 is zone 2). A's target T is 20.01 cm away: zone 3, printed "20.01"
# (not "20.0", which reads as zone 2). B's target U is 20 cm away: zone 2,
# printed "20.0". Elsewhere one decimal, as before.
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0
unit add T side=French arm=infantry figures=20 formation=line x=0 y=20.01 facing=180
unit add B side=Allied arm=infantry figures=20 formation=line x=100 y=0 facing=0
unit add U side=French arm=infantry figures=20 formation=line x=100 y=20 facing=180
check fire A at T
check fire B at U
# ---- results
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 20.01 cm along the line of fire is zone 3 of musket
# expect: ^CHECK part=B>U key=range result=pass rule=3.1.3 reason="range 20.0 cm along the line of fire is zone 2 of musket
