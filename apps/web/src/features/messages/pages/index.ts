// The messages area's pages, loaded together as one chunk when the first of them is shown.
export { ConversationPage, MessagesPage, MobileMessagesPage } from './MessagesPages';
