import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { categories, lesson, summary } from './test-fixtures';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  // Radix Select uses pointer capture and scrolls its items into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const existing = lesson(7, { title: 'Reading a Rent Roll', tags: ['rent roll'] });

function stubEditor(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/user': signedIn(),
    'GET /api/training/categories': () => Response.json(categories),
    'GET /api/training/search/': () => Response.json([summary(existing)]),
    'GET /api/training/content/7': () => Response.json(existing),
    'GET /api/training/categories/leasing-fundamentals': () => Response.json([summary(existing)]),
    ...extra,
  });
}

const posts = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openNewLesson() {
  const user = userEvent.setup();
  const view = renderRoute('/training');
  await user.click(await screen.findByRole('button', { name: 'New Lesson' }));
  return { user, ...view, dialog: await screen.findByRole('dialog', { name: 'New Lesson' }) };
}

describe('lesson editor', { timeout: 20_000 }, () => {
  it("shows the contract's messages and sends nothing for an empty form", async () => {
    const fetchMock = stubEditor();
    const { user, dialog } = await openNewLesson();
    await user.click(within(dialog).getByRole('button', { name: 'Create Lesson' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Category is required')).toBeVisible();
    expect(within(dialog).getByText('Content is required')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock, 'POST')).toEqual([]);
  });

  it('refuses a tag longer than 40 characters', async () => {
    const fetchMock = stubEditor();
    const { user, dialog } = await openNewLesson();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), `ok, ${'x'.repeat(41)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Create Lesson' }));
    expect(await within(dialog).findByText('Each tag must be at most 40 characters')).toBeVisible();
    expect(posts(fetchMock, 'POST')).toEqual([]);
  });

  it('previews the markdown with the safe renderer', async () => {
    stubEditor();
    const { user, dialog } = await openNewLesson();
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    await user.click(content);
    await user.paste('## Steps\n\nFirst line.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Steps' })).toBeVisible();
    expect(within(preview).getByText('bad')).toBeVisible();
    expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('First line.', { selector: 'p:not(section p)' })).toBeVisible();
  });

  it('creates a lesson and opens it', async () => {
    const fetchMock = stubEditor({
      'POST /api/training/content': ({ body }) =>
        Response.json(lesson(42, { ...(body as object), categoryDisplayName: 'Medical Office' }), {
          status: 201,
        }),
      'GET /api/training/content/42': () =>
        Response.json(lesson(42, { title: 'Clinic Build-outs', category: 'medical-office' })),
      'GET /api/training/categories/medical-office': () => Response.json([]),
    });
    const { user, dialog, router } = await openNewLesson();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Clinic Build-outs');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Medical Office' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tags' }),
      'medical, tenant improvements, Medical',
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Offer a PDF download' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Content' }));
    await user.paste('# Clinic Build-outs\n\nPlan plumbing early.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Lesson' }));

    expect(await screen.findByText('Lesson created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/content/42'));
    expect(posts(fetchMock, 'POST')).toEqual([
      {
        title: 'Clinic Build-outs',
        category: 'medical-office',
        tags: ['medical', 'tenant improvements'],
        isPdfAvailable: true,
        expandedContent: '# Clinic Build-outs\n\nPlan plumbing early.',
      },
    ]);
  });

  it("edits a lesson from its page and shows the server's refusal", async () => {
    let calls = 0;
    let stored = existing;
    const fetchMock = stubEditor({
      'GET /api/training/content/7': () => Response.json(stored),
      'PATCH /api/training/content/7': ({ body }) => {
        calls += 1;
        if (calls === 1) return Response.json({ message: 'Category not found' }, { status: 400 });
        stored = { ...existing, ...(body as object) };
        return Response.json(stored);
      },
    });
    const user = userEvent.setup();
    renderRoute('/training/content/7');
    await user.click(await screen.findByRole('button', { name: 'Edit Lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lesson' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Reading a Rent Roll');
    expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveValue('rent roll');
    await user.clear(title);
    await user.type(title, 'Reading a Rent Roll, Line by Line');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Category not found');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Lesson updated')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading a Rent Roll, Line by Line' }),
    ).toBeVisible();
    expect(posts(fetchMock, 'PATCH').at(-1)).toMatchObject({
      title: 'Reading a Rent Roll, Line by Line',
      category: 'leasing-fundamentals',
      tags: ['rent roll'],
    });
  });

  it('hides Edit Lesson from a leasing associate', async () => {
    stubEditor({
      'GET /api/user': signedIn({ id: 4, username: 'li', fullName: 'Li Lee', role: 'leasing', avatar: null }),
    });
    renderRoute('/training/content/7');
    expect(await screen.findByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Lesson' })).not.toBeInTheDocument();
  });
});
