# The roster script runs with exit status 0 and lists both units.
ruleset belle-alliance
unit add Gds1 side=Allied arm=infantry figures=36 formation=line x=100 y=40 facing=0 valour=3
unit add Bn45 side=French arm=infantry figures=40 formation=attack-column x=100 y=90 facing=180
unit set Bn45 figures=38
units
