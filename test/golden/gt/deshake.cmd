# alt: grande-tactique
# The De-shaking Phase (Sequence of Play): every shaken unit of the
# moving side takes a Morale Check (1d6 + modifiers >= 4); a pass makes it eager.
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
# GT-1: trained cavalry, shaken, open ground: -1, needs 5+. Roll 4 -> 3 fail; roll 5 -> 4 pass.
unit add Cav side=French arm=cavalry figures=1 state=shaken
# GT-2: veteran infantry, shaken, in a BUA: -1 +1 +1 = +1, needs 3+. Roll 2 -> 3 fail; 3 -> 4 pass.
unit add Vet side=French arm=infantry figures=1 state=shaken quality=veteran ground=bua
# The same, the BUA from the map: a building polygon under the unit.
terrain add Town kind=building points=0,0;10,0;10,10;0,10
unit add Vet2 side=French arm=infantry figures=1 state=shaken quality=veteran x=5 y=5 facing=0
unit add Eager side=French arm=infantry figures=1
unit add Foe side=British arm=infantry figures=1 state=shaken
deshake French Cav=4 Vet=2 Vet2=2
units
deshake French Cav=5 Vet=3 Vet2=3
units
# Only shaken units of the side test; the other side is untouched.
deshake French
deshake French Eager=3
deshake Nobody
# A3: a redoubt (hill + linear feature) counts once: Vet3 shaken veteran +1 -1 +1 = +1.
unit add Vet3 side=British arm=infantry figures=1 state=shaken quality=veteran ground=redoubt
deshake British Foe=6 Vet3=2
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# GT-1 and GT-2: roll 4 -> 3 fail, roll 2 -> 3 fail; then 5 -> 4 and 3 -> 4 pass
# expect: ^MORALE unit=Cav why=de-shaking roll=4 mod=-1 total=3 .*result=fail
# expect: ^MORALE unit=Vet why=de-shaking roll=2 mod=1 total=3 .*result=fail
# expect: ^MORALE unit=Vet2 why=de-shaking roll=2 mod=1 total=3 .*result=fail
# expect: ^MORALE unit=Cav why=de-shaking roll=5 mod=-1 total=4 .*result=pass
# expect: ^MORALE unit=Vet why=de-shaking roll=3 mod=1 total=4 .*result=pass
# expect: ^MORALE unit=Vet2 why=de-shaking roll=3 mod=1 total=4 .*result=pass
# A3: the redoubt counts once, +1
# expect: ^MORALE unit=Vet3 why=de-shaking roll=2 mod=1 total=3
