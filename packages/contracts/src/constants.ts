// Business constants and limits of SPEC §9. Units are in the names.

export const MOBILE_MAX_WIDTH_PX = 830; // mobile when the viewport is narrower than this
export const SNACKBAR_NARROW_WIDTH_PX = 394;

export const PASSWORD_MIN_LENGTH = 6;
export const MIN_TOPICS_TO_CHOOSE = 3;
export const MIN_AGE_YEARS = 14;
/** an article marked adults-only asks the reader for this age first */
export const ADULT_AGE_YEARS = 18;
export const ONBOARDING_MAX_STEPS = 7;

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** seconds on the site before the survey invitation shows ("a survey of 60 seconds in the popup") */
export const SURVEY_POPUP_SECONDS = 60;
export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'scale', 'text'] as const;
/** the longest written answer to a survey question */
export const SURVEY_TEXT_MAX = 1000;
/** a survey's scale question runs from 1 to this */
export const SURVEY_SCALE_MAX = 5;
/** what an editor may put in one survey */
export const SURVEY_MAX_QUESTIONS = 20;
export const SURVEY_MAX_OPTIONS = 12;
export const TOKEN_COOKIE_MAX_AGE_DAYS = 6065;
export const FIRST_VISIT_COOKIE_MAX_AGE_DAYS = 730;
export const PAGE_TITLE_WAIT_MS = 10_000;
export const ANCHOR_WAIT_MS = 1_000;
export const WELCOME_SNACKBAR_MS = 2_500;

export const FEATURE_ARTICLE_LIMIT = 6;
export const DONT_MISS_OUT_DEFAULT_LIMIT = 8;
export const DONT_MISS_OUT_DEFAULT_PAGE = 1;
export const FOR_YOU_DEFAULT_LIMIT = 6;
export const IN_CONTENT_RELATED_DEFAULT_LIMIT = 3;
export const TOP_DAILY_DEFAULT_LIMIT = 5;
/** one counted view per reader key per article in this window */
export const VIEW_DEDUPE_WINDOW_MINUTES = 30;

/** follows an unverified member may have; the API reads UNVERIFIED_FOLLOW_LIMIT, this is its default */
export const UNVERIFIED_FOLLOW_LIMIT_DEFAULT = 3;
/** a comment can be edited this long after it was posted */
export const COMMENT_EDIT_WINDOW_MINUTES = 15;
export const COMMENT_MAX_LENGTH = 2_000;
export const COMMENTS_PAGE_SIZE = 20;
/** profile tabs (bookmarked, liked, following…) show this many a page */
export const PROFILE_TAB_PAGE_SIZE = 12;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

export const DEFAULT_TIMEZONE = 'Asia/Ho_Chi_Minh';
export const DEFAULT_PLATFORM = 'web' as const;

/** Upper bounds of list endpoints: a request past them is a 400, not a silent clamp. */
export const LIST_LIMIT_MAX = 50;
export const LIST_DEFAULT_LIMIT = 12;
export const LIST_PAGE_MAX = 10_000;
export const IGNORE_IDS_MAX = 100;
export const RELATED_ARTICLES_LIMIT = 4;
export const EDITOR_PICK_DEFAULT_LIMIT = 6;

/** The token cookie joins the access token and the user key with this separator. */
export const TOKEN_SEPARATOR = '++';
export const TOKEN_COOKIE = 'token';
export const FIRST_VISIT_COOKIE = 'VCT_FIRST_VISIT';
/** SPEC §3: set to `true` when a visitor says they are 18 or over (an adults-only article's question) */
export const ADULT_COOKIE = 'is18+';
export const ADULT_COOKIE_MAX_AGE_DAYS = 365;

// Plain values the browser needs (no zod beside them, so the pages' JavaScript stays small).
/** How many ids one member-state call may name per kind (a page shows far fewer). */
export const MEMBER_STATE_IDS_MAX = 100;
/** The avatar is sent as the image itself (PUT v2/member/avatar, Content-Type image/*). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;
export const BANNED_WORD_MAX_LENGTH = 100;

// Page tracking (tracking.ts has the payloads; these stay here, zod-free, for the browser's tracker).
/** How far down the page a scroll event says the reader came, in percent. */
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
/** The longest time on one page a report may claim (a tab left open is not reading). */
export const MAX_TIME_ON_PAGE_MS = 12 * 60 * 60 * 1000;
