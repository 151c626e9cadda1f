import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Post } from '@nexus/contracts';
import { patchPost, postKeys, prependPost, toggledReactions, uniqueItems, type Pages } from './queries';

const like = (count: number, isUserReaction: boolean) => ({ reaction: 'like' as const, count, isUserReaction });

describe('optimistic likes', () => {
  it('adds the reader to the count, and takes them away again', () => {
    const liked = toggledReactions({ reactionCount: 2, reactions: [like(2, false)] }, true);
    expect(liked).toEqual({ reactionCount: 3, reactions: [like(3, true)] });
    expect(toggledReactions(liked, false)).toEqual({ reactionCount: 2, reactions: [like(2, false)] });
  });

  it('starts a count from none and drops it at zero; a second like changes nothing', () => {
    const first = toggledReactions({ reactionCount: 0, reactions: [] }, true);
    expect(first).toEqual({ reactionCount: 1, reactions: [like(1, true)] });
    expect(toggledReactions(first, true)).toBe(first);
    expect(toggledReactions(first, false)).toEqual({ reactionCount: 0, reactions: [] });
  });
});

describe('the post caches', () => {
  const post = (id: string, extra: Partial<Post> = {}) => ({ id, commentCount: 0, ...extra }) as Post;
  const pages = (...lists: Post[][]): Pages<Post> => ({
    pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
    pageParams: lists.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
  });

  it('writes a change of one post into every list and the pinned post, and removes it everywhere', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.list('feed'), pages([post('a'), post('b')], [post('c')]));
    client.setQueryData(postKeys.list('tag', 'x'), pages([post('b')]));
    client.setQueryData(postKeys.pinned, post('b'));
    patchPost(client, 'b', (p) => ({ ...p, commentCount: 5 }));
    expect(uniqueItems(client.getQueryData<Pages<Post>>(postKeys.list('feed'))).map((p) => p.commentCount)).toEqual([0, 5, 0]);
    expect(client.getQueryData<Pages<Post>>(postKeys.list('tag', 'x'))!.pages[0]!.items[0]!.commentCount).toBe(5);
    expect(client.getQueryData<Post>(postKeys.pinned)!.commentCount).toBe(5);
    patchPost(client, 'b', () => null);
    expect(uniqueItems(client.getQueryData<Pages<Post>>(postKeys.list('feed'))).map((p) => p.id)).toEqual(['a', 'c']);
    expect(client.getQueryData(postKeys.pinned)).toBeNull();
  });

  it('puts a new post on top once, and lists each post once when a page repeats it', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.list('feed'), pages([post('a')], [post('b')]));
    prependPost(client, postKeys.list('feed'), post('n'));
    prependPost(client, postKeys.list('feed'), post('n'));
    const data = client.getQueryData<Pages<Post>>(postKeys.list('feed'))!;
    expect(data.pages[0]!.items.map((p) => p.id)).toEqual(['n', 'a']);
    expect(uniqueItems(pages([post('n'), post('a')], [post('a'), post('b')])).map((p) => p.id)).toEqual(['n', 'a', 'b']);
  });
});
