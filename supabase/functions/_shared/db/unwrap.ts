/** A supabase-js answer's data, or its error thrown with what was being done (for the function's logs). */

export interface Result<T> {
  data: T;
  error: { code?: string; message: string } | null;
  status: number;
}

export function unwrap<T>({ data, error, status }: Result<T>, what: string): T {
  if (error) throw new Error(`${what}: ${error.code ?? status} ${error.message}`);
  return data;
}
