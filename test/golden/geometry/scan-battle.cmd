# scan of both sides of a generated battle of 600 units (test/bench/bench_scan
# --script 600): two armies in rows 15 cm apart with jitter in place and
# facing, batteries, skirmish lines, woods, a hill, buildings and cover.
# Scan settles many pairs before drawing any line of aim (docs/hardening.md,
# "Scan, stop 24"): a target the arc of the whole front misses, and a pair
# that one unit blocks for every point of fire. This transcript was made by
# the scan before those shortcuts (commit 48d6c6c) and must not change: every
# SCAN record and every count of the two summary lines. Changed once on
# purpose with the rules (3.1.3, 3.1.4; docs/rulings.md "Point of fire and
# lines of aim"): lines of aim between and beside units, the point of
# fire and the 3.1.4 frontage of the files that fire (check fire measures
# each changed pair alike: A11>B11, A12>B12, B11>A9, B18>A47); and a pair
# whose files with a line of aim make no unit of fire (3.1.1) is counted
# blocked, as `fire` refuses it (B9>A11, B18>A47, B25>A23).
# expect: scan Allied: 300 units may fire, 41 targets; not counted: 29 outside the arc, 110 blocked, 10 security zone, 6 beyond range
# expect: scan French: 300 units may fire, 46 targets; not counted: 26 outside the arc, 106 blocked, 12 security zone, 1 beyond range
ruleset belle-alliance
terrain add W100 kind=wood points=100.0,5;130.0,5;130.0,15;100.0,15
terrain add H100 kind=hill level=1 points=250.0,-80;360.0,-80;360.0,-20;250.0,-20
terrain add B100 kind=building class=II points=300.0,30;315.0,30;315.0,40;300.0,40
terrain add C100 kind=cover class=I points=400.0,21;440.0,21;420.0,22
terrain add W500 kind=wood points=500.0,5;530.0,5;530.0,15;500.0,15
terrain add H500 kind=hill level=1 points=650.0,-80;760.0,-80;760.0,-20;650.0,-20
terrain add B500 kind=building class=II points=700.0,30;715.0,30;715.0,40;700.0,40
terrain add C500 kind=cover class=I points=800.0,21;840.0,21;820.0,22
terrain add W900 kind=wood points=900.0,5;930.0,5;930.0,15;900.0,15
terrain add H900 kind=hill level=1 points=1050.0,-80;1160.0,-80;1160.0,-20;1050.0,-20
terrain add B900 kind=building class=II points=1100.0,30;1115.0,30;1115.0,40;1100.0,40
terrain add C900 kind=cover class=I points=1200.0,21;1240.0,21;1220.0,22
terrain add W1300 kind=wood points=1300.0,5;1330.0,5;1330.0,15;1300.0,15
terrain add H1300 kind=hill level=1 points=1450.0,-80;1560.0,-80;1560.0,-20;1450.0,-20
terrain add B1300 kind=building class=II points=1500.0,30;1515.0,30;1515.0,40;1500.0,40
terrain add C1300 kind=cover class=I points=1600.0,21;1640.0,21;1620.0,22
unit add A0 side=Allied arm=infantry figures=24 formation=line x=2.62 y=-0.61 facing=10.1
unit add A1 side=Allied arm=infantry figures=25 formation=attack-column x=41.43 y=-1.03 facing=-7.7
unit add A2 side=Allied arm=infantry figures=26 formation=line x=92.41 y=-0.74 facing=-11.1
unit add A3 side=Allied arm=infantry figures=27 formation=march-column x=136.50 y=0.35 facing=2.6 cover=I
unit add A4 side=Allied arm=infantry figures=28 formation=skirmish x=177.19 y=0.71 facing=-3.2
unit add A5 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=224.95 y=-1.60 facing=7.0
unit add A6 side=Allied arm=infantry figures=30 formation=square x=268.16 y=-1.25 facing=3.7
unit add A7 side=Allied arm=infantry figures=31 formation=line x=313.82 y=0.57 facing=-0.3
unit add A8 side=Allied arm=infantry figures=32 formation=attack-column x=361.32 y=-0.89 facing=10.6
unit add A9 side=Allied arm=infantry figures=33 formation=line x=403.96 y=-0.35 facing=-14.8
unit add A10 side=Allied arm=infantry figures=34 formation=march-column x=449.13 y=1.92 facing=9.0
unit add A11 side=Allied arm=infantry figures=35 formation=skirmish x=491.98 y=0.89 facing=7.7
unit add A12 side=Allied arm=infantry figures=36 formation=line x=541.59 y=-0.37 facing=-5.3
unit add A13 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=583.87 y=1.39 facing=14.6
unit add A14 side=Allied arm=infantry figures=25 formation=line x=633.34 y=-0.78 facing=10.6 cover=I
unit add A15 side=Allied arm=infantry figures=26 formation=attack-column x=675.50 y=-1.22 facing=-6.8
unit add A16 side=Allied arm=infantry figures=27 formation=line x=722.80 y=0.19 facing=6.0
unit add A17 side=Allied arm=infantry figures=28 formation=march-column x=764.33 y=0.76 facing=0.2
unit add A18 side=Allied arm=infantry figures=29 formation=skirmish x=811.50 y=-0.22 facing=-6.6
unit add A19 side=Allied arm=infantry figures=30 formation=line x=856.48 y=1.70 facing=12.1
unit add A20 side=Allied arm=infantry figures=31 formation=square x=896.29 y=-0.17 facing=-12.0
unit add A21 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=944.59 y=0.90 facing=-7.7
unit add A22 side=Allied arm=infantry figures=33 formation=attack-column x=991.50 y=1.80 facing=-8.2
unit add A23 side=Allied arm=infantry figures=34 formation=line x=1032.23 y=1.25 facing=-13.2
unit add A24 side=Allied arm=infantry figures=35 formation=march-column x=1079.78 y=-1.58 facing=6.5
unit add A25 side=Allied arm=infantry figures=36 formation=skirmish x=1127.26 y=1.96 facing=-0.6 cover=I
unit add A26 side=Allied arm=infantry figures=24 formation=line x=1170.64 y=-0.70 facing=11.2
unit add A27 side=Allied arm=infantry figures=25 formation=square x=1217.88 y=-1.66 facing=-12.3
unit add A28 side=Allied arm=infantry figures=26 formation=line x=1258.79 y=1.90 facing=-0.1
unit add A29 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1301.12 y=-0.32 facing=-0.1
unit add A30 side=Allied arm=infantry figures=28 formation=line x=-1.29 y=-13.08 facing=-11.4
unit add A31 side=Allied arm=infantry figures=29 formation=march-column x=47.56 y=-15.32 facing=-1.4
unit add A32 side=Allied arm=infantry figures=30 formation=skirmish x=91.76 y=-14.72 facing=7.5
unit add A33 side=Allied arm=infantry figures=31 formation=line x=135.65 y=-14.56 facing=-14.9
unit add A34 side=Allied arm=infantry figures=32 formation=square x=179.19 y=-13.59 facing=1.9
unit add A35 side=Allied arm=infantry figures=33 formation=line x=221.87 y=-15.90 facing=3.7
unit add A36 side=Allied arm=infantry figures=34 formation=attack-column x=272.97 y=-16.43 facing=4.2 cover=I
unit add A37 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=311.84 y=-16.34 facing=9.0
unit add A38 side=Allied arm=infantry figures=36 formation=march-column x=359.52 y=-15.43 facing=2.0
unit add A39 side=Allied arm=infantry figures=24 formation=skirmish x=403.23 y=-16.98 facing=-8.5
unit add A40 side=Allied arm=infantry figures=25 formation=line x=447.51 y=-13.12 facing=-10.7
unit add A41 side=Allied arm=infantry figures=26 formation=square x=493.90 y=-15.44 facing=5.3
unit add A42 side=Allied arm=infantry figures=27 formation=line x=541.70 y=-13.76 facing=11.8
unit add A43 side=Allied arm=infantry figures=28 formation=attack-column x=584.65 y=-14.26 facing=7.2
unit add A44 side=Allied arm=infantry figures=29 formation=line x=628.28 y=-14.25 facing=11.2
unit add A45 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=674.61 y=-15.81 facing=-9.7
unit add A46 side=Allied arm=infantry figures=31 formation=skirmish x=720.20 y=-13.87 facing=-8.2
unit add A47 side=Allied arm=infantry figures=32 formation=line x=761.69 y=-14.31 facing=13.8 cover=I
unit add A48 side=Allied arm=infantry figures=33 formation=square x=813.16 y=-14.90 facing=13.8
unit add A49 side=Allied arm=infantry figures=34 formation=line x=854.73 y=-16.32 facing=7.5
unit add A50 side=Allied arm=infantry figures=35 formation=attack-column x=898.52 y=-16.94 facing=0.8
unit add A51 side=Allied arm=infantry figures=36 formation=line x=941.11 y=-15.63 facing=9.2
unit add A52 side=Allied arm=infantry figures=24 formation=march-column x=992.60 y=-15.24 facing=9.0
unit add A53 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1037.34 y=-16.43 facing=-1.4
unit add A54 side=Allied arm=infantry figures=26 formation=line x=1079.30 y=-15.56 facing=-13.4
unit add A55 side=Allied arm=infantry figures=27 formation=square x=1123.97 y=-14.84 facing=-6.1
unit add A56 side=Allied arm=infantry figures=28 formation=line x=1173.63 y=-15.02 facing=-3.8
unit add A57 side=Allied arm=infantry figures=29 formation=attack-column x=1217.52 y=-14.68 facing=-10.0
unit add A58 side=Allied arm=infantry figures=30 formation=line x=1259.21 y=-15.49 facing=0.2 cover=I
unit add A59 side=Allied arm=infantry figures=31 formation=march-column x=1304.57 y=-14.36 facing=12.2
unit add A60 side=Allied arm=infantry figures=32 formation=skirmish x=-3.56 y=-28.11 facing=0.5
unit add A61 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=46.10 y=-31.26 facing=-13.8
unit add A62 side=Allied arm=infantry figures=34 formation=square x=91.82 y=-29.82 facing=3.8
unit add A63 side=Allied arm=infantry figures=35 formation=line x=135.20 y=-30.25 facing=-3.4
unit add A64 side=Allied arm=infantry figures=36 formation=attack-column x=183.71 y=-31.65 facing=-7.9
unit add A65 side=Allied arm=infantry figures=24 formation=line x=222.13 y=-31.53 facing=2.3
unit add A66 side=Allied arm=infantry figures=25 formation=march-column x=273.40 y=-29.94 facing=-9.4
unit add A67 side=Allied arm=infantry figures=26 formation=skirmish x=313.95 y=-28.79 facing=11.6
unit add A68 side=Allied arm=infantry figures=27 formation=line x=358.72 y=-30.86 facing=-13.6
unit add A69 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=404.63 y=-29.70 facing=4.1 cover=I
unit add A70 side=Allied arm=infantry figures=29 formation=line x=450.88 y=-31.59 facing=-8.9
unit add A71 side=Allied arm=infantry figures=30 formation=attack-column x=497.53 y=-30.28 facing=14.1
unit add A72 side=Allied arm=infantry figures=31 formation=line x=536.53 y=-30.22 facing=10.9
unit add A73 side=Allied arm=infantry figures=32 formation=march-column x=586.24 y=-29.72 facing=-7.8
unit add A74 side=Allied arm=infantry figures=33 formation=skirmish x=627.18 y=-28.29 facing=10.9
unit add A75 side=Allied arm=infantry figures=34 formation=line x=676.49 y=-28.64 facing=9.9
unit add A76 side=Allied arm=infantry figures=35 formation=square x=716.06 y=-29.73 facing=13.6
unit add A77 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=763.49 y=-28.26 facing=11.8
unit add A78 side=Allied arm=infantry figures=24 formation=attack-column x=810.80 y=-28.56 facing=-2.4
unit add A79 side=Allied arm=infantry figures=25 formation=line x=858.59 y=-31.48 facing=9.1
unit add A80 side=Allied arm=infantry figures=26 formation=march-column x=901.61 y=-29.31 facing=14.3 cover=I
unit add A81 side=Allied arm=infantry figures=27 formation=skirmish x=942.17 y=-29.14 facing=12.8
unit add A82 side=Allied arm=infantry figures=28 formation=line x=989.03 y=-29.05 facing=-12.3
unit add A83 side=Allied arm=infantry figures=29 formation=square x=1037.94 y=-29.02 facing=14.5
unit add A84 side=Allied arm=infantry figures=30 formation=line x=1077.51 y=-31.92 facing=-11.4
unit add A85 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1128.59 y=-30.03 facing=14.6
unit add A86 side=Allied arm=infantry figures=32 formation=line x=1171.78 y=-28.12 facing=6.4
unit add A87 side=Allied arm=infantry figures=33 formation=march-column x=1215.44 y=-28.62 facing=1.4
unit add A88 side=Allied arm=infantry figures=34 formation=skirmish x=1256.37 y=-28.27 facing=10.5
unit add A89 side=Allied arm=infantry figures=35 formation=line x=1305.19 y=-30.57 facing=5.9
unit add A90 side=Allied arm=infantry figures=36 formation=square x=3.18 y=-43.01 facing=5.4
unit add A91 side=Allied arm=infantry figures=24 formation=line x=42.28 y=-46.28 facing=-12.2 cover=I
unit add A92 side=Allied arm=infantry figures=25 formation=attack-column x=88.84 y=-44.10 facing=7.9
unit add A93 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=133.29 y=-45.00 facing=-10.6
unit add A94 side=Allied arm=infantry figures=27 formation=march-column x=182.06 y=-43.99 facing=-2.6
unit add A95 side=Allied arm=infantry figures=28 formation=skirmish x=226.03 y=-44.89 facing=-12.5
unit add A96 side=Allied arm=infantry figures=29 formation=line x=267.12 y=-44.52 facing=4.1
unit add A97 side=Allied arm=infantry figures=30 formation=square x=317.40 y=-44.32 facing=5.1
unit add A98 side=Allied arm=infantry figures=31 formation=line x=356.49 y=-44.80 facing=-3.3
unit add A99 side=Allied arm=infantry figures=32 formation=attack-column x=406.93 y=-46.57 facing=-8.5
unit add A100 side=Allied arm=infantry figures=33 formation=line x=450.29 y=-44.60 facing=2.4
unit add A101 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=493.98 y=-43.03 facing=-11.0
unit add A102 side=Allied arm=infantry figures=35 formation=skirmish x=541.48 y=-46.65 facing=0.5 cover=I
unit add A103 side=Allied arm=infantry figures=36 formation=line x=588.14 y=-44.86 facing=-6.3
unit add A104 side=Allied arm=infantry figures=24 formation=square x=631.60 y=-44.68 facing=12.0
unit add A105 side=Allied arm=infantry figures=25 formation=line x=674.99 y=-43.60 facing=5.4
unit add A106 side=Allied arm=infantry figures=26 formation=attack-column x=720.88 y=-45.17 facing=-5.9
unit add A107 side=Allied arm=infantry figures=27 formation=line x=767.41 y=-46.16 facing=12.9
unit add A108 side=Allied arm=infantry figures=28 formation=march-column x=807.86 y=-45.43 facing=-11.2
unit add A109 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=857.13 y=-43.61 facing=3.5
unit add A110 side=Allied arm=infantry figures=30 formation=line x=898.73 y=-45.51 facing=-9.7
unit add A111 side=Allied arm=infantry figures=31 formation=square x=941.86 y=-46.15 facing=-8.7
unit add A112 side=Allied arm=infantry figures=32 formation=line x=991.00 y=-45.42 facing=-6.1
unit add A113 side=Allied arm=infantry figures=33 formation=attack-column x=1035.13 y=-46.68 facing=12.6 cover=I
unit add A114 side=Allied arm=infantry figures=34 formation=line x=1077.17 y=-43.02 facing=11.7
unit add A115 side=Allied arm=infantry figures=35 formation=march-column x=1125.58 y=-46.54 facing=-14.6
unit add A116 side=Allied arm=infantry figures=36 formation=skirmish x=1166.03 y=-43.95 facing=-4.0
unit add A117 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1213.92 y=-46.35 facing=1.0
unit add A118 side=Allied arm=infantry figures=25 formation=square x=1257.91 y=-46.79 facing=10.3
unit add A119 side=Allied arm=infantry figures=26 formation=line x=1303.51 y=-45.92 facing=6.6
unit add A120 side=Allied arm=infantry figures=27 formation=attack-column x=-2.57 y=-59.06 facing=-0.4
unit add A121 side=Allied arm=infantry figures=28 formation=line x=44.24 y=-58.74 facing=-0.7
unit add A122 side=Allied arm=infantry figures=29 formation=march-column x=92.53 y=-61.22 facing=8.0
unit add A123 side=Allied arm=infantry figures=30 formation=skirmish x=133.36 y=-60.17 facing=1.3
unit add A124 side=Allied arm=infantry figures=31 formation=line x=182.10 y=-60.40 facing=-3.1 cover=I
unit add A125 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=226.26 y=-58.30 facing=-4.4
unit add A126 side=Allied arm=infantry figures=33 formation=line x=270.68 y=-59.23 facing=-11.5
unit add A127 side=Allied arm=infantry figures=34 formation=attack-column x=311.12 y=-58.00 facing=2.4
unit add A128 side=Allied arm=infantry figures=35 formation=line x=363.02 y=-58.93 facing=-8.7
unit add A129 side=Allied arm=infantry figures=36 formation=march-column x=401.88 y=-60.53 facing=10.2
unit add A130 side=Allied arm=infantry figures=24 formation=skirmish x=447.30 y=-58.11 facing=-11.3
unit add A131 side=Allied arm=infantry figures=25 formation=line x=491.87 y=-59.14 facing=-2.0
unit add A132 side=Allied arm=infantry figures=26 formation=square x=541.86 y=-61.09 facing=-3.7
unit add A133 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=584.41 y=-61.88 facing=-6.6
unit add A134 side=Allied arm=infantry figures=28 formation=attack-column x=629.95 y=-59.50 facing=-6.4
unit add A135 side=Allied arm=infantry figures=29 formation=line x=673.36 y=-60.90 facing=13.4 cover=I
unit add A136 side=Allied arm=infantry figures=30 formation=march-column x=716.36 y=-59.45 facing=1.4
unit add A137 side=Allied arm=infantry figures=31 formation=skirmish x=762.04 y=-58.74 facing=-5.0
unit add A138 side=Allied arm=infantry figures=32 formation=line x=807.46 y=-58.81 facing=10.7
unit add A139 side=Allied arm=infantry figures=33 formation=square x=858.19 y=-58.42 facing=-2.5
unit add A140 side=Allied arm=infantry figures=34 formation=line x=896.95 y=-59.41 facing=4.4
unit add A141 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=948.03 y=-59.70 facing=-2.0
unit add A142 side=Allied arm=infantry figures=36 formation=line x=988.97 y=-61.30 facing=1.0
unit add A143 side=Allied arm=infantry figures=24 formation=march-column x=1038.01 y=-60.45 facing=-5.2
unit add A144 side=Allied arm=infantry figures=25 formation=skirmish x=1076.52 y=-58.01 facing=-3.5
unit add A145 side=Allied arm=infantry figures=26 formation=line x=1121.96 y=-61.12 facing=-0.9
unit add A146 side=Allied arm=infantry figures=27 formation=square x=1170.46 y=-58.25 facing=-3.1 cover=I
unit add A147 side=Allied arm=infantry figures=28 formation=line x=1211.55 y=-61.95 facing=-1.1
unit add A148 side=Allied arm=infantry figures=29 formation=attack-column x=1259.54 y=-58.50 facing=-14.6
unit add A149 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1302.80 y=-60.03 facing=12.1
unit add A150 side=Allied arm=infantry figures=31 formation=march-column x=-0.02 y=-75.38 facing=10.9
unit add A151 side=Allied arm=infantry figures=32 formation=skirmish x=41.92 y=-74.29 facing=13.8
unit add A152 side=Allied arm=infantry figures=33 formation=line x=88.63 y=-74.53 facing=-13.6
unit add A153 side=Allied arm=infantry figures=34 formation=square x=138.48 y=-76.41 facing=-6.8
unit add A154 side=Allied arm=infantry figures=35 formation=line x=176.61 y=-76.00 facing=-9.6
unit add A155 side=Allied arm=infantry figures=36 formation=attack-column x=223.02 y=-75.49 facing=3.8
unit add A156 side=Allied arm=infantry figures=24 formation=line x=270.69 y=-75.80 facing=-7.5
unit add A157 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=316.44 y=-75.07 facing=8.9 cover=I
unit add A158 side=Allied arm=infantry figures=26 formation=skirmish x=362.37 y=-75.10 facing=5.4
unit add A159 side=Allied arm=infantry figures=27 formation=line x=408.44 y=-73.06 facing=4.0
unit add A160 side=Allied arm=infantry figures=28 formation=square x=452.82 y=-76.88 facing=-11.1
unit add A161 side=Allied arm=infantry figures=29 formation=line x=491.87 y=-74.92 facing=0.4
unit add A162 side=Allied arm=infantry figures=30 formation=attack-column x=538.04 y=-74.73 facing=11.2
unit add A163 side=Allied arm=infantry figures=31 formation=line x=588.71 y=-74.13 facing=-4.7
unit add A164 side=Allied arm=infantry figures=32 formation=march-column x=630.00 y=-73.22 facing=7.6
unit add A165 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=678.33 y=-75.97 facing=-9.3
unit add A166 side=Allied arm=infantry figures=34 formation=line x=722.30 y=-74.91 facing=-12.5
unit add A167 side=Allied arm=infantry figures=35 formation=square x=766.37 y=-73.29 facing=13.6
unit add A168 side=Allied arm=infantry figures=36 formation=line x=810.78 y=-75.90 facing=1.0 cover=I
unit add A169 side=Allied arm=infantry figures=24 formation=attack-column x=857.15 y=-73.93 facing=12.0
unit add A170 side=Allied arm=infantry figures=25 formation=line x=896.99 y=-74.56 facing=-8.5
unit add A171 side=Allied arm=infantry figures=26 formation=march-column x=942.50 y=-76.69 facing=-10.3
unit add A172 side=Allied arm=infantry figures=27 formation=skirmish x=991.00 y=-73.15 facing=-2.2
unit add A173 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1038.57 y=-76.56 facing=-13.9
unit add A174 side=Allied arm=infantry figures=29 formation=square x=1081.85 y=-76.50 facing=9.9
unit add A175 side=Allied arm=infantry figures=30 formation=line x=1128.45 y=-73.17 facing=-14.0
unit add A176 side=Allied arm=infantry figures=31 formation=attack-column x=1169.77 y=-74.32 facing=4.0
unit add A177 side=Allied arm=infantry figures=32 formation=line x=1218.90 y=-75.83 facing=-9.6
unit add A178 side=Allied arm=infantry figures=33 formation=march-column x=1257.78 y=-75.09 facing=3.6
unit add A179 side=Allied arm=infantry figures=34 formation=skirmish x=1308.22 y=-74.72 facing=11.4 cover=I
unit add A180 side=Allied arm=infantry figures=35 formation=line x=3.81 y=-91.16 facing=6.2
unit add A181 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=44.58 y=-88.89 facing=15.0
unit add A182 side=Allied arm=infantry figures=24 formation=line x=93.69 y=-90.68 facing=-14.9
unit add A183 side=Allied arm=infantry figures=25 formation=attack-column x=133.29 y=-90.97 facing=4.1
unit add A184 side=Allied arm=infantry figures=26 formation=line x=176.13 y=-89.30 facing=6.3
unit add A185 side=Allied arm=infantry figures=27 formation=march-column x=225.62 y=-91.00 facing=-8.6
unit add A186 side=Allied arm=infantry figures=28 formation=skirmish x=272.18 y=-89.18 facing=-3.4
unit add A187 side=Allied arm=infantry figures=29 formation=line x=315.37 y=-88.34 facing=-8.9
unit add A188 side=Allied arm=infantry figures=30 formation=square x=363.46 y=-88.50 facing=9.6
unit add A189 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=405.14 y=-89.45 facing=-8.1
unit add A190 side=Allied arm=infantry figures=32 formation=attack-column x=449.13 y=-91.11 facing=-4.8 cover=I
unit add A191 side=Allied arm=infantry figures=33 formation=line x=498.81 y=-90.20 facing=7.1
unit add A192 side=Allied arm=infantry figures=34 formation=march-column x=542.27 y=-88.84 facing=0.1
unit add A193 side=Allied arm=infantry figures=35 formation=skirmish x=583.54 y=-89.45 facing=14.0
unit add A194 side=Allied arm=infantry figures=36 formation=line x=626.27 y=-88.47 facing=5.3
unit add A195 side=Allied arm=infantry figures=24 formation=square x=674.28 y=-88.83 facing=7.2
unit add A196 side=Allied arm=infantry figures=25 formation=line x=721.67 y=-91.31 facing=-9.4
unit add A197 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=768.01 y=-91.23 facing=-12.8
unit add A198 side=Allied arm=infantry figures=27 formation=line x=807.88 y=-91.65 facing=-6.4
unit add A199 side=Allied arm=infantry figures=28 formation=march-column x=855.22 y=-91.60 facing=1.4
unit add A200 side=Allied arm=infantry figures=29 formation=skirmish x=899.25 y=-89.86 facing=14.9
unit add A201 side=Allied arm=infantry figures=30 formation=line x=945.96 y=-89.19 facing=-2.0 cover=I
unit add A202 side=Allied arm=infantry figures=31 formation=square x=992.87 y=-88.73 facing=-11.5
unit add A203 side=Allied arm=infantry figures=32 formation=line x=1038.88 y=-91.95 facing=-0.0
unit add A204 side=Allied arm=infantry figures=33 formation=attack-column x=1080.06 y=-91.60 facing=-13.5
unit add A205 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1124.98 y=-88.41 facing=7.0
unit add A206 side=Allied arm=infantry figures=35 formation=march-column x=1173.11 y=-91.56 facing=6.1
unit add A207 side=Allied arm=infantry figures=36 formation=skirmish x=1213.44 y=-91.82 facing=13.2
unit add A208 side=Allied arm=infantry figures=24 formation=line x=1258.72 y=-90.02 facing=-4.3
unit add A209 side=Allied arm=infantry figures=25 formation=square x=1306.05 y=-89.35 facing=0.1
unit add A210 side=Allied arm=infantry figures=26 formation=line x=-0.59 y=-105.81 facing=-11.3
unit add A211 side=Allied arm=infantry figures=27 formation=attack-column x=42.86 y=-104.97 facing=8.8
unit add A212 side=Allied arm=infantry figures=28 formation=line x=88.95 y=-105.99 facing=-7.1 cover=I
unit add A213 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=136.46 y=-105.94 facing=10.4
unit add A214 side=Allied arm=infantry figures=30 formation=skirmish x=176.09 y=-104.40 facing=-6.7
unit add A215 side=Allied arm=infantry figures=31 formation=line x=221.10 y=-104.86 facing=-4.2
unit add A216 side=Allied arm=infantry figures=32 formation=square x=268.50 y=-105.38 facing=-12.4
unit add A217 side=Allied arm=infantry figures=33 formation=line x=317.22 y=-104.10 facing=8.7
unit add A218 side=Allied arm=infantry figures=34 formation=attack-column x=357.33 y=-105.52 facing=11.9
unit add A219 side=Allied arm=infantry figures=35 formation=line x=407.37 y=-106.54 facing=3.4
unit add A220 side=Allied arm=infantry figures=36 formation=march-column x=451.65 y=-104.17 facing=-6.5
unit add A221 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=495.54 y=-105.74 facing=-14.7
unit add A222 side=Allied arm=infantry figures=25 formation=line x=542.39 y=-106.70 facing=3.7
unit add A223 side=Allied arm=infantry figures=26 formation=square x=581.95 y=-106.26 facing=-11.2 cover=I
unit add A224 side=Allied arm=infantry figures=27 formation=line x=629.54 y=-105.70 facing=-4.4
unit add A225 side=Allied arm=infantry figures=28 formation=attack-column x=676.92 y=-105.27 facing=-4.8
unit add A226 side=Allied arm=infantry figures=29 formation=line x=722.95 y=-106.10 facing=-11.2
unit add A227 side=Allied arm=infantry figures=30 formation=march-column x=762.26 y=-106.23 facing=-3.1
unit add A228 side=Allied arm=infantry figures=31 formation=skirmish x=810.17 y=-103.12 facing=-5.0
unit add A229 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=851.61 y=-105.75 facing=-7.3
unit add A230 side=Allied arm=infantry figures=33 formation=square x=899.47 y=-106.38 facing=-13.2
unit add A231 side=Allied arm=infantry figures=34 formation=line x=942.83 y=-104.09 facing=-8.9
unit add A232 side=Allied arm=infantry figures=35 formation=attack-column x=986.50 y=-103.57 facing=0.3
unit add A233 side=Allied arm=infantry figures=36 formation=line x=1037.97 y=-105.70 facing=-4.4
unit add A234 side=Allied arm=infantry figures=24 formation=march-column x=1083.91 y=-104.54 facing=-4.6 cover=I
unit add A235 side=Allied arm=infantry figures=25 formation=skirmish x=1126.73 y=-106.85 facing=-6.7
unit add A236 side=Allied arm=infantry figures=26 formation=line x=1168.53 y=-103.13 facing=8.5
unit add A237 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1213.40 y=-103.65 facing=-1.9
unit add A238 side=Allied arm=infantry figures=28 formation=line x=1261.82 y=-106.90 facing=-12.7
unit add A239 side=Allied arm=infantry figures=29 formation=attack-column x=1304.13 y=-104.56 facing=-3.2
unit add A240 side=Allied arm=infantry figures=30 formation=line x=-2.31 y=-120.24 facing=8.6
unit add A241 side=Allied arm=infantry figures=31 formation=march-column x=41.40 y=-118.42 facing=8.0
unit add A242 side=Allied arm=infantry figures=32 formation=skirmish x=86.98 y=-118.64 facing=-14.5
unit add A243 side=Allied arm=infantry figures=33 formation=line x=137.58 y=-121.55 facing=6.8
unit add A244 side=Allied arm=infantry figures=34 formation=square x=181.49 y=-121.46 facing=5.3
unit add A245 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=223.54 y=-121.39 facing=2.1 cover=I
unit add A246 side=Allied arm=infantry figures=36 formation=attack-column x=273.64 y=-119.18 facing=0.3
unit add A247 side=Allied arm=infantry figures=24 formation=line x=313.72 y=-120.56 facing=14.2
unit add A248 side=Allied arm=infantry figures=25 formation=march-column x=362.66 y=-119.26 facing=-9.0
unit add A249 side=Allied arm=infantry figures=26 formation=skirmish x=408.75 y=-118.51 facing=10.3
unit add A250 side=Allied arm=infantry figures=27 formation=line x=451.55 y=-120.73 facing=-6.9
unit add A251 side=Allied arm=infantry figures=28 formation=square x=496.89 y=-121.60 facing=5.5
unit add A252 side=Allied arm=infantry figures=29 formation=line x=540.86 y=-119.88 facing=-0.5
unit add A253 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=584.72 y=-118.45 facing=-11.6
unit add A254 side=Allied arm=infantry figures=31 formation=line x=632.93 y=-121.26 facing=-4.1
unit add A255 side=Allied arm=infantry figures=32 formation=march-column x=676.44 y=-118.78 facing=7.9
unit add A256 side=Allied arm=infantry figures=33 formation=skirmish x=721.15 y=-118.79 facing=3.7 cover=I
unit add A257 side=Allied arm=infantry figures=34 formation=line x=767.95 y=-118.71 facing=4.0
unit add A258 side=Allied arm=infantry figures=35 formation=square x=812.42 y=-119.28 facing=-4.6
unit add A259 side=Allied arm=infantry figures=36 formation=line x=855.23 y=-118.99 facing=-12.8
unit add A260 side=Allied arm=infantry figures=24 formation=attack-column x=899.22 y=-121.85 facing=-14.4
unit add A261 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=941.17 y=-121.84 facing=-9.7
unit add A262 side=Allied arm=infantry figures=26 formation=march-column x=993.18 y=-121.73 facing=-3.9
unit add A263 side=Allied arm=infantry figures=27 formation=skirmish x=1031.02 y=-121.70 facing=4.1
unit add A264 side=Allied arm=infantry figures=28 formation=line x=1081.65 y=-121.72 facing=-13.3
unit add A265 side=Allied arm=infantry figures=29 formation=square x=1126.59 y=-121.86 facing=-2.0
unit add A266 side=Allied arm=infantry figures=30 formation=line x=1168.28 y=-120.18 facing=6.9
unit add A267 side=Allied arm=infantry figures=31 formation=attack-column x=1218.35 y=-119.73 facing=9.2 cover=I
unit add A268 side=Allied arm=infantry figures=32 formation=line x=1259.21 y=-119.53 facing=1.6
unit add A269 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1303.81 y=-120.86 facing=5.2
unit add A270 side=Allied arm=infantry figures=34 formation=skirmish x=0.47 y=-133.87 facing=-9.5
unit add A271 side=Allied arm=infantry figures=35 formation=line x=48.53 y=-135.28 facing=-0.6
unit add A272 side=Allied arm=infantry figures=36 formation=square x=91.41 y=-135.52 facing=-12.5
unit add A273 side=Allied arm=infantry figures=24 formation=line x=136.80 y=-133.98 facing=-10.6
unit add A274 side=Allied arm=infantry figures=25 formation=attack-column x=183.52 y=-135.71 facing=13.7
unit add A275 side=Allied arm=infantry figures=26 formation=line x=221.40 y=-135.96 facing=-9.7
unit add A276 side=Allied arm=infantry figures=27 formation=march-column x=268.31 y=-134.48 facing=-11.9
unit add A277 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=314.79 y=-134.61 facing=-2.6
unit add A278 side=Allied arm=infantry figures=29 formation=line x=356.14 y=-135.60 facing=-5.7 cover=I
unit add A279 side=Allied arm=infantry figures=30 formation=square x=402.39 y=-133.37 facing=1.7
unit add A280 side=Allied arm=infantry figures=31 formation=line x=451.92 y=-133.84 facing=0.1
unit add A281 side=Allied arm=infantry figures=32 formation=attack-column x=495.52 y=-134.18 facing=2.4
unit add A282 side=Allied arm=infantry figures=33 formation=line x=543.70 y=-133.44 facing=-11.8
unit add A283 side=Allied arm=infantry figures=34 formation=march-column x=582.64 y=-136.69 facing=6.6
unit add A284 side=Allied arm=infantry figures=35 formation=skirmish x=627.06 y=-136.16 facing=13.3
unit add A285 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=671.59 y=-136.25 facing=-11.7
unit add A286 side=Allied arm=infantry figures=24 formation=square x=722.90 y=-134.10 facing=5.6
unit add A287 side=Allied arm=infantry figures=25 formation=line x=763.74 y=-133.96 facing=-4.7
unit add A288 side=Allied arm=infantry figures=26 formation=attack-column x=807.99 y=-135.87 facing=-9.5
unit add A289 side=Allied arm=infantry figures=27 formation=line x=856.41 y=-133.28 facing=6.0 cover=I
unit add A290 side=Allied arm=infantry figures=28 formation=march-column x=900.38 y=-136.66 facing=-14.3
unit add A291 side=Allied arm=infantry figures=29 formation=skirmish x=944.62 y=-133.47 facing=0.4
unit add A292 side=Allied arm=infantry figures=30 formation=line x=986.87 y=-134.13 facing=-7.7
unit add A293 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=1038.57 y=-133.97 facing=-3.8
unit add A294 side=Allied arm=infantry figures=32 formation=line x=1076.51 y=-134.24 facing=14.4
unit add A295 side=Allied arm=infantry figures=33 formation=attack-column x=1128.44 y=-134.07 facing=8.7
unit add A296 side=Allied arm=infantry figures=34 formation=line x=1166.20 y=-135.44 facing=-13.4
unit add A297 side=Allied arm=infantry figures=35 formation=march-column x=1213.07 y=-133.21 facing=9.4
unit add A298 side=Allied arm=infantry figures=36 formation=skirmish x=1261.52 y=-136.74 facing=-10.4
unit add A299 side=Allied arm=infantry figures=24 formation=line x=1302.88 y=-136.64 facing=11.8
unit add B0 side=French arm=infantry figures=24 formation=line x=3.27 y=26.06 facing=193.9
unit add B1 side=French arm=infantry figures=25 formation=attack-column x=48.09 y=26.84 facing=182.3
unit add B2 side=French arm=infantry figures=26 formation=line x=86.90 y=25.77 facing=181.4
unit add B3 side=French arm=infantry figures=27 formation=march-column x=131.55 y=26.51 facing=165.3 cover=I
unit add B4 side=French arm=infantry figures=28 formation=skirmish x=178.94 y=26.84 facing=174.6
unit add B5 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=225.98 y=26.13 facing=185.3
unit add B6 side=French arm=infantry figures=30 formation=square x=267.41 y=24.14 facing=169.2
unit add B7 side=French arm=infantry figures=31 formation=line x=318.19 y=25.41 facing=183.9
unit add B8 side=French arm=infantry figures=32 formation=attack-column x=362.66 y=26.41 facing=191.6
unit add B9 side=French arm=infantry figures=33 formation=line x=401.04 y=24.20 facing=186.6
unit add B10 side=French arm=infantry figures=34 formation=march-column x=448.78 y=23.19 facing=167.7
unit add B11 side=French arm=infantry figures=35 formation=skirmish x=493.22 y=24.26 facing=177.6
unit add B12 side=French arm=infantry figures=36 formation=line x=541.97 y=25.47 facing=191.0
unit add B13 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=588.74 y=23.28 facing=182.0
unit add B14 side=French arm=infantry figures=25 formation=line x=632.02 y=24.23 facing=166.9 cover=I
unit add B15 side=French arm=infantry figures=26 formation=attack-column x=672.22 y=25.71 facing=180.6
unit add B16 side=French arm=infantry figures=27 formation=line x=720.61 y=23.98 facing=190.4
unit add B17 side=French arm=infantry figures=28 formation=march-column x=764.97 y=25.01 facing=170.9
unit add B18 side=French arm=infantry figures=29 formation=skirmish x=809.84 y=23.47 facing=165.4
unit add B19 side=French arm=infantry figures=30 formation=line x=852.17 y=25.69 facing=174.2
unit add B20 side=French arm=infantry figures=31 formation=square x=897.34 y=24.16 facing=189.6
unit add B21 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=945.96 y=26.70 facing=172.8
unit add B22 side=French arm=infantry figures=33 formation=attack-column x=989.90 y=26.77 facing=176.2
unit add B23 side=French arm=infantry figures=34 formation=line x=1034.75 y=24.73 facing=178.3
unit add B24 side=French arm=infantry figures=35 formation=march-column x=1081.58 y=23.04 facing=170.3
unit add B25 side=French arm=infantry figures=36 formation=skirmish x=1127.60 y=23.82 facing=180.0 cover=I
unit add B26 side=French arm=infantry figures=24 formation=line x=1168.35 y=25.40 facing=178.5
unit add B27 side=French arm=infantry figures=25 formation=square x=1218.67 y=24.52 facing=190.3
unit add B28 side=French arm=infantry figures=26 formation=line x=1258.00 y=25.29 facing=174.7
unit add B29 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1306.55 y=23.53 facing=194.5
unit add B30 side=French arm=infantry figures=28 formation=line x=-1.43 y=40.26 facing=181.0
unit add B31 side=French arm=infantry figures=29 formation=march-column x=44.38 y=41.28 facing=189.7
unit add B32 side=French arm=infantry figures=30 formation=skirmish x=92.24 y=41.39 facing=173.9
unit add B33 side=French arm=infantry figures=31 formation=line x=133.99 y=40.53 facing=191.6
unit add B34 side=French arm=infantry figures=32 formation=square x=180.32 y=39.80 facing=194.6
unit add B35 side=French arm=infantry figures=33 formation=line x=222.95 y=41.52 facing=181.2
unit add B36 side=French arm=infantry figures=34 formation=attack-column x=273.77 y=41.63 facing=180.0 cover=I
unit add B37 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=312.55 y=40.17 facing=172.7
unit add B38 side=French arm=infantry figures=36 formation=march-column x=362.43 y=38.95 facing=174.7
unit add B39 side=French arm=infantry figures=24 formation=skirmish x=408.72 y=39.79 facing=181.7
unit add B40 side=French arm=infantry figures=25 formation=line x=448.18 y=39.05 facing=180.7
unit add B41 side=French arm=infantry figures=26 formation=square x=495.02 y=39.90 facing=193.5
unit add B42 side=French arm=infantry figures=27 formation=line x=536.12 y=40.41 facing=166.8
unit add B43 side=French arm=infantry figures=28 formation=attack-column x=583.20 y=39.90 facing=168.3
unit add B44 side=French arm=infantry figures=29 formation=line x=626.85 y=39.93 facing=182.4
unit add B45 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=675.48 y=38.17 facing=186.8
unit add B46 side=French arm=infantry figures=31 formation=skirmish x=716.12 y=39.62 facing=190.0
unit add B47 side=French arm=infantry figures=32 formation=line x=766.11 y=41.20 facing=175.9 cover=I
unit add B48 side=French arm=infantry figures=33 formation=square x=806.23 y=40.73 facing=166.8
unit add B49 side=French arm=infantry figures=34 formation=line x=851.54 y=39.80 facing=169.9
unit add B50 side=French arm=infantry figures=35 formation=attack-column x=902.64 y=38.58 facing=167.0
unit add B51 side=French arm=infantry figures=36 formation=line x=944.95 y=39.57 facing=189.4
unit add B52 side=French arm=infantry figures=24 formation=march-column x=988.85 y=38.29 facing=172.3
unit add B53 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1036.17 y=38.87 facing=191.8
unit add B54 side=French arm=infantry figures=26 formation=line x=1081.44 y=38.14 facing=170.3
unit add B55 side=French arm=infantry figures=27 formation=square x=1126.82 y=40.51 facing=182.3
unit add B56 side=French arm=infantry figures=28 formation=line x=1170.17 y=40.08 facing=169.7
unit add B57 side=French arm=infantry figures=29 formation=attack-column x=1213.92 y=40.24 facing=174.6
unit add B58 side=French arm=infantry figures=30 formation=line x=1262.93 y=41.65 facing=169.2 cover=I
unit add B59 side=French arm=infantry figures=31 formation=march-column x=1308.12 y=38.06 facing=171.3
unit add B60 side=French arm=infantry figures=32 formation=skirmish x=-2.68 y=56.28 facing=168.9
unit add B61 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=42.04 y=55.75 facing=188.9
unit add B62 side=French arm=infantry figures=34 formation=square x=89.71 y=53.75 facing=190.5
unit add B63 side=French arm=infantry figures=35 formation=line x=133.74 y=55.06 facing=176.0
unit add B64 side=French arm=infantry figures=36 formation=attack-column x=182.04 y=53.65 facing=179.7
unit add B65 side=French arm=infantry figures=24 formation=line x=225.13 y=53.10 facing=193.7
unit add B66 side=French arm=infantry figures=25 formation=march-column x=269.33 y=55.14 facing=183.7
unit add B67 side=French arm=infantry figures=26 formation=skirmish x=313.39 y=54.22 facing=175.4
unit add B68 side=French arm=infantry figures=27 formation=line x=357.73 y=56.75 facing=181.4
unit add B69 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=403.99 y=53.59 facing=184.3 cover=I
unit add B70 side=French arm=infantry figures=29 formation=line x=449.70 y=53.10 facing=188.9
unit add B71 side=French arm=infantry figures=30 formation=attack-column x=494.60 y=55.68 facing=177.4
unit add B72 side=French arm=infantry figures=31 formation=line x=542.88 y=56.61 facing=185.9
unit add B73 side=French arm=infantry figures=32 formation=march-column x=583.31 y=56.66 facing=185.2
unit add B74 side=French arm=infantry figures=33 formation=skirmish x=626.10 y=56.66 facing=171.7
unit add B75 side=French arm=infantry figures=34 formation=line x=676.19 y=54.63 facing=177.2
unit add B76 side=French arm=infantry figures=35 formation=square x=721.00 y=54.44 facing=175.9
unit add B77 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=766.69 y=53.37 facing=175.3
unit add B78 side=French arm=infantry figures=24 formation=attack-column x=812.98 y=54.05 facing=169.9
unit add B79 side=French arm=infantry figures=25 formation=line x=857.65 y=56.43 facing=165.4
unit add B80 side=French arm=infantry figures=26 formation=march-column x=899.03 y=56.26 facing=168.3 cover=I
unit add B81 side=French arm=infantry figures=27 formation=skirmish x=943.87 y=54.86 facing=177.6
unit add B82 side=French arm=infantry figures=28 formation=line x=989.60 y=53.56 facing=190.7
unit add B83 side=French arm=infantry figures=29 formation=square x=1032.17 y=54.87 facing=188.2
unit add B84 side=French arm=infantry figures=30 formation=line x=1082.55 y=54.35 facing=167.7
unit add B85 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1122.43 y=53.85 facing=166.0
unit add B86 side=French arm=infantry figures=32 formation=line x=1172.83 y=53.18 facing=187.5
unit add B87 side=French arm=infantry figures=33 formation=march-column x=1218.89 y=55.21 facing=183.3
unit add B88 side=French arm=infantry figures=34 formation=skirmish x=1257.83 y=55.21 facing=186.1
unit add B89 side=French arm=infantry figures=35 formation=line x=1301.05 y=53.27 facing=186.2
unit add B90 side=French arm=infantry figures=36 formation=square x=3.90 y=71.35 facing=170.9
unit add B91 side=French arm=infantry figures=24 formation=line x=44.09 y=70.38 facing=181.1 cover=I
unit add B92 side=French arm=infantry figures=25 formation=attack-column x=86.76 y=71.85 facing=169.3
unit add B93 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=136.43 y=69.99 facing=179.2
unit add B94 side=French arm=infantry figures=27 formation=march-column x=180.63 y=69.10 facing=168.4
unit add B95 side=French arm=infantry figures=28 formation=skirmish x=228.76 y=69.09 facing=188.3
unit add B96 side=French arm=infantry figures=29 formation=line x=268.95 y=68.39 facing=170.1
unit add B97 side=French arm=infantry figures=30 formation=square x=313.00 y=71.88 facing=187.5
unit add B98 side=French arm=infantry figures=31 formation=line x=361.90 y=71.89 facing=191.1
unit add B99 side=French arm=infantry figures=32 formation=attack-column x=404.37 y=68.23 facing=178.7
unit add B100 side=French arm=infantry figures=33 formation=line x=453.02 y=70.50 facing=174.0
unit add B101 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=495.66 y=68.08 facing=178.5
unit add B102 side=French arm=infantry figures=35 formation=skirmish x=539.75 y=69.50 facing=177.1 cover=I
unit add B103 side=French arm=infantry figures=36 formation=line x=582.35 y=68.34 facing=184.2
unit add B104 side=French arm=infantry figures=24 formation=square x=627.15 y=69.77 facing=172.6
unit add B105 side=French arm=infantry figures=25 formation=line x=674.37 y=70.64 facing=181.9
unit add B106 side=French arm=infantry figures=26 formation=attack-column x=718.04 y=68.27 facing=176.4
unit add B107 side=French arm=infantry figures=27 formation=line x=766.94 y=70.51 facing=174.8
unit add B108 side=French arm=infantry figures=28 formation=march-column x=811.23 y=69.66 facing=175.5
unit add B109 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=857.20 y=69.61 facing=166.9
unit add B110 side=French arm=infantry figures=30 formation=line x=900.96 y=69.92 facing=190.5
unit add B111 side=French arm=infantry figures=31 formation=square x=941.07 y=69.32 facing=186.5
unit add B112 side=French arm=infantry figures=32 formation=line x=988.48 y=68.84 facing=171.3
unit add B113 side=French arm=infantry figures=33 formation=attack-column x=1032.38 y=71.62 facing=194.5 cover=I
unit add B114 side=French arm=infantry figures=34 formation=line x=1078.38 y=71.47 facing=186.2
unit add B115 side=French arm=infantry figures=35 formation=march-column x=1122.77 y=68.55 facing=189.5
unit add B116 side=French arm=infantry figures=36 formation=skirmish x=1170.83 y=69.86 facing=192.4
unit add B117 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1212.06 y=71.93 facing=194.2
unit add B118 side=French arm=infantry figures=25 formation=square x=1259.27 y=68.28 facing=193.8
unit add B119 side=French arm=infantry figures=26 formation=line x=1305.91 y=69.95 facing=171.8
unit add B120 side=French arm=infantry figures=27 formation=attack-column x=2.13 y=83.80 facing=179.9
unit add B121 side=French arm=infantry figures=28 formation=line x=48.39 y=85.14 facing=184.1
unit add B122 side=French arm=infantry figures=29 formation=march-column x=92.24 y=84.81 facing=182.3
unit add B123 side=French arm=infantry figures=30 formation=skirmish x=138.77 y=83.87 facing=186.3
unit add B124 side=French arm=infantry figures=31 formation=line x=183.32 y=83.88 facing=178.8 cover=I
unit add B125 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=224.48 y=85.58 facing=182.4
unit add B126 side=French arm=infantry figures=33 formation=line x=268.36 y=83.19 facing=176.9
unit add B127 side=French arm=infantry figures=34 formation=attack-column x=314.10 y=84.13 facing=189.0
unit add B128 side=French arm=infantry figures=35 formation=line x=363.65 y=86.61 facing=183.8
unit add B129 side=French arm=infantry figures=36 formation=march-column x=406.98 y=86.41 facing=190.0
unit add B130 side=French arm=infantry figures=24 formation=skirmish x=453.38 y=86.09 facing=178.2
unit add B131 side=French arm=infantry figures=25 formation=line x=492.30 y=83.86 facing=183.6
unit add B132 side=French arm=infantry figures=26 formation=square x=542.23 y=85.62 facing=180.9
unit add B133 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=586.78 y=84.49 facing=169.7
unit add B134 side=French arm=infantry figures=28 formation=attack-column x=632.48 y=84.00 facing=181.1
unit add B135 side=French arm=infantry figures=29 formation=line x=675.34 y=86.74 facing=184.7 cover=I
unit add B136 side=French arm=infantry figures=30 formation=march-column x=723.73 y=86.64 facing=171.5
unit add B137 side=French arm=infantry figures=31 formation=skirmish x=766.56 y=86.14 facing=177.1
unit add B138 side=French arm=infantry figures=32 formation=line x=810.63 y=85.50 facing=169.0
unit add B139 side=French arm=infantry figures=33 formation=square x=857.06 y=84.25 facing=168.7
unit add B140 side=French arm=infantry figures=34 formation=line x=896.71 y=84.69 facing=168.0
unit add B141 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=941.71 y=84.81 facing=191.6
unit add B142 side=French arm=infantry figures=36 formation=line x=991.80 y=84.55 facing=186.8
unit add B143 side=French arm=infantry figures=24 formation=march-column x=1035.46 y=85.50 facing=171.2
unit add B144 side=French arm=infantry figures=25 formation=skirmish x=1078.44 y=84.18 facing=172.0
unit add B145 side=French arm=infantry figures=26 formation=line x=1125.39 y=85.72 facing=179.4
unit add B146 side=French arm=infantry figures=27 formation=square x=1171.99 y=83.31 facing=171.6 cover=I
unit add B147 side=French arm=infantry figures=28 formation=line x=1212.59 y=86.26 facing=174.4
unit add B148 side=French arm=infantry figures=29 formation=attack-column x=1262.47 y=86.76 facing=170.6
unit add B149 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1308.21 y=84.56 facing=191.1
unit add B150 side=French arm=infantry figures=31 formation=march-column x=-0.66 y=99.74 facing=171.6
unit add B151 side=French arm=infantry figures=32 formation=skirmish x=45.69 y=98.53 facing=167.7
unit add B152 side=French arm=infantry figures=33 formation=line x=89.03 y=101.69 facing=176.9
unit add B153 side=French arm=infantry figures=34 formation=square x=131.22 y=101.27 facing=171.2
unit add B154 side=French arm=infantry figures=35 formation=line x=178.33 y=99.25 facing=165.6
unit add B155 side=French arm=infantry figures=36 formation=attack-column x=221.20 y=100.59 facing=190.2
unit add B156 side=French arm=infantry figures=24 formation=line x=266.36 y=99.67 facing=183.2
unit add B157 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=314.83 y=100.03 facing=166.6 cover=I
unit add B158 side=French arm=infantry figures=26 formation=skirmish x=359.34 y=99.81 facing=189.3
unit add B159 side=French arm=infantry figures=27 formation=line x=407.29 y=100.66 facing=184.6
unit add B160 side=French arm=infantry figures=28 formation=square x=451.18 y=100.74 facing=189.6
unit add B161 side=French arm=infantry figures=29 formation=line x=494.32 y=100.40 facing=176.7
unit add B162 side=French arm=infantry figures=30 formation=attack-column x=542.49 y=101.70 facing=175.3
unit add B163 side=French arm=infantry figures=31 formation=line x=584.44 y=98.11 facing=174.8
unit add B164 side=French arm=infantry figures=32 formation=march-column x=632.33 y=101.28 facing=192.6
unit add B165 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=672.48 y=98.88 facing=167.8
unit add B166 side=French arm=infantry figures=34 formation=line x=717.14 y=101.37 facing=169.0
unit add B167 side=French arm=infantry figures=35 formation=square x=765.83 y=101.51 facing=191.2
unit add B168 side=French arm=infantry figures=36 formation=line x=809.77 y=100.74 facing=188.4 cover=I
unit add B169 side=French arm=infantry figures=24 formation=attack-column x=856.08 y=99.68 facing=167.8
unit add B170 side=French arm=infantry figures=25 formation=line x=901.92 y=100.58 facing=191.3
unit add B171 side=French arm=infantry figures=26 formation=march-column x=947.04 y=99.27 facing=173.2
unit add B172 side=French arm=infantry figures=27 formation=skirmish x=989.00 y=101.06 facing=182.8
unit add B173 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1038.78 y=98.05 facing=170.2
unit add B174 side=French arm=infantry figures=29 formation=square x=1082.61 y=98.21 facing=185.4
unit add B175 side=French arm=infantry figures=30 formation=line x=1128.80 y=98.30 facing=186.0
unit add B176 side=French arm=infantry figures=31 formation=attack-column x=1171.13 y=99.44 facing=186.8
unit add B177 side=French arm=infantry figures=32 formation=line x=1217.09 y=98.95 facing=169.2
unit add B178 side=French arm=infantry figures=33 formation=march-column x=1260.86 y=100.04 facing=174.2
unit add B179 side=French arm=infantry figures=34 formation=skirmish x=1308.34 y=98.33 facing=176.3 cover=I
unit add B180 side=French arm=infantry figures=35 formation=line x=0.62 y=114.45 facing=174.4
unit add B181 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=43.94 y=113.38 facing=187.2
unit add B182 side=French arm=infantry figures=24 formation=line x=91.00 y=115.82 facing=179.7
unit add B183 side=French arm=infantry figures=25 formation=attack-column x=134.92 y=115.44 facing=190.5
unit add B184 side=French arm=infantry figures=26 formation=line x=180.83 y=115.14 facing=178.0
unit add B185 side=French arm=infantry figures=27 formation=march-column x=228.70 y=116.27 facing=183.3
unit add B186 side=French arm=infantry figures=28 formation=skirmish x=269.93 y=114.87 facing=167.4
unit add B187 side=French arm=infantry figures=29 formation=line x=317.32 y=114.31 facing=173.5
unit add B188 side=French arm=infantry figures=30 formation=square x=359.63 y=116.99 facing=180.5
unit add B189 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=408.00 y=116.01 facing=170.4
unit add B190 side=French arm=infantry figures=32 formation=attack-column x=453.35 y=113.68 facing=180.3 cover=I
unit add B191 side=French arm=infantry figures=33 formation=line x=494.75 y=114.84 facing=166.5
unit add B192 side=French arm=infantry figures=34 formation=march-column x=538.94 y=114.65 facing=176.6
unit add B193 side=French arm=infantry figures=35 formation=skirmish x=588.13 y=115.75 facing=171.4
unit add B194 side=French arm=infantry figures=36 formation=line x=631.32 y=114.64 facing=191.5
unit add B195 side=French arm=infantry figures=24 formation=square x=674.95 y=116.64 facing=188.9
unit add B196 side=French arm=infantry figures=25 formation=line x=722.66 y=113.09 facing=167.4
unit add B197 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=767.71 y=114.47 facing=178.7
unit add B198 side=French arm=infantry figures=27 formation=line x=812.38 y=115.33 facing=185.1
unit add B199 side=French arm=infantry figures=28 formation=march-column x=858.94 y=116.97 facing=185.5
unit add B200 side=French arm=infantry figures=29 formation=skirmish x=896.77 y=115.07 facing=174.3
unit add B201 side=French arm=infantry figures=30 formation=line x=945.02 y=115.97 facing=184.0 cover=I
unit add B202 side=French arm=infantry figures=31 formation=square x=989.36 y=115.64 facing=189.1
unit add B203 side=French arm=infantry figures=32 formation=line x=1036.23 y=113.67 facing=180.0
unit add B204 side=French arm=infantry figures=33 formation=attack-column x=1080.03 y=114.74 facing=172.0
unit add B205 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1126.88 y=113.62 facing=184.5
unit add B206 side=French arm=infantry figures=35 formation=march-column x=1171.87 y=114.10 facing=184.4
unit add B207 side=French arm=infantry figures=36 formation=skirmish x=1217.94 y=116.70 facing=191.8
unit add B208 side=French arm=infantry figures=24 formation=line x=1259.16 y=115.20 facing=192.4
unit add B209 side=French arm=infantry figures=25 formation=square x=1303.52 y=115.31 facing=189.4
unit add B210 side=French arm=infantry figures=26 formation=line x=-3.24 y=131.54 facing=170.1
unit add B211 side=French arm=infantry figures=27 formation=attack-column x=45.61 y=130.79 facing=190.1
unit add B212 side=French arm=infantry figures=28 formation=line x=86.80 y=129.77 facing=183.4 cover=I
unit add B213 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=138.15 y=130.24 facing=178.6
unit add B214 side=French arm=infantry figures=30 formation=skirmish x=179.58 y=130.70 facing=173.3
unit add B215 side=French arm=infantry figures=31 formation=line x=225.18 y=129.84 facing=169.3
unit add B216 side=French arm=infantry figures=32 formation=square x=268.25 y=128.83 facing=189.3
unit add B217 side=French arm=infantry figures=33 formation=line x=311.85 y=129.94 facing=169.8
unit add B218 side=French arm=infantry figures=34 formation=attack-column x=358.17 y=129.78 facing=167.7
unit add B219 side=French arm=infantry figures=35 formation=line x=403.91 y=129.47 facing=183.7
unit add B220 side=French arm=infantry figures=36 formation=march-column x=451.25 y=128.01 facing=181.8
unit add B221 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=496.36 y=129.42 facing=183.5
unit add B222 side=French arm=infantry figures=25 formation=line x=543.58 y=130.49 facing=186.1
unit add B223 side=French arm=infantry figures=26 formation=square x=587.76 y=130.51 facing=170.5 cover=I
unit add B224 side=French arm=infantry figures=27 formation=line x=632.73 y=131.65 facing=184.1
unit add B225 side=French arm=infantry figures=28 formation=attack-column x=671.42 y=128.54 facing=185.8
unit add B226 side=French arm=infantry figures=29 formation=line x=717.33 y=128.77 facing=184.9
unit add B227 side=French arm=infantry figures=30 formation=march-column x=768.84 y=129.84 facing=194.6
unit add B228 side=French arm=infantry figures=31 formation=skirmish x=812.91 y=129.11 facing=181.4
unit add B229 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=851.35 y=129.71 facing=174.0
unit add B230 side=French arm=infantry figures=33 formation=square x=902.22 y=128.53 facing=170.6
unit add B231 side=French arm=infantry figures=34 formation=line x=948.70 y=131.15 facing=178.7
unit add B232 side=French arm=infantry figures=35 formation=attack-column x=990.62 y=130.03 facing=175.3
unit add B233 side=French arm=infantry figures=36 formation=line x=1033.36 y=131.88 facing=169.2
unit add B234 side=French arm=infantry figures=24 formation=march-column x=1077.76 y=130.78 facing=192.0 cover=I
unit add B235 side=French arm=infantry figures=25 formation=skirmish x=1122.89 y=128.24 facing=187.6
unit add B236 side=French arm=infantry figures=26 formation=line x=1166.11 y=128.14 facing=190.3
unit add B237 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1216.33 y=129.00 facing=176.8
unit add B238 side=French arm=infantry figures=28 formation=line x=1259.45 y=130.35 facing=183.1
unit add B239 side=French arm=infantry figures=29 formation=attack-column x=1308.61 y=129.39 facing=194.3
unit add B240 side=French arm=infantry figures=30 formation=line x=-0.50 y=146.50 facing=185.5
unit add B241 side=French arm=infantry figures=31 formation=march-column x=48.63 y=143.99 facing=193.6
unit add B242 side=French arm=infantry figures=32 formation=skirmish x=92.86 y=146.62 facing=174.3
unit add B243 side=French arm=infantry figures=33 formation=line x=136.84 y=145.36 facing=173.2
unit add B244 side=French arm=infantry figures=34 formation=square x=180.91 y=146.98 facing=174.8
unit add B245 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=223.65 y=143.14 facing=187.4 cover=I
unit add B246 side=French arm=infantry figures=36 formation=attack-column x=273.77 y=144.50 facing=184.0
unit add B247 side=French arm=infantry figures=24 formation=line x=314.89 y=145.60 facing=182.7
unit add B248 side=French arm=infantry figures=25 formation=march-column x=360.35 y=144.90 facing=191.8
unit add B249 side=French arm=infantry figures=26 formation=skirmish x=405.59 y=146.24 facing=173.3
unit add B250 side=French arm=infantry figures=27 formation=line x=449.53 y=144.03 facing=170.7
unit add B251 side=French arm=infantry figures=28 formation=square x=496.66 y=145.20 facing=185.4
unit add B252 side=French arm=infantry figures=29 formation=line x=541.70 y=143.38 facing=180.5
unit add B253 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=588.19 y=145.31 facing=176.1
unit add B254 side=French arm=infantry figures=31 formation=line x=632.57 y=146.84 facing=184.4
unit add B255 side=French arm=infantry figures=32 formation=march-column x=674.47 y=143.20 facing=186.8
unit add B256 side=French arm=infantry figures=33 formation=skirmish x=720.72 y=146.48 facing=181.3 cover=I
unit add B257 side=French arm=infantry figures=34 formation=line x=761.06 y=145.07 facing=190.4
unit add B258 side=French arm=infantry figures=35 formation=square x=809.38 y=143.87 facing=182.5
unit add B259 side=French arm=infantry figures=36 formation=line x=858.00 y=144.75 facing=182.6
unit add B260 side=French arm=infantry figures=24 formation=attack-column x=903.20 y=145.82 facing=188.0
unit add B261 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=946.13 y=146.21 facing=181.0
unit add B262 side=French arm=infantry figures=26 formation=march-column x=992.04 y=144.57 facing=172.6
unit add B263 side=French arm=infantry figures=27 formation=skirmish x=1033.96 y=143.75 facing=181.9
unit add B264 side=French arm=infantry figures=28 formation=line x=1083.57 y=143.49 facing=182.6
unit add B265 side=French arm=infantry figures=29 formation=square x=1126.93 y=144.49 facing=190.1
unit add B266 side=French arm=infantry figures=30 formation=line x=1171.31 y=144.01 facing=193.7
unit add B267 side=French arm=infantry figures=31 formation=attack-column x=1212.13 y=146.46 facing=171.6 cover=I
unit add B268 side=French arm=infantry figures=32 formation=line x=1263.91 y=146.12 facing=185.1
unit add B269 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1301.32 y=146.85 facing=190.2
unit add B270 side=French arm=infantry figures=34 formation=skirmish x=-3.42 y=159.05 facing=182.2
unit add B271 side=French arm=infantry figures=35 formation=line x=41.39 y=159.76 facing=183.5
unit add B272 side=French arm=infantry figures=36 formation=square x=89.51 y=158.78 facing=183.2
unit add B273 side=French arm=infantry figures=24 formation=line x=136.23 y=159.36 facing=183.5
unit add B274 side=French arm=infantry figures=25 formation=attack-column x=183.67 y=159.04 facing=180.9
unit add B275 side=French arm=infantry figures=26 formation=line x=223.38 y=161.43 facing=194.8
unit add B276 side=French arm=infantry figures=27 formation=march-column x=269.22 y=161.79 facing=183.5
unit add B277 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=311.10 y=160.30 facing=171.3
unit add B278 side=French arm=infantry figures=29 formation=line x=363.66 y=158.29 facing=169.8 cover=I
unit add B279 side=French arm=infantry figures=30 formation=square x=407.40 y=160.26 facing=188.6
unit add B280 side=French arm=infantry figures=31 formation=line x=452.57 y=158.94 facing=172.0
unit add B281 side=French arm=infantry figures=32 formation=attack-column x=492.67 y=161.36 facing=179.4
unit add B282 side=French arm=infantry figures=33 formation=line x=541.90 y=159.61 facing=174.5
unit add B283 side=French arm=infantry figures=34 formation=march-column x=586.13 y=159.32 facing=180.3
unit add B284 side=French arm=infantry figures=35 formation=skirmish x=627.87 y=160.15 facing=182.9
unit add B285 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=675.62 y=161.95 facing=189.3
unit add B286 side=French arm=infantry figures=24 formation=square x=716.24 y=158.27 facing=184.1
unit add B287 side=French arm=infantry figures=25 formation=line x=767.94 y=160.13 facing=190.4
unit add B288 side=French arm=infantry figures=26 formation=attack-column x=813.44 y=161.32 facing=187.7
unit add B289 side=French arm=infantry figures=27 formation=line x=851.79 y=161.80 facing=173.7 cover=I
unit add B290 side=French arm=infantry figures=28 formation=march-column x=903.69 y=159.66 facing=190.2
unit add B291 side=French arm=infantry figures=29 formation=skirmish x=945.22 y=161.12 facing=165.8
unit add B292 side=French arm=infantry figures=30 formation=line x=993.96 y=160.14 facing=168.6
unit add B293 side=French arm=artillery figures=8 guns=2 formation=unlimbered x=1038.64 y=160.75 facing=193.0
unit add B294 side=French arm=infantry figures=32 formation=line x=1076.62 y=159.98 facing=195.0
unit add B295 side=French arm=infantry figures=33 formation=attack-column x=1126.50 y=160.15 facing=175.3
unit add B296 side=French arm=infantry figures=34 formation=line x=1170.27 y=158.73 facing=192.6
unit add B297 side=French arm=infantry figures=35 formation=march-column x=1213.45 y=159.08 facing=166.7
unit add B298 side=French arm=infantry figures=36 formation=skirmish x=1257.57 y=159.30 facing=181.6
unit add B299 side=French arm=infantry figures=24 formation=line x=1307.93 y=158.50 facing=174.8
scan Allied
scan French
