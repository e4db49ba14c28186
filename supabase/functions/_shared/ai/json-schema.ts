/** JSON Schema for the model's structured output, made from the same zod schema that validates it. */

import { z } from 'zod';

export type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict: false } }
  | { type: 'json_object' };

export function jsonSchemaFormat(name: string, schema: z.ZodType): ResponseFormat {
  // "output" makes defaulted fields required, which is what the model must write.
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return { type: 'json_schema', json_schema: { name, schema: json, strict: false } };
}

/** zod's issues in a form a model can act on: "sections.0.body: Too small …". */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
