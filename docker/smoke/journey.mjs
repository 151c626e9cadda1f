// What two new members do in their first minutes, against the running containers, through the web's origin (nginx,
// which proxies /v1 and /socket.io to the API) the way the web app calls it: sign up and verify with the mailed
// code, connect, a direct message heard on the other's socket, a post that reaches the other's feed.
// scripts/docker-smoke.mjs runs it; each step prints what it saw, and anything unexpected throws.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_PREFIX,
  Role,
  SocketEvent,
  VERIFICATION_CODE_LENGTH,
  buildPath,
  routes,
} from '../../packages/contracts/dist/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { io } = createRequire(path.join(root, 'apps/api/package.json'))('socket.io-client');

/** How long a mail or a socket event may take to arrive; the first ones wait on a cold worker and job queue. */
const ARRIVAL_TIMEOUT_MS = 60_000;
const MAIL_POLL_MS = 500;
const PASSWORD = `Smoke-${randomUUID().slice(0, 8)}-1`;
const VERIFICATION_CODE = new RegExp(`verification code is (\\d{${VERIFICATION_CODE_LENGTH}})`);

/**
 * @param {object} options
 * @param {string} options.origin the web's origin, e.g. http://localhost:18080
 * @param {(address: string) => Promise<string>} options.readMail the newest mail written for an address, or ''
 * @param {(line: string) => void} options.say
 */
export async function memberJourney({ origin, readMail, say }) {
  const api = (route, request) => call(origin, route, request);

  const { clientKey } = await api(routes.app.config);
  say(`the web's app config names its client key (${clientKey.slice(0, 14)}…)`);

  const ada = await signUp(api, clientKey, readMail, 'Ada', say);
  const grace = await signUp(api, clientKey, readMail, 'Grace', say);

  const { requestId } = await api(routes.connections.request, {
    token: ada.token,
    params: { id: ada.id },
    body: { userId: grace.id },
  });
  const accepted = await api(routes.connections.accept, { token: grace.token, params: { id: grace.id, requestId } });
  if (!accepted.isConnection) throw new Error(`Grace accepted, but they are not connected: ${JSON.stringify(accepted)}`);
  say('Ada asked Grace to connect and Grace accepted');

  const socket = await openSocket(origin, grace);
  say(`Grace's socket is connected through nginx (${socket.io.engine.transport.name}) and has joined her rooms`);
  try {
    const text = `Hello Grace, from the containers (${randomUUID().slice(0, 8)})`;
    const [sent, { message, unreadMessagesCount }] = await Promise.all([
      api(routes.messages.send, {
        token: ada.token,
        params: { senderId: ada.id, receiverId: grace.id },
        body: { clientMessageId: randomUUID(), content: { message: text } },
      }),
      nextEvent(socket, SocketEvent.ChatMessageCreated, ({ message }) => message.content.message === text),
    ]);
    if (message.id !== sent.id || message.senderId !== ada.id) {
      throw new Error(`Grace's socket heard another message: ${JSON.stringify(message)}`);
    }
    say(`Ada sent a direct message; Grace's socket heard '${SocketEvent.ChatMessageCreated}' (unread: ${unreadMessagesCount})`);
    const conversation = await api(routes.messages.conversation, {
      token: grace.token,
      params: { userId: grace.id, otherId: ada.id },
    });
    if (!conversation.items.some((m) => m.id === sent.id)) throw new Error("The message is not in Grace's conversation");
    say("the message is in Grace's conversation with Ada");

    const content = `First post from the containers (${randomUUID().slice(0, 8)})`;
    const [post, { postId }] = await Promise.all([
      api(routes.posts.create, { token: ada.token, body: { content } }),
      nextEvent(socket, SocketEvent.FeedPostCreated, ({ authorId }) => authorId === ada.id),
    ]);
    if (postId !== post.id) throw new Error(`Grace's socket heard of another post: ${postId}`);
    say(`Ada posted to the feed; the worker fanned it out and Grace's socket heard '${SocketEvent.FeedPostCreated}'`);
    for (const reader of [ada, grace]) {
      const feed = await api(routes.feed.feed, { token: reader.token });
      const found = feed.items.find((item) => item.id === post.id);
      if (!found) throw new Error(`${reader.firstName}'s feed does not have the post`);
      if (found.content !== content) throw new Error(`${reader.firstName}'s feed has the post with other text: ${found.content}`);
    }
    say("the post reads back from Ada's feed and from Grace's");
  } finally {
    socket.close();
  }
}

/** A member signed up by e-mail as the web's sign-up page does it, verified with the mailed code, then onboarded. */
async function signUp(api, clientKey, readMail, firstName, say) {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  const { user, session } = await api(routes.auth.signUp, {
    clientKey,
    body: { username: email, password: PASSWORD, role: Role.Member, firstName, lastName: 'Smoke' },
  });
  const token = session.accessToken;
  const code = await verificationCode(readMail, email);
  await api(routes.auth.verifyEmail, { token, params: { id: user.id }, body: { code } });
  await api(routes.users.onboard, { token, params: { id: user.id }, body: {} });
  say(`${firstName} signed up as ${email}, verified with the code the worker mailed (${code}) and onboarded`);
  return { id: user.id, firstName, token };
}

async function verificationCode(readMail, email) {
  const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = VERIFICATION_CODE.exec(await readMail(email));
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
  throw new Error(`No verification mail to ${email} within ${ARRIVAL_TIMEOUT_MS / 1000} s`);
}

/** One call of the route table; resolves its JSON answer, rejects with the status and body unless it is a success. */
async function call(origin, route, { params, body, token, clientKey } = {}) {
  const response = await fetch(`${origin}/${API_PREFIX}${buildPath(route.path, params)}`, {
    method: route.method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientKey ? { 'x-api-key': clientKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The member's socket, once the server's first 'users online' names them: events sent to them reach it from then on. */
async function openSocket(origin, member) {
  const socket = io(origin, { transports: ['websocket'], auth: { token: member.token }, reconnection: false });
  await Promise.all([
    new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', (error) => reject(new Error(`${member.firstName}'s socket: ${error.message}`)));
    }),
    nextEvent(socket, SocketEvent.UsersOnline, ({ users }) => users.includes(member.id)),
  ]).catch((error) => {
    socket.close();
    throw error;
  });
  return socket;
}

function nextEvent(socket, event, matches) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No '${event}' on the socket within ${ARRIVAL_TIMEOUT_MS / 1000} s`));
    }, ARRIVAL_TIMEOUT_MS).unref();
    const listener = (payload) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
