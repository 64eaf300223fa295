import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RenderLimit {
  (req: IncomingMessage, res: ServerResponse, run: () => void): void;
  state(): { active: number; waiting: number };
}
export function createRenderLimit(limit: number, options?: { maxWaitMs?: number }): RenderLimit;
export function renderConcurrency(env?: Record<string, string | undefined>, cores?: number): number;
