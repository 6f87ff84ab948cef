import type { z } from 'zod';

/** Renders every zod issue as `path: message`, one per line, so a user sees all problems at once. */
export function formatIssues(error: z.ZodError, root = ''): string {
  return error.issues
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      return `${path || '(root)'}: ${issue.message}`;
    })
    .join('\n');
}
