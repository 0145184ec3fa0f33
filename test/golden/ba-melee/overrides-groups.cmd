# alt: belle-alliance
# Spec §2: a Table 8 key given yes/no or an integer (the umpire's value,
# source=umpire); d_KEY for the defender; groups count one factor.
# H heavy cavalry 12 charges infantry D 30 (square no):
# derived: charge group heavy +2 beats +1; cavalry attacks infantry +1;
# heavy +1; first +2 = +6; D: -2 (T8.6) +2 (first), 30 vs 12 = +150%:
# 100 per cent more +2 (200 per cent not reached) = +2.
# Overrides: attack_at_the_charge=3 (umpire) now beats heavy +2 in the
# group: +3 -> H = +7; engaging_commanding_officer=-4 -> H +3;
# d_first_fire_or_melee=no -> D 0; valour=5 (umpire) -> H +8
# (1 + 2 + 3 + 1 - 4 + 5).
# A bad value is refused.
unit add H side=French arm=cavalry figures=12 formation=line cavalry=heavy
unit add D side=Allied arm=infantry figures=30 formation=line
factors melee H vs D charge=yes
factors melee H vs D charge=yes attack_at_the_charge=3
factors melee H vs D charge=yes attack_at_the_charge=3 engaging_commanding_officer=-4 d_first_fire_or_melee=no valour=5
factors melee H vs D flanking_attack=maybe
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# derived: charge group heavy +2; overrides: attack_at_the_charge=3 beats it; officer -4; valour 5
# expect: ^FACTOR part=H>D key=heavy_cav_or_lancers_attack_at_charge .*attack=2
# expect: ^FACTOR part=H>D key=attack_at_the_charge .*source=umpire attack=3
# expect: ^FACTOR part=H>D key=attack_at_the_charge .*source=umpire attack=3
# expect: ^FACTOR part=H>D key=engaging_commanding_officer .*source=umpire attack=-4
# expect: ^FACTOR part=H>D key=valour .*source=umpire attack=5
# expect-error: ^error: line 18: flanking_attack=maybe is not allowed
