import { RestError } from './errors.ts';
import type { Routine } from './schema-cache.ts';

/**
 * The overload a call means, exactly as PostgREST's findProc: a function whose required
 * parameters are all given and whose other given arguments are optional parameters; when none
 * matches, a POST may call a function of one unnamed json/jsonb parameter with the whole body.
 * More than one candidate is PGRST203 (300), none is PGRST202 (404).
 */
export function chooseRoutine(
  schema: string,
  name: string,
  overloads: Routine[],
  args: Record<string, unknown>,
  isPost: boolean,
): Routine {
  const keys = new Set(Object.keys(args));
  const matching = overloads.filter((routine) => matchesArguments(routine, keys));
  const wholeBody = overloads.filter((routine) => isPost && takesWholeJsonBody(routine));
  const candidates = matching.length > 0 ? matching : wholeBody;
  const [chosen, ...others] = candidates;
  if (chosen && others.length === 0) return chosen;
  if (chosen) throw ambiguous(schema, name, candidates);
  const sorted = [...keys].sort();
  throw new RestError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${schema}.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    details: `Searched for the function ${schema}.${name}${
      sorted.length
        ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
        : ' without parameters'
    }${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  });
}

function matchesArguments(routine: Routine, keys: Set<string>): boolean {
  const required = routine.params.filter((param) => !param.hasDefault).map((param) => param.name);
  const optional = new Set(routine.params.filter((param) => param.hasDefault).map((param) => param.name));
  const givenRequired = [...keys].filter((key) => !optional.has(key));
  return (
    givenRequired.length === required.length &&
    required.every((param) => keys.has(param)) &&
    givenRequired.every((key) => required.includes(key))
  );
}

function takesWholeJsonBody(routine: Routine): boolean {
  const [only, ...more] = routine.params;
  return only !== undefined && more.length === 0 && only.name === '' && /^jsonb?$/.test(only.type);
}

function ambiguous(schema: string, name: string, candidates: Routine[]): RestError {
  const signature = (routine: Routine) =>
    `${schema}.${name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`;
  return new RestError(300, {
    code: 'PGRST203',
    message: `Could not choose the best candidate function between: ${candidates.map(signature).join(', ')}`,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}
