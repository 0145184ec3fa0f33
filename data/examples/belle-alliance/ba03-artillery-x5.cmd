# title: Example 3: artillery morale comparison, gunners x 5
# rule: 3.4.3
# Source: shared/rules/belle-alliance/worked-examples.md, Example 3. The
# book checks only the effective figure counts and the percentages (the
# Table 7 moral factor they feed was not found). The program compares the
# counts inside its numbers factors but does not show the counts or the
# percentages, so these lines are marked as known differences.
ruleset belle-alliance
unit add B side=Allied arm=artillery guns=3 figures=6 formation=unlimbered
unit add C24 side=French arm=infantry figures=24 formation=attack-column
unit add I12 side=French arm=infantry figures=12 formation=line
unit add EB side=French arm=artillery guns=2 figures=4 formation=unlimbered
unit add I20 side=French arm=infantry figures=20 formation=line
# step: A battery of 6 gunners counts 6 x 5 = 30 figures against a column of 24: +25 %.
factors fire B at C24 range=15
# book: TEXT "30 figures against 24" says="30 against 24: +25 %" differs="the program does not show the effective figures (gunners x 5) or the percentage (3.4.3)"
# step: Against infantry of 12: 30 against 12, +150 %.
factors fire B at I12 range=15
# book: TEXT "30 figures against 12" says="30 against 12: +150 %" differs="the program does not show the effective figures or the percentage (3.4.3)"
# step: Against an enemy battery of 4 gunners: the target is never x 5, so 30 against 4, +650 %.
factors fire B at EB range=15
# book: TEXT "30 figures against 4" says="30 against 4: +650 %" differs="the program does not show the effective figures or the percentage (3.4.3)"
# step: Infantry of 20 firing at the battery: no x 5 (the rule is for firing artillery): 20 against 6, +233.3 %.
factors fire I20 at B range=15
# book: TEXT "20 figures against 6" says="20 against 6: +233.3 %" differs="the program does not show the effective figures or the percentage (3.4.3)"
