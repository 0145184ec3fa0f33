# A bad unit fails with one line naming key, value and allowed
# values; nothing changes (units lists only the good unit); exit status 1.
unit add Gds1 side=Allied arm=infantry figures=36
unit add X side=A arm=dragoons figures=-3
unit add Y side=A arm=infantry figures=-3
unit add Z side=A arm=infantry figures=10 valour=9
unit add Z side=A arm=infantry figures=10 colour=red
unit add Z side=A arm=infantry
unit set Gds1 x=10
unit set Nobody figures=3
units
