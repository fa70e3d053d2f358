import { newsCounts, newsPreview } from './news-format';

describe('news preview (spec 002 section 9)', () => {
  it('keeps content of 200 characters whole and cuts longer content at 200 with an ellipsis', () => {
    const exact = 'ب'.repeat(200);
    expect(newsPreview(exact)).toEqual({ text: exact, truncated: false });
    const long = 'ا'.repeat(150) + ' ' + 'ج'.repeat(100);
    const preview = newsPreview(long);
    expect(preview.truncated).toBe(true);
    expect(Array.from(preview.text.replace('…', '')).length).toBeLessThanOrEqual(200);
    expect(preview.text.endsWith('…')).toBe(true);
  });

  it('counts characters and words', () => {
    expect(newsCounts('خبر جديد اليوم')).toEqual({ chars: 14, words: 3 });
    expect(newsCounts('   ')).toEqual({ chars: 3, words: 0 });
  });
});
