import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { categories, lesson, summary } from './test-fixtures';

const lessons = [1, 2, 3, 4, 5, 6].map((id) => summary(lesson(id)));
const rentLesson = summary(lesson(20, { title: 'Net Effective Rent', category: 'medical-office' }));

function stubTraining() {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/training/categories': () => Response.json(categories),
    'GET /api/training/search/': () => Response.json(lessons),
    'GET /api/training/search/ren': () => Response.json([rentLesson]),
    'GET /api/training/search/zzz': () => Response.json([]),
    'GET /api/training/categories/leasing-fundamentals': () => Response.json(lessons.slice(0, 3)),
    'GET /api/training/categories/empty-shelf': () => Response.json([]),
  });
}

const searchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((path) => path.startsWith('/api/training/search/') && path !== '/api/training/search/');

// The first screen's code loads lazily; on a busy machine that takes more than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

describe('Training Center', { timeout: 20_000 }, () => {
  it('shows the hero, the 4 newest lessons and a card per category', async () => {
    stubTraining();
    renderRoute('/training');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the LeaseLens Training Center' }),
    ).toBeVisible();
    const newLessons = await screen.findByRole('list', { name: 'New Lessons' });
    const titles = within(newLessons)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Lesson 6', 'Lesson 5', 'Lesson 4', 'Lesson 3']);
    const card = within(newLessons).getByRole('article', { name: 'Lesson 6' });
    expect(within(card).getByText('What lesson 6 teaches.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      '/training/content/6',
    );

    const grid = await screen.findByRole('list', { name: 'Categories' });
    const medical = within(grid).getByRole('link', { name: /Medical Office/ });
    expect(medical).toHaveAttribute('href', '/training?category=medical-office');
    expect(within(medical).getByText('Leasing to healthcare tenants.')).toBeVisible();
    expect(within(medical).getByText('1 lesson')).toBeVisible();
    expect(within(grid).getByRole('link', { name: /Leasing Fundamentals/ })).toHaveTextContent('3 lessons');
  });

  it('queries the server only from 3 characters; 2 keep the category view', async () => {
    const fetchMock = stubTraining();
    const user = userEvent.setup();
    const { router } = renderRoute('/training?category=leasing-fundamentals');
    expect(await screen.findByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    const box = screen.getByRole('searchbox', { name: 'Search lessons' });

    await user.type(box, 're');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toContain('q=re'));
    expect(screen.getByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    expect(searchCalls(fetchMock)).toEqual([]);

    await user.type(box, 'n');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Search results for “ren” in Leasing Fundamentals',
      }),
    ).toBeVisible();
    expect(within(await screen.findByRole('list', { name: 'Lessons' })).getAllByRole('article')).toHaveLength(
      1,
    );
    expect(screen.getByRole('article', { name: 'Net Effective Rent' })).toBeVisible();
    expect(searchCalls(fetchMock)).toEqual(['/api/training/search/ren']);
    // The search stays inside the chosen category.
    const searched = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/training/search/ren');
    expect(searched?.searchParams.get('category')).toBe('leasing-fundamentals');
  });

  it('keeps the search in the URL, so a reload shows the same results', async () => {
    stubTraining();
    renderRoute('/training?q=ren');
    expect(await screen.findByRole('article', { name: 'Net Effective Rent' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search lessons' })).toHaveValue('ren');
  });

  it('shows a category with its lessons and a back link to /training', async () => {
    stubTraining();
    const user = userEvent.setup();
    const { router } = renderRoute('/training?category=leasing-fundamentals');
    expect(await screen.findByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    expect(screen.getByText('The basics of commercial leasing.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Lessons' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'New Lessons' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Training Center' }));
    expect(await screen.findByRole('heading', { name: 'New Lessons' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says "No lessons found" and "Clear Search" brings the category back', async () => {
    stubTraining();
    const user = userEvent.setup();
    const { router } = renderRoute('/training?category=leasing-fundamentals&q=zzz');
    expect(await screen.findByText('No lessons found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search lessons' })).toHaveValue('');
    expect(router.state.location.search).toBe('?category=leasing-fundamentals');
  });

  it('an empty category also offers "Clear Search", back to the start', async () => {
    stubTraining();
    const user = userEvent.setup();
    const { router } = renderRoute('/training?category=empty-shelf');
    expect(await screen.findByText('No lessons found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says an unknown category is not found, without its raw name or "Clear Search"', async () => {
    stubTraining();
    const user = userEvent.setup();
    const { router } = renderRoute('/training?category=nonexistent');
    expect(await screen.findByRole('heading', { level: 2, name: 'Category Not Found' })).toBeVisible();
    expect(screen.queryByText(/nonexistent/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all categories' }));
    expect(await screen.findByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('offers "New Lesson" to an admin only', async () => {
    stubTraining();
    renderRoute('/training');
    expect(await screen.findByRole('button', { name: 'New Lesson' })).toBeVisible();
  });

  it('hides "New Lesson" from a broker', async () => {
    stubApi({
      'GET /api/user': signedIn({
        id: 3,
        username: 'bo',
        fullName: 'Bo Broker',
        role: 'broker',
        avatar: null,
      }),
      'GET /api/training/categories': () => Response.json(categories),
      'GET /api/training/search/': () => Response.json(lessons),
    });
    renderRoute('/training');
    expect(await screen.findByRole('list', { name: 'New Lessons' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New Lesson' })).not.toBeInTheDocument();
  });
});
