import type { OutgoingHttpHeader, ServerResponse } from 'node:http';

export function changeHeaderAtHead(
  res: ServerResponse,
  name: string,
  change: (
    value: OutgoingHttpHeader | number | undefined,
    status: number,
  ) => OutgoingHttpHeader | number | undefined,
): void;
