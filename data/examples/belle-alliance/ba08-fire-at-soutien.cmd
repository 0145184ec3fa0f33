# title: Example 8: fire at a soutien, counting and dividing the loss
# rule: 3.3.2
# Source: shared/rules/belle-alliance/worked-examples.md, Example 8. The
# book takes a total loss of L = 7 as input (Table 12 was not found): here
# a firer of 70 figures (7 units of fire) rolling 12 gives 1 per unit of
# fire from the provisional Table 12, so 7; only the counting and the
# division are the book's.
ruleset belle-alliance
# step: The soutien D has 24 figures; its skirmish line SL has 6, 4 of them within 15 cm of D. The SL is not fired at separately; the line of fire passes through it.
unit add A side=Allied arm=infantry figures=70 formation=line
unit add D side=French arm=infantry figures=24 formation=line
unit add SL side=French arm=infantry figures=6 formation=skirmish mother=D
fire A at D range=15 sl_figures=4 through_sl=yes dice=4,4,4
resolve
# teach: The target counts 24 + 4 = 28 figures. A loss L is divided in proportion to the counted figures: SL 7 x 4/28 = 1, soutien 7 x 24/28 = 6.
# book: RESULT kind=fire target=D loss=7 sl_loss=1 figures=18 says="L = 7: SL share 1, soutien share 6 (24 -> 18)"
# book: RESULT kind=fire target=SL loss=1 figures=5 with=D says="the SL loses its share of 1"
# teach: The moral result applies to the soutien and to the whole SL.
units
# book: UNIT name=SL figures=5 says="the whole SL (6 figures) shares the moral result; 5 figures left"
# teach: Contrast (3.3.1): artillery fire at a unit behind a skirmish line is never screened; small-arms fire is screened unless the SL is in base contact with that unit, and then the firer must target the SL.
