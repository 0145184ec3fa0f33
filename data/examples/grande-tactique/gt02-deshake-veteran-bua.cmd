# title: GT-2: de-shaking, veteran infantry in a built-up area (the page's own example)
# rule: Sequence of Play, Morale Check
# Source: shared/rules/grande-tactique.md, section 11, GT-2.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Veteran infantry, shaken, in a BUA: -1 shaken, +1 veteran, +1 BUA = +1; it needs 3+.
unit add Vet side=French arm=infantry figures=1 state=shaken quality=veteran ground=bua
deshake French Vet=2
# book: FACTOR part=Vet key=shaken value=-1 says="shaken -1"
# book: FACTOR part=Vet key=veteran value=1 says="veteran +1"
# book: FACTOR part=Vet key=bua value=1 says="BUA +1"
# book: MORALE unit=Vet mod=1 need=3 roll=2 total=3 result=fail says="needs 3+; roll 2 -> 3: fail"
deshake French Vet=3
# book: MORALE unit=Vet roll=3 total=4 result=pass says="roll 3 -> 4: pass"
