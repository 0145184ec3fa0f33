ruleset activation
# 55.3: "A charging or countercharging unit is not permitted to fire."
# A charge declared with `charge A vs D`, a countercharge with the unit
# key charging=yes.
unit add A side=French arm=infantry figures=24 formation=column x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180 activated=yes
charge A vs T
check fire A at T
fire A at T
unit set T charging=yes
fire T at A
# Not charging: allowed (T's right to fire comes from its activation).
unit set T charging=no
fire T at A roll=2
resolve
