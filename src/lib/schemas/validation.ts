import type { z } from 'zod';

/** "path: message" lines for every failing field, as the admin forms show them. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
}

/** The first failing field's message, or the spec's fallback. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input. Please check your information.';
}
