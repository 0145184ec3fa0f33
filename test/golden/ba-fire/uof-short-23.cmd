# alt: belle-alliance
# 3.1.1: 23 figures = 10 + 10 + a short unit of 3 -> 3 units of fire.
# Range 15 = musket zone 2 (table 13: 10-20): zone2 factor 0/0.
# Target 24 figures in line: 23/24 < 1.5, no numbers factor; no column
# effect (line, umpire default no). dice 4,4,4 = 12.
# loss index 12 + 0 = 12 -> table 12 row 12: 1 per UoF x 3 = 3 figures.
# moral index 12 + 0 = 12 -> row 12: no effect.
# T: 24 - 3 = 21 figures; 3/24 = 12.5 % < 20 %: valour stays 0 (T15).
unit add A side=Allied arm=infantry figures=23 formation=line
unit add T side=French arm=infantry figures=24 formation=line
fire A at T range=15 dice=4,4,4
resolve
units
