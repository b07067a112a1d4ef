import type { Comment, CommentThread } from '@common/discussion';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '@/test/api-stub';
import { commentsPath, renderDiscussion, sampleComment, sampleThread, team } from './test-fixtures';

type Handler = (request: StubRequest) => Response | Promise<Response>;

/** The tab's calls: the conversation (`threads`) and the team; a POST adds what it was sent. */
function discussionApi(threads: CommentThread[] = [], overrides: Record<string, Handler> = {}) {
  let stored = threads;
  const fetchMock = stubApi({
    [`GET ${commentsPath}`]: () => Response.json(stored),
    'GET /api/users/mentionable': () => Response.json(team),
    [`POST ${commentsPath}`]: ({ body }) => {
      const { content, isTour = false, parentId = null } = body as Partial<Comment>;
      const created = sampleComment({ id: 41, content: content ?? '', isTour, parentId, mentions: [] });
      stored = parentId
        ? stored.map((thread) => (thread.id === parentId ? { ...thread, replies: [created] } : thread))
        : [{ ...created, replies: [] }, ...stored];
      return Response.json(created, { status: 201 });
    },
    ...overrides,
  });
  const posted = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { fetchMock, posted };
}

const box = () => screen.getByRole('textbox', { name: 'Add a comment' });
const post = () => screen.getByRole('button', { name: 'Post' });

describe('Discussion tab', () => {
  it("shows 'No comments yet' and invites @mentions", async () => {
    discussionApi();
    renderDiscussion();
    expect(await screen.findByText('No comments yet')).toBeVisible();
    expect(screen.getByText('Be the first to start the conversation')).toBeVisible();
    expect(box()).toHaveAttribute('placeholder', 'Type @ to notify team members');
  });

  it('lists each comment with its author, date, Tour badge, highlighted mentions, replies and likes', async () => {
    const reply = sampleComment({ id: 42, parentId: 40, content: 'On it', mentions: [] });
    discussionApi([
      sampleThread({ id: 43, isTour: true, content: 'Walked suite 300', mentions: [] }),
      sampleThread({ likeCount: 2, likedByMe: true, replies: [reply] }),
    ]);
    renderDiscussion('#comment-40');
    const [tour, item] = await screen.findAllByRole('listitem', { name: 'Comment by Demo User' });
    expect(within(tour!).getByText('Tour')).toBeVisible();
    expect(within(item!).queryByText('Tour')).toBeNull();
    expect(within(item!).getAllByText(/^Sep 18, 2025 • \d{1,2}:05 (AM|PM)$/)[0]).toBeVisible();
    expect(within(item!).getByText('@jrivera').tagName).toBe('MARK');
    // An @word that is nobody is not highlighted.
    expect(within(item!).queryByText('@nobody')).toBeNull();
    expect(within(item!).getByRole('button', { name: 'Like (2 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const replies = within(item!).getByRole('list', { name: 'Replies to Demo User' });
    expect(within(replies).getByRole('listitem', { name: 'Reply by Demo User' })).toHaveTextContent('On it');
    // A #comment-{id} link marks the comment it points at.
    expect(within(item!).getByText('Tour booked,', { exact: false }).closest('div')?.className).toContain(
      'ring-1',
    );
  });

  it('picks a team member from the @ list by keyboard: arrows, Enter or Tab; Escape closes it', async () => {
    const { posted } = discussionApi();
    const user = userEvent.setup();
    renderDiscussion();
    await screen.findByText('No comments yet');
    await user.type(box(), 'Ask @j');
    const list = await screen.findByRole('listbox', { name: 'Team members' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Jordan Rivera@jrivera', 'Jo Smith@jsmith']);
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box()).toHaveValue('Ask @jsmith ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.type(box(), 'and @sa');
    await user.keyboard('{Tab}');
    expect(box()).toHaveValue('Ask @jsmith and @scho ');
    expect(box()).toHaveFocus();

    await user.type(box(), '@a');
    expect(screen.getByRole('listbox', { name: 'Team members' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter posts again once the list is closed.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted()).toEqual([{ content: 'Ask @jsmith and @scho @a', isTour: false }]));
  });

  it('picks a team member from the @ list with the mouse, and logs a comment as a tour', async () => {
    const { posted } = discussionApi();
    const user = userEvent.setup();
    renderDiscussion();
    await screen.findByText('No comments yet');
    await user.type(box(), 'Toured with @');
    await user.click(await screen.findByRole('option', { name: /Sam Cho/ }));
    expect(box()).toHaveValue('Toured with @scho ');
    expect(box()).toHaveFocus();
    await user.click(screen.getByRole('switch', { name: 'Log as Tour' }));
    await user.click(post());
    expect(await screen.findByText('Tour Logged')).toBeVisible();
    expect(posted()).toEqual([{ content: 'Toured with @scho ', isTour: true }]);
    expect(box()).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Log as Tour' })).not.toBeChecked();
    expect(await screen.findByRole('listitem', { name: 'Comment by Demo User' })).toHaveAttribute(
      'id',
      'comment-41',
    );
  });

  it('cannot post blank text, and says over-long text is too long as the server would', async () => {
    const { posted } = discussionApi();
    const user = userEvent.setup();
    renderDiscussion();
    await screen.findByText('No comments yet');
    expect(post()).toBeDisabled();
    await user.type(box(), '   {Enter}');
    expect(post()).toBeDisabled();
    await user.clear(box());
    await user.click(box());
    await user.paste('a'.repeat(5001));
    expect(screen.getByRole('alert')).toHaveTextContent('Comment must be at most 5000 characters');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(post()).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(post()).toBeEnabled();
    expect(posted()).toEqual([]);
  });

  it('replies under a comment and likes it', async () => {
    const { fetchMock, posted } = discussionApi([sampleThread()], {
      'PUT /api/comments/40/like': () => Response.json({ commentId: 40, likeCount: 1, likedByMe: true }),
    });
    const user = userEvent.setup();
    renderDiscussion();
    const item = await screen.findByRole('listitem', { name: 'Comment by Demo User' });
    const like = within(item).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await within(item).findByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'PUT' && String(url) === '/api/comments/40/like',
      ),
    ).toBe(true);

    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    const replyBox = within(item).getByRole('textbox', { name: 'Reply to Demo User' });
    expect(replyBox).toHaveFocus();
    await user.type(replyBox, 'Sent it');
    await user.click(within(item).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply Added')).toBeVisible();
    expect(posted()).toEqual([{ content: 'Sent it', parentId: 40 }]);
    const replies = await within(item).findByRole('list', { name: 'Replies to Demo User' });
    expect(within(replies).getByText('Sent it')).toBeVisible();
    expect(within(item).queryByRole('textbox', { name: 'Reply to Demo User' })).toBeNull();
  });
});
