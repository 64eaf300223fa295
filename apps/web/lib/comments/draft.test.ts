import { describe, expect, it } from 'vitest';
import { leftAfterSending } from './draft';

describe('leftAfterSending', () => {
  it('empties a box that still holds what was sent', () => {
    expect(leftAfterSending('Bài viết hay!', 'Bài viết hay!')).toBe('');
  });

  it('keeps what was typed after pressing send, without the joining space', () => {
    expect(leftAfterSending('Bài viết hay! Cảm ơn tác giả.', 'Bài viết hay!')).toBe('Cảm ơn tác giả.');
    expect(leftAfterSending('Bài viết hay!\n\nThêm nữa', 'Bài viết hay!')).toBe('Thêm nữa');
  });

  it('keeps the whole text when what was sent was changed meanwhile', () => {
    expect(leftAfterSending('Bài viết rất hay!', 'Bài viết hay!')).toBe('Bài viết rất hay!');
    expect(leftAfterSending('', 'Bài viết hay!')).toBe('');
  });
});
