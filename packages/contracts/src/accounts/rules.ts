// The account rules of SPEC §5, one implementation for the forms and the API. Each rule
// answers the code of the first problem it finds (texts in ./messages.ts), or null.
import { ADULT_AGE_YEARS, MIN_AGE_YEARS, PASSWORD_MIN_LENGTH } from '../constants';

export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const IDENTITY_PLACE_MAX_LENGTH = 200;
export const MAX_AGE_YEARS = 120;
export const IDENTITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IDENTITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ACCOUNT_FIELD_CODES = [
  'EMAIL_REQUIRED',
  'EMAIL_EMPTY',
  'EMAIL_NOT_STRING',
  'EMAIL_MISSING_AT',
  'EMAIL_FORMAT_INCORRECT',
  'EMAIL_INVALID',
  'PASSWORD_REQUIRED',
  'PASSWORD_INVALID',
  'PASSWORD_MIN_LENGTH',
  'PASSWORD_MAX_LENGTH',
  'PASSWORD_NEEDS_LETTER',
  'PASSWORD_NEEDS_NUMBER',
  'PASSWORD_SAME_AS_OLD',
  'PASSWORD_CONFIRM_MISMATCH',
  'FULLNAME_REQUIRED',
  'BIRTHDAY_REQUIRED',
  'IDENTITY_NUMBER_REQUIRED',
  'IDENTITY_DATE_REQUIRED',
  'IDENTITY_PLACE_REQUIRED',
  'INVALID_IDENTITY_NUMBER',
  'IDENTITY_IMAGE_INVALID',
  'IDENTITY_IMAGE_TOO_LARGE',
  'TERMS_REQUIRED',
  'CAPTCHA_REQUIRED',
  'TOPICS_MIN',
] as const;
export type AccountFieldCode = (typeof ACCOUNT_FIELD_CODES)[number];

// The standard pattern (WHATWG's valid e-mail address, as browsers check type="email").
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type EmailRuleOptions = {
  /** SPEC §5: "an option skips checks for non-string input" (forms whose value may be unset) */
  skipNonString?: boolean;
};

/**
 * Missing → "Please enter your email"; blank → "Email must not be empty"; no @ → "Email must
 * contain @"; nothing on one side of the @ or spaces → "Email format is incorrect"; anything
 * else the standard pattern refuses → "Invalid email".
 */
export function checkEmail(value: unknown, options: EmailRuleOptions = {}): AccountFieldCode | null {
  if (value === undefined || value === null) return 'EMAIL_REQUIRED';
  if (typeof value !== 'string') return options.skipNonString ? null : 'EMAIL_NOT_STRING';
  const email = value.trim();
  if (email === '') return 'EMAIL_EMPTY';
  if (!email.includes('@')) return 'EMAIL_MISSING_AT';
  const at = email.lastIndexOf('@');
  if (at === 0 || at === email.length - 1 || /\s/.test(email) || email.indexOf('@') !== at)
    return 'EMAIL_FORMAT_INCORRECT';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'EMAIL_INVALID';
  return null;
}

/** The form of an email the accounts are keyed by: "A@X.com " and "a@x.com" are one member. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkPassword(value: unknown): AccountFieldCode | null {
  if (value === undefined || value === null || value === '') return 'PASSWORD_REQUIRED';
  if (typeof value !== 'string') return 'PASSWORD_INVALID';
  // the minimum in characters as a reader counts them ("😀" is one, not its two UTF-16 units);
  // the maximum, a bound on what is stored, in UTF-16 units as every password field's schema
  // counts it (a password that registers must also pass the login's `.max`)
  if ([...value].length < PASSWORD_MIN_LENGTH) return 'PASSWORD_MIN_LENGTH';
  if (value.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_MAX_LENGTH';
  if (!/\p{L}/u.test(value)) return 'PASSWORD_NEEDS_LETTER';
  if (!/\p{Nd}/u.test(value)) return 'PASSWORD_NEEDS_NUMBER';
  return null;
}

export type PasswordChange = { oldPassword: string; newPassword: string; confirmPassword: string };
export type FieldProblem<C extends string = AccountFieldCode> = { field: string; code: C };

/** The new password's own rules, then: differs from the old one, confirmation matches. */
export function checkPasswordChange(input: PasswordChange): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.oldPassword) problems.push({ field: 'oldPassword', code: 'PASSWORD_REQUIRED' });
  const own = checkPassword(input.newPassword);
  if (own) problems.push({ field: 'newPassword', code: own });
  else if (input.oldPassword && input.newPassword === input.oldPassword)
    problems.push({ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' });
  if (input.confirmPassword !== input.newPassword)
    problems.push({ field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' });
  return problems;
}

// ---- identity information -------------------------------------------------------------------

export type IdentityInput = {
  fullname?: string;
  dob?: string;
  identityNumber?: string;
  identityDate?: string;
  identityPlace?: string;
};

export type IdentityCode = AccountFieldCode | 'INVALID_BIRTHDAY' | 'INVALID_DATE_OF_ISSUE' | 'INVALID_AGE';

/**
 * 9-digit CMND (old identity card), 12-digit CCCD (citizen identity card) or a Vietnamese
 * passport's number, a letter and 7 digits (SPEC §5: "an official ID or passport"), in any case.
 */
export function isIdentityNumber(value: string): boolean {
  return /^(\d{9}|\d{12}|[A-Za-z]\d{7})$/.test(value);
}

/** A real calendar day written YYYY-MM-DD, as a [year, month, day] triple. */
export function parseIsoDay(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return [y, m, d];
}

/** Whole years from `birth` to `today` (both YYYY-MM-DD). */
export function ageOn(birth: [number, number, number], today: [number, number, number]): number {
  const [by, bm, bd] = birth;
  const [ty, tm, td] = today;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date (YYYY-MM-DD) in a time zone; the magazine's is Asia/Ho_Chi_Minh. */
export function isoDayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function todayOf(today: string): [number, number, number] {
  const now = parseIsoDay(today);
  if (!now) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  return now;
}

/**
 * A date of birth (YYYY-MM-DD) on `today`: a real past day at most 120 years ago, else
 * INVALID_BIRTHDAY; younger than 14, INVALID_AGE (SPEC §5); otherwise null.
 */
export function checkBirthday(dob: string, today: string): 'INVALID_BIRTHDAY' | 'INVALID_AGE' | null {
  const now = todayOf(today);
  const birth = parseIsoDay(dob);
  if (!birth || ageOn(birth, now) < 0 || ageOn(birth, now) > MAX_AGE_YEARS) return 'INVALID_BIRTHDAY';
  return ageOn(birth, now) < MIN_AGE_YEARS ? 'INVALID_AGE' : null;
}

/**
 * Whether a member with this date of birth (YYYY-MM-DD) is 18 or over on `today`; null when no
 * date is known, or it is not a real day.
 */
export function isAdultOn(dob: string | null, today: string): boolean | null {
  const birth = dob ? parseIsoDay(dob) : null;
  return birth ? ageOn(birth, todayOf(today)) >= ADULT_AGE_YEARS : null;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** Identity information is optional, but once any of it is given, all five fields are needed. */
export function hasIdentity(input: IdentityInput | undefined): boolean {
  if (!input) return false;
  return [input.fullname, input.dob, input.identityNumber, input.identityDate, input.identityPlace].some(
    (v) => !blank(v),
  );
}

/**
 * Every problem of the identity information, field by field (`today` is YYYY-MM-DD): required
 * fields first, then the number, the birthday (a real past day, at most 120 years ago), the age
 * (at least 14) and the issue date (a real day, not in the future, not before birth).
 */
export function checkIdentity(input: IdentityInput, today: string): FieldProblem<IdentityCode>[] {
  const problems: FieldProblem<IdentityCode>[] = [];
  const need = (field: keyof IdentityInput, code: AccountFieldCode) => {
    if (blank(input[field])) problems.push({ field, code });
  };
  need('fullname', 'FULLNAME_REQUIRED');
  need('dob', 'BIRTHDAY_REQUIRED');
  need('identityNumber', 'IDENTITY_NUMBER_REQUIRED');
  need('identityDate', 'IDENTITY_DATE_REQUIRED');
  need('identityPlace', 'IDENTITY_PLACE_REQUIRED');

  if (!blank(input.identityNumber) && !isIdentityNumber(input.identityNumber?.trim() ?? ''))
    problems.push({ field: 'identityNumber', code: 'INVALID_IDENTITY_NUMBER' });

  const now = todayOf(today);
  const birth = blank(input.dob) ? null : parseIsoDay(input.dob?.trim() ?? '');
  if (!blank(input.dob)) {
    const code = checkBirthday(input.dob?.trim() ?? '', today);
    if (code) problems.push({ field: 'dob', code });
  }
  if (!blank(input.identityDate)) {
    const issued = parseIsoDay(input.identityDate?.trim() ?? '');
    const before = (a: [number, number, number], b: [number, number, number]) => ageOn(b, a) < 0;
    if (!issued || before(now, issued) || (birth && before(issued, birth)))
      problems.push({ field: 'identityDate', code: 'INVALID_DATE_OF_ISSUE' });
  }
  return problems;
}
