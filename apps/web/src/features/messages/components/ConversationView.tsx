import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import {
  DirectMessagesText,
  ErrorCode,
  MessageStatus,
  SocketEvent,
  TRUNCATE,
  Text,
  type ChatPartner,
  type Message,
} from '@nexus/contracts';
import { ApiCallError } from '../../../api/client';
import { getSocket } from '../../../lib/socket';
import { useSession } from '../../../lib/session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast/toast';
import { clockTime, groupByDay, truncate } from '../chatText';
import { composerNotice, floodGuard } from '../composer';
import { conversationsOnScreen, useIsTyping } from '../chatStores';
import { markRead, newestUnreadFrom } from '../realtime';
import {
  messageKeys,
  sendMessage,
  storeMessage,
  useArchiveConversation,
  useConversation,
  useDeleteMessage,
  useEditMessage,
  useReceiver,
} from '../queries';
import { ChatAvatar } from './ChatAvatar';
import { Composer } from './Composer';
import { useSentinel } from '../../../lib/useSentinel';
import { useOpenConversation } from '../openConversation';

export const ChatLabels = {
  options: 'Conversation options',
  deleteConversation: 'Delete Conversation',
  close: 'Close chat',
  back: 'Back to conversations',
  messageOptions: 'Message options',
  edit: 'Edit',
  delete: 'Delete',
  edited: 'edited',
  sending: 'Sending…',
  failed: 'Not sent.',
  retry: 'Retry',
  messages: 'Messages',
} as const;

interface Pending {
  clientMessageId: string;
  text: string;
  failed: boolean;
}

/** The chat header (§2): avatar with the online dot, name ≤ 20, company ≤ 25, the options menu and close / back. */
function ChatHeader({
  partner,
  receiverId,
  onClose,
  onBack,
  onDeleteConversation,
}: {
  partner: ChatPartner | undefined;
  receiverId: string;
  onClose?: () => void;
  onBack?: () => void;
  onDeleteConversation: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 60,
      }}
    >
      {onBack ? (
        <IconButton aria-label={ChatLabels.back} onClick={onBack} edge="start">
          <ArrowBackOutlined />
        </IconButton>
      ) : null}
      {partner ? (
        <ChatAvatar userId={receiverId} name={partner.name} image={partner.image} size={38} showOffline />
      ) : (
        <Skeleton variant="circular" width={38} height={38} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3 }} noWrap>
          {partner ? truncate(partner.name, TRUNCATE.name) : <Skeleton width={120} />}
        </Typography>
        {partner?.companyName ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {truncate(partner.companyName, TRUNCATE.companyPopup)}
          </Typography>
        ) : null}
      </Box>
      <IconButton aria-label={ChatLabels.options} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDeleteConversation();
          }}
        >
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          {ChatLabels.deleteConversation}
        </MenuItem>
      </Menu>
      {onClose ? (
        <IconButton aria-label={ChatLabels.close} onClick={onClose} edge="end">
          <CloseOutlined />
        </IconButton>
      ) : null}
    </Box>
  );
}

function Bubble({
  message,
  mine,
  seen,
  onEdit,
  onDelete,
}: {
  message: Pick<Message, 'content' | 'createdAt' | 'edited'> & { id: string };
  mine: boolean;
  seen?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        '&:hover .message-actions, &:focus-within .message-actions': { opacity: 1 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexDirection: mine ? 'row-reverse' : 'row', maxWidth: '88%' }}>
        <Box
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: 2.5,
            minWidth: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: mine ? 'primary.main' : 'action.selected',
            color: mine ? 'primary.contrastText' : 'text.primary',
            borderBottomRightRadius: mine ? 4 : undefined,
            borderBottomLeftRadius: mine ? undefined : 4,
            fontSize: 15,
          }}
        >
          {message.content.message}
        </Box>
        {onEdit && onDelete ? (
          <>
            <IconButton
              className="message-actions"
              size="small"
              aria-label={ChatLabels.messageOptions}
              aria-haspopup="menu"
              onClick={(e) => setAnchor(e.currentTarget)}
              sx={{ opacity: anchor ? 1 : 0, '@media (hover: none)': { opacity: 1 } }}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setAnchor(null);
                  onEdit();
                }}
              >
                <ListItemIcon>
                  <EditOutlined fontSize="small" />
                </ListItemIcon>
                {ChatLabels.edit}
              </MenuItem>
              <MenuItem
                onClick={() => {
                  setAnchor(null);
                  onDelete();
                }}
              >
                <ListItemIcon>
                  <DeleteOutlined fontSize="small" />
                </ListItemIcon>
                {ChatLabels.delete}
              </MenuItem>
            </Menu>
          </>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5, mt: 0.25 }}>
        {message.createdAt ? clockTime(message.createdAt) : ChatLabels.sending}
        {message.edited ? ` · ${ChatLabels.edited}` : ''}
        {seen ? ` · ${DirectMessagesText.seen}` : ''}
      </Typography>
    </Box>
  );
}

/** The days of a conversation, oldest at the top, with older pages as the member scrolls up. */
function MessageList({
  receiverId,
  me,
  pending,
  onRetry,
  onEdit,
  onDelete,
  partnerFirstName,
}: {
  receiverId: string;
  me: string;
  pending: Pending[];
  onRetry: (p: Pending) => void;
  onEdit: (m: Message) => void;
  onDelete: (m: Message) => void;
  partnerFirstName: string;
}) {
  const conversation = useConversation(receiverId);
  const { messages } = conversation;
  const typing = useIsTyping(receiverId);
  const scroller = useRef<HTMLDivElement | null>(null);
  const olderFrom = useRef<number | null>(null);
  const stick = useRef(true);
  const shownPending = pending.filter((p) => !messages.some((m) => m.clientMessageId === p.clientMessageId));

  const sentinel = useSentinel(
    () => {
      if (!conversation.hasNextPage || conversation.isFetchingNextPage || !scroller.current) return;
      olderFrom.current = scroller.current.scrollHeight - scroller.current.scrollTop;
      void conversation.fetchNextPage();
    },
    Boolean(conversation.hasNextPage) && !conversation.isPending,
  );

  // Older messages above keep the view where it was; new ones below follow when the member was at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (olderFrom.current !== null && !conversation.isFetchingNextPage) {
      el.scrollTop = el.scrollHeight - olderFrom.current;
      olderFrom.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, shownPending.length, typing, conversation.isFetchingNextPage, conversation.isPending]);

  const lastMine = [...messages].reverse().find((m) => m.senderId === me);
  const lastIsMine = messages.at(-1)?.senderId === me;

  return (
    <Box
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1, minHeight: 0 }}
      role="log"
      aria-label={ChatLabels.messages}
      aria-live="polite"
      tabIndex={0}
    >
      {conversation.isPending ? (
        <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {[60, 45, 70, 40].map((w, i) => (
            <Skeleton
              key={i}
              variant="rounded"
              width={`${w}%`}
              height={32}
              sx={{ alignSelf: i % 2 ? 'flex-end' : 'flex-start' }}
            />
          ))}
        </Box>
      ) : (
        <>
          {conversation.hasNextPage ? (
            <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              <CircularProgress size={20} aria-label="Loading older messages" />
            </Box>
          ) : messages.length === 0 && shownPending.length === 0 ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
              Say hello to {partnerFirstName || 'them'}.
            </Typography>
          ) : null}
          {groupByDay(messages).map((group) => (
            <Box component="section" key={group.key} aria-label={group.label}>
              <Typography
                variant="caption"
                color="text.secondary"
                component="h3"
                sx={{ display: 'block', textAlign: 'center', my: 1, fontWeight: 600 }}
              >
                {group.label}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
                {group.items.map((m) => {
                  const mine = m.senderId === me;
                  return (
                    <Bubble
                      key={m.id}
                      message={m}
                      mine={mine}
                      seen={lastIsMine && m === lastMine && m.status === MessageStatus.Read}
                      onEdit={mine ? () => onEdit(m) : undefined}
                      onDelete={mine ? () => onDelete(m) : undefined}
                    />
                  );
                })}
              </Box>
            </Box>
          ))}
          {shownPending.length ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {shownPending.map((p) => (
                <Box
                  component="li"
                  key={p.clientMessageId}
                  sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', opacity: p.failed ? 1 : 0.7 }}
                >
                  <Box
                    sx={{
                      px: 1.5,
                      py: 0.75,
                      borderRadius: 2.5,
                      maxWidth: '80%',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontSize: 15,
                    }}
                  >
                    {p.text}
                  </Box>
                  {p.failed ? (
                    <Typography variant="caption" color="error">
                      {ChatLabels.failed}{' '}
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onRetry(p)}
                        sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}
                      >
                        {ChatLabels.retry}
                      </Button>
                    </Typography>
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      {ChatLabels.sending}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          ) : null}
          {typing ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, fontStyle: 'italic' }}>
              {DirectMessagesText.typing(partnerFirstName || 'They')}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}

/** Emits 'chat typing' at most every few seconds while typing, and once when it stops. */
function useTypingEmitter(me: string, receiverId: string) {
  const last = useRef<{ typing: boolean; at: number }>({ typing: false, at: 0 });
  useEffect(
    () => () => void getSocket()?.emit(SocketEvent.ChatTyping, { userId: me, receiverId, typing: false }),
    [me, receiverId],
  );
  return (typing: boolean) => {
    const now = Date.now();
    if (typing === last.current.typing && (!typing || now - last.current.at < 3_000)) return;
    last.current = { typing, at: now };
    getSocket()?.emit(SocketEvent.ChatTyping, { userId: me, receiverId, typing });
  };
}

/**
 * One conversation (popup, full page, phone view): header, messages by day, composer. While it is on screen its
 * incoming messages are read at once (§4).
 */
export function ConversationView({
  receiverId,
  onClose,
  onBack,
  autoFocus,
}: {
  receiverId: string;
  onClose?: () => void;
  onBack?: () => void;
  autoFocus?: boolean;
}) {
  const me = useSession().user?.id ?? '';
  const queryClient = useQueryClient();
  const receiver = useReceiver(receiverId);
  const conversation = useConversation(receiverId);
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [flood, setFlood] = useState(false);
  const [editing, setEditing] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [guard] = useState(floodGuard);
  const edit = useEditMessage(receiverId);
  const remove = useDeleteMessage(receiverId);
  const archive = useArchiveConversation(receiverId);
  const typingEmit = useTypingEmitter(me, receiverId);
  useOpenConversation(receiverId);

  useEffect(() => conversationsOnScreen.add(receiverId), [receiverId]);

  // Opening the chat, and each message that arrives while it is open, marks it read (§4).
  const unread = newestUnreadFrom(conversation.data, receiverId);
  useEffect(() => {
    if (unread && me) markRead(queryClient, me, receiverId, unread);
  }, [unread, me, receiverId, queryClient]);

  const partner = receiver.data;
  const blocked = notice ?? (partner ? composerNotice(partner) : null);
  const partnerFirstName = partner?.name.split(' ')[0] ?? '';

  const deliver = async (p: Pending): Promise<void> => {
    try {
      const message = await sendMessage(me, receiverId, p.text, p.clientMessageId);
      storeMessage(queryClient, me, message);
      setPending((all) => all.filter((x) => x.clientMessageId !== p.clientMessageId));
      void queryClient.invalidateQueries({ queryKey: messageKeys.latest });
    } catch (error) {
      const code = error instanceof ApiCallError ? error.code : null;
      const refused =
        code === ErrorCode.ChatNotAllowed ? Text.noChatPermission : code === ErrorCode.DmQuotaUsedUp ? Text.dmLimitReached : null;
      if (refused || code === ErrorCode.MessageFlood) {
        setPending((all) => all.filter((x) => x.clientMessageId !== p.clientMessageId));
        if (refused) setNotice(refused);
        else setFlood(true);
        return;
      }
      setPending((all) => all.map((x) => (x.clientMessageId === p.clientMessageId ? { ...x, failed: true } : x)));
      toast.error(error instanceof Error ? error.message : Text.serverError);
    }
  };

  const onSend = async (text: string): Promise<boolean> => {
    if (editing) {
      try {
        await edit.mutateAsync({ id: editing.id, text });
        setEditing(null);
        return true;
      } catch {
        return false;
      }
    }
    if (!guard.allow(Date.now())) {
      setFlood(true);
      return false;
    }
    const p: Pending = { clientMessageId: crypto.randomUUID(), text: text.trim(), failed: false };
    setPending((all) => [...all, p]);
    void deliver(p);
    return true;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }}>
      <ChatHeader
        partner={partner}
        receiverId={receiverId}
        onClose={onClose}
        onBack={onBack}
        onDeleteConversation={() => setConfirmArchive(true)}
      />
      {receiver.isError ? (
        <Alert severity="warning" sx={{ m: 2 }}>
          This member is not available to chat.
        </Alert>
      ) : (
        <MessageList
          receiverId={receiverId}
          me={me}
          pending={pending}
          partnerFirstName={partnerFirstName}
          onRetry={(p) => {
            setPending((all) => all.map((x) => (x.clientMessageId === p.clientMessageId ? { ...x, failed: false } : x)));
            void deliver(p);
          }}
          onEdit={(m) => setEditing(m)}
          onDelete={(m) => setDeleting(m)}
        />
      )}
      {blocked ? (
        <Alert severity="info" role="status" sx={{ borderRadius: 0, borderTop: 1, borderColor: 'divider' }}>
          {blocked}
        </Alert>
      ) : receiver.isError ? null : (
        <Composer
          onSend={onSend}
          onTyping={typingEmit}
          editing={editing ? { id: editing.id, text: editing.content.message } : null}
          onCancelEdit={() => setEditing(null)}
          autoFocus={autoFocus}
        />
      )}
      <Dialog open={flood} onClose={() => setFlood(false)} aria-describedby="flood-limit">
        <DialogContent>
          <DialogContentText id="flood-limit">{Text.floodLimit}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFlood(false)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={Text.confirmDeleteMessage}
        variant="yesNo"
        okColor="error"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove.mutateAsync(deleting.id).finally(() => setDeleting(null));
        }}
      />
      <ConfirmDialog
        open={confirmArchive}
        title={Text.confirmDeleteConversation}
        variant="yesNo"
        okColor="error"
        busy={archive.isPending}
        onCancel={() => setConfirmArchive(false)}
        onConfirm={() => {
          void archive
            .mutateAsync()
            .then(() => {
              setConfirmArchive(false);
              toast.success(DirectMessagesText.conversationArchived);
              (onClose ?? onBack)?.();
            })
            .catch(() => setConfirmArchive(false));
        }}
      />
    </Box>
  );
}
