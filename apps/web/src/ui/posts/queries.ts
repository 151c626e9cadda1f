import { useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ReactionType, routes, type Comment, type Post, type Reactions } from '@nexus/contracts';
import { api } from '../../api/client';

/**
 * Query keys of posts, shared by every list of posts (the feed, a hashtag, a channel): a list's key starts with
 * `postKeys.lists`, so a change to one post (a like, a vote, an edit) is written into every list that shows it.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  list: (...scope: string[]) => ['posts', 'list', ...scope] as const,
  pinned: ['posts', 'pinned'] as const,
  /** One post opened by a link to it (/feed?post=). */
  opened: (id: string) => ['posts', 'opened', id] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
  replies: (commentId: string) => ['posts', 'replies', commentId] as const,
  mentions: (keyword: string) => ['posts', 'suggestions', 'mentions', keyword] as const,
  hashtags: (keyword: string) => ['posts', 'suggestions', 'hashtags', keyword] as const,
  linkPreview: (url: string) => ['posts', 'link-preview', url] as const,
};

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
export type Pages<T> = InfiniteData<Page<T>, string | undefined>;

/** The items of an infinite list, each once (a post or comment added here may also arrive in a later page). */
export function uniqueItems<T extends { id: string }>(data: { pages: Page<T>[] } | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Applies `change` to the item `id` of an infinite list's cache; null removes it. */
function patchPages<T extends { id: string }>(data: Pages<T> | undefined, id: string, change: (item: T) => T | null) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => (item.id === id ? (change(item) ?? []) : [item])),
    })),
  };
}

/** Writes a change of one post into every cached list and the pinned post; null removes it. */
export function patchPost(queryClient: QueryClient, postId: string, change: (post: Post) => Post | null): void {
  queryClient.setQueriesData<Pages<Post>>({ queryKey: postKeys.lists }, (data) => patchPages(data, postId, change));
  queryClient.setQueryData<Post | null>(postKeys.pinned, (post) => (post && post.id === postId ? change(post) : post));
}

/** A post as the server answered a change, keeping why it is in the reader's feed (only the feed says that). */
export const withReasonOf =
  (fresh: Post) =>
  (old: Post): Post => ({ ...fresh, reason: old.reason });

/** Puts a post the member just wrote at the top of a list (its first page), unless it is there already. */
export function prependPost(queryClient: QueryClient, listKey: QueryKey, post: Post): void {
  queryClient.setQueryData<Pages<Post>>(listKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.items.some((item) => item.id === post.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [post, ...first!.items] }, ...rest] };
  });
}

/** Writes a change of one comment or reply into its list's cache; null removes it. */
export function patchComment(queryClient: QueryClient, listKey: QueryKey, id: string, change: (c: Comment) => Comment | null) {
  queryClient.setQueryData<Pages<Comment>>(listKey, (data) => patchPages(data, id, change));
}

/** Adds a comment or reply at the end of its list's cache (lists are oldest first). */
export function appendComment(queryClient: QueryClient, listKey: QueryKey, comment: Comment): void {
  queryClient.setQueryData<Pages<Comment>>(listKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = [...data.pages];
    const last = pages.at(-1)!;
    pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
    return { ...data, pages };
  });
}

/** The reactions after the reader likes (`on`) or unlikes, as the optimistic count shows them until the server answers. */
export function toggledReactions(current: Reactions, on: boolean): Reactions {
  const mine = current.reactions.find((r) => r.reaction === ReactionType.Like);
  if (Boolean(mine?.isUserReaction) === on) return current;
  const delta = on ? 1 : -1;
  const others = current.reactions.filter((r) => r.reaction !== ReactionType.Like);
  const count = Math.max(0, (mine?.count ?? 0) + delta);
  return {
    reactionCount: Math.max(0, current.reactionCount + delta),
    reactions: count > 0 ? [...others, { reaction: ReactionType.Like, count, isUserReaction: on }] : others,
  };
}

export const likedByReader = (r: Reactions) => r.reactions.some((x) => x.reaction === ReactionType.Like && x.isUserReaction);

/**
 * Like / unlike, shown at once and settled with the server's totals; on failure the count goes back. `write` puts
 * reactions into the cache, `send` calls the route.
 */
function useReactionToggle(
  write: (queryClient: QueryClient, reactions: Reactions) => void,
  send: (on: boolean) => Promise<Reactions>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on }: { on: boolean; before: Reactions }) => send(on),
    onMutate: ({ on, before }) => write(queryClient, toggledReactions(before, on)),
    onSuccess: (reactions) => write(queryClient, reactions),
    onError: (_error, { before }) => write(queryClient, before),
  });
}

export function usePostReaction(postId: string) {
  return useReactionToggle(
    (queryClient, reactions) => patchPost(queryClient, postId, (post) => ({ ...post, ...reactions })),
    (on) =>
      on
        ? api.call(routes.feed.reactToPost, { params: { id: postId }, body: { reaction: ReactionType.Like } })
        : api.call(routes.feed.unreactToPost, { params: { id: postId } }),
  );
}

export function useCommentReaction(listKey: QueryKey, commentId: string) {
  return useReactionToggle(
    (queryClient, reactions) => patchComment(queryClient, listKey, commentId, (c) => ({ ...c, ...reactions })),
    (on) =>
      on
        ? api.call(routes.feed.reactToComment, { params: { id: commentId }, body: { reaction: ReactionType.Like } })
        : api.call(routes.feed.unreactToComment, { params: { id: commentId } }),
  );
}
