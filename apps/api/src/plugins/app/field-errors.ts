import {
  ACCOUNT_FIELD_CODES,
  FIELD_ERROR_CODES,
  type FieldError,
  type FieldErrorCode,
  type Locale,
  messageFor,
} from '@magazine/contracts';
import type { FieldProblem } from '../../lib/app-error';

// A refused field as the API names it (`data.fields[]`): its path, its code, and the code's words
// in the request's language (docs/architecture.md, "Conventions").

type ValidationIssue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

const KNOWN_FIELD_CODES = new Set<string>(FIELD_ERROR_CODES);
/** codes a schema rule may give that say nothing a missing field's REQUIRED would not say better */
const GENERIC_CODES = new Set<FieldErrorCode>(['INVALID_TYPE', 'INVALID_VALUE']);
// Rule codes are whole sentences ("Email must contain @"); generic ones follow the field name.
const SENTENCE_CODES = new Set<string>([
  ...ACCOUNT_FIELD_CODES,
  'INVALID_AGE',
  'INVALID_BIRTHDAY',
  'INVALID_DATE_OF_ISSUE',
  'OLD_PASSWORD_INCORRECT',
]);

function fieldCode(issue: ValidationIssue, present: boolean): FieldErrorCode {
  // a schema rule of packages/contracts puts its code in the issue message (TERMS_REQUIRED…)
  const own =
    issue.message && KNOWN_FIELD_CODES.has(issue.message) ? (issue.message as FieldErrorCode) : null;
  if (own && !GENERIC_CODES.has(own)) return own;
  // a field left out is missing, whatever rule its value would have had to meet (an enum's, a
  // length's, a type's)
  if (!present && issue.keyword !== 'unrecognized_keys') return 'REQUIRED';
  if (own) return own;
  switch (issue.keyword) {
    case 'invalid_type':
      return 'INVALID_TYPE';
    case 'too_big':
      return issue.params.origin === 'array' ? 'TOO_MANY_ITEMS' : 'TOO_BIG';
    case 'too_small':
      return 'TOO_SMALL';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID_VALUE';
  }
}

function bound(issue: ValidationIssue, locale: Locale): string {
  const { maximum, minimum } = issue.params;
  if (issue.keyword === 'too_big' && maximum !== undefined)
    return locale === 'vi' ? ` (tối đa ${maximum})` : ` (at most ${maximum})`;
  if (issue.keyword === 'too_small' && minimum !== undefined)
    return locale === 'vi' ? ` (tối thiểu ${minimum})` : ` (at least ${minimum})`;
  return '';
}

/**
 * The value at `path` of what was sent (undefined where any step of it is missing). The empty path
 * is the whole body or query: a body of `null`, `[]` or `"x"` is present, of the wrong type.
 */
function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function toFieldErrors(issues: ValidationIssue[], input: unknown, locale: Locale): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const code = fieldCode(issue, valueAt(input, path) !== undefined);
    // an unknown field is named by itself, not by the object that holds it
    const keys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(keys) && keys.length > 0) {
      return keys.map((key) => describeField({ field: [...path, String(key)].join('.'), code }, locale));
    }
    const field = path.join('.') || 'request';
    return [describeField({ field, code }, locale, bound(issue, locale))];
  });
}

export function describeField({ field, code }: FieldProblem, locale: Locale, suffix = ''): FieldError {
  const text = messageFor(code, locale);
  return { field, code, message: SENTENCE_CODES.has(code) ? text : `${field} ${text}${suffix}` };
}
