# Sequence of Play (digest §2): "Each turn has four phases for the moving
# player: De-shaking, PIP, Firing, Charge." A phase over does not come
# back within the turn: after the fires are resolved, `phase pip` is
# refused, no PIP dice are rolled, no charge is declared on the fire
# results, and a unit shaken by its own failed charge does not de-shake in
# that turn (it tests at the start of its side's next turn: "Every unit of
# the moving player that is shaken at the start of the turn").
# Inches; facing 0 = north (+y ahead); x,y = centre of the front edge.
ruleset grande-tactique
unit add A side=French arm=infantry figures=1 firing=yes command=D x=0 y=0 facing=0
unit add T side=British arm=infantry figures=1 x=0 y=0 facing=180
unit add C side=French arm=cavalry figures=1 command=D x=10 y=0 facing=0
unit add V side=British arm=infantry figures=1 x=10 y=0 facing=180
unit add W side=British arm=infantry figures=1 x=30 y=0 facing=180
unit add X side=French arm=cavalry figures=1 command=D x=30 y=0 facing=0
# Turn 1, French. No French unit is shaken: the De-shaking Phase has
# nothing to test. PIP Phase: one division D, one die 4 -> 4 PIPs.
deshake French
pips French dice=4
# C (eager cavalry) in contact with V: the Charge marker costs 1 PIP.
# C's check (principal): trained, open, no charging modifier: 0, needs 4;
# it rolls 2: 2 < 4, the charge fails and C becomes shaken (Charging).
charge C vs V roll=2 droll=6
# Firing Phase: A (marked, in contact with T) fires: A 5 vs T 2, T beaten,
# eager -> shaken (Firing Results); T in contact may fire back: marked.
fire A at T roll=5 troll=2 tmroll=6
resolve
# Now the Charge Phase of turn 1. Going back is refused, and with it every
# PIP-Phase act: the PIP dice, a new charge (X, eager, in contact with W)
# declared on the fire results, the de-shaking of C (shaken by its own
# failed charge this turn).
phase pip
phase firing
pips French dice=6
charge X vs W roll=6 droll=1
deshake French C=6
sequence
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# C's charge: 2 + 0 = 2 < 4: fails, C shaken; A 5 > T 2: T shaken
# expect: ^SHOT shot=1 firer=A target=T roll=5 mod=0 total=5 troll=2 tmod=0 ttotal=2 winner=firer
# expect: ^RESULT kind=fire shot=1 firer=A target=T unit=T role=target .*moral=shaken state=shaken
# expect: ^MORALE unit=C why="charging \(principal\)" roll=2 mod=0 total=2 base=4 need=4 result=fail
# expect: ^RESULT kind=melee .*unit=C .*state=shaken
# the turn stays in its Charge Phase
# expect: ^TURN turn=1 moving=French phase=charge
# expect-error: ^error: line 32: phase pip: turn 1 is in its Charge Phase and a phase over does not come back within the turn
# expect-error: ^error: line 33: phase firing: turn 1 is in its Charge Phase and a phase over does not come back
# expect-error: ^error: line 34: pips belongs to the PIP Phase; turn 1 is in its Charge Phase
# expect-error: ^error: line 35: charge belongs to the PIP Phase; turn 1 is in its Charge Phase
# expect-error: ^error: line 36: deshake French: the De-shaking Phase of turn 1 is over
