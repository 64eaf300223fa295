/**
 * The fields of a parsed JSON body whose text holds U+0000 (which PostgreSQL text cannot store),
 * named as validation errors name them: `body`, `identityCard.fullname`, `topicIds.2`. A key that
 * holds one is reported on the object that has it.
 */
export function fieldsWithNul(value: unknown, path: string[] = []): string[] {
  const here = () => path.join('.') || 'request';
  if (typeof value === 'string') return value.includes('\u0000') ? [here()] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\u0000') ? [here()] : fieldsWithNul(item, [...path, key]),
    );
  }
  return [];
}
