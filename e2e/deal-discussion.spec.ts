import { expect, type Page, test } from '@playwright/test';
import type { OpportunityDetail } from '../common/src/deal-detail';
import type { CommentThread } from '../common/src/discussion';
import type { PropertyListResponse } from '../common/src/properties';
import { signIn } from './support';

/*
 * A deal's one conversation against the real server: an @mention picked from the team list notifies
 * the person named, who opens it from the bell, replies and likes; both persist; a comment is logged
 * as a tour. The deal is made here, since other specs change the seeded deals in parallel.
 */

const jrivera = { username: 'jrivera', password: 'leaselens123' };

/** Where the Discussion tab is mounted (the deal workspace's /deals/:id opens it too). */
const discussionUrl = (id: number) => `/opportunity-detail/${id}?tab=discussion`;

async function createDeal(page: Page): Promise<OpportunityDetail> {
  const properties = await page.request.get('/api/properties?limit=1');
  const { items } = (await properties.json()) as PropertyListResponse;
  const response = await page.request.post('/api/opportunities', {
    data: {
      prospectName: `Discussion Dental ${Date.now()}-${Math.floor(Math.random() * 1e4)}`,
      propertyId: items[0]?.id,
      squareFeetNeeded: 3100,
      dealType: 'new',
      stage: 'touring',
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

test('an @mention picked from the list notifies the person named, whose reply and like persist; a comment logs a tour', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const deal = await createDeal(page);
  await page.goto(discussionUrl(deal.id));
  await expect(page.getByText('No comments yet')).toBeVisible();

  // The mention, picked from the list with the mouse.
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await expect(box).toHaveAttribute('placeholder', 'Type @ to notify team members');
  const text = `Floor plan for deal ${deal.id} is ready, `;
  await box.pressSequentially(`${text}@jor`);
  await page
    .getByRole('listbox', { name: 'Team members' })
    .getByRole('option', { name: /Jordan Rivera/ })
    .click();
  await expect(box).toHaveValue(`${text}@jrivera `);
  await box.pressSequentially('please check');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const comment = page.getByRole('listitem', { name: 'Comment by Demo User' }).filter({ hasText: text });
  await expect(comment.locator('mark', { hasText: '@jrivera' })).toBeVisible();
  await expect(box).toHaveValue('');
  const commentId = await comment.getAttribute('id');

  // A tour, its mention picked by keyboard.
  await box.pressSequentially('Walked suite 300 with @sch');
  await box.press('Enter');
  await page.getByRole('switch', { name: 'Log as Tour' }).click();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const tour = page
    .getByRole('listitem', { name: 'Comment by Demo User' })
    .filter({ hasText: 'Walked suite 300' });
  await expect(tour.getByText('Tour', { exact: true })).toBeVisible();
  await expect(tour.locator('mark')).toHaveText('@scho');

  // Jordan Rivera sees the mention in the bell and opens it.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, jrivera);
  await other.goto('/tenants');
  await other.getByRole('button', { name: 'Notifications' }).click();
  await other
    .getByRole('list', { name: 'Notification list' })
    .getByRole('button', { name: 'Unread: Demo User mentioned you' })
    .filter({ hasText: text })
    .click();
  await expect(other).toHaveURL(new RegExp(`/deals/${deal.id}\\?tab=discussion#${commentId}$`));

  // Reply and like, then read both back after a reload.
  await other.goto(`${discussionUrl(deal.id)}#${commentId}`);
  const theirs = other.getByRole('listitem', { name: 'Comment by Demo User' }).filter({ hasText: text });
  await theirs.getByRole('button', { name: 'Like' }).click();
  await expect(theirs.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute('aria-pressed', 'true');
  await theirs.getByRole('button', { name: 'Reply' }).click();
  await theirs.getByRole('textbox', { name: 'Reply to Demo User' }).fill('Checked it, looks right');
  await theirs.getByRole('button', { name: 'Post reply' }).click();
  await expect(theirs.getByRole('listitem', { name: 'Reply by Jordan Rivera' })).toBeVisible();
  await other.reload();
  await expect(theirs.getByRole('listitem', { name: 'Reply by Jordan Rivera' })).toContainText(
    'Checked it, looks right',
  );
  await expect(theirs.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute('aria-pressed', 'true');
  await context.close();

  // The author sees both, and the reply in the bell.
  await page.reload();
  await expect(comment.getByRole('listitem', { name: 'Reply by Jordan Rivera' })).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('button', { name: 'Unread: Jordan Rivera replied to your comment' }).filter({
      hasText: 'Checked it, looks right',
    }),
  ).toBeVisible();
  const stored = (await (
    await page.request.get(`/api/opportunities/${deal.id}/comments`)
  ).json()) as CommentThread[];
  expect(stored.map((thread) => [thread.isTour, thread.replies.length])).toEqual([
    [true, 0],
    [false, 1],
  ]);
});
