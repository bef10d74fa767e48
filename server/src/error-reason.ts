/** What went wrong, in a line for a log or a status: the error's message, or the value thrown. */
export const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
