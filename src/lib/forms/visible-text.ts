/**
 * Characters a name may not hold: controls (Unicode Cc), format characters (Cf: right-to-left and
 * other bidirectional overrides and isolates, zero-width spaces and joiners, the byte order mark,
 * soft hyphens) and line and paragraph separators (Zl, Zp). They show nothing or reorder what is
 * shown, so "Invoice \u202Egpj.exe" reads as "Invoice exe.jpg". The database's
 * private.is_valid_name refuses the same characters (supabase/tests/names.test.ts compares them).
 */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether a name is free of the characters above. */
export const isVisibleText = (text: string) => !INVISIBLE_CHARACTERS.test(text);
