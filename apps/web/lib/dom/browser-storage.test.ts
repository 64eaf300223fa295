import { afterEach, describe, expect, it, vi } from 'vitest';
import { canKeep, lasting, readCookie, tabRead, tabTake, tabWrite } from './browser-storage';

describe('readCookie', () => {
  const jar = 'token=%2B%2Babc; web_custom_islogin=true;firstLogin=true; flash=%7B%22code%22%3A%22X%22%7D';
  it('finds a cookie by its exact name and decodes it', () => {
    expect(readCookie('web_custom_islogin', jar)).toBe('true');
    expect(readCookie('firstLogin', jar)).toBe('true');
    expect(readCookie('flash', jar)).toBe('{"code":"X"}');
  });
  it('answers null for a missing name or one that only ends like it', () => {
    expect(readCookie('islogin', jar)).toBeNull();
    expect(readCookie('user_id', jar)).toBeNull();
    expect(readCookie('x', '')).toBeNull();
  });
});

/** A Storage with the methods the helpers use, over a Map (node has no sessionStorage). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('tab storage', () => {
  it('keeps, reads and removes a value', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    tabWrite('k', 'v');
    expect(tabRead('k')).toBe('v');
    tabWrite('k', null);
    expect(tabRead('k')).toBeNull();
    tabWrite('k', 'v');
    tabWrite('k', '');
    expect(tabRead('k')).toBeNull();
  });

  it('gives a taken value once', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    tabWrite('once', '1');
    expect(tabTake('once')).toBe('1');
    expect(tabTake('once')).toBeNull();
  });

  it('reads nothing kept where storage is absent or refuses, and writes without throwing', () => {
    // node: no sessionStorage at all
    expect(tabRead('k')).toBeNull();
    expect(() => tabWrite('k', 'v')).not.toThrow();
    expect(tabTake('k')).toBeNull();
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(tabRead('k')).toBeNull();
    expect(() => tabWrite('k', 'v')).not.toThrow();
    expect(() => tabWrite('k', null)).not.toThrow();
    expect(tabTake('k')).toBeNull();
  });
});

/** A localStorage the browser's settings forbid: even asking for it throws. */
function forbidStorage() {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
}

describe('storage kept across visits', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps, reads and removes a value', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(canKeep()).toBe(true);
    lasting.setItem('k', 'v');
    expect(lasting.getItem('k')).toBe('v');
    lasting.removeItem('k');
    expect(lasting.getItem('k')).toBeNull();
    // the probe leaves nothing behind
    expect(lasting.getItem('storage-probe')).toBeNull();
  });

  it('reads nothing kept where storage is forbidden, absent or full, and never throws', () => {
    forbidStorage();
    expect(canKeep()).toBe(false);
    expect(lasting.getItem('k')).toBeNull();
    expect(() => lasting.setItem('k', 'v')).not.toThrow();
    expect(() => lasting.removeItem('k')).not.toThrow();
    Reflect.deleteProperty(globalThis, 'localStorage');
    // node: no localStorage at all
    expect(canKeep()).toBe(false);
    expect(lasting.getItem('k')).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', full);
    expect(canKeep()).toBe(false);
    expect(() => lasting.setItem('k', 'v')).not.toThrow();
    expect(lasting.getItem('k')).toBeNull();
    // reachable, but reading throws (a damaged store)
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('damaged', 'UnknownError');
      },
    });
    expect(canKeep()).toBe(false);
    expect(lasting.getItem('k')).toBeNull();
  });
});
