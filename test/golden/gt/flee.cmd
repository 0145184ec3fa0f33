# alt: grande-tactique
# Fleeing distances (Fleeing): infantry 7", cavalry from infantry or
# artillery 11", cavalry from cavalry 11" + 2d6, pursuit 6" / flight - 1".
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
unit add Inf side=British arm=infantry figures=1 firing=yes formation=square
unit add Cav side=British arm=cavalry figures=1
unit add Cav2 side=British arm=cavalry figures=1 general=yes
unit add Gun side=British arm=artillery figures=1
flee Inf
flee Cav from=infantry
# GT-9: cavalry fleeing from cavalry, 2d6 = 3 + 5: 11 + 8 = 19". Its general rolls 1: lost.
flee Cav2 from=cavalry fdice=3,5 groll=1
units
# A routed unit fleeing again on a later turn: flee-again.csv (provisional): 7".
flee Inf again=yes
flee Gun
flee Cav
# GT-9 pursuit: eager cavalry charges shaken cavalry, which fails and flees 11 + (3+5) = 19";
# the principal passes its pursuit check and pursues 19 - 1 = 18".
# Attacker: +1 charging shaken, needs 3+: 3 +1 = 4 pass. Defender: -1 shaken: 1 -1 = 0 fail.
# Pursuit: +0, 4 >= 4 pass.
unit add H side=French arm=cavalry figures=1
unit add S side=British arm=cavalry figures=1 state=shaken
charge H vs S roll=3 droll=1 proll=4 fdice=3,5
resolve
# M5: shaken cavalry that passes against a charge by cavalry becomes eager again.
unit add H2 side=French arm=cavalry figures=1
unit add S2 side=British arm=cavalry figures=1 state=shaken
# Attacker +1 charging shaken: 4 +1 = 5 pass; defender -1: 6 -1 = 5 pass -> S2 eager.
charge H2 vs S2 roll=4 droll=6 proll=1 fdice=1,1
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# GT-9: 11 + 8 = 19", general lost on 1
# expect: ^FLEE unit=Cav2 .* dice=8 distance=19
# expect: ^GENERAL unit=Cav2 roll=1 .* result=lost
# fleeing again: 7"
# expect: ^FLEE unit=Inf .*table=flee-again.csv .* distance=7
# pursuit: H 4 pass, S 0 fails, flees 19", H pursues 18"
# expect: ^MORALE unit=H why="charging \(principal\)" .* total=4 .*result=pass
# expect: ^MORALE unit=S why=charged .* total=0 .*result=fail
# expect: ^FLEE unit=S .* distance=19
# expect: ^PURSUE unit=H pursued=S .* distance=18
# M5: H2 5 pass, S2 5 pass: S2 eager
# expect: ^RESULT .*unit=S2 role=defender .* moral=eager state=eager
