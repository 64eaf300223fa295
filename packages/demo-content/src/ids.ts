import { v7 } from 'uuid';
import { streamFor } from './random';

/** A UUID v7 whose time part is the row's own date and whose random part comes from the seed. */
export function makeId(date: Date, ...key: (string | number)[]): string {
  return v7({ msecs: date.getTime(), random: streamFor('id', ...key).bytes(16) });
}
