# De-shaking Phase (Sequence of Play 1; digest §2): every shaken unit of the
# moving player tests once, at the start of its turn; only units shaken
# before it. GT-1: trained cavalry, shaken, needs 5+ (-1 shaken).
ruleset grande-tactique
unit add Cav side=French arm=cavalry figures=1 state=shaken command=D
unit add Foe side=British arm=infantry figures=1 state=shaken command=B
# French moves in turn 1: the British do not de-shake now.
deshake British Foe=6
# Cav 4 -1 = 3 < 4: fails, stays shaken (GT-1).
deshake French Cav=4
# Once per turn: no second try in turn 1.
deshake French Cav=6
# A unit shaken later in the turn (here a charge that fails: every charger
# shaken) waits for the next French turn.
unit add Hus side=French arm=cavalry figures=1 command=D
unit add Sq side=British arm=infantry figures=1 formation=square
pips French dice=3
# Hus: no modifier against an eager square (needs 4): roll 1 -> fails,
# shaken (Charging).
charge Hus vs Sq roll=1 droll=6 proll=6
resolve
deshake French Hus=6
turn next
# Turn 2: British. Foe 6 -1 = 5 >= 4: eager.
deshake British Foe=6
turn next
# Turn 3: French again; Cav 5 -1 = 4 passes (GT-1), Hus 3 -1 = 2 fails.
deshake French Cav=5 Hus=3
units
