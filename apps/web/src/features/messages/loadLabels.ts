import type { ChatLoadStateLabels } from '@kindred/ui/chat';
import type { TFunction } from 'i18next';

/** A chat's loading, connecting, timeout, error, empty and signed-out copy (the `chat` and `core` catalogues). */
export const chatLoadLabels = (t: TFunction<['chat', ...string[]]>): ChatLoadStateLabels => ({
  loading: t('states.loading'),
  connecting: t('states.connecting'),
  timeoutTitle: t('states.timeoutTitle'),
  timeoutBody: t('states.timeoutBody'),
  retryLoad: t('states.retryLoad'),
  reconnect: t('states.reconnect'),
  errorTitle: t('states.errorTitle'),
  retryLoading: t('states.retryLoading'),
  forceInit: t('states.forceInit'),
  empty: t('core:chat.emptyConversation'),
  pleaseLogin: t('states.pleaseLogin'),
  pleaseLoginBody: t('states.pleaseLoginBody'),
  goToLogin: t('states.goToLogin'),
});
