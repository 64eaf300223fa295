import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LatestArticleQuery } from './articles';
import { queryInt, queryList } from './query';

describe('queryInt', () => {
  const page = queryInt(1, 500);

  it('reads plain decimal digits', () => {
    expect(page.parse('10')).toBe(10);
    expect(page.parse('007')).toBe(7);
    expect(page.parse(3)).toBe(3);
  });

  it.each(['0x10', '1e1', ' 5', '5 ', '+5', '1.0', '1.5', '', 'Infinity', 'NaN', '١٢', '--1'])(
    'refuses %j, which Number() would read',
    (raw) => {
      expect(page.safeParse(raw).success).toBe(false);
    },
  );

  it('keeps its bounds', () => {
    expect(page.safeParse('0').success).toBe(false);
    expect(page.safeParse('-1').error?.issues[0]?.code).toBe('too_small');
    expect(page.safeParse('0x10').error?.issues[0]?.message).toBe('INVALID_TYPE');
    expect(page.safeParse('501').success).toBe(false);
    expect(page.safeParse('99999999999999999999').success).toBe(false);
  });
});

describe('queryList', () => {
  const ids = queryList(z.string().uuid(), 2);
  const id = '8a1b2c3d-0000-4000-8000-000000000001';

  it('takes one value, written with or without [], as a list of one', () => {
    expect(ids.parse(id)).toEqual([id]);
    expect(ids.parse([id])).toEqual([id]);
  });

  it('keeps its item rule and its size', () => {
    expect(ids.safeParse('nope').success).toBe(false);
    expect(ids.safeParse([id, id, id]).success).toBe(false);
  });

  it('reads LatestArticleQuery the same for ignoreArticleIds=x and ignoreArticleIds[]=x', () => {
    expect(LatestArticleQuery.parse({ ignoreArticleIds: id }).ignoreArticleIds).toEqual([id]);
    expect(LatestArticleQuery.parse({ ignoreArticleIds: [id] }).ignoreArticleIds).toEqual([id]);
    expect(LatestArticleQuery.safeParse({ limit: '0x10' }).success).toBe(false);
  });
});
