# alt: grande-tactique
# Charges resolved by Morale Checks (digest §6, §7): the attackers'
# principal tests first; only if it passes does the defender test.
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
# GT-7: two eager trained cavalry (same command) charge an eager veteran infantry square.
unit add C1 side=French arm=cavalry figures=1 command=Div1
unit add C2 side=French arm=cavalry figures=1 command=Div1
unit add Sq side=British arm=infantry figures=1 quality=veteran formation=square
check melee C1 vs Sq
# Principal C1: +1 help from friends = +1, needs 3+; rolls 2 -> 3 < 4 fail.
# Both chargers become shaken; the square takes no test.
charge C1 vs Sq roll=2 droll=6 proll=6
charge C2 vs Sq
odds
resolve
units
# (If C1 had passed: Sq +1 veteran +1 square -1 charged by more than one = +1, needs 3+.)
morale Sq charged_by_several=yes roll=2
# GT-8: eager veteran cavalry charges the flank of shaken raw infantry in the open.
unit add V side=French arm=cavalry figures=1 quality=veteran
unit add R side=British arm=infantry figures=1 quality=raw state=shaken
# Attacker: +1 veteran +1 charging shaken +1 flank = +3, passes on any roll: 1 +3 = 4.
# Defender: -1 raw -1 shaken -1 charged in flank = -3, needs 7: rolls 6 -> 3 fail, flees 7".
# Pursuit check: +1 veteran only (m5_pursuit_charging_mods=no), needs 3+: 3 +1 = 4 pass,
# pursues infantry 6".
charge V vs R flank=yes roll=1 droll=6 proll=3
resolve
units
# Artillery defender passes: no result, the charger stays in contact, the guns open fire.
# Infantry I charges guns G from the front: -1 (unshaken artillery from the front), needs 5+: 5 -1 = 4 pass.
# G: 4 +0 = 4 pass.
unit add I side=French arm=infantry figures=1
unit add G side=British arm=artillery figures=1
charge I vs G front_of_guns=yes roll=5 droll=4
resolve
# Artillery defender fails: overrun and silenced. I2 roll 6 -1 = 5 pass; G 3 fail.
unit add I2 side=French arm=infantry figures=1
charge I2 vs G front_of_guns=yes roll=6 droll=3
resolve
# Both pass against infantry (M5 both_pass=stand): no result, the chargers stay in contact.
unit add I3 side=French arm=infantry figures=1
unit add T side=British arm=infantry figures=1
charge I3 vs T roll=4 droll=4
resolve
# The same with m5_both_pass=attacker-shaken.
game m5_both_pass=attacker-shaken
unit add I4 side=French arm=infantry figures=1
charge I4 vs T roll=4 droll=4
resolve
units
# Who may not charge: shaken, artillery, square, firing infantry, different commands.
unit add S1 side=French arm=infantry figures=1 state=shaken
charge S1 vs T roll=6 droll=1
charge G vs I roll=6 droll=1
unit add F1 side=French arm=infantry figures=1 firing=yes
charge F1 vs T roll=6 droll=1
unit add C3 side=French arm=cavalry figures=1 command=Div1
unit add C4 side=French arm=cavalry figures=1 command=Div2
charge C3 vs T roll=6 droll=1 proll=1
charge C4 vs T
charge C4 vs T roll=1
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# GT-7: C1 3 < 4 fails; both chargers shaken, the square untested
# expect: ^MORALE unit=C1 why="charging \(principal\)" .* total=3 .*result=fail
# expect: ^RESULT .*unit=C1 role=principal .* state=shaken
# expect: ^RESULT .*unit=C2 role=charger .* state=shaken
# expect: ^MORALE unit=Sq why=asked .* mod=1 total=3 .*result=fail
# GT-8: V 4 pass; R 3 fails, flees 7"; V pursues 6"
# expect: ^MORALE unit=V why="charging \(principal\)" .* mod=3 total=4 .*result=pass
# expect: ^MORALE unit=R why=charged .* mod=-3 total=3 .*need=7 result=fail
# expect: ^FLEE unit=R .* distance=7 state=routed
# expect: ^PURSUE unit=V pursued=R .* distance=6
# guns hold: I 4 pass, G 4 pass
# expect: ^MELEE attacker=I defender=G .* a_total=4 .* d_total=4 .* outcome=guns-hold
# overrun: I2 5 pass, G 3 fails, silenced
# expect: ^MELEE attacker=I2 defender=G .* a_total=5 .* d_total=3 .* outcome=guns-overrun
# expect: ^RESULT .*unit=G role=defender .* moral=silenced
# both pass: stand; then attacker-shaken
# expect: ^MELEE attacker=I3 defender=T .* outcome=both-pass
# expect: ^RESULT .*unit=I3 role=principal .* state=eager
# expect: ^RESULT .*unit=I4 role=principal .* state=shaken
