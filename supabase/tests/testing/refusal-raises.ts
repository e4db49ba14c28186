import {
  isRefusalCode,
  REFUSAL_STATUS,
  type RefusalCode,
  sqlStateOf,
} from '../../functions/_shared/refusals/codes.ts';

/** A database function's current definition, named `schema.name(arguments)`. */
export interface FunctionDefinition {
  name: string;
  definition: string;
}

/** A raise that breaks the refusal contract, with the function it is in. */
export interface RaiseProblem {
  function: string;
  raise: string;
  problem: string;
}

/** The text with comments and the insides of string literals blanked, so keywords are found only in code. */
function codeOnly(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    if (text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (text[i] === "'") {
      let end = i + 1;
      while (end < text.length && !(text[end] === "'" && text[end + 1] !== "'"))
        end += text[end] === "'" ? 2 : 1;
      out += `'${' '.repeat(Math.max(end - i - 1, 0))}'`;
      i = end + 1;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/** Every `raise …;` statement of a definition, whitespace collapsed. */
export function raisesOf(definition: string): string[] {
  const code = codeOnly(definition);
  const raises: string[] = [];
  for (const match of code.matchAll(/\braise\b/gi)) {
    const end = code.indexOf(';', match.index);
    raises.push(
      definition
        .slice(match.index, end === -1 ? undefined : end)
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return raises;
}

/**
 * The codes a `case` can answer: every result must be a literal (or a nested case of literals),
 * or the codes cannot be known from the text.
 */
function caseResults(text: string): { codes: string[]; opaque: boolean } {
  const code = codeOnly(text);
  const codes: string[] = [];
  let opaque = !/\bcase\b/i.test(code);
  for (const match of code.matchAll(/\b(then|else)\s+/gi)) {
    const at = match.index + match[0].length;
    const literal = /^'((?:[^']|'')*)'/.exec(text.slice(at));
    if (literal) codes.push(literal[1] ?? '');
    else if (!/^case\b/i.test(code.slice(at))) opaque = true;
  }
  return { codes, opaque };
}

const STATEMENT = /^raise (?:exception )?'((?:[^']|'')*)'(, .*?)?(?: using (.*))?$/i;

/** What is wrong with one raise, or null when it is `raise exception '<code>' using errcode = '<sqlStateOf(code)>'`. */
function problemOf(raise: string, definitions: FunctionDefinition[]): string | null {
  if (/^raise(?: (?:notice|warning|info|log|debug)\b.*)?$/i.test(raise)) return null;

  const pgrst =
    /^raise sqlstate 'PGRST' using message = json_build_object\( ?'code', '(\w+)'.*'status', (\d+)/i.exec(
      raise,
    );
  if (pgrst) {
    const [, code, status] = pgrst;
    if (!isRefusalCode(code)) return `'${code}' is not in the refusal catalog`;
    return REFUSAL_STATUS[code] === Number(status)
      ? null
      : `${code} answers ${REFUSAL_STATUS[code]}, not ${status}`;
  }

  const statement = STATEMENT.exec(raise);
  if (!statement) return "not `raise exception '<code>' using errcode = '<sqlstate>'`";
  const [, message = '', argument, options] = statement;
  const errcode = /\berrcode = '(\w+)'/i.exec(options ?? '')?.[1];
  if (!errcode) return 'no errcode';

  let codes: string[];
  if (message === '%' && argument) {
    // A code chosen at run time: from an inline case of literals, or a function that is one.
    const expression = argument.slice(2);
    const called = /^([a-z_]+\.[a-z_]+)\(/i.exec(expression)?.[1];
    const source = called ? definitions.find((d) => d.name.startsWith(`${called}(`))?.definition : expression;
    if (!source) return `${called} is not a function of the project`;
    const results = caseResults(source);
    if (results.opaque || results.codes.length === 0)
      return `${called ?? 'the expression'} is not a case whose results are all literal codes`;
    codes = results.codes;
  } else if (argument || message.includes('%')) {
    return 'the message is formatted: raise the code itself and put the values in detail';
  } else {
    codes = [message];
  }

  for (const code of codes) {
    if (!isRefusalCode(code)) return `'${code}' is not in the refusal catalog`;
    const expected = sqlStateOf(code as RefusalCode);
    if (errcode !== expected) return `${code} is raised with errcode ${errcode}, not ${expected}`;
  }
  return null;
}

/** Every raise of the definitions that is not a catalog code with its SQLSTATE. */
export function refusalProblems(definitions: FunctionDefinition[]): RaiseProblem[] {
  return definitions.flatMap((d) =>
    raisesOf(d.definition).flatMap((raise) => {
      const problem = problemOf(raise, definitions);
      return problem ? [{ function: d.name, raise, problem }] : [];
    }),
  );
}
