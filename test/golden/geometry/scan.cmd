# scan SIDE: each enemy each unit may fire at now, with range and zone.
#   ===T1===  ===T2===          ===T3===   French, y 25
#   ===A1===  ===A2===   G                 Allied, y 0
ruleset belle-alliance
unit add A1 side=Allied arm=infantry figures=24 formation=line x=0 y=0 facing=0
unit add A2 side=Allied arm=infantry figures=24 formation=line x=40 y=0 facing=0
unit add G side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=80 y=-10 facing=0
unit add L side=Allied arm=infantry figures=24 formation=line valour=0
unit add T1 side=French arm=infantry figures=24 formation=line x=0 y=25 facing=180
unit add T2 side=French arm=infantry figures=24 formation=attack-column x=40 y=25 facing=180
unit add T3 side=French arm=infantry figures=24 formation=line x=130 y=25 facing=180
unit add M side=French arm=infantry figures=24 formation=line x=200 y=0 facing=0 state=MD
scan Allied
scan French
scan Prussian
