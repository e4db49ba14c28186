/**
 * The JSON object inside a model's answer. Local models often wrap it in a code fence or in
 * prose ("Here is the email: {…} Let me know…"), which JSON.parse alone refuses.
 */

/** The first balanced {…} from `start`, skipping braces inside strings; null when it never closes. */
function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The parsed object, or undefined when the answer holds no JSON object at all. */
export function extractJson(answer: string): unknown {
  const whole = tryParse(answer.trim());
  if (whole !== undefined) return whole;
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(answer)?.[1];
  if (fenced) {
    const parsed = tryParse(fenced.trim());
    if (parsed !== undefined) return parsed;
  }
  // Prose around it: every "{" is a candidate start, the first that parses wins.
  for (let start = answer.indexOf('{'); start !== -1; start = answer.indexOf('{', start + 1)) {
    const candidate = balancedObject(answer, start);
    const parsed = candidate && tryParse(candidate);
    if (parsed && typeof parsed === 'object') return parsed;
  }
  return undefined;
}
