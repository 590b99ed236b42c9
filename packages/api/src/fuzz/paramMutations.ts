import type { BodyMutationKind } from './bodyMutations';
import {
  EXTRA_KEYS,
  encodeLoosely,
  FRACTIONS,
  HOSTILE_PARAM_TEXTS,
  HUGE_NUMBERS,
  IMPOSSIBLE_DATES,
  LONE_SURROGATES,
  NEGATIVE_NUMBERS,
  NUL_STRINGS,
} from './hostileValues';
import type { JsonSchema } from './jsonSchema';
import type { OperationParameter } from './openApiOperations';
import type { Random } from './random';
import { RawJson } from './rawJson';
import { type ValueContext, validValue } from './validValues';

/** A parameter as it goes into the URL: its name, and its value already encoded. */
export interface ParamEntry {
  name: string;
  text: string;
  schema: JsonSchema | undefined;
}

/**
 * What a mutation does to a path or query parameter: what it does to a body value (nesting
 * aside: a URL holds text), or `hostile-text` — a text from HOSTILE_PARAM_TEXTS.
 */
export type ParamMutationKind = Exclude<BodyMutationKind, 'deep-nesting'> | 'hostile-text';

/** A valid value of `parameter`, URL-encoded. */
export function validParam(parameter: OperationParameter, context: ValueContext): ParamEntry {
  return {
    name: parameter.name,
    text: encodeLoosely(String(validValue(parameter.schema, context, parameter.name))),
    schema: parameter.schema,
  };
}

function hostileText(value: unknown): string {
  return encodeLoosely(value instanceof RawJson ? value.text : String(value));
}

function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text;
}

/**
 * One mutation of the query's or the path's parameters (in place); says what it did. In a URL
 * every value is text, so a "huge number" is the text of one, and a key given twice is how a
 * query value becomes an array.
 */
export function mutateParams(
  params: ParamEntry[],
  kind: ParamMutationKind,
  location: 'query' | 'path',
  random: Random,
): string {
  if (kind === 'extra-field' && location === 'query') {
    const name = encodeLoosely(random.pick(EXTRA_KEYS));
    params.push({ name, text: random.pick(['1', '', 'x']), schema: undefined });
    return `query ${shown(name)} added`;
  }
  if (params.length === 0) return 'nothing to change';
  const target = random.pick(params);
  const isNumber = target.schema?.type === 'number' || target.schema?.type === 'integer';
  const set = (text: string) => {
    target.text = text;
    return `${location} ${target.name} = ${shown(text)}`;
  };
  const withValid = (hostile: string) =>
    set(`${random.chance(0.5) ? target.text : ''}${encodeLoosely(hostile)}`);
  switch (kind) {
    case 'wrong-type':
      if (location === 'query' && random.chance(0.3)) {
        // A key given twice arrives as an array (endpointRoute's readQuery).
        params.push({ ...target });
        return `query ${target.name} given twice`;
      }
      return set(random.pick(isNumber ? ['abc', 'true', '', '%5B%5D', 'null'] : ['', '1', 'true']));
    case 'missing-field':
      if (location === 'path') return set('');
      params.splice(params.indexOf(target), 1);
      return `query ${target.name} left out`;
    case 'huge-number':
      return set(hostileText(random.pick(HUGE_NUMBERS)));
    case 'negative-number':
      return set(hostileText(random.pick(NEGATIVE_NUMBERS)));
    case 'fraction':
      return set(hostileText(random.pick(FRACTIONS)));
    case 'nul-string':
      return withValid(random.pick(NUL_STRINGS));
    case 'lone-surrogate':
      return withValid(random.pick(LONE_SURROGATES));
    case 'impossible-date':
      return set(random.pick(IMPOSSIBLE_DATES));
    case 'long-string':
      // Under 8 KB of URL: the limit of common proxies, and far under Node's header limit.
      return set(random.chance(0.5) ? 'x'.repeat(4_000) : '%F0%9F%9A%B2'.repeat(500));
    default:
      // hostile-text, and extra-field on the path (a path has no room for another parameter).
      return set(random.pick(HOSTILE_PARAM_TEXTS));
  }
}
