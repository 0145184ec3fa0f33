# alt: belle-alliance
# 3.3.2 firing at a soutien: its skirmish line's figures within 15 count
# with it (sl_figures=4), the moral result also applies to the whole SL,
# and when the line of fire passes through the SL (through_sl=yes) the
# loss is divided in proportion to the figures.
# A 40 (4 UoF) zone 2 at EBn 16 + 4 = 20 counted: 40/20 = 2 ->
# numbers_double +2 moral. dice 5,5,5 = 15: loss 15 -> 1.25 x 4 = 5;
# moral 15 + 2 = 17 -> MD. Division: SL 5 x 4/20 = 1, EBn 4.
# Without sl_figures the fire needs the answer (no map).
unit add A side=Allied arm=infantry figures=40 formation=line
unit add EBn side=French arm=infantry figures=16 formation=line
unit add ESL side=French arm=infantry figures=6 formation=skirmish mother=EBn
fire A at EBn range=15 dice=5,5,5
fire A at EBn range=15 sl_figures=4 through_sl=yes dice=5,5,5
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# needs sl_figures; then loss 15 -> 5, moral 17 -> MD; SL 1, EBn 4 (16 -> 12); SL shares MD
# expect-error: ^error: line 13: fire A at EBn needs sl_figures
# expect: ^FIRE firer=A target=EBn figures=40 uof=4 roll=15 .*loss_mod=0 loss_index=15 loss=5 moral_mod=2 moral_index=17 moral=MD
# expect: ^RESULT kind=fire target=EBn loss=5 moral=MD state=MD figures=12 .*sl_loss=1
# expect: ^RESULT kind=fire target=ESL loss=1 moral=MD state=MD figures=5 with=EBn
