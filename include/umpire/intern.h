/* intern.h - one shared copy of each short text a unit holds.
 *
 * A unit's label, weapon, mother, brigade and sector are pointers to
 * interned text rather than arrays of their longest size: a unit takes 480
 * bytes, not 816 (docs/hacking.md). The same text is always the same
 * pointer, so units still compare and copy as bytes
 * (undo, the questions' index). Interned text lives as long as the
 * process and never changes. */
#ifndef UMPIRE_INTERN_H
#define UMPIRE_INTERN_H

/* The one copy of s ("" for NULL); safe from any thread. */
const char *um_intern(const char *s);

#endif
