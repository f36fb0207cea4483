import { describe, expect, it } from 'vitest';
import {
  averageRating,
  checkReview,
  ratingLabel,
  REVIEW_LIMITS,
  reviewCountLabel,
  toPlainText,
  tooManyReviews,
} from '../../../core/reviews';

const draft = { rating: 5, title: 'Clean bowl every time', text: 'Our cat finished every tray and asked for more.', nickname: 'Miso' };

describe('review rules', () => {
  it('makes text plain: tags and script contents go, lines stay, spaces fold', () => {
    expect(toPlainText('<b>Great</b>   food<script>alert(1)</script>')).toBe('Great food');
    expect(toPlainText('Line one\r\n\r\n\r\n\r\nLine  two <img src=x onerror=alert(1)>')).toBe('Line one\n\nLine two');
    expect(toPlainText('5 > 3 and 2 < 4')).toBe('5 > 3 and 2 < 4');
    expect(toPlainText('a\u0000b\u0007c')).toBe('abc');
  });

  it('accepts a good draft and names each bad field', () => {
    expect(checkReview(draft).errors).toEqual({});
    const { errors } = checkReview({ rating: 0, title: '<i></i>', text: 'short', nickname: 'x'.repeat(REVIEW_LIMITS.nickname.max + 1) });
    expect(errors).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      title: 'Title is required.',
      text: 'Review must be at least 20 characters.',
      nickname: 'Nickname must be at most 40 characters.',
    });
    expect(checkReview({ ...draft, rating: 4.5 }).errors.rating).toBeDefined();
  });

  it('checks lengths after the markup is gone, and keeps titles on one line', () => {
    const { values, errors } = checkReview({ ...draft, title: '<p>Yum</p>\n<p>yum</p>' });
    expect(values.title).toBe('Yum yum');
    expect(errors).toEqual({});
    expect(checkReview({ ...draft, text: `<b>${'x'.repeat(10)}</b>${'<br>'.repeat(20)}` }).errors.text).toBe(
      'Review must be at least 20 characters.',
    );
  });

  it('sums ratings to one decimal and says them in words', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(ratingLabel(4.3)).toBe('4.3 out of 5');
    expect(ratingLabel(4)).toBe('4 out of 5');
    expect([reviewCountLabel(0), reviewCountLabel(1), reviewCountLabel(12)]).toEqual(['No reviews yet', '1 review', '12 reviews']);
    expect(tooManyReviews(30)).toMatch(/wait 30 seconds/);
    expect(tooManyReviews(3600)).toMatch(/wait 60 minutes/);
  });
});
