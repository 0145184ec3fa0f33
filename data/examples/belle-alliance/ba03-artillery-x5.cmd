# title: Example 3: artillery morale comparison, gunners x 5
# rule: 3.4.3
# Source: shared/rules/belle-alliance/worked-examples.md, Example 3. The
# book checks only the effective figure counts and the percentages (the
# Table 7 moral factor they feed was not found). The program shows them
# in the `numbers (3.4.3)` line of `factors fire` and in the FACTOR record
# of a numbers factor that counts (firer_figures, target_figures, more).
ruleset belle-alliance
unit add B side=Allied arm=artillery guns=3 figures=6 formation=unlimbered
unit add C24 side=French arm=infantry figures=24 formation=attack-column
unit add I12 side=French arm=infantry figures=12 formation=line
unit add EB side=French arm=artillery guns=2 figures=4 formation=unlimbered
unit add I20 side=French arm=infantry figures=20 formation=line
# step: A battery of 6 gunners counts 6 x 5 = 30 figures against a column of 24: +25 %.
factors fire B at C24 range=15
# book: TEXT "30 figures (6 gunners x 5) against 24: +25%" says="30 against 24: +25 %"
# step: Against infantry of 12: 30 against 12, +150 %.
factors fire B at I12 range=15
# book: FACTOR part=B>I12 firer_figures=30 target_figures=12 more=+150% says="30 against 12: +150 %"
# step: Against an enemy battery of 4 gunners: the target is never x 5, so 30 against 4, +650 %.
factors fire B at EB range=15
# book: FACTOR part=B>EB firer_figures=30 target_figures=4 more=+650% says="30 against 4: +650 % (the target never x 5)"
# step: Infantry of 20 firing at the battery: no x 5 (the rule is for firing artillery): 20 against 6, +233.3 %.
factors fire I20 at B range=15
# book: FACTOR part=I20>B firer_figures=20 target_figures=6 more=+233.3% says="20 against 6: +233.3 %"
