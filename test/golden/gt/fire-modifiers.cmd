# alt: grande-tactique
# Every Firing Modifier of seed 003, on the firer's die and (M3)
# on the target's die, and the umpire's overrides. Not placed; artillery
# gives range= or contact=. total = die + modifiers; higher wins.
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
unit add A side=French arm=infantry figures=1 firing=yes state=shaken
unit add Sq side=French arm=infantry figures=1 firing=yes formation=square
unit add G side=French arm=artillery figures=1 firing=yes
unit add B side=British arm=infantry figures=1
unit add C side=British arm=infantry figures=1 formation=square
# -1 if shaken: A 4 -1 = 3 > B 2 -> B shaken.
fire A at B roll=4 troll=2 mroll=1 tmroll=1
resolve
# -1 if in square: Sq 4 -1 = 3; B (now shaken) 4 -1 = 3 -> tie.
fire Sq at B roll=4 troll=4 mroll=1 tmroll=1
resolve
unit set B state=eager firing=no
# -1 long-range artillery (9": more than 7, less than 12): G 4 -1 = 3; B 3 -> tie.
# B (infantry, not in contact) cannot fire back: no Firing marker; it still rolls (M3 roll).
fire G at B range=9 roll=4 troll=3 tmroll=1
resolve
# +1 artillery firing at square, at 5": G 3 +1 = 4; C 4 -1 (its own square, M3) = 3 -> C shaken.
fire G at C range=5 roll=3 troll=4 tmroll=1
resolve
# +1 enfilade (umpire's answer): G 3 +1 = 4; B 4 -> tie.
fire G at B range=5 enfilade=yes roll=3 troll=4 tmroll=1
resolve
# All four at once: G shaken, 10", enfilade, at square C (shaken):
# G 4 -1 (shaken) -1 (long) +1 (square) +1 (enfilade) = 4; C 5 -1 (shaken) -1 (square) = 3 -> C tests:
# 5 -1 (shaken) +1 (square) = 5 >= 4 pass.
unit set G state=shaken
fire G at C range=10 enfilade=yes roll=4 troll=5 tmroll=5
resolve
unit set G state=eager
# Umpire overrides: shaken=0 replaces A's -1 by 0; at_square=2 replaces +1 by +2.
# A 3 +0 = 3 > B 2 -> B shaken.
fire A at B shaken=0 roll=3 troll=2 mroll=1 tmroll=1
resolve
# G 2 +2 (at_square=2) = 4 > C 4 -1 -1 = 2 -> C tests 6 -1 +1 = 6 pass.
fire G at C range=5 at_square=2 roll=2 troll=4 tmroll=6
resolve
# Target artillery's own modifiers (M3 m3_target_artillery_mods=yes): Sq (square, in contact
# with J, inside J's arc) 4 -1 (square) = 3; J 2 +1 (t_at_square) +1 (t_in_contact) = 4 -> J wins:
# grapeshot, Sq flees 7" (routed, leaves square, marker off).
unit add J side=British arm=artillery figures=1
fire Sq at J in_arc_of_artillery=yes roll=4 troll=2 mroll=1
resolve
units
# The same exchange with m3_target_artillery_mods=no: J 2 +0 = 2 < Sq2 3 -> J shaken.
game m3_target_artillery_mods=no
unit add Sq2 side=French arm=infantry figures=1 firing=yes formation=square
fire Sq2 at J in_arc_of_artillery=yes roll=4 troll=2 mroll=1
resolve
# m3_unable_target=no-roll: cavalry K cannot fire back, so it does not roll (total 0): G 1 > 0.
game m3_unable_target=no-roll
unit add K side=British arm=cavalry figures=1
fire G at K range=3 roll=1 troll=6
resolve
# factors: the walkthrough's factor step, with an ASK for enfilade.
factors fire G at C range=10
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# shaken: 3 > 2, B shaken
# expect: ^SHOT .*firer=A target=B .* mod=-1 total=3 .* ttotal=2 winner=firer
# expect: ^RESULT .*unit=B .* moral=shaken
# square: 3 = 3 tie
# expect: ^SHOT .*firer=Sq target=B .* mod=-1 total=3 .* tmod=-1 ttotal=3 winner=tie
# long range: 3 = 3 tie
# expect: ^SHOT .*firer=G target=B .* mod=-1 total=3 .* ttotal=3 winner=tie
# at square: 4 > 3, C shaken
# expect: ^SHOT .*firer=G target=C .* mod=1 total=4 .* tmod=-1 ttotal=3 winner=firer
# expect: ^RESULT .*unit=C .* moral=shaken
# enfilade: 4 = 4 tie
# expect: ^SHOT .*firer=G target=B .* mod=1 total=4 .* ttotal=4 winner=tie
# all four: 4 > 3, C tests 5 and passes
# expect: ^SHOT .*firer=G target=C .* mod=0 total=4 .* tmod=-2 ttotal=3 winner=firer
# expect: ^MORALE unit=C .* total=5 .*result=pass
# overrides: 3 > 2; 4 > 2, C tests 6 and passes
# expect: ^SHOT .*firer=A target=B .* mod=0 total=3 .* ttotal=2 winner=firer
# expect: ^SHOT .*firer=G target=C .* mod=2 total=4 .* tmod=-2 ttotal=2 winner=firer
# expect: ^MORALE unit=C .* total=6 .*result=pass
# target artillery's own modifiers: 3 < 4, grapeshot, Sq flees 7"
# expect: ^SHOT .*firer=Sq target=J .* total=3 .* tmod=2 ttotal=4 winner=target
# expect: ^FLEE unit=Sq .*why=grapeshot .* distance=7 state=routed
# without them: 2 < 3, J shaken
# expect: ^SHOT .*firer=Sq2 target=J .* total=3 .* tmod=0 ttotal=2 winner=firer
# expect: ^RESULT .*unit=J .* moral=shaken
# no-roll: 1 > 0
# expect: ^SHOT .*firer=G target=K .* total=1 troll=none .* ttotal=0 winner=firer
# factors: enfilade asked
# expect: ^ASK key=enfilade 
