import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirProblem } from './data-dir';

describe('dataDirProblem', () => {
  it('makes a missing folder, leaves nothing behind in it and finds no problem', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'data-dir-')), 'data');
    expect(dataDirProblem(dir)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the folder and the reason when it cannot be written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'data-dir-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const problem = dataDirProblem(join(file, 'data'));
    expect(problem).toContain(`DATA_DIR ${join(file, 'data')} cannot be written (ENOTDIR)`);
    expect(problem).toContain('point DATA_DIR at a writable folder');
  });
});
