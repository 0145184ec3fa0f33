# Sequence of Play (digest §2) and the Firing procedure (seed 003), enforced
# (setting sequence=enforced, the default).
# - The side of the first unit entered moves in turn 1; `turn next` alternates.
# - "Only the attacking player's units resolve firing in a Firing Phase"; a
#   unit marked by return fire "only perform[s] firing attacks on their own
#   turn" (Returning fire).
# - Phases in order: a charge is declared in the PIP Phase, not after firing.
# - One shot per unit per Firing Phase, even when `resolve` runs between.
ruleset grande-tactique
unit add A side=French arm=infantry figures=1 firing=yes command=D1
unit add B side=British arm=infantry figures=1 command=E1
# French was entered first: French moves in turn 1.
sequence
# B (British) has no marker and it is not its turn: turn fails.
check fire B at A marker=yes contact=yes arc=yes lines=yes
# A 5 vs B 2: B (eager) is beaten -> shaken; B could fire back (infantry in
# contact, not placed: return = contact) -> B gets a Firing marker.
fire A at B roll=5 troll=2 tmroll=6
resolve
units
# The Firing Phase is over (resolve ends it, Charge Phase follows) ...
fire A at B roll=5 troll=2 tmroll=6
# ... and `phase firing` cannot go back to it (phases never go back).
phase firing
fire A at B roll=5 troll=2 tmroll=6
# A charge is declared and paid in the PIP Phase (Sequence of Play 2, 4).
unit add C side=French arm=cavalry figures=1 command=D1
charge C vs B roll=4 droll=4 proll=4
# B's return-fire marker (put on in French's turn) fires in its own turn.
turn next
sequence
# British turn 2: B (shaken) takes its de-shaking check first (Sequence of
# Play 1): 1 - 1 = 0 < 4, it stays shaken.
deshake British B=1
# British turn 2: B shaken (-1) rolls 4 -1 = 3 against A's 1: A beaten,
# eager -> shaken.
fire B at A roll=4 troll=1 mroll=6 tmroll=6
# A (French) may not fire in the British turn, marker or not.
fire A at B roll=6 troll=1 mroll=6 tmroll=6
resolve
units
turn next
# Turn 3: French moves again.
sequence
# Players alternate whole turns: the moving side is set only before turn 1.
moving British
sequence
# A is shaken: the De-shaking Phase comes first (2 - 1 = 1 < 4, stays
# shaken), then A may fire.
fire A at B roll=1 troll=1 mroll=1 tmroll=6
deshake French A=2
fire A at B roll=1 troll=1 mroll=1 tmroll=6
moving British
