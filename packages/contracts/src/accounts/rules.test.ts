import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages/index';
import {
  checkBirthday,
  checkEmail,
  checkIdentity,
  checkPassword,
  checkPasswordChange,
  hasIdentity,
  isAdultOn,
  normalizeEmail,
} from './rules';

describe('checkEmail (SPEC §5)', () => {
  it.each([
    [undefined, 'EMAIL_REQUIRED', 'Please enter your email'],
    ['', 'EMAIL_EMPTY', 'Email must not be empty'],
    ['   ', 'EMAIL_EMPTY', 'Email must not be empty'],
    ['reader.example.com', 'EMAIL_MISSING_AT', 'Email must contain @'],
    ['@example.com', 'EMAIL_FORMAT_INCORRECT', 'Email format is incorrect'],
    ['reader@', 'EMAIL_FORMAT_INCORRECT', 'Email format is incorrect'],
    ['rea der@example.com', 'EMAIL_FORMAT_INCORRECT', 'Email format is incorrect'],
    ['a@b@example.com', 'EMAIL_FORMAT_INCORRECT', 'Email format is incorrect'],
    ['reader@example', 'EMAIL_INVALID', 'Invalid email'],
    ['reader@exa_mple.com', 'EMAIL_INVALID', 'Invalid email'],
    [`${'a'.repeat(250)}@example.com`, 'EMAIL_INVALID', 'Invalid email'],
  ])('%j → %s', (value, code, english) => {
    expect(checkEmail(value)).toBe(code);
    expect(messageFor(code as never, 'en')).toBe(english);
  });

  it('accepts ordinary addresses, with spaces around them', () => {
    expect(checkEmail('reader@example.com')).toBeNull();
    expect(checkEmail(' Nguyen.Van+news@tap-chi.vn ')).toBeNull();
  });

  it('refuses non-strings unless told to skip them', () => {
    expect(checkEmail(42)).toBe('EMAIL_NOT_STRING');
    expect(checkEmail(42, { skipNonString: true })).toBeNull();
    expect(checkEmail(undefined, { skipNonString: true })).toBe('EMAIL_REQUIRED');
  });

  it('has Vietnamese texts', () => {
    expect(messageFor('EMAIL_MISSING_AT', 'vi')).toBe('Email phải chứa ký tự @');
    expect(messageFor('EMAIL_EMPTY', 'vi')).toBe('Email không được bỏ trống');
  });

  it('normalises case and spaces so A@x.com and a@x.com are one account', () => {
    expect(normalizeEmail(' A@X.com ')).toBe('a@x.com');
  });
});

describe('checkPassword (SPEC §5)', () => {
  it.each([
    [undefined, 'PASSWORD_REQUIRED', 'Password must not be empty'],
    ['', 'PASSWORD_REQUIRED', 'Password must not be empty'],
    [123456, 'PASSWORD_INVALID', 'Invalid password'],
    ['ab1', 'PASSWORD_MIN_LENGTH', 'Password must contain at least 6 characters'],
    ['abcde', 'PASSWORD_MIN_LENGTH', 'Password must contain at least 6 characters'],
    // four characters, though six UTF-16 units
    ['😀😀a1', 'PASSWORD_MIN_LENGTH', 'Password must contain at least 6 characters'],
    ['123456', 'PASSWORD_NEEDS_LETTER', 'Password must contain at least 1 letter'],
    ['abcdef', 'PASSWORD_NEEDS_NUMBER', 'Password must contain at least 1 number character'],
    [`a1${'x'.repeat(127)}`, 'PASSWORD_MAX_LENGTH', 'Password must contain at most 128 characters'],
    // the bound counts as the login's schema does (UTF-16 units), so what registers can log in
    [`${'😀'.repeat(70)}a1`, 'PASSWORD_MAX_LENGTH', 'Password must contain at most 128 characters'],
  ])('%j → %s', (value, code, english) => {
    expect(checkPassword(value)).toBe(code);
    expect(messageFor(code as never, 'en')).toBe(english);
  });

  it('accepts 6 characters with a letter and a number, Vietnamese letters included', () => {
    expect(checkPassword('abcde1')).toBeNull();
    expect(checkPassword('đẹp123')).toBeNull();
    expect(checkPassword('😀😀😀😀a1')).toBeNull();
  });

  it('has Vietnamese texts', () => {
    expect(messageFor('PASSWORD_MIN_LENGTH', 'vi')).toBe('Mật khẩu phải có ít nhất 6 ký tự');
  });
});

describe('checkPasswordChange', () => {
  it('accepts a new, confirmed password', () => {
    expect(
      checkPasswordChange({ oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' }),
    ).toEqual([]);
  });
  it('refuses the same password, a mismatched confirmation and a weak new one', () => {
    expect(
      checkPasswordChange({ oldPassword: 'same123', newPassword: 'same123', confirmPassword: 'same123' }),
    ).toEqual([{ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' }]);
    expect(
      checkPasswordChange({ oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new124' }),
    ).toEqual([{ field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' }]);
    expect(checkPasswordChange({ oldPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      { field: 'oldPassword', code: 'PASSWORD_REQUIRED' },
      { field: 'newPassword', code: 'PASSWORD_MIN_LENGTH' },
    ]);
  });
});

describe('checkIdentity', () => {
  const today = '2026-11-22';
  const valid = {
    fullname: 'Nguyễn Văn An',
    dob: '2000-05-17',
    identityNumber: '079200001234',
    identityDate: '2021-04-10',
    identityPlace: 'Cục Cảnh sát QLHC về TTXH',
  };

  it('accepts complete information with a 12-digit CCCD or a 9-digit CMND', () => {
    expect(checkIdentity(valid, today)).toEqual([]);
    expect(checkIdentity({ ...valid, identityNumber: '024567891' }, today)).toEqual([]);
  });

  it('accepts a passport number, a letter and 7 digits, in either case', () => {
    for (const n of ['C1234567', 'b7654321'])
      expect(checkIdentity({ ...valid, identityNumber: n }, today), n).toEqual([]);
    for (const n of ['C123456', 'CC1234567', 'C12345678', '1C234567'])
      expect(checkIdentity({ ...valid, identityNumber: n }, today), n).toEqual([
        { field: 'identityNumber', code: 'INVALID_IDENTITY_NUMBER' },
      ]);
  });

  it('names every missing field with the SPEC texts', () => {
    const problems = checkIdentity({}, today);
    expect(problems.map((p) => p.code)).toEqual([
      'FULLNAME_REQUIRED',
      'BIRTHDAY_REQUIRED',
      'IDENTITY_NUMBER_REQUIRED',
      'IDENTITY_DATE_REQUIRED',
      'IDENTITY_PLACE_REQUIRED',
    ]);
    expect(messageFor('BIRTHDAY_REQUIRED', 'vi')).toBe('Ngày sinh không được bỏ trống');
    expect(messageFor('FULLNAME_REQUIRED', 'vi')).toBe('Họ và tên không được bỏ trống');
  });

  it('refuses identity numbers that are not 9 or 12 digits (or a passport number)', () => {
    for (const n of ['12345678', '1234567890', '12345678901', '1234567890123', '07920000123a']) {
      expect(checkIdentity({ ...valid, identityNumber: n }, today), n).toEqual([
        { field: 'identityNumber', code: 'INVALID_IDENTITY_NUMBER' },
      ]);
    }
  });

  it('needs 14 full years on the day: a birthday today counts, tomorrow does not', () => {
    expect(checkIdentity({ ...valid, dob: '2012-11-22', identityDate: '2026-01-01' }, today)).toEqual([]);
    expect(checkIdentity({ ...valid, dob: '2012-11-23', identityDate: '2026-01-01' }, today)).toEqual([
      { field: 'dob', code: 'INVALID_AGE' },
    ]);
  });

  it('refuses impossible, future and implausibly old birthdays', () => {
    for (const dob of ['2001-02-29', '2000-13-01', '17/05/2000', '2027-01-01', '1900-01-01']) {
      expect(
        checkIdentity({ ...valid, dob }, today).map((p) => p.code),
        dob,
      ).toContain('INVALID_BIRTHDAY');
    }
  });

  it('refuses an issue date in the future or before birth; today is fine', () => {
    expect(checkIdentity({ ...valid, identityDate: today }, today)).toEqual([]);
    expect(checkIdentity({ ...valid, identityDate: '2026-11-23' }, today)).toEqual([
      { field: 'identityDate', code: 'INVALID_DATE_OF_ISSUE' },
    ]);
    expect(checkIdentity({ ...valid, identityDate: '1999-12-31' }, today)).toEqual([
      { field: 'identityDate', code: 'INVALID_DATE_OF_ISSUE' },
    ]);
  });

  it('treats identity as given once any field has a value', () => {
    expect(hasIdentity(undefined)).toBe(false);
    expect(hasIdentity({ fullname: ' ', dob: '' })).toBe(false);
    expect(hasIdentity({ identityPlace: 'Hà Nội' })).toBe(true);
  });
});

describe('checkBirthday (profile settings)', () => {
  const today = '2026-11-22';
  it('accepts a real past day from 14 to 120 years ago', () => {
    expect(checkBirthday('2012-11-22', today)).toBeNull();
    expect(checkBirthday('1990-02-28', today)).toBeNull();
    expect(checkBirthday('1906-11-22', today)).toBeNull();
  });
  it('refuses a day that does not exist, lies ahead or is too far back', () => {
    for (const dob of ['2001-02-29', '2026-11-23', '1905-11-22', '22/11/2000', ''])
      expect(checkBirthday(dob, today), dob).toBe('INVALID_BIRTHDAY');
  });
  it('refuses a member younger than 14 (SPEC §5)', () => {
    expect(checkBirthday('2012-11-23', today)).toBe('INVALID_AGE');
    expect(checkBirthday('2026-11-22', today)).toBe('INVALID_AGE');
  });
});

describe('isAdultOn (adults-only articles)', () => {
  const today = '2026-11-22';
  it('is true from the 18th birthday on, false the day before', () => {
    expect(isAdultOn('2008-11-22', today)).toBe(true);
    expect(isAdultOn('1990-02-28', today)).toBe(true);
    expect(isAdultOn('2008-11-23', today)).toBe(false);
    expect(isAdultOn('2012-01-01', today)).toBe(false);
  });
  it('a birthday on 29 February comes of age on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });
  it('knows nothing without a real date', () => {
    expect(isAdultOn(null, today)).toBeNull();
    expect(isAdultOn('', today)).toBeNull();
    expect(isAdultOn('2001-02-29', today)).toBeNull();
  });
});
