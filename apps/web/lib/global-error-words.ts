/**
 * messages/*.json's `error`, written out for app/global-error.tsx: that page is in every page's
 * first scripts, and the message files are not (global-error-words.test.ts holds the two the same).
 */
export const GLOBAL_ERROR_WORDS = {
  vi: {
    title: 'Đã có lỗi xảy ra',
    text: 'Chúng tôi chưa tải được nội dung này. Vui lòng thử lại sau ít phút.',
    retry: 'Thử lại',
  },
  en: {
    title: 'Something went wrong',
    text: 'We could not load this content. Please try again in a few minutes.',
    retry: 'Try again',
  },
};
