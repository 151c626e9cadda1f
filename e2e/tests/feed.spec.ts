import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { Text } from '@nexus/contracts';
import {
  accessToken,
  appSql,
  callAs,
  connectedPair,
  createMember,
  createPartnerAdmin,
  fullName,
  loaded,
  pdfWith,
  signedInPage,
  signInWithToken,
  snap,
  unique,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function pageFor(browser: Browser, token: string, viewport = viewports.desktop, scheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

/** A picture worth looking at in the screenshots: a gradient with a caption, made with the API's own sharp. */
async function photo(caption: string): Promise<Buffer> {
  const sharp = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'))('sharp') as (input: Buffer) => {
    png: () => { toBuffer: () => Promise<Buffer> };
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <text x="80" y="340" font-family="sans-serif" font-size="72" fill="#fff">${caption}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const postBy = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });
const bell = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Pings/ });

test('a post with an image, a mention, a hashtag and a poll reaches a connection live; they vote, comment, reply and like, and the author hears it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [ada, bo] = await connectedPair(baseURL!);
  const tag = unique('launch').toLowerCase();

  const boPage = await pageFor(browser, bo.token);
  await boPage.goto('/feed');
  await expect(boPage.getByRole('form', { name: 'Start a post' })).toBeVisible();

  // Ada writes on /createPost, with the pickers writing §5's markup.
  const adaPage = await pageFor(browser, ada.token);
  await adaPage.goto('/createPost');
  await expect(bell(adaPage)).toHaveAccessibleName(/^1 unread pings/);
  const box = adaPage.getByRole('combobox', { name: 'What do you want to talk about?' });
  await box.pressSequentially(`Launch day! Thanks @${bo.firstName}`);
  const mentions = adaPage.getByRole('listbox', { name: 'People and companies to mention' });
  await expect(mentions.getByRole('option', { name: new RegExp(fullName(bo)) })).toBeVisible();
  await mentions.getByRole('option', { name: new RegExp(fullName(bo)) }).click();
  await box.pressSequentially(`for the help #${tag}`);
  const hashtags = adaPage.getByRole('listbox', { name: 'Hashtags' });
  await expect(hashtags.getByRole('option', { name: `Use #${tag}` })).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue(`Launch day! Thanks [${fullName(bo)}](${bo.id}:member) for the help [#${tag}](${tag}) `);

  // The image uploads first, with its progress; then the poll.
  await adaPage
    .locator('input[type=file]')
    .setInputFiles({ name: 'launch.png', mimeType: 'image/png', buffer: await photo('Launch day') });
  await expect(adaPage.getByRole('button', { name: 'Remove launch.png' })).toBeVisible();
  await expect(adaPage.getByRole('progressbar', { name: 'Uploading launch.png' })).toBeHidden({ timeout: 45_000 });
  await adaPage.getByRole('button', { name: 'Add a poll' }).click();
  await adaPage.getByLabel('Option 1').fill('Ship it');
  await adaPage.getByLabel('Option 2').fill('Wait a week');
  await adaPage.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(adaPage).toHaveURL(/\/feed$/);
  const adaPost = postBy(adaPage, 'Launch day!');
  await expect(adaPost).toBeVisible();

  // Bo hears of it live: a bar, not a post pushed under him; clicking it shows the post.
  const newPosts = boPage.getByRole('button', { name: '1 new post' });
  await expect(newPosts).toBeVisible({ timeout: 45_000 });
  await newPosts.click();
  const post = postBy(boPage, 'Launch day!');
  await expect(post).toBeVisible();
  await expect(post.getByText(`Because you're connected with ${fullName(ada)}`)).toBeVisible();
  await expect(post.getByRole('link', { name: fullName(bo) })).toHaveAttribute('href', `/profile/${bo.id}`);
  await expect(post.getByRole('link', { name: `#${tag}` })).toHaveAttribute('href', `/feed/tag/${tag}`);
  await expect(post.getByRole('img', { name: `Image shared by ${fullName(ada)}` })).toBeVisible();

  // He votes: the results replace the options.
  await post.getByRole('button', { name: 'Vote: Ship it' }).click();
  await expect(post.getByText('100%')).toBeVisible();
  await expect(post.getByText(/1 vote · \d+ (hours?|days?) left/)).toBeVisible();

  // He likes it (at once, and it stays after the server answers).
  const like = post.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByText('1 like')).toBeVisible();

  // Ada asks something in the comments; Bo comments, replies to her and likes her comment.
  await callAs(baseURL!, ada.token, 'POST', `/post/${await post.getAttribute('data-post-id')}/comments`, {
    content: 'Which day suits you?',
  });
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  const adaComment = post.getByRole('listitem', { name: `Comment by ${fullName(ada)}` });
  await expect(adaComment).toBeVisible();
  await post.getByRole('combobox', { name: 'Add a comment' }).fill('Congratulations!');
  await post.getByRole('button', { name: 'Comment: Add a comment' }).click();
  await expect(post.getByRole('listitem', { name: `Comment by ${fullName(bo)}` })).toContainText('Congratulations!');
  await adaComment.getByRole('button', { name: `Reply to ${fullName(ada)}` }).click();
  await post.getByRole('combobox', { name: `Reply to ${fullName(ada)}` }).fill('Friday works');
  await post.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(adaComment.getByRole('listitem', { name: `Reply by ${fullName(bo)}` })).toContainText('Friday works');
  const likeComment = adaComment.getByRole('button', { name: `Like comment by ${fullName(ada)}` });
  await likeComment.click();
  await expect(likeComment).toHaveAttribute('aria-pressed', 'true');

  // Ada hears it all live: the bell counts four more than Bo's connection request, /pings names each.
  await expect(bell(adaPage)).toHaveAccessibleName(/^5 unread pings/, { timeout: 45_000 });
  await adaPage.goto('/pings');
  for (const what of ['liked your post', 'commented on your post', 'replied to your comment', 'liked your comment']) {
    await expect(adaPage.getByText(new RegExp(`${fullName(bo)} ${what}`)).first()).toBeVisible();
  }
  // And Bo was told he was mentioned.
  await boPage.goto('/pings');
  await expect(boPage.getByText(new RegExp(`${fullName(ada)} mentioned you in a post`))).toBeVisible();

  // The hashtag page lists the post.
  await boPage.getByRole('link', { name: /Feed/ }).first().click();
  await postBy(boPage, 'Launch day!')
    .getByRole('link', { name: `#${tag}` })
    .click();
  await expect(boPage).toHaveURL(new RegExp(`/feed/tag/${tag}$`));
  await expect(boPage.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  await expect(postBy(boPage, 'Launch day!')).toBeVisible();
});

test('the composer refuses more than 25 MB before uploading', async ({ browser, baseURL }) => {
  const ada = await createMember(baseURL!, 'Ada', unique('Lovelace'));
  const page = await pageFor(browser, await accessToken(baseURL!, ada.email));
  await page.goto('/createPost');
  let uploads = 0;
  page.on('request', (r) => (r.url().includes('/v1/post-media') ? (uploads += 1) : undefined));
  const big = Buffer.alloc(13 * 1024 * 1024, 1);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'a.pdf', mimeType: 'application/pdf', buffer: big },
    { name: 'b.pdf', mimeType: 'application/pdf', buffer: big },
  ]);
  await expect(page.getByRole('alert')).toHaveText(Text.payloadTooLarge);
  expect(uploads).toBe(0);
});

test('a member can connect with the author of a post from its hashtag page', async ({ browser, baseURL }) => {
  const [ada, cy] = await Promise.all([
    createMember(baseURL!, 'Ada', unique('Lovelace')),
    createMember(baseURL!, 'Cy', unique('Quarshie')),
  ]);
  const tag = unique('open').toLowerCase();
  const adaToken = await accessToken(baseURL!, ada.email);
  await callAs(baseURL!, adaToken, 'POST', '/post', { content: `Open to collaborators [#${tag}](${tag})` });
  const page = await pageFor(browser, await accessToken(baseURL!, cy.email));
  await page.goto(`/feed/tag/${tag}`);
  const post = postBy(page, 'Open to collaborators');
  await expect(post).toBeVisible();
  await post.getByRole('button', { name: `Connect with ${fullName(ada)}` }).click();
  await expect(post.getByRole('button', { name: `Withdraw request to ${fullName(ada)}` })).toBeVisible();
});

test('a link to a post (/feed?post=) opens it above the feed with its comments; one the reader may not see says so', async ({
  browser,
  baseURL,
}) => {
  const [ada, cy] = await Promise.all([
    createMember(baseURL!, 'Ada', unique('Opened')),
    createMember(baseURL!, 'Cy', unique('Reader')),
  ]);
  const adaToken = await accessToken(baseURL!, ada.email);
  const shared = await callAs<{ id: string }>(baseURL!, adaToken, 'POST', '/post', { content: 'A post worth a link' });
  await callAs(baseURL!, adaToken, 'POST', `/post/${shared.id}/comments`, { content: 'The first comment' });
  const hidden = await callAs<{ id: string }>(baseURL!, adaToken, 'POST', '/post', {
    content: 'For connections only',
    visibility: 'connections',
  });
  // Signed in through the form: a 403 makes the app refresh its session (§8) before it shows the error.
  const page = await signedInPage(browser, cy.email);

  await page.goto(`/feed?post=${shared.id}`);
  const opened = page.getByRole('region', { name: 'The post you opened' });
  await expect(opened.getByRole('article').filter({ hasText: 'A post worth a link' })).toBeVisible(loaded);
  await expect(opened.getByText('The first comment')).toBeVisible();
  await expect(opened.getByRole('heading', { name: 'The post you opened' })).toBeFocused();
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(opened).toBeHidden();
  await expect(page).toHaveURL(/\/feed$/);

  await page.goto(`/feed?post=${hidden.id}`);
  await expect(page.getByRole('region', { name: 'The post you opened' }).getByText(/This post is not available/)).toBeVisible(
    loaded,
  );
});

test('a partner admin posts as the company, and a member follows the company from the hashtag page', async ({
  browser,
  baseURL,
}) => {
  const company = unique('Northwind');
  const [admin, cy] = await Promise.all([
    createPartnerAdmin(baseURL!, { name: company, type: 'corporate', packageType: 'growth' }),
    createMember(baseURL!, 'Cy', unique('Quarshie')),
  ]);
  const tag = unique('hiring').toLowerCase();
  const adminPage = await pageFor(browser, admin.token);
  await adminPage.goto('/createPost');
  await adminPage.getByRole('combobox', { name: 'What do you want to talk about?' }).fill(`We are hiring [#${tag}](${tag})`);
  await adminPage.getByRole('combobox', { name: 'Post as' }).click();
  await adminPage.getByRole('option', { name: company }).click();
  await adminPage.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(adminPage).toHaveURL(/\/feed$/);
  const own = postBy(adminPage, 'We are hiring');
  await expect(own.getByRole('heading', { name: company })).toBeVisible();
  await expect(own.getByRole('link', { name: fullName(admin) })).toHaveAttribute('href', `/profile/${admin.id}`);

  const page = await pageFor(browser, await accessToken(baseURL!, cy.email));
  await page.goto(`/feed/tag/${tag}`);
  const post = postBy(page, 'We are hiring');
  await expect(post.getByRole('link', { name: company })).toHaveAttribute('href', `/company/${admin.partnerId}`);
  const follow = post.getByRole('button', { name: `Follow ${company}` });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = post.getByRole('button', { name: `Following ${company}` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).toHaveText('Following');
  await page.goto(`/company/${admin.partnerId}`);
  await expect(page.getByRole('button', { name: /Following/ })).toBeVisible();
});

test('the author edits a post (marked edited) and a comment, and deletes them after confirming', async ({ browser, baseURL }) => {
  const ada = await createMember(baseURL!, 'Ada', unique('Lovelace'));
  const token = await accessToken(baseURL!, ada.email);
  const written = await callAs<{ id: string }>(baseURL!, token, 'POST', '/post', { content: 'Draft thoughts on hiring' });
  await callAs(baseURL!, token, 'POST', `/post/${written.id}/comments`, { content: 'First!' });
  const page = await pageFor(browser, token);
  await page.goto('/feed');
  const post = page.locator(`article[data-post-id="${written.id}"]`);

  await post.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await post.getByRole('combobox', { name: 'Edit your post' }).fill('Final thoughts on hiring');
  await post.getByRole('button', { name: 'Save' }).click();
  await expect(post.getByText('Final thoughts on hiring')).toBeVisible();
  await expect(post.getByText('· Edited')).toBeVisible();

  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = post.getByRole('listitem', { name: `Comment by ${fullName(ada)}` });
  await comment.getByRole('button', { name: /Comment actions/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await comment.getByRole('combobox', { name: 'Edit your comment' }).fill('Second thoughts');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toContainText('Second thoughts');
  await expect(comment).toContainText('Edited');
  await comment.getByRole('button', { name: /Comment actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(comment).toBeHidden();

  await post.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(post).toBeVisible();
  await post.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(post).toBeHidden();
  await page.reload();
  await expect(page.getByText('Your feed is quiet')).toBeVisible();

  // A long post shows its start, and the rest on asking.
  const paragraphs = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of a long story.`).join('\n');
  await callAs(baseURL!, token, 'POST', '/post', { content: paragraphs });
  await page.reload();
  const seeMore = page.getByRole('button', { name: 'See more' });
  await expect(seeMore).toHaveAttribute('aria-expanded', 'false');
  const story = page.getByText(/Paragraph 1 of a long story/);
  const clamped = (await story.boundingBox())!.height;
  await seeMore.click();
  await expect(page.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await story.boundingBox())!.height).toBeGreaterThan(clamped * 1.5);
});

test("a platform admin's pinned post shows on every open feed live, and leaves it when unpinned", async ({
  browser,
  baseURL,
}) => {
  const [ada, admin] = await Promise.all([
    createMember(baseURL!, 'Ada', unique('Lovelace')),
    createMember(baseURL!, 'Root', unique('Admin')),
  ]);
  const adminToken = await accessToken(baseURL!, admin.email);
  await appSql(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [admin.id]);
  const post = await callAs<{ id: string }>(baseURL!, adminToken, 'POST', '/post', {
    content: 'Welcome to Nexus: read the community guidelines',
  });
  const page = await pageFor(browser, await accessToken(baseURL!, ada.email));
  await page.goto('/feed');
  await expect(page.getByRole('form', { name: 'Start a post' })).toBeVisible();
  await expect(page.getByText('Pinned', { exact: true })).toBeHidden();

  await callAs(baseURL!, adminToken, 'PUT', `/post/${post.id}/pin`);
  const pinned = postBy(page, 'Welcome to Nexus');
  await expect(pinned.getByText('Pinned', { exact: true })).toBeVisible({ timeout: 45_000 });

  await callAs(baseURL!, adminToken, 'DELETE', `/post/${post.id}/pin`);
  await expect(pinned).toBeHidden({ timeout: 45_000 });
});

test('screens of /feed and /createPost in both themes at desktop and phone width', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const [ada, bo] = await connectedPair(baseURL!);
  const tag = unique('design').toLowerCase();
  // A few posts of each kind, written through the API.
  const png = await photo('Lagos Builders meetup');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'meetup.png');
  const uploaded = (await (
    await fetch(`${baseURL}/v1/post-media`, { method: 'POST', headers: { authorization: `Bearer ${bo.token}` }, body: form })
  ).json()) as { id: string };
  const meetup = await callAs<{ id: string }>(baseURL!, bo.token, 'POST', '/post', {
    content: `What a night at the meetup, thank you [${fullName(ada)}](${ada.id}:member) for hosting! Slides at www.example.com [#${tag}](${tag})`,
    mediaIds: [uploaded.id],
  });
  await callAs(baseURL!, bo.token, 'POST', '/post', {
    content: 'Which stack are you using for your next project?',
    poll: { options: ['TypeScript end to end', 'Go + React', 'Something else'], durationHours: 72 },
  });
  const question = await callAs<{ id: string }>(baseURL!, ada.token, 'POST', `/post/${meetup.id}/comments`, {
    content: 'Thanks for coming! Same time next month?',
  });
  await callAs(baseURL!, bo.token, 'POST', `/post/${meetup.id}/comments`, { content: 'Count me in', parentId: question.id });
  await callAs(baseURL!, bo.token, 'PUT', `/post/${meetup.id}/reaction`, { reaction: 'like' });
  const brief = new FormData();
  brief.append(
    'file',
    new Blob([new Uint8Array(pdfWith(['Two engineers, Lagos']))], { type: 'application/pdf' }),
    'Job brief.pdf',
  );
  const brochure = (await (
    await fetch(`${baseURL}/v1/post-media`, { method: 'POST', headers: { authorization: `Bearer ${ada.token}` }, body: brief })
  ).json()) as { id: string };
  await callAs(baseURL!, ada.token, 'POST', '/post', {
    content: 'Hiring two engineers in Lagos. Write to jobs@example.com',
    visibility: 'connections',
    mediaIds: [brochure.id],
  });
  // A link preview as the server stores it (the server refuses to fetch this machine's own addresses).
  const linked = await callAs<{ id: string }>(baseURL!, ada.token, 'POST', '/post', {
    content: 'Our guide to remote interviews: nexus.example.com/guides/interviews',
  });
  await appSql(`UPDATE posts SET link_preview = $2::jsonb WHERE id = $1`, [
    linked.id,
    JSON.stringify({
      url: 'https://nexus.example.com/guides/interviews',
      title: 'Remote interviews that work',
      description: 'How to run a fair, calm and useful remote interview, from the first call to the offer.',
      image: null,
      siteName: 'Nexus Guides',
    }),
  ]);

  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pageFor(browser, ada.token, viewport, scheme);
      await page.goto('/feed');
      await expect(postBy(page, 'What a night at the meetup')).toBeVisible();
      await expect(postBy(page, 'Which stack')).toBeVisible();
      await postBy(page, 'What a night at the meetup').getByRole('button', { name: 'Comment', exact: true }).click();
      await postBy(page, 'What a night at the meetup').getByRole('button', { name: 'Show 1 reply' }).click();
      await expect(page.getByText('Count me in')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // A full-page picture from the top, so the sticky app bar is where the reader sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `${device}-${scheme}-feed-posts`);
      await page.goto('/createPost');
      await page.getByRole('combobox', { name: 'What do you want to talk about?' }).fill('Shipping the new feed today');
      await page.getByRole('button', { name: 'Add a poll' }).click();
      await page.getByLabel('Option 1').fill('This week');
      await page.getByLabel('Option 2').fill('Next week');
      await page.locator('input[type=file]').setInputFiles({ name: 'feed.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('progressbar', { name: 'Uploading feed.png' })).toBeHidden({ timeout: 45_000 });
      await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await snap(page, `${device}-${scheme}-create-post`);
      await page.context().close();
    }
  }
  const page = await pageFor(browser, ada.token);
  await page.goto(`/feed/tag/${tag}`);
  await expect(postBy(page, 'What a night at the meetup')).toBeVisible();
  await snap(page, 'desktop-light-feed-tag');
});
