// Request and response schemas of the account endpoints (SPEC §7). A rule failure carries its
// code as the issue message; the API lists it per field and the forms show its text.
import { z } from 'zod';
import { DEFAULT_PLATFORM, PASSWORD_MIN_LENGTH } from '../constants';
import { Language, LanguageParam } from '../language';
import { DEFAULT_LOCALE } from '../locale';
import {
  type AccountFieldCode,
  checkEmail,
  checkPassword,
  EMAIL_MAX_LENGTH,
  IDENTITY_IMAGE_MAX_BYTES,
  IDENTITY_PLACE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './rules';

export const ROLES = ['member', 'editor', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;
/** How a social network is named to readers, in both languages. */
export const SOCIAL_PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const satisfies Record<
  SocialProvider,
  string
>;

const missingOr = (missing: AccountFieldCode, wrongType: AccountFieldCode) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : wrongType;

/** An email checked by the SPEC §5 rules; the value is trimmed. */
export const EmailInput = z
  .string({ error: missingOr('EMAIL_REQUIRED', 'EMAIL_NOT_STRING') })
  .superRefine((value, ctx) => {
    const code = checkEmail(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  })
  .transform((v) => v.trim())
  .meta({ format: 'email', maxLength: EMAIL_MAX_LENGTH });

/** A new password: SPEC §5 (6+ characters, a letter, a number), at most 128 characters. */
export const NewPasswordInput = z
  .string({ error: missingOr('PASSWORD_REQUIRED', 'PASSWORD_INVALID') })
  .superRefine((value, ctx) => {
    const code = checkPassword(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  })
  .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

/** A password typed to log in: only present and of a sane length (old passwords stay valid). */
export const PasswordInput = z
  .string({ error: missingOr('PASSWORD_REQUIRED', 'PASSWORD_INVALID') })
  .min(1, 'PASSWORD_REQUIRED')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_MAX_LENGTH');

const text = (max: number) => z.string().max(max);
const IDENTITY_FIELD_MAX_LENGTH = 40;
// base64 of 5 MB, with room for a data-URL prefix
const IMAGE_DATA_MAX_CHARS = Math.ceil((IDENTITY_IMAGE_MAX_BYTES * 4) / 3) + 100;

/** Empty strings and nulls count as not given (SPEC §3: "empty values stripped"). */
const stripEmpty = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null && v !== undefined))
    : value;

export const IdentityCardInput = z.preprocess(
  stripEmpty,
  z.strictObject({
    fullname: text(NAME_MAX_LENGTH).optional(),
    // The limits below only bound what is read: a value within them that is not a day or an ID
    // number is refused by checkIdentity with SPEC §8's code (INVALID_BIRTHDAY…), whatever its length.
    /** YYYY-MM-DD */
    dob: text(IDENTITY_FIELD_MAX_LENGTH).optional(),
    identityNumber: text(IDENTITY_FIELD_MAX_LENGTH).optional(),
    /** YYYY-MM-DD */
    identityDate: text(IDENTITY_FIELD_MAX_LENGTH).optional(),
    identityPlace: text(IDENTITY_PLACE_MAX_LENGTH).optional(),
    /** JPEG, PNG or WebP as base64 or a data: URL, at most 5 MB */
    identityCardFront: z.string().max(IMAGE_DATA_MAX_CHARS, 'IDENTITY_IMAGE_TOO_LARGE').optional(),
    identityCardBack: z.string().max(IMAGE_DATA_MAX_CHARS, 'IDENTITY_IMAGE_TOO_LARGE').optional(),
  }),
);
export type IdentityCardInput = z.infer<typeof IdentityCardInput>;

export const RegisterBody = z.strictObject({
  email: EmailInput,
  password: NewPasswordInput,
  language: LanguageParam.default(DEFAULT_LOCALE),
  isSubcribe: z.boolean().default(false),
  /** null is not given, as an empty value inside it is (SPEC §3) */
  identityCard: IdentityCardInput.nullish().transform((card) => card ?? undefined),
  /** the solved ALTCHA challenge (base64 JSON); required while the API's captcha is on */
  captcha: z.string({ error: 'CAPTCHA_REQUIRED' }).max(4000).optional(),
  /** agreement to the terms of use and privacy policy */
  agreeTerms: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const EmailLoginBody = z.strictObject({
  email: EmailInput,
  password: PasswordInput,
  /** SPEC §7 spells it so */
  flatform: z.enum(['web', 'ios', 'android']).default(DEFAULT_PLATFORM),
  /** the language of the answer's messages, as the other account calls take it (else the query or Accept-Language) */
  language: LanguageParam.optional(),
});
export type EmailLoginBody = z.input<typeof EmailLoginBody>;

export const EmailLanguageBody = z.strictObject({
  email: EmailInput,
  language: LanguageParam.default(DEFAULT_LOCALE),
});
export type EmailLanguageBody = z.input<typeof EmailLanguageBody>;

export const LinkToken = z.string().min(1).max(200);
export const LinkTokenParams = z.object({ token: LinkToken });

export const RestorePasswordBody = z.strictObject({ password: NewPasswordInput, token: LinkToken });

export const ChangePasswordBody = z.strictObject({
  oldPassword: PasswordInput,
  newPassword: NewPasswordInput,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

export const CreatePasswordBody = z.strictObject({
  password: NewPasswordInput,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

export const ProfileBody = z.strictObject({
  name: z.string().trim().min(1, 'FULLNAME_REQUIRED').max(NAME_MAX_LENGTH).optional(),
  language: LanguageParam.optional(),
  isSubcribe: z.boolean().optional(),
});

export const UserInformationQuery = z.object({ fields: z.enum(['information', 'hyvorTalk']).optional() });

export const SocialStartBody = z.strictObject({ provider: SocialProvider, redirectUri: z.url().max(500) });
export const SocialLoginBody = z.strictObject({
  provider: SocialProvider,
  code: z.string().min(1).max(2000),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.url().max(500),
  /** the `iss` the provider added to the callback (RFC 9207), when it does */
  iss: z.string().max(500).optional(),
  language: LanguageParam.default(DEFAULT_LOCALE),
});
export const GoogleVerifyTokenBody = z.strictObject({
  idToken: z.string().min(1).max(8000),
  language: LanguageParam.default(DEFAULT_LOCALE),
});

// ---- responses -----------------------------------------------------------------------------

export const IdentitySummary = z.object({
  fullname: z.string(),
  dob: z.string(),
  /** only the last 3 digits are ever sent back */
  identityNumberMasked: z.string(),
  identityDate: z.string(),
  identityPlace: z.string(),
  hasFrontImage: z.boolean(),
  hasBackImage: z.boolean(),
});

export const User = z.object({
  /** SPEC §3 names the member's id `id`; `_id` is the same value, named as every other entity's id */
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: Role,
  language: Language,
  isEmailVerified: z.boolean(),
  hasPassword: z.boolean(),
  isSubcribe: z.boolean(),
  providers: z.array(SocialProvider),
  createdAt: z.string(),
  /**
   * 18 or over today (Asia/Ho_Chi_Minh) by the date of birth the member gave; null when none was
   * given. An adults-only article is not shown to a member under 18.
   */
  isAdult: z.boolean().nullable(),
});
export type User = z.infer<typeof User>;

export const UserInformation = User.extend({
  identity: IdentitySummary.nullable().optional(),
  /** Hyvor Talk single sign-on: base64 user data and its HMAC, null when not configured */
  hyvorTalk: z.object({ userData: z.string(), hash: z.string() }).nullable().optional(),
});
export type UserInformation = z.infer<typeof UserInformation>;

/** What a login, a registration or a social login answers: the member and its access token. */
export const AuthSession = User.extend({
  token: z.string(),
  /** true the first time a social account signs in (the site shows the welcome) */
  isFirstLogin: z.boolean(),
});
export type AuthSession = z.infer<typeof AuthSession>;

export const SocialStart = z.object({
  authorizationUrl: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
});
export type SocialStart = z.infer<typeof SocialStart>;

export const AuthConfig = z.object({
  providers: z.array(SocialProvider),
  captcha: z.object({ enabled: z.boolean() }),
});
export type AuthConfig = z.infer<typeof AuthConfig>;

export const CaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

export const RestoreTokenInfo = z.object({ email: z.string() });
