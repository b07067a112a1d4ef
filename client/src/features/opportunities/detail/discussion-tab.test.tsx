import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';
import { bodyOf, callsTo, comment, opportunityApi } from './test-fixtures';

const path = '/api/opportunities/12/comments';

async function openDiscussion(handlers: Parameters<typeof opportunityApi>[0] = {}, url = '?tab=discussion') {
  const fetchMock = stubApi(opportunityApi(handlers));
  const user = userEvent.setup();
  const view = renderRoute(`/opportunity-detail/12${url}`);
  await screen.findByRole('tab', { name: 'Discussion', selected: true }, { timeout: 5000 });
  return { fetchMock, user, ...view };
}

const box = () => screen.getByRole('textbox', { name: 'Add a comment' });
const post = () => screen.getByRole('button', { name: 'Post Comment' });

describe('Discussion tab', () => {
  it("shows 'No comments yet' and the @username hint", async () => {
    await openDiscussion();
    expect(await screen.findByText('No comments yet')).toBeVisible();
    expect(screen.getByText('Be the first to start the conversation')).toBeVisible();
    expect(box()).toHaveAccessibleDescription('Use @username to mention someone');
  });

  it('lists each comment with its author, date, highlighted mentions, Reply, Like and mention count', async () => {
    await openDiscussion({ [`GET ${path}`]: () => Response.json([comment]) });
    const item = await screen.findByRole('listitem', { name: 'Comment by Demo User' });
    expect(item).toHaveAttribute('id', 'comment-40');
    expect(within(item).getByText('Demo User')).toBeVisible();
    expect(within(item).getByText(/^Sep 18, 2025 • \d{1,2}:05 (AM|PM)$/)).toBeVisible();
    const mention = within(item).getByText('@jrivera');
    expect(mention.tagName).toBe('MARK');
    // An @word that is nobody is not highlighted.
    expect(within(item).queryByText('@nobody')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reply' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Like' })).toBeVisible();
    expect(within(item).getByText('1 mention')).toBeVisible();
  });

  it('shows the username when the author has no full name', async () => {
    await openDiscussion({
      [`GET ${path}`]: () => Response.json([{ ...comment, user: { ...comment.user, fullName: '' } }]),
    });
    expect(await screen.findByRole('listitem', { name: 'Comment by demo' })).toBeVisible();
  });

  it('keeps Post disabled and ignores Enter while the box is blank', async () => {
    const { fetchMock, user } = await openDiscussion();
    await screen.findByText('No comments yet');
    expect(post()).toBeDisabled();
    await user.type(box(), '   ');
    expect(post()).toBeDisabled();
    await user.type(box(), '{Enter}');
    expect(callsTo(fetchMock, 'POST', path)).toBe(0);
  });

  it('posts {content}, reloads the list, clears the box and says so', async () => {
    let comments: (typeof comment)[] = [];
    const { fetchMock, user } = await openDiscussion({
      [`GET ${path}`]: () => Response.json(comments),
      [`POST ${path}`]: ({ body }) => {
        const created = { ...comment, id: 41, content: (body as { content: string }).content };
        comments = [created];
        return Response.json(created, { status: 201 });
      },
    });
    await screen.findByText('No comments yet');
    await user.type(box(), 'Tour booked, @jrivera please send the floor plan.');
    await user.click(post());
    expect(await screen.findByText('Comment Added')).toBeVisible();
    expect(screen.getByText('Your comment has been added to the discussion.')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', path)).toEqual({
      content: 'Tour booked, @jrivera please send the floor plan.',
    });
    expect(await screen.findByRole('listitem', { name: 'Comment by Demo User' })).toHaveAttribute(
      'id',
      'comment-41',
    );
    expect(box()).toHaveValue('');
    // The bell asks again: a mention may have notified someone.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/notifications')).toBeGreaterThan(1));
  });

  it('posts with Enter and keeps Shift+Enter for a new line', async () => {
    const { fetchMock, user } = await openDiscussion({
      [`POST ${path}`]: () => Response.json(comment, { status: 201 }),
    });
    await screen.findByText('No comments yet');
    await user.type(box(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('Line one\nline two');
    expect(callsTo(fetchMock, 'POST', path)).toBe(0);
    await user.type(box(), '{Enter}');
    await waitFor(() => expect(bodyOf(fetchMock, 'POST', path)).toEqual({ content: 'Line one\nline two' }));
  });

  it('marks the comment a #comment-{id} link points at', async () => {
    await openDiscussion({ [`GET ${path}`]: () => Response.json([comment]) }, '?tab=discussion#comment-40');
    const item = await screen.findByRole('listitem', { name: 'Comment by Demo User' });
    expect(item.className).toContain('ring-1');
  });
});
