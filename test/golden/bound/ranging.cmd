# args: --demo
# Ranging in the bound at a glance (Belle Alliance 3.4.1;
# docs/rulings.md "Ranging in the bound"). The digest of 3.4.1: "Artillery
# may range without any loss or morale effect, and without rolling. The
# ranging must be announced, and the battery may fire at no other target
# that bound"; "Ranging must be done again if: the artillery does not
# fire at that target in the next bound; the artillery moves; or the
# target moves more than 20 cm in a bound."
# So an announced ranging not yet carried out is open (a DECISION that
# bound next waits for; the waiting declaration holds it even when
# forced). A ranging carried out obliges nothing: in the next bound it is
# said (blocks=no) while it still holds, and bound next does not wait.
# Ross (Allied battery, 110,71) ranges on L13 (48,28): zone 3 at 72.2 cm
# (scan Allied).
range Ross at L13
bound side=Allied
# expect: ^BOUND bound=1 .*declared=1 decisions=1
# expect: ^DECISION kind=ranging unit=Ross rule=3.4.1 ask="Ross announced ranging on L13: resolve or cancel it" answer="resolve \| cancel Ross"$
bound next
# expect-error: line 19: 1 decision is still open this bound \(first: ranging, Ross, 3\.4\.1.*; 1 declaration is waiting: resolve it, or cancel it \(cancel Ross\), then bound next; force=yes does not pass a waiting declaration$
bound next force=yes
# expect-error: line 21: 1 declaration is waiting
# Carried out: no roll, no loss, no moral effect; nothing open.
resolve
# expect: ^FIRE firer=Ross target=L13 .*range_only=yes .*loss=0 .*moral=- .*carried=yes
bound side=Allied
# expect: ^BOUND bound=1 .*declared=0 decisions=0
bound next
# expect: bound 2 begins
# Bound 2: Ross keeps the ranging only by firing at L13 this bound.
bound side=Allied
# expect: ^BOUND bound=2 .*decisions=1
# expect: ^DECISION kind=ranging unit=Ross rule=3.4.1 ask="Ross ranged on L13 in bound 1: fire at it this bound to keep the ranging" answer="fire Ross at L13" blocks=no$
# L13 moves 20 cm: not more than 20, the ranging holds.
unit move L13 forward=20
bound side=Allied
# expect: ^BOUND bound=2 .*decisions=1
undo
# L13 moves 21 cm: more than 20, the ranging is lost: nothing to say.
unit move L13 forward=21
bound side=Allied
# expect: ^BOUND bound=2 .*decisions=0
undo
# Ross moves: the ranging is lost.
unit move Ross forward=1
bound side=Allied
# expect: ^BOUND bound=2 .*decisions=0
undo
# bound next does not wait for it.
bound next
# expect: bound 3 begins
bound side=Allied
# expect: ^BOUND bound=3 .*decisions=0
# Announced again in bound 3: the refusal says what gets past it (resolve
# or cancel), not force=yes, which cannot; cancel Ross then lets the bound
# end.
range Ross at L13
bound next
bound next force=yes
cancel Ross
bound next
# expect-error: line 58: 1 decision is still open this bound \(first: ranging, Ross, 3\.4\.1: Ross announced ranging on L13: resolve or cancel it\); 1 declaration is waiting: resolve it, or cancel it \(cancel Ross\), then bound next; force=yes does not pass a waiting declaration$
# expect-error: line 59: 1 declaration is waiting; resolve or cancel them first$
# expect: cancelled 1 declaration of Ross
# expect: bound 4 begins
