# 4.3.2 from the map: whether a soutien's skirmish line stands in the
# melee zone between the soutien and the opponent. Sizes: D and L 12
# infantry in line, 12 wide and 3 deep (bases.csv, provisional).
#       ===L===    L (French soutien) faces south at (0,14): y 14..17;
#                  its 5 cm melee zone y 9..14
#     vvvvvvvvvv   V (its skirmish line, 8 figures, 16 x 1) at (0,12.5)
#                  facing south: y 12.5..13.5, inside L's melee zone
#       ===D===    D (Allied) faces north at (0,10): y 7..10, 4 cm from L
# V is between: L is covered by its skirmish line (no T8.7 -2); D, not
# covered, takes -2. V's 8 figures are within 15 cm of L (linked): L
# counts 12 + 8 = 20 figures against 12: (20-12)/12 = 0.67 >= 0.5:
# fifty per cent more +1 (T8.30); its units of melee: 12 (two front ranks)
# + 8 = 20 figures = 2. L: first +2, +1 = +3. D: first +2, -2 = 0.
# V moved behind L (y=18.5: y 18.5..19.5, still linked): not between: L
# takes -2 (T8.7): +1; its units of melee are its own 12 = 1.
ruleset belle-alliance
unit add D side=Allied arm=infantry figures=12 formation=line x=0 y=10 facing=0
unit add L side=French arm=infantry figures=12 formation=line x=0 y=14 facing=180
unit add V side=French arm=infantry figures=8 formation=skirmish mother=L x=0 y=12.5 facing=180 width=16 depth=1
check melee L vs D
factors melee L vs D
unit set V y=18.5
check melee L vs D
factors melee L vs D
# expect: ^CHECK key=sl_between result=pass rule=4.3.2 reason="skirmish line V is in the melee zone between L and D
# expect: ^  L: attack column, factors \+3; 20 figures in the melee, 20 in units of melee
# expect: ^CHECK key=sl_between result=pass rule=4.3.2 reason="skirmish line V is not in the melee zone between L and D
# expect: ^  L: attack column, factors \+1; 20 figures in the melee, 12 in units of melee
