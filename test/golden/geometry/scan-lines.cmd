# scan SIDE where lines of aim (3.1.3) are blocked, pass a gap, or go over
# a unit (3.4.2), and where a skirmish line screens (3.3.1): the cases
# scan settles without trying every line (docs/hardening.md, scan).
# Facing 0 looks toward +y; each base's front edge is at its y.
#   R1 (6 wide) 10 behind F1 (10 wide): every line from R1 to T1 enters
#     F1 (the hull of R1's front and T1 is 7.1 wide where F1 stands),
#     so R1 has no line of aim: blocked, no SCAN for R1.
#   G1 behind F2 and F3, a 1 cm gap between them in front of T2: 10 of
#     its 12 files aim through the gap, but F2 is 0.5 cm from the line of
#     fire, half the frontage (3) needed (3.1.4): security zone.
#   A1, a battery on hill H (layer 1), fires over F4 (layer 0) at T3:
#     13 cm to F4 (needs 10), 25 beyond (a friendly unit: needs 20).
#   A2, a battery on layer 0 behind F5, may not fire over it (3.4.2).
#   F6 fires at T5 through skirmish line S1 (not touching T5): screened
#     (blocked), and fires at S1 itself, 12 cm;
#     A3 behind F7 fires at T6 over nothing but S2, a skirmish line, which
#     never screens artillery.
ruleset belle-alliance
terrain add H kind=hill level=1 points=80,-40;100,-40;100,-4;80,-4
unit add F1 side=Allied arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add R1 side=Allied arm=infantry figures=24 formation=line x=0 y=-10 facing=0 width=6 depth=2
unit add T1 side=French arm=infantry figures=24 formation=line x=0 y=20 facing=180 width=10 depth=2
unit add F2 side=Allied arm=infantry figures=24 formation=line x=34.5 y=0 facing=0 width=10 depth=2
unit add F3 side=Allied arm=infantry figures=24 formation=line x=45.5 y=0 facing=0 width=10 depth=2
unit add G1 side=Allied arm=infantry figures=24 formation=line x=40 y=-10 facing=0 width=6 depth=2
unit add T2 side=French arm=infantry figures=24 formation=line x=40 y=20 facing=180 width=10 depth=2
unit add A1 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=90 y=-15 facing=0 width=6 depth=4
unit add F4 side=Allied arm=infantry figures=24 formation=line x=90 y=0 facing=0 width=10 depth=2
unit add T3 side=French arm=infantry figures=24 formation=line x=90 y=25 facing=180 width=10 depth=2
unit add A2 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=130 y=-15 facing=0 width=6 depth=4
unit add F5 side=Allied arm=infantry figures=24 formation=line x=130 y=0 facing=0 width=10 depth=2
unit add T4 side=French arm=infantry figures=24 formation=line x=130 y=25 facing=180 width=10 depth=2
unit add F6 side=Allied arm=infantry figures=24 formation=line x=170 y=0 facing=0 width=10 depth=2
unit add S1 side=French arm=infantry figures=12 formation=skirmish x=170 y=12 facing=180 width=10 depth=1
unit add T5 side=French arm=infantry figures=24 formation=line x=170 y=25 facing=180 width=10 depth=2
unit add A3 side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=230 y=-15 facing=0 width=6 depth=4
unit add S2 side=French arm=infantry figures=12 formation=skirmish x=230 y=5 facing=180 width=10 depth=1
unit add T6 side=French arm=infantry figures=24 formation=line x=230 y=25 facing=180 width=10 depth=2
# Blocked: R1>T1, A2>T4, F6>T5; security zone: G1>T2. Ranges along the
# line of fire, front edge to front edge: F1>T1 0 to 20; A1>T3 -15 to 25.
# expect: SCAN firer=F1 target=T1 range=20 zone=2 edge=front
# expect: SCAN firer=A1 target=T3 range=40 zone=2 edge=front overhead=F4
# expect: SCAN firer=F6 target=S1 range=12
# expect: SCAN firer=A3 target=T6 range=40
# expect: 3 blocked, 1 security zone
scan Allied
