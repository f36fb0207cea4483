// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

interface Widget {
  mount(element: HTMLElement, options: { productId: string; apiBase?: string }): { destroy(): void };
}

const review = (n: number, rating: number, extra = {}) => ({
  id: `r${n}`,
  productId: 'p1',
  rating,
  title: `Title ${n}`,
  text: `Text of review ${n}`,
  nickname: `Nick${n}`,
  createdAt: `2026-10-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
  verifiedBuyer: n % 2 === 0,
  ...extra,
});

type Eligibility = { canWrite: boolean; reason: string | null; message: string | null };
let eligibility: Eligibility;
let fetchMock: ReturnType<typeof vi.fn>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve() {
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname.endsWith('/eligibility')) return json(200, eligibility);
    if (init?.method === 'POST') return json(200, review(9, 5, { ...JSON.parse(String(init.body)), id: 'mine', verifiedBuyer: true }));
    const sort = url.searchParams.get('sort') ?? 'newest';
    const page = Number(url.searchParams.get('page') ?? 1);
    const reviews = sort === 'lowest' ? [review(3, 1), review(4, 2)] : page === 2 ? [review(5, 4)] : [review(1, 5), review(2, 4)];
    return json(200, { summary: { productId: 'p1', average: 4.3, count: 12 }, sort, page, pageSize: 5, totalPages: 3, reviews });
  });
  vi.stubGlobal('fetch', fetchMock);
}

let widget: Widget;
let host: HTMLElement;
beforeAll(async () => {
  await import('../../../widgets/reviews/main');
  widget = (window as unknown as { VitalisReviews: Widget }).VitalisReviews;
});
beforeEach(() => {
  eligibility = { canWrite: true, reason: null, message: null };
  serve();
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const urls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));

describe('reviews script', () => {
  it('shows the average in words, the count and the newest reviews, styled once', async () => {
    widget.mount(host, { productId: 'p1' });
    expect(await screen.findByRole('img', { name: '4.3 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Reviews of this product' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Title 1', 'Title 2']);
    expect(within(list).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(list).getByText('Verified buyer')).toBeTruthy();
    expect(urls()[0].pathname).toBe('/api/reviews/products/p1');
    widget.mount(document.body.appendChild(document.createElement('div')), { productId: 'p1' });
    expect(document.querySelectorAll('#vitalis-reviews-style')).toHaveLength(1);
  });

  it('sorts and pages, moving focus to the list', async () => {
    widget.mount(host, { productId: 'p1' });
    const select = (await screen.findByLabelText('Sort reviews by')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'lowest' } });
    await waitFor(() => expect(screen.getByText('Title 3')).toBeTruthy());
    expect(urls().at(-1)?.searchParams.get('sort')).toBe('lowest');
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Reviews of this product' }));
    fireEvent.change(select, { target: { value: 'newest' } });
    await screen.findByText('Title 1');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Title 5');
    expect(urls().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('tells a shopper who cannot write why, with no form', async () => {
    eligibility = { canWrite: false, reason: 'notBuyer', message: 'Only shoppers who bought this product can review it.' };
    widget.mount(host, { productId: 'p1' });
    expect(await screen.findByText('Only shoppers who bought this product can review it.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it('checks a buyer’s draft at each field, then posts it and shows it first', async () => {
    widget.mount(host, { productId: 'p1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Title is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('1 star'));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Best kibble yet' } });
    expect(screen.queryByText('Title is required.')).toBeNull();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Choose a rating from 1 to 5 stars.')).toBeNull();
    fireEvent.input(screen.getByLabelText('Your review'), { target: { value: 'Our two labs clean the bowl every single night.' } });
    fireEvent.input(screen.getByLabelText('Nickname (shown with your review)'), { target: { value: 'LabPack' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thank you! Your review is posted.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1].body))).toEqual({
      rating: 5,
      title: 'Best kibble yet',
      text: 'Our two labs clean the bowl every single night.',
      nickname: 'LabPack',
    });
    const titles = within(screen.getByRole('list', { name: 'Reviews of this product' })).getAllByRole('heading', { level: 3 });
    expect(titles[0].textContent).toBe('Best kibble yet');
    expect(screen.getByText('13 reviews')).toBeTruthy();
  });

  it('says plainly when reviews cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    widget.mount(host, { productId: 'p1' });
    expect((await screen.findByRole('alert')).textContent).toBe('Reviews cannot be loaded right now. Check your connection and try again.');
  });
});
