import { HttpError } from '@/lib/errors/app-errors.ts';

/** A refused write, with PostgREST's code and message, so forms can map it to a field. */
export class WorkspaceWriteError extends HttpError {
  readonly code: string | undefined;
  constructor(status: number, error: { code?: string; message: string }) {
    super(status, error.message);
    this.name = 'WorkspaceWriteError';
    this.code = error.code;
  }
}
