# Movement and Artillery (digest §4): "Artillery moves only when limbered.
# It may pivot for 1 PIP without limbering, but not while firing."
# Movement, "Moving to contact": "cavalry must move to contact (1 PIP) and
# then pay 1 more PIP for a Charge marker" - a charge needs contact; cavalry
# moves 9" a turn. Terrain: "A unit in woods or a BUA occupies the whole
# feature: it cannot be outflanked."
# Artillery in a formation other than `limbered` is unlimbered
# (docs/rulings.md). Inches; facing 0 = north (+y ahead).
ruleset grande-tactique
unit add G side=French arm=artillery figures=1 command=D x=0 y=0 facing=0
unit add G2 side=French arm=artillery figures=1 firing=yes command=D x=-10 y=0 facing=0
unit add C side=French arm=cavalry figures=1 command=D x=20 y=0 facing=0
unit add V side=British arm=infantry figures=1 x=20 y=19 facing=180
unit add C2 side=French arm=cavalry figures=1 command=D x=40 y=0 facing=0
unit add V2 side=British arm=infantry figures=1 x=40 y=5 facing=180
unit add C3 side=French arm=cavalry figures=1 command=D x=60 y=0 facing=0
unit add V3 side=British arm=infantry figures=1 x=60 y=0 facing=180
terrain add Wd kind=wood points=76,5;84,5;84,9;76,9
unit add V4 side=British arm=infantry figures=1 x=80 y=5 facing=180
unit add C4 side=French arm=cavalry figures=1 command=D x=80 y=5 facing=0
pips French dice=6
# G is unlimbered: it does not move, by PIP or on the map; it may pivot
# (1 PIP: 6 - 1 = 5 left; on the map a turn in place).
pip G move
unit move G forward=2
pip G pivot
unit move G turn=90
# G2 fires: it does not pivot without limbering.
pip G2 pivot
unit move G2 turn=45
# Limbered, G moves (1 PIP: 5 - 1 = 4 left).
unit set G formation=limbered
pip G move
unit move G forward=2
# C is 19" from V (front edges at y=0 and y=19): not in contact, and 19"
# is beyond its 9" move: no charge this turn. C2 is 5" from V2: it must
# move to contact first. C3 touches V3: the Charge marker, 1 PIP (4 - 1 =
# 3 left).
charge C vs V roll=6 droll=6
charge C2 vs V2 roll=6 droll=6
charge C3 vs V3 roll=6 droll=6
# C2 pays its move to contact (1 PIP, 3 - 1 = 2 left; 5" is within its
# 9"): now it charges (1 PIP, 2 - 1 = 1 left) - "move to contact (1 PIP)
# and then pay 1 more PIP for a Charge marker".
pip C2 move
charge C2 vs V2 roll=6 droll=6
# V4 is in wood Wd; C4 touches the wood's edge (contact with V4). A flank
# charge on V4 is refused: it cannot be outflanked.
charge C4 vs V4 flank=yes roll=6 droll=6
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# pivot: 6 - 1 = 5; limbered move: 5 - 1 = 4; charge C3: 4 - 1 = 3
# expect: ^PIP unit=G division=D action=pivot cost=1 left=5
# expect: ^PIP unit=G division=D action=move cost=1 left=4
# expect: ^PIP unit=C3 division=D action=charge cost=1 left=3
# C2: move 3 - 1 = 2, charge 2 - 1 = 1
# expect: ^PIP unit=C2 division=D action=move cost=1 left=2
# expect: ^PIP unit=C2 division=D action=charge cost=1 left=1
# expect-error: ^error: line 24: G is unlimbered: artillery moves only when limbered
# expect-error: ^error: line 25: G is unlimbered: artillery moves only when limbered
# expect-error: ^error: line 29: G2 is firing: artillery may pivot without limbering, but not while firing
# expect-error: ^error: line 30: G2 is firing: artillery may pivot without limbering, but not while firing
# expect-error: ^error: line 39: C cannot charge V: C is 19" from V, not in contact: a charge needs contact and C moves 9" a turn: it cannot reach V this turn
# expect-error: ^error: line 40: C2 cannot charge V2: C2 is 5" from V2, not in contact: a charge needs contact; move to contact first
# expect-error: ^error: line 49: C4 cannot charge V4: V4 is in Wd: a unit in woods or a BUA occupies the whole feature and cannot be outflanked
