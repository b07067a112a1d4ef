import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { categories, lesson, summary } from './test-fixtures';

const content = [
  '# Understanding Net Effective Rent',
  '',
  'Net effective rent spreads concessions over the term.',
  '',
  '| Term | Rent |',
  '| --- | --- |',
  '| 5 years | $32.00 |',
  '',
  '- Free rent',
  '- Tenant improvements',
  '',
  '[Guide](https://www.example.org/ner) and [deals](/deals).',
].join('\n');

const ner = lesson(7, {
  title: 'Net Effective Rent',
  expandedContent: content,
  tags: ['ner', 'economics'],
  createdAt: '2026-03-14T15:00:00.000Z',
  isPdfAvailable: true,
});

const hostile = lesson(8, {
  title: 'Hostile lesson',
  expandedContent: [
    'Intro line.',
    '',
    '<script>alert(1)</script>',
    '',
    '[x](javascript:alert(1)) and [y](JAVASCRIPT:alert(2)) and <a href="javascript:alert(3)">z</a>',
    '',
    '<img src=x onerror="alert(4)">',
    '',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  ].join('\n'),
});

function stubLessons(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/training/categories': () => Response.json(categories),
    'GET /api/training/content/7': () => Response.json(ner),
    'GET /api/training/content/8': () => Response.json(hostile),
    'GET /api/training/categories/leasing-fundamentals': () =>
      Response.json([summary(ner), summary(lesson(3, { title: 'Reading a Rent Roll' }))]),
    ...extra,
  });
}

// The first screen's code loads lazily; on a busy machine that takes more than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

describe('Training lesson', { timeout: 20_000 }, () => {
  it('renders the markdown with its title, date, category, tags and related links', async () => {
    stubLessons();
    renderRoute('/training/content/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Net Effective Rent' })).toBeVisible();
    const article = screen.getByRole('article', { name: 'Net Effective Rent' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Understanding Net Effective Rent' }));
    expect(within(article).getByRole('table')).toBeVisible();
    expect(within(article).getByRole('cell', { name: '$32.00' })).toBeVisible();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free rent', 'Tenant improvements']);
    expect(screen.getByText('March 14, 2026')).toBeVisible();
    expect(screen.getByText('ner')).toBeVisible();
    expect(screen.getByText('economics')).toBeVisible();

    const external = within(article).getByRole('link', { name: /Guide/ });
    expect(external).toHaveAttribute('href', 'https://www.example.org/ner');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = within(article).getByRole('link', { name: 'deals' });
    expect(internal).toHaveAttribute('href', '/deals');
    expect(internal).not.toHaveAttribute('target');

    const related = screen.getByRole('complementary', { name: 'Related Content' });
    expect(await within(related).findByRole('link', { name: 'Reading a Rent Roll' })).toHaveAttribute(
      'href',
      '/training/content/3',
    );
    expect(within(related).queryByRole('link', { name: 'Net Effective Rent' })).not.toBeInTheDocument();
    expect(within(related).getByRole('link', { name: /All Leasing Fundamentals lessons/ })).toHaveAttribute(
      'href',
      '/training?category=leasing-fundamentals',
    );
    expect(within(related).getByRole('link', { name: /Training Center/ })).toHaveAttribute(
      'href',
      '/training',
    );
  });

  it('renders raw HTML and javascript: links inert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubLessons();
    renderRoute('/training/content/8');
    const article = await screen.findByRole('article', { name: 'Hostile lesson' });
    expect(within(article).getByText('Intro line.')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    for (const anchor of document.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(article).getByText('x')).toBeVisible();
    expect(within(article).getByText('data')).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
  });

  it('offers Download PDF only when the lesson has one', async () => {
    stubLessons();
    renderRoute('/training/content/7');
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/training/content/7/pdf',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('has no Download PDF without a PDF', async () => {
    stubLessons();
    renderRoute('/training/content/8');
    expect(await screen.findByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('Print opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubLessons();
    const user = userEvent.setup();
    renderRoute('/training/content/7');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('Share copies the address and says so', async () => {
    stubLessons();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderRoute('/training/content/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('Share shows the address when the clipboard refuses', async () => {
    stubLessons();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderRoute('/training/content/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Copy this link')).toBeVisible();
    expect(screen.getByText(window.location.href)).toBeVisible();
  });

  it.each([
    ['an unknown id', '/training/content/999'],
    ['an id that is not a number', '/training/content/abc'],
  ])('shows "Training Content Not Found" for %s', async (_, path) => {
    const fetchMock = stubLessons({
      'GET /api/training/content/999': () =>
        Response.json({ message: 'Training content not found' }, { status: 404 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training Content Not Found' }),
    ).toBeVisible();
    expect(
      screen.getByText('The training content you requested could not be found or has been removed.'),
    ).toBeVisible();
    if (path.endsWith('abc')) {
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/content/'))).toBe(false);
    }
    await user.click(screen.getByRole('link', { name: 'Return to Training Center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training'));
  });
});
