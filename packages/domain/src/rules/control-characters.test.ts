import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters';

describe('control characters in text', () => {
  it('are found in strings, nested values and property names, with their path', () => {
    expect(findControlCharacter('a\u0000b')).toEqual([]);
    expect(findControlCharacter({ Note: 'ok', Answers: [{ Value: 'x' }, { Value: 'y\u001Fz' }] })).toEqual(['Answers', 1, 'Value']);
    expect(findControlCharacter({ ['Na\u0000me']: 'x' })).toEqual(['Na\u0000me']);
    expect(findControlCharacter(['\u007F'])).toEqual([0]);
  });

  it('include half a surrogate pair alone, not a whole pair', () => {
    expect(findControlCharacter({ Sections: [{ Title: '\ud800' }] })).toEqual(['Sections', 0, 'Title']);
    expect(hasControlCharacter('a\udc00')).toBe(true);
    expect(hasControlCharacter('\ud83d')).toBe(true);
    expect(hasControlCharacter('ont i 😀 \ud83d\ude00')).toBe(false);
  });

  it('leave tabs, line breaks, other scripts and other values alone', () => {
    expect(findControlCharacter({ Note: 'Rad ett\r\nrad två\tÅÄÖ 😀 ✓', N: 3, B: true, X: null })).toBeNull();
    expect(hasControlCharacter('\u0085 NEL and \u200B are not C0')).toBe(false);
    expect(hasControlCharacter('\u000B')).toBe(true);
  });
});
