# alt: belle-alliance
# 4.1.7 support units. A (line 20) attacks D.
# Art (artillery) is refused; S (infantry) may not support cavalry C;
# Few (9 < half of 20) refused; Sk (skirmish) is not closed order; E is
# engaged in melee; M is MD; support_reach=no (not within 10 cm / 45
# degrees) refused. S is accepted (+2, T8.37, reach by default: ASK);
# then S for B is refused (one unit per melee phase).
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add C side=French arm=cavalry figures=20 formation=line
unit add Art side=French arm=artillery figures=6 guns=3 formation=unlimbered
unit add S side=French arm=infantry figures=10 formation=line
unit add Few side=French arm=infantry figures=9 formation=line
unit add Sk side=French arm=infantry figures=12 formation=skirmish
unit add E side=French arm=infantry figures=20 formation=line
unit add M side=French arm=infantry figures=20 formation=line state=MD
unit add D side=Allied arm=infantry figures=20 formation=line
unit add D2 side=Allied arm=infantry figures=20 formation=line
melee E vs D2 dice=3,3,3 ddice=3,3,3
check melee A vs D support=Art
melee A vs D support=Art dice=3,3,3 ddice=3,3,3
check melee C vs D support=S
check melee A vs D support=Few
check melee A vs D support=Sk
check melee A vs D support=E
check melee A vs D support=M
check melee A vs D support=S support_reach=no
factors melee A vs D support=S
melee A vs D support=S dice=3,3,3 ddice=3,3,3
check melee B vs D support=S
