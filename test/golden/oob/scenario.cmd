# args: --scenario la-haye-sainte
# umpire --scenario NAME (docs/scenarios.md): the terrain script
# data/scenarios/la-haye-sainte.cmd, then the roster
# data/scenarios/la-haye-sainte.csv imported: 10 units, Ompteda's brigade
# (KGL2L, KGL5) and the 13e Leger (L13 with its voltigeurs V13) as groups;
# every unit add in the history as if typed.
status
units
group list
terrain
history
# expect: ^UNIT name=KGL2L side=Allied arm=infantry figures=20 formation=line state=ok x=54 y=46 facing=180 .*brigade=Ompteda valour=3
# expect: ^UNIT name=Btty side=French arm=artillery figures=16 formation=unlimbered
# expect: ^GROUP name=Ompteda units=KGL2L,KGL5$
# expect: ^GROUP name=13eLeger units=L13,V13$
# expect: ^TERRAIN name=Sandpit
# expect: ^HIST n=1 .*command="ruleset belle-alliance"
# expect: ^HIST n=17 .*command="unit add Btty side=French arm=artillery figures=16
