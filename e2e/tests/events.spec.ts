import { expect, type Browser, type Page } from '@playwright/test';
import { EventsText, Text } from '@nexus/contracts';
import {
  accessToken,
  callAs,
  createMember,
  createPartnerAdmin,
  fullName,
  PNG,
  signInWithToken,
  snap,
  snapViewport,
  unique,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** A datetime-local value `days` from now at `hour`:00 (the reader's zone). */
function localInput(days: number, hour: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

async function pageAs(browser: Browser, token: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signInWithToken(page, token, options.colorScheme === 'dark' ? 'dark' : options.colorScheme ? 'light' : undefined);
  return page;
}

test('an organiser creates and publishes an event; a member registers and is checked in by the QR code', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const organiser = await createPartnerAdmin(baseURL!, { name: unique('Lagos Builders '), type: 'community' }, 'Ngozi');
  const member = await createMember(baseURL!, 'Kemi', unique('Adeyemi'));
  const title = unique('Site visit night ');

  // The organiser creates a draft from /events, with its tickets, and publishes it.
  const admin = await pageAs(browser, organiser.token);
  await admin.goto('/events');
  await admin.getByRole('button', { name: EventsText.createEvent }).click();
  const dialog = admin.getByRole('dialog', { name: EventsText.createEvent });
  await dialog.getByLabel(EventsText.title).fill(title);
  await dialog.getByLabel(EventsText.description).fill('Walk the new site with the builders, then drinks.');
  await dialog.getByLabel(EventsText.startsAt).fill(localInput(3, 18));
  await dialog.getByLabel(EventsText.endsAt).fill(localInput(3, 21));
  await dialog.getByLabel(EventsText.venue).fill('Yaba Tech Hub');
  await dialog.getByLabel(EventsText.streamUrl).fill('https://meet.example.test/site-visit');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText('Draft', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: EventsText.publish }).click();
  await expect(admin.getByRole('button', { name: EventsText.goLive })).toBeVisible();
  const eventUrl = admin.url();

  // The member sees the new-events badge until they open /events, where the event is listed.
  const memberToken = await accessToken(baseURL!, member.email);
  const page = await pageAs(browser, memberToken, { viewport: viewports.desktop });
  await page.goto('/feed');
  const badge = page.getByTestId('events-badge').locator('.MuiBadge-badge');
  await expect(badge).not.toHaveClass(/MuiBadge-invisible/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Events/ })
    .click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(badge).toHaveClass(/MuiBadge-invisible/);

  // Registers with a ticket: the ticket shows its QR code and code; the live link is not there yet (§8).
  await page.getByRole('radio', { name: /^General/ }).check();
  await page.getByRole('button', { name: EventsText.register, exact: true }).click();
  await expect(page.getByRole('heading', { name: EventsText.yourTicket })).toBeVisible();
  await expect(page.getByTestId('ticket-qr')).toBeVisible();
  const code = (await page.getByTestId('ticket-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-F]{16}$/);
  await page.getByRole('button', { name: EventsText.joinEvent }).click();
  await expect(page.getByText(Text.eventNotLive)).toBeVisible();

  // The organiser's check-in screen takes the ticket's code (typed, as a scanner would hand it over) once.
  await admin.goto(`${eventUrl}/check-in`);
  await admin.getByLabel(EventsText.ticketCode).fill(code.toLowerCase());
  await admin.getByRole('button', { name: EventsText.checkIn, exact: true }).click();
  await expect(admin.getByText(EventsText.checkedIn(fullName(member)))).toBeVisible();
  await expect(admin.getByRole('list', { name: EventsText.attendees })).toContainText(EventsText.attended);
  await admin.getByLabel(EventsText.ticketCode).fill(code);
  await admin.getByRole('button', { name: EventsText.checkIn, exact: true }).click();
  await expect(admin.getByText(EventsText.alreadyCheckedIn)).toBeVisible();

  // The member's ticket now says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: EventsText.yourTicket })).toBeVisible();
  await expect(page.getByText(`General · ${EventsText.attended}`)).toBeVisible();
});

test('screenshots of /events, an event with its ticket, and the organiser screens', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const organiser = await createPartnerAdmin(baseURL!, { name: unique('Abuja Makers '), type: 'community' }, 'Ifeoma');
  const member = await createMember(baseURL!, 'Chidi', unique('Nwosu'));
  const day = 24 * 60 * 60 * 1000;
  const event = await callAs<{ id: string }>(baseURL!, organiser.token, 'POST', '/events', {
    partnerId: organiser.partnerId,
    title: 'Makers meetup: robots and coffee',
    description: 'Show what you are building. Short demos, long conversations.',
    format: 'Hybrid',
    startsAt: new Date(Date.now() + 5 * day).toISOString(),
    endsAt: new Date(Date.now() + 5 * day + 3 * 60 * 60 * 1000).toISOString(),
    venue: 'Abuja Innovation Hub',
    streamUrl: 'https://meet.example.test/makers',
    tickets: [
      { type: 'General', quota: 40 },
      { type: 'vip', quota: 1 },
    ],
  });
  await callAs(baseURL!, organiser.token, 'PUT', `/events/${event.id}/status`, { status: 'scheduled' });
  const cover = new FormData();
  cover.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const uploaded = await fetch(`${baseURL}/v1/events/${event.id}/cover`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${organiser.token}` },
    body: cover,
  });
  expect(uploaded.status).toBe(200);
  const memberToken = await accessToken(baseURL!, member.email);
  await callAs(baseURL!, memberToken, 'POST', `/events/${event.id}/registration`, { ticketType: 'General' });

  for (const [device, viewport] of Object.entries(viewports)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const shots = await pageAs(browser, memberToken, { viewport, colorScheme });
      await shots.goto('/events');
      await expect(shots.getByRole('link', { name: 'Makers meetup: robots and coffee' }).first()).toBeVisible();
      await snap(shots, `${device}-${colorScheme}-events`);
      await shots.goto(`/events/${event.id}`);
      await expect(shots.getByTestId('ticket-qr')).toBeVisible();
      await snap(shots, `${device}-${colorScheme}-event-ticket`);
      await shots.context().close();

      const admin = await pageAs(browser, organiser.token, { viewport, colorScheme });
      await admin.goto(`/events/${event.id}`);
      await expect(admin.getByRole('heading', { name: EventsText.organise })).toBeVisible();
      await expect(admin.getByRole('list', { name: EventsText.attendees })).toBeVisible();
      await snap(admin, `${device}-${colorScheme}-event-organiser`);
      await admin.goto(`/events/${event.id}/check-in`);
      await expect(admin.getByLabel(EventsText.ticketCode)).toBeVisible();
      await snap(admin, `${device}-${colorScheme}-event-check-in`);
      await admin.goto('/events');
      await admin.getByRole('button', { name: EventsText.createEvent }).click();
      await expect(admin.getByRole('dialog', { name: EventsText.createEvent })).toBeVisible();
      await snapViewport(admin, `${device}-${colorScheme}-event-create`);
      await admin.context().close();
    }
  }
});
