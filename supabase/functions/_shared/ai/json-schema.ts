/** JSON Schema for the model's structured output, made from the same zod schema that validates it. */

import { z } from 'zod';

export type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict: true } }
  | { type: 'json_object' };

/**
 * Keywords strict mode (OpenAI's structured outputs) refuses. The zod schema still checks them
 * on the answer, and a broken length is sent back once for repair.
 */
const UNSUPPORTED = new Set(['minLength', 'maxLength', 'default', '$schema']);

/** Strict mode: every object closed and every property required (zod's "output" already says so). */
function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>)
    .filter(([key]) => !UNSUPPORTED.has(key))
    .map(([key, value]) => [key, strict(value)] as const);
  const result: Record<string, unknown> = Object.fromEntries(entries);
  if (result.type === 'object' && result.properties && typeof result.properties === 'object') {
    result.required = Object.keys(result.properties);
    result.additionalProperties = false;
  }
  return result;
}

export function jsonSchemaFormat(name: string, schema: z.ZodType): ResponseFormat {
  // "output" makes defaulted fields required, which is what the model must write.
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return {
    type: 'json_schema',
    json_schema: { name, schema: strict(json) as Record<string, unknown>, strict: true },
  };
}

/** zod's issues in a form a model can act on: "sections.0.body: Too small …". */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
