# Sequence of Play (digest §2): "Players alternate whole turns." The side
# that moves first is named before turn 1 is under way (`moving SIDE`);
# then `turn next` alternates. "De-shaking Phase. Every unit of the moving
# player that is shaken at the start of the turn automatically takes a
# Morale Check": it comes first, cannot be skipped (no PIP-Phase act
# before it) and does not run late. Only the moving side fires ("Only the
# attacking player's units resolve firing in a Firing Phase"). Fleeing: a
# routed unit "keeps fleeing on later turns unless rallied for 2 PIPs".
# Inches; facing 0 = north (+y ahead).
ruleset grande-tactique
unit add A side=French arm=infantry figures=1 command=D firing=yes x=0 y=0 facing=0
unit add B side=British arm=infantry figures=1 command=E state=shaken x=0 y=0 facing=180
unit add R side=British arm=infantry figures=1 command=E state=routed x=50 y=50 facing=0
unit add R2 side=British arm=infantry figures=1 command=E state=routed x=80 y=50 facing=0
# Before turn 1: British moves first.
moving British
# B is shaken: the De-shaking Phase comes first; the PIP dice, `phase pip`
# and `turn next` wait for it.
pips British dice=4
phase pip
bound
turn next
# B: 2 - 1 (shaken) = 1 < 4: fails, stays shaken. Once only.
deshake British B=2
deshake British B=6
# The moving side is not changed once turn 1 is under way.
moving French
# Only the moving side (British) fires: French units are not offered.
scan French
# R and R2 are routed: each flees again this turn unless rallied.
bound side=British
# E rolls 4: R rallied for 2 PIPs (4 - 2 = 2 left), shaken; R2 flees again
# (provisional distance, flee-again.csv).
pips British dice=4
pip R rally
flee R2 again=yes
bound side=British
turn next
sequence
moving British
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# de-shaking open first
# expect: ^DECISION kind=de-shaking unit=British
# B: 2 - 1 = 1 < 4
# expect: ^MORALE unit=B why=de-shaking roll=2 mod=-1 total=1 base=4 need=5 result=fail
# expect: ^  French does not fire in turn 1: only the moving side, British, fires
# expect: ^DECISION kind=flee-again unit=R
# expect: ^DECISION kind=flee-again unit=R2
# rally: 4 - 2 = 2 left
# expect: ^PIP unit=R division=E action=rally cost=2 left=2
# expect: ^FLEE unit=R2 .*state=routed
# expect: ^BOUND .*decisions=0
# expect: turn 2 begins
# expect: ^TURN turn=2 moving=French
# expect-error: ^error: line 19: pips: the De-shaking Phase comes first in turn 1; British has shaken units to test
# expect-error: ^error: line 20: the De-shaking Phase comes first in turn 1: British has shaken units to test
# expect-error: ^error: line 22: 3 decisions are still open this turn \(first: de-shaking, British
# expect-error: ^error: line 25: deshake British: the De-shaking Phase of turn 1 is over
# expect-error: ^error: line 27: moving French: players alternate whole turns; the side that moves first is set before turn 1 is under way
# expect-error: ^error: line 40: moving British: players alternate whole turns
