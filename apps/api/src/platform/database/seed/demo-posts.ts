import { randomUUID } from 'node:crypto';
import { fanOutSql } from '../../../modules/feed/feed.sql';
import type { Db } from '../prisma.service';

interface DemoPost {
  author: string;
  content: string;
  tags: string[];
  hoursAgo: number;
  partnerId?: string;
  communityId?: string;
  poll?: string[];
  /** [commenter, text, replies: [who, text][]] */
  comments?: [string, string, [string, string][]][];
  /** Who liked it. */
  likes?: string[];
}

/** The demo company and community, each with its contact (the account that posts and hosts for it). */
export interface DemoHosts {
  companyContact: string;
  companyId: string;
  communityContact: string;
  communityId: string;
}

/**
 * A few posts so that a newcomer's /feed is not empty: the company's and the community's, and some by the first demo
 * member's connections (hashtags, a poll, comments with a reply, likes), written into the timelines as the
 * feed-fanout job writes them (the same statement).
 */
export async function seedDemoPosts(tx: Db, who: DemoHosts & { me: string; friends: string[] }) {
  const [a = who.me, b = who.me, c = who.me] = who.friends;
  const posts: DemoPost[] = [
    {
      author: who.companyContact,
      partnerId: who.companyId,
      content:
        'We are hiring backend and data engineers for three teams this quarter. Our monthly career clinic is open to everyone: bring your CV and questions. [#hiring](hiring) [#engineering](engineering)',
      tags: ['hiring', 'engineering'],
      hoursAgo: 3,
      likes: [a, b],
    },
    {
      author: who.communityContact,
      communityId: who.communityId,
      content:
        'Meet-up this Saturday at the Yaba hub: lightning talks, then building together until late. New faces very welcome! [#meetup](meetup) [#lagos](lagos)',
      tags: ['meetup', 'lagos'],
      hoursAgo: 6,
      comments: [[a, 'Count me in, I will bring the projector.', [[who.communityContact, 'Perfect, thank you!']]]],
    },
    {
      author: a,
      content: 'Which do you reach for first when a service gets slow?',
      tags: [],
      hoursAgo: 9,
      poll: ['A profiler', 'The database plan', 'More logging', 'A coffee'],
      likes: [b],
    },
    {
      author: b,
      content:
        'Shipped our first release with keyset pagination everywhere: no more OFFSET on the hot paths, and page times stay flat as the tables grow. [#engineering](engineering) [#postgres](postgres)',
      tags: ['engineering', 'postgres'],
      hoursAgo: 20,
      comments: [
        [c, 'How did you handle ties on the timestamp?', [[b, 'The id breaks them: (created_at, id) in the cursor.']]],
        [a, 'Great write-up, sharing it with my team.', []],
      ],
      likes: [a, c, who.me],
    },
    {
      author: c,
      content: 'Mentoring two junior designers this month has taught me more than any course. [#mentoring](mentoring)',
      tags: ['mentoring'],
      hoursAgo: 30,
      likes: [who.me],
    },
  ];
  for (const post of posts) {
    const id = randomUUID();
    const at = new Date(Date.now() - post.hoursAgo * 3_600_000);
    const comments = post.comments ?? [];
    const likes = post.likes ?? [];
    await tx.post.create({
      data: {
        id,
        authorId: post.author,
        partnerId: post.partnerId,
        communityId: post.communityId,
        type: post.poll ? 'poll' : 'text',
        content: post.content,
        pollClosesAt: post.poll ? new Date(Date.now() + 3 * 24 * 3_600_000) : null,
        commentCount: comments.reduce((n, [, , replies]) => n + 1 + replies.length, 0),
        reactionCount: likes.length,
        createdAt: at,
      },
    });
    await tx.postHashtag.createMany({ data: post.tags.map((tag) => ({ tag, postId: id, createdAt: at })) });
    await tx.pollOption.createMany({ data: (post.poll ?? []).map((text, position) => ({ postId: id, text, position })) });
    await tx.postReaction.createMany({ data: likes.map((userId) => ({ postId: id, userId })) });
    for (const [i, [author, content, replies]] of comments.entries()) {
      const commentId = randomUUID();
      const commentAt = new Date(at.getTime() + (i + 1) * 20 * 60_000);
      await tx.comment.create({
        data: { id: commentId, postId: id, authorId: author, content, replyCount: replies.length, createdAt: commentAt },
      });
      await tx.comment.createMany({
        data: replies.map(([replier, text], j) => ({
          postId: id,
          parentId: commentId,
          authorId: replier,
          content: text,
          createdAt: new Date(commentAt.getTime() + (j + 1) * 10 * 60_000),
        })),
      });
    }
    await tx.$queryRaw(fanOutSql(id));
  }
}
