import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock';

describe('data folder lock (refuse when another process holds it)', () => {
  it('refuses a folder held by a live process, with a message saying what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bikeship-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'bikeship.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another bikeship server/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bikeship-lock-'));
    writeFileSync(join(dir, 'bikeship.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'bikeship.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'bikeship.lock'))).toBe(false);
  });

  it('creates the folder when it does not exist', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bikeship-lock-')), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(dir)).toBe(true);
    release();
  });
});
