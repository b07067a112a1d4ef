import type { Comment, CommentThread, MentionableUser } from '@common/discussion';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { DiscussionTab } from './discussion-tab';

export const dealId = 12;
export const commentsPath = `/api/opportunities/${dealId}/comments`;

export const team: MentionableUser[] = [
  { id: 2, username: 'amorgan', fullName: 'Alex Morgan' },
  { id: 1, username: 'demo', fullName: 'Demo User' },
  { id: 3, username: 'jrivera', fullName: 'Jordan Rivera' },
  { id: 5, username: 'jsmith', fullName: 'Jo Smith' },
  { id: 4, username: 'scho', fullName: 'Sam Cho' },
];

export function sampleComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 40,
    opportunityId: dealId,
    parentId: null,
    userId: 1,
    content: 'Tour booked, @jrivera please send the floor plan. cc @nobody',
    isTour: false,
    mentions: ['jrivera'],
    likeCount: 0,
    likedByMe: false,
    createdAt: '2025-09-18T14:05:00.000Z',
    user: { fullName: 'Demo User', username: 'demo', avatar: null },
    ...overrides,
  };
}

export function sampleThread({ replies = [], ...overrides }: Partial<CommentThread> = {}): CommentThread {
  return { ...sampleComment(overrides), replies };
}

/** The tab alone on a deal's URL (`hash` e.g. '#comment-40'), with the app's cache and toasts. */
export function renderDiscussion(hash = '') {
  const router = createMemoryRouter([{ path: '*', element: <DiscussionTab dealId={dealId} /> }], {
    initialEntries: [`/deals/${dealId}?tab=discussion${hash}`],
  });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
