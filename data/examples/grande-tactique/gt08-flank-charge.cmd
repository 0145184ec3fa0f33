# title: GT-8: a charge into shaken raw infantry in the flank
# rule: Charging, Morale Check, Fleeing
# Source: shared/rules/grande-tactique.md, section 11, GT-8.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Eager veteran cavalry V charges the flank of shaken raw infantry R in the open.
unit add V side=French arm=cavalry figures=1 quality=veteran
unit add R side=British arm=infantry figures=1 quality=raw state=shaken
charge V vs R flank=yes roll=1 droll=6 proll=3
resolve
# teach: V: +1 veteran, +1 charging shaken, +1 flank = +3: it passes on any roll (1 + 3 = 4).
# book: MORALE unit=V why="charging (principal)" mod=3 roll=1 total=4 result=pass says="+3: passes even on a 1"
# teach: R: -1 raw, -1 shaken, -1 charged in the flank = -3: it needs a 7, impossible: fail.
# book: MORALE unit=R mod=-3 need=7 result=fail says="-3: needs 7, fails"
# book: FLEE unit=R distance=7 state=routed says="R flees 7 inches, routed"
# teach: V then takes its pursuit check with +1 veteran only (no charging modifiers [assumption]): needs 3+; on a pass it pursues 6 inches.
# book: MORALE unit=V why=pursuit mod=1 need=3 result=pass says="pursuit check +1, needs 3+: 3 + 1 = 4 pass"
# book: PURSUE unit=V pursued=R distance=6 says="pursues 6 inches"
