# title: Example 1: counting units of fire
# rule: 3.1.1, 5.5.2
# Source: shared/rules/belle-alliance/worked-examples.md, Example 1. Each
# firer fires at one big target T so every count shows in its FIRE record.
ruleset belle-alliance
# step: The firers: infantry of 23, 22, 31 and 33 figures, a cavalry regiment of 8, an infantry remnant of 2, batteries of 5, 12 and 7 gunners.
unit add T side=French arm=infantry figures=300 formation=line
unit add I23 side=Allied arm=infantry figures=23 formation=line
unit add I22 side=Allied arm=infantry figures=22 formation=line
unit add I31 side=Allied arm=infantry figures=31 formation=line
unit add I33 side=Allied arm=infantry figures=33 formation=line
unit add C8 side=Allied arm=cavalry figures=8 formation=line
unit add I2 side=Allied arm=infantry figures=2 formation=line
unit add B5 side=Allied arm=artillery guns=3 figures=5 formation=unlimbered
unit add B12 side=Allied arm=artillery guns=4 figures=12 formation=unlimbered
unit add B7 side=Allied arm=artillery guns=4 figures=7 formation=unlimbered
# teach: Infantry and cavalry: one unit of fire per 10 figures, and one short unit of the 3 or more left over (3.1.1).
# teach: Artillery: one unit of fire per 2 gunners, and one short unit of 1 gunner left over.
# step: A remnant of 2 figures forms no unit of fire (and a non-artillery unit under 3 figures is removed at once when it falls so low, 5.5.2: see Example 9).
fire I2 at T range=15 dice=4,4,4
# book: ERROR "2 figures make no unit of fire" says="infantry remnant of 2: 0 units of fire"
# step: Every other firer declares at T with the same dice; resolve shows the units of fire of each.
fire I23 at T range=15 dice=4,4,4
fire I22 at T range=15 dice=4,4,4
fire I31 at T range=15 dice=4,4,4
fire I33 at T range=15 dice=4,4,4
fire C8 at T range=15 dice=4,4,4
fire B5 at T range=15 dice=4,4,4
fire B12 at T range=15 dice=4,4,4
fire B7 at T range=15 dice=4,4,4
resolve
# book: FIRE firer=I23 figures=23 uof=3 says="23 figures = 10 + 10 + short unit of 3: 3"
# book: FIRE firer=I22 figures=22 uof=2 says="22 figures = 10 + 10, 2 left over cannot form a unit: 2"
# book: FIRE firer=I31 figures=31 uof=3 says="31 figures = 10 + 10 + 10, 1 left over: 3"
# book: FIRE firer=I33 figures=33 uof=4 says="33 figures = 10 + 10 + 10 + short unit of 3: 4"
# book: FIRE firer=C8 figures=8 uof=1 says="cavalry of 8 = one short unit of 8: 1"
# book: FIRE firer=B5 figures=5 uof=3 says="battery of 5 gunners (2+2+1) = 2 + 2 + short unit of 1: 3"
# book: FIRE firer=B12 figures=12 uof=6 says="battery of 4 guns x 3 gunners = 12 = 6 x 2: 6"
# book: FIRE firer=B7 figures=7 uof=4 says="battery of 7 gunners = 2 + 2 + 2 + short unit of 1: 4"
