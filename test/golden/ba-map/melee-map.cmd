# alt: belle-alliance
# Belle Alliance melee from the map (4.1.1, 4.1.3, 4.1.7, 4.1.8, 4.1.9).
# Sizes from bases.csv (provisional): 12 infantry figures in line are 6
# files of 2 cm in 2 ranks of 1.5: 12 wide, 3 deep, 2 figures a file.
# D (Allied) faces north at (0,10): x -6..6, y 7..10.
#
# 1. Contact (4.1.1): A faces south at (0,18) (y 18..21), 8 cm from D:
#    its 5 cm melee zone does not reach: not carried out. At (0,14), 4 cm:
#    it touches.
# 2. Support (4.1.7): S faces north at (0,0) (y -3..0), 7 cm behind D,
#    D straight ahead: S supports D (d_support, derived).
# 3. Uphill (4.1.9) and cover (4.1.3): D on the Knoll (layer 1) and in
#    the Farm (a building: cover_building, II).
#       ===A===   y 14..17
#       ===D===   y 7..10  (Knoll, Farm)
#       ===S===   y -3..0
# 4. Flank attack (4.1.8): A faces east at (-7,8.5): its front is x=-7
#    from y 14.5 down to 2.5, 1 cm from D's left flank; of its 6 files
#    (2 cm each) those at y 6.5..8.5 and 8.5..10.5 lie between D's
#    extended front (10) and rear (7): 2 files x 2 = 4 figures (3
#    needed); lines east from its front strike D's left flank at 90 deg.
#            |A   +-----+
#            |A > |  D  |
#            |    +-----+
# 5. Rear attack: A faces north at (0,2): front y=2, D's rear y=7, 5 cm:
#    the zone touches, the perpendiculars strike the rear.
# 6. Overreach: A faces 25 deg with its front-right corner on D's left
#    flank at about (-6,8.5) (front centre (-11.44,11.04)): its front
#    runs from (-16.9,13.6) to (-6,8.5); the files at y 8.5..9.35 and
#    9.35..10.2 lie between D's lines (4 figures), and the perpendicular
#    from the corner strikes D's left flank at 25 deg (< 45): overreach,
#    not a flank attack.
ruleset belle-alliance
unit add D side=Allied arm=infantry figures=12 formation=line x=0 y=10 facing=0
unit add A side=French arm=infantry figures=12 formation=line x=0 y=18 facing=180
check melee A vs D
unit set A y=14
check melee A vs D
unit add S side=Allied arm=infantry figures=12 formation=line x=0 y=0 facing=0
terrain add Knoll kind=hill level=1 points=-10,5;10,5;10,12;-10,12
terrain add Farm kind=building points=-7,6;7,6;7,11;-7,11
check melee A vs D
factors melee A vs D
melee A vs D dice=4,4,5 ddice=3,3,4
resolve
bound next
bound next
unit set A state=ok figures=12
unit set D state=ok figures=12
terrain remove Knoll
terrain remove Farm
unit remove S
unit set A x=-7 y=8.5 facing=90
check melee A vs D
factors melee A vs D
unit set A x=0 y=2 facing=0
check melee A vs D
unit set A x=-11.44 y=11.04 facing=25
check melee A vs D
factors melee A vs D
# The umpire's answers override the map.
factors melee A vs D overreaching_attack_or_defence=no flanking_attack=yes
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 8 cm: no contact; 4 cm: touches; S 7.0 behind supports D
# expect: key=contact result=fail .*8.0 cm apart
# expect: key=contact result=pass .*4.0 cm apart
# expect: key=d_support result=pass .*S supports D: 7.0 cm from D
# uphill: D on layer 1
# expect: key=uphill_attack result=pass .*D on layer 1: uphill attack
# flank: 4 figures, 90 deg; rear; overreach at 25 deg
# expect: key=flanking_attack result=pass .*4 figures of A \(2 files\) .*at 90.0 deg: flank attack
# expect: key=rear_attack result=pass .*rear attack
# expect: key=flanking_attack result=pass .*4 figures of A \(2 files\) .*at 25.0 deg: overreach, not a flank attack
