/* screen_keys.h - keys to the headless interface as its main loop gives
 * them (tui_key), each followed by a draw. Included after src/tui/tui.h. */
#ifndef UMPIRE_SCREEN_KEYS_H
#define UMPIRE_SCREEN_KEYS_H

/* One key: a character, or a curses key code when fkey. */
static inline void
screen_key(struct tui *t, int ch, bool fkey)
{
	tui_key(t, (wint_t)ch, fkey);
	tui_draw(t);
}

/* Characters typed in a row, drawn once after the last. */
static inline void
screen_type(struct tui *t, const char *s)
{
	for (; *s; s++)
		tui_key(t, (wint_t)(unsigned char)*s, false);
	tui_draw(t);
}

#endif
