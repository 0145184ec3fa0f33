/* decisions.h - Belle Alliance decisions still open in a bound
 * (the `bound` panel, `bound next` refusal). */
#ifndef UMPIRE_BA_DECISIONS_H
#define UMPIRE_BA_DECISIONS_H

#include "umpire/ruleset.h"

size_t ba_open_decisions(struct cmd_ctx *, struct open_decision *, size_t cap);

#endif
