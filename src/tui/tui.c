/* tui.c - the full-screen interface. Until it lands, tui_run reports
 * that no TUI is available and main falls back to line mode. */
#include "../cli/frontend.h"

int
tui_run(struct session *s, const struct options *o)
{
	(void)s;
	(void)o;
	return 127;
}
