import type { Envelope } from '@magazine/contracts';

export function ok<T>(data: T, message = 'GET_DATA_SUCCESSFUL'): Envelope<T> {
  return { errorCode: 200, message, data };
}
