import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  type CreateTrainingLessonInput,
  lessonPdfFileName,
  type TrainingCategory,
  type TrainingLesson,
  type TrainingLessonSummary,
} from '../common/src/training';
import { mainNav, signIn } from './support';

/*
 * The Training Center and a lesson. Lessons a test reads closely are created here, as
 * demo (an admin), under a unique word, so specs running in parallel do not disturb each other.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

async function createLesson(page: Page, input: CreateTrainingLessonInput): Promise<TrainingLesson> {
  const response = await page.request.post('/api/training/content', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search lessons' });
const resultCards = (page: Page) => page.getByRole('list', { name: 'Lessons' }).getByRole('article');

const richContent = (word: string) =>
  [
    `# ${word} walkthrough`,
    '',
    `Why ${word} matters to a leasing team.`,
    '',
    '## Rent schedule',
    '',
    '| Year | Base rent ($/SF) | Escalation |',
    '| --- | --- | --- |',
    '| 1 | 32.00 | — |',
    '| 2 | 32.96 | 3% |',
    '| 3 | 33.95 | 3% |',
    '',
    '- Free rent',
    '- Tenant improvements',
    '- Broker commission',
    '',
    'Read the [BOMA standard](https://www.boma.org/) or go back to [the deals](/deals).',
  ].join('\n');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('Training Center', () => {
  test('shows the hero, the 4 newest lessons and a card per category', async ({ page }) => {
    await page.goto('/training');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the LeaseLens Training Center' }),
    ).toBeVisible();
    const all = await apiGet<TrainingLessonSummary[]>(page, '/api/training/search/');
    const newest = [...all].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    const newLessons = page.getByRole('list', { name: 'New Lessons' }).getByRole('article');
    await expect(newLessons).toHaveCount(4);
    await expect(newLessons.getByRole('heading')).toHaveText(
      newest.slice(0, 4).map((lesson) => lesson.title),
    );

    const categories = await apiGet<TrainingCategory[]>(page, '/api/training/categories');
    const cards = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    await expect(cards).toHaveCount(categories.length);
    for (const category of categories) {
      const card = cards.filter({
        has: page.getByRole('heading', { name: category.displayName, exact: true }),
      });
      await expect(card).toHaveAttribute('href', `/training?category=${category.name}`);
      await expect(card).toContainText(category.description);
      await expect(card).toContainText(`${category.lessonCount} lesson`);
      await expect(card.locator('svg.lucide').first()).toBeVisible();
    }
  });

  test('a category shows its lessons, survives a reload and the back link resets', async ({ page }) => {
    await page.goto('/training');
    await page
      .getByRole('list', { name: 'Categories' })
      .getByRole('link', { name: /Medical Office/ })
      .click();
    await expect(page).toHaveURL(/\/training\?category=medical-office$/);
    const lessons = await apiGet<TrainingLessonSummary[]>(page, '/api/training/categories/medical-office');
    await expect(page.getByRole('heading', { level: 2, name: 'Medical Office' })).toBeVisible();
    await expect(resultCards(page)).toHaveCount(lessons.length);
    await expect(page.getByRole('heading', { name: 'New Lessons' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Medical Office' })).toBeVisible();
    await expect(resultCards(page)).toHaveCount(lessons.length);

    const first = lessons[0];
    if (!first) throw new Error('the seed has medical-office lessons');
    const card = page.getByRole('article', { name: first.title });
    await expect(card.getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      `/training/content/${first.id}`,
    );
    if (first.excerpt) await expect(card).toContainText(first.excerpt);

    await page.getByRole('link', { name: 'Back to Training Center' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.getByRole('heading', { name: 'New Lessons' })).toBeVisible();
  });

  test('searches only from 3 characters: 2 keep the category view, 3 show results', async ({ page }) => {
    const word = `zq${unique()}`;
    const lesson = await createLesson(page, {
      title: `The ${word} checklist`,
      category: 'leasing-fundamentals',
      expandedContent: `# Checklist\n\nA lesson about ${word}.`,
    });
    const searched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/training/search/') && path.length > '/api/training/search/'.length)
        searched.push(decodeURIComponent(path.slice('/api/training/search/'.length)));
    });

    await page.goto('/training?category=leasing-fundamentals');
    await expect(page.getByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    await searchBox(page).fill(word.slice(0, 2));
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word.slice(0, 2)}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    expect(searched).toEqual([]);

    await searchBox(page).fill(word);
    await expect(
      page.getByRole('heading', { level: 2, name: `Search results for “${word}” in Leasing Fundamentals` }),
    ).toBeVisible();
    await expect(resultCards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: lesson.title })).toBeVisible();
    expect(searched.every((text) => text.length >= 3)).toBe(true);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(word);
    await expect(page.getByRole('article', { name: lesson.title })).toBeVisible();
  });

  test('a search inside a category finds only that category’s lessons; Clear Search goes back to it', async ({
    page,
  }) => {
    const scoped = await apiGet<TrainingLessonSummary[]>(
      page,
      '/api/training/search/lease?category=leasing-fundamentals',
    );
    const everywhere = await apiGet<TrainingLessonSummary[]>(page, '/api/training/search/lease');
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.length).toBeLessThan(everywhere.length);
    await page.goto('/training?category=leasing-fundamentals');
    await expect(page.getByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
    await searchBox(page).fill('lease');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Search results for “lease” in Leasing Fundamentals' }),
    ).toBeVisible();
    await expect(resultCards(page)).toHaveCount(scoped.length);
    await expect(resultCards(page).getByRole('heading')).toHaveText(scoped.map((lesson) => lesson.title));

    await searchBox(page).fill(`nothing-${unique()}`);
    await expect(page.getByText('No lessons found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(page).toHaveURL(/\/training\?category=leasing-fundamentals$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Leasing Fundamentals' })).toBeVisible();
  });

  test('an unknown category says it does not exist, without its slug or a Clear Search button', async ({
    page,
  }) => {
    await page.goto('/training?category=nonexistent');
    await expect(page.getByRole('heading', { level: 2, name: 'Category Not Found' })).toBeVisible();
    await expect(
      page.getByText('The training category you requested could not be found or has been removed.'),
    ).toBeVisible();
    await expect(page.getByText('nonexistent')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear Search' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse all categories' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
  });

  for (const width of [1400, 390]) {
    test(`"New Lesson" lines up with the search box at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/training');
      const button = await page.getByRole('button', { name: 'New Lesson' }).boundingBox();
      const box = await searchBox(page).boundingBox();
      if (!button || !box) throw new Error('the hero shows the search box and New Lesson to an admin');
      if (width >= 1024) {
        // Side by side: the same height and the same top.
        expect(Math.abs(button.y - box.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(button.height - box.height)).toBeLessThanOrEqual(1);
      } else {
        // Stacked: the button starts at the box's left edge.
        expect(Math.abs(button.x - box.x)).toBeLessThanOrEqual(1);
      }
    });
  }

  test('"No lessons found" offers "Clear Search"', async ({ page }) => {
    await page.goto('/training');
    await searchBox(page).fill(`nothing-${unique()}`);
    await expect(page.getByText('No lessons found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    await expect(page).toHaveURL(/\/training$/);
  });
});

test.describe('Training lesson', () => {
  test('renders headings, a table, a list and safe links', async ({ page }) => {
    const word = `Rentroll${unique()}`;
    const lesson = await createLesson(page, {
      title: `${word} basics`,
      category: 'leasing-fundamentals',
      tags: ['rent', 'schedule'],
      expandedContent: richContent(word),
    });
    await page.goto(`/training/content/${lesson.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    const article = page.getByRole('article', { name: lesson.title });
    await expect(article.getByRole('heading', { level: 2, name: `${word} walkthrough` })).toBeVisible();
    await expect(article.getByRole('heading', { level: 3, name: 'Rent schedule' })).toBeVisible();
    await expect(article.getByRole('table').getByRole('row')).toHaveCount(4);
    await expect(article.getByRole('columnheader', { name: 'Base rent ($/SF)' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText([
      'Free rent',
      'Tenant improvements',
      'Broker commission',
    ]);
    const external = article.getByRole('link', { name: /BOMA standard/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('Leasing Fundamentals').first()).toBeVisible();
    await expect(page.getByText('schedule', { exact: true })).toBeVisible();

    const related = page.getByRole('complementary', { name: 'Related Content' });
    await expect(related.getByRole('link', { name: /All Leasing Fundamentals lessons/ })).toHaveAttribute(
      'href',
      '/training?category=leasing-fundamentals',
    );
    await expect(related.getByRole('link', { name: /^Training Center/ })).toHaveAttribute(
      'href',
      '/training',
    );
    await expect(related.getByRole('list').getByRole('link').first()).toBeVisible();

    await article.getByRole('link', { name: 'the deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('a lesson with <script> and javascript: links renders them inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const lesson = await createLesson(page, {
      title: `Hostile markdown ${unique()}`,
      category: 'presentations',
      expandedContent: [
        'Intro paragraph.',
        '',
        '<script>alert(1)</script>',
        '',
        'Click [x](javascript:alert(1)) or [y](JaVaScRiPt:alert(2)) or <a href="javascript:alert(3)">z</a>.',
        '',
        '<img src="x" onerror="alert(4)">',
      ].join('\n'),
    });
    await page.goto(`/training/content/${lesson.id}`);
    const article = page.getByRole('article', { name: lesson.title });
    await expect(article.getByText('Intro paragraph.')).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('img')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(article.getByRole('link')).toHaveCount(0);
    await article.getByText('x', { exact: true }).click();
    await article.getByText('y', { exact: true }).click();
    await page.waitForTimeout(200);
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/training/content/${lesson.id}$`));
  });

  test('Share copies the address and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [first] = await apiGet<TrainingLessonSummary[]>(page, '/api/training/search/');
    if (!first) throw new Error('the seed has lessons');
    await page.goto(`/training/content/${first.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('Download PDF is offered only with a PDF and gives a real PDF', async ({ page }) => {
    const withPdf = await createLesson(page, {
      title: `PDF lesson ${unique()}`,
      category: 'space-planning',
      isPdfAvailable: true,
      expandedContent: richContent('Suite'),
    });
    const withoutPdf = await createLesson(page, {
      title: `No PDF lesson ${unique()}`,
      category: 'space-planning',
      expandedContent: 'Just text.',
    });

    await page.goto(`/training/content/${withoutPdf.id}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);

    await page.goto(`/training/content/${withPdf.id}`);
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toHaveAttribute('href', `/api/training/content/${withPdf.id}/pdf`);
    const response = await page.request.get(`/api/training/content/${withPdf.id}/pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(lessonPdfFileName(withPdf.title));
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('prints the lesson alone: no sidebar, top bar, buttons or related links', async ({ page }) => {
    const lesson = await createLesson(page, {
      title: `Printable ${unique()}`,
      category: 'renewals',
      isPdfAvailable: true,
      expandedContent: richContent('Print'),
    });
    await page.goto(`/training/content/${lesson.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByRole('article', { name: lesson.title }).getByRole('table')).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    for (const name of ['Print', 'Share', 'Edit Lesson'])
      await expect(page.getByRole('button', { name })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Related Content' })).toBeHidden();
  });

  test('a bad id shows "Training Content Not Found"', async ({ page }) => {
    for (const id of ['2147483000', 'not-a-lesson']) {
      await page.goto(`/training/content/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Training Content Not Found' })).toBeVisible();
      await expect(
        page.getByText('The training content you requested could not be found or has been removed.'),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return to Training Center' }).click();
    await expect(page).toHaveURL(/\/training$/);
  });
});

test.describe('lesson editor', () => {
  test('an admin creates a lesson with a preview, then edits it', async ({ page }) => {
    const title = `Tour prep ${unique()}`;
    await page.goto('/training');
    await page.getByRole('button', { name: 'New Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Lesson' });
    await dialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('Content is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Broker Relations' }).click();
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('tours, brokers');
    await dialog
      .getByRole('textbox', { name: 'Content' })
      .fill('# Before the tour\n\nConfirm the suite is open.\n\n- Keys\n- Lights');
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Before the tour' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['Keys', 'Lights']);
    await expect(dialog.getByText(/Card excerpt:\s*Confirm the suite is open\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Lesson' }).click();

    await expect(page.getByText('Lesson created')).toBeVisible();
    await expect(page).toHaveURL(/\/training\/content\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('tours', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Lesson' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
    await edit.getByRole('switch', { name: 'Offer a PDF download' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Lesson updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (edited)` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (edited)` })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test('no screen scrolls sideways at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lesson = await createLesson(page, {
      title: `Wide table ${unique()}`,
      category: 'leasing-fundamentals',
      expandedContent: `${richContent('Phone')}\n\n| ${Array.from({ length: 12 }, (_, i) => `Column ${i + 1}`).join(' | ')} |\n| ${Array.from({ length: 12 }, () => '---').join(' | ')} |\n| ${Array.from({ length: 12 }, (_, i) => `value-${i}-with-some-length`).join(' | ')} |\n\nAn_unbroken_${'x'.repeat(120)}_word.`,
    });
    const pages: [string, () => Promise<void>][] = [
      ['/training', () => expect(page.getByRole('list', { name: 'New Lessons' })).toBeVisible()],
      ['/training?category=leasing-fundamentals', () => expect(resultCards(page).first()).toBeVisible()],
      ['/training?q=lease', () => expect(resultCards(page).first()).toBeVisible()],
      [`/training/content/${lesson.id}`, () => expect(page.getByRole('table').first()).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});
