export function withoutNoModuleScripts(body: Buffer): Buffer;
