# alt: belle-alliance
# Belle Alliance melee from the map: a skirmish line and its soutien
# (1.3.3, 4.3.1, 4.3.2). V, 8 French skirmishers 16 wide and 1 deep (8
# files of 2 cm, one rank), faces south at (0,14): y 14..15, figure bases
# centred at x -7, -5, ... 7. Its mother and soutien L (8 wide, 6 deep)
# faces south at (0,30): x -4..4, y 30..36.
#
#            [L]          y 30..36
#                         15 cm
#       vvvvvvvv          V, y 14..15
#                         4 cm
#       ===D===           D, Allied line, y 7..10
#
# Link (1.3.3): a figure of V counts when its base is within 15 cm of L:
# the bases at x -5..5 (6 figures) are exactly 15 from L's front
# (inclusive); those at x = -7 and 7 are sqrt(2^2 + 15^2) = 15.1 away.
# 6 figures linked: the soutien row counts for V (Table 8 row 37).
# On its own (4.3.1) V fights with its figures within 15 cm of D: all 8.
# L moved to y=31: 16 cm: no figure linked.
ruleset belle-alliance
unit add D side=Allied arm=infantry figures=12 formation=line x=0 y=10 facing=0
unit add L side=French arm=infantry figures=24 formation=attack-column x=0 y=30 facing=180 width=8 depth=6
unit add V side=French arm=infantry figures=8 formation=skirmish mother=L x=0 y=14 facing=180 width=16 depth=1
check melee V vs D
factors melee V vs D
unit set L y=31
check melee V vs D
# The umpire's answer overrides the map.
check melee V vs D sl_soutien=3 sl_near=5
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 6 of 8 figures linked (15.0 inclusive, 15.1 not); all 8 within 15 of D; L at 16: none
# expect: key=sl_soutien result=pass .*6 of 8 figures of skirmish line V within 15 cm of its soutien L \(map\): linked
# expect: key=sl_near result=pass .*8 figures of skirmish line V within 15 cm of D
# expect: key=sl_soutien result=pass .*0 of 8 figures of skirmish line V within 15 cm of its soutien L \(map\): not linked
