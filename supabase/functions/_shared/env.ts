/** A function's environment as `Deno.env.toObject()` gives it; handlers take it as a dep so tests pass their own. */
export type Env = Readonly<Record<string, string | undefined>>;
