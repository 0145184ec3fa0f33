# Fleeing (digest §8): infantry flees a fixed 7"; cavalry fleeing from
# cavalry 11" + 2d6". `flee A fdice=...` is refused with the reason when the
# flight has no dice (it used to call fdice an unknown key while listing it).
ruleset grande-tactique
unit add Inf side=British arm=infantry figures=1
unit add Cav side=British arm=cavalry figures=1
flee Inf fdice=3,5
flee Cav from=infantry fdice=3,5
flee Inf groll=1
# 11 + 3 + 5 = 19".
flee Cav from=cavalry fdice=3,5
units
