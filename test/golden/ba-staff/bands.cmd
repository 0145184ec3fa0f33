# Table 18 (VERIFIED): the catch roll for a staff figure, 3d6.
#   (6,5,1) = 12: 3-12, survives, placed in base contact with the nearest
#                 own unit; no penalty, nothing kept.
#   (2,6,5) = 13: 13-14, falls, no penalty, nothing kept.
#   (4,6,5) = 15: 15-16, falls, -1 for the side until the end of bound 2.
#   roll=16 (total only): 15-16 again, -1; a side may roll without dice.
#   (6,6,5) = 17: 17-18, falls, -2 until the end of bound 2.
#   (6,6,6) = 18: 17-18, -2.
# Without roll= or dice= the program rolls (seeded) and shows the dice.
# Each side rolls once (one side per band) so that nothing stacks, except
# Bavarian (15 then 16: both -1, side_penalty stays -1, not -2).
unit add A side=Allied arm=infantry figures=20 formation=line
unit add F side=French arm=infantry figures=20 formation=line
unit add P side=Prussian arm=infantry figures=20 formation=line
unit add B side=Bavarian arm=infantry figures=20 formation=line
unit add H side=Hanover arm=infantry figures=20 formation=line
staff catch Allied dice=6,5,1
staff catch French dice=2,6,5
staff catch Bavarian dice=4,6,5
staff catch Bavarian roll=16
staff catch Prussian dice=6,6,5
staff catch Hanover dice=6,6,6
staff catch French
# ---- results of the hand computations above, in order
# expect: ^STAFF side=Allied roll=12 dice=6,5,1 result=survives penalty=0 placed="base contact with the nearest own unit" table=table18-staff-catch.csv rule="Table 18"$
# expect: ^  catch roll for a staff figure of Allied: 6,5,1 = 12 \(Table 18\)$
# expect: 3-12: the staff figure survives; place it in base contact with the nearest unit of Allied, no time counted
# expect: ^STAFF side=French roll=13 dice=2,6,5 result=falls penalty=0 table=
# expect: 13-14: the staff figure falls; no penalty
# expect: ^STAFF side=Bavarian roll=15 dice=4,6,5 result=falls penalty=-1 until_bound=2 side_penalty=-1 
# expect: every unit of Bavarian has -1 on all dice rolls for the rest of bound 1 and the whole of bound 2
# expect: ^STAFF side=Bavarian roll=16 result=falls penalty=-1 until_bound=2 side_penalty=-1 
# expect: Bavarian had -1 already from an earlier fall: the worse counts, not the sum, so Bavarian has -1 now
# expect: ^STAFF side=Prussian roll=17 dice=6,6,5 result=falls penalty=-2 until_bound=2 side_penalty=-2 
# expect: ^STAFF side=Hanover roll=18 dice=6,6,6 result=falls penalty=-2 until_bound=2 side_penalty=-2 
# expect: ^STAFF side=French roll=[0-9]+ dice=[1-6],[1-6],[1-6] result=(survives|falls) penalty=
