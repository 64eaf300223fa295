export const NO_INDEX: string;
export function hasSafeTracking(url: string | undefined): boolean;
export function withRobotsMeta(body: Buffer): Buffer;
