import { describe, expect, it } from 'vitest';
import { withoutNoModuleScripts } from './nomodule-scripts.mjs';

describe('withoutNoModuleScripts', () => {
  const legacy = '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>';
  const own = '<script src="/_next/static/chunks/a.js" async=""></script>';

  it('leaves out the scripts only a browser without modules would load, and nothing else', () => {
    const page = `<html><head><meta charset="utf-8"/>${own}${legacy}</head><body><p>noModule=""</p></body></html>`;
    expect(withoutNoModuleScripts(Buffer.from(page)).toString()).toBe(
      `<html><head><meta charset="utf-8"/>${own}</head><body><p>noModule=""</p></body></html>`,
    );
    expect(withoutNoModuleScripts(Buffer.from(`${legacy}x${legacy}`)).toString()).toBe('x');
  });

  it('keeps a page without them as it is, and an inline script that only mentions one', () => {
    const page = Buffer.from(`<html>${own}</html>`);
    expect(withoutNoModuleScripts(page)).toBe(page);
    const inline = '<script>self.x=\' noModule=""\'</script>';
    expect(withoutNoModuleScripts(Buffer.from(inline)).toString()).toBe(inline);
  });
});
