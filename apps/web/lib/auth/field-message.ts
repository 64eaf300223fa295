import type { Locale } from '@magazine/contracts';

const THIS_FIELD: Record<Locale, string> = { vi: 'Trường này', en: 'This field' };

/**
 * A field message of the API as the form shows it, under the field: the API names the field by
 * its key ("avatar không đúng định dạng", "name is too large (at most 100)"), which the reader
 * never saw; under the field it is "this field". Messages that are sentences of their own
 * ("Ngày sinh không hợp lệ") stay as they are.
 */
export function formFieldMessage(field: string, message: string, locale: Locale): string {
  return message.startsWith(`${field} `)
    ? `${THIS_FIELD[locale]} ${message.slice(field.length + 1)}`
    : message;
}
