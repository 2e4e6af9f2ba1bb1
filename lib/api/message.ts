import { messagesOfUser, sendMessage, type Message } from '@/lib/contract/message';
import { request } from './client';
import { useApi } from './swr';

// Remarks to the school and their records (docs/product.md, "Calls", "POST /api/message",
// "GET /api/message/find/by/user/{id}").

export const messageKeys = {
  all: () => ['message'] as const,
  ofChild: (associatedUserId: number) => ['message', associatedUserId] as const,
};

export function useMessages(associatedUserId: number | undefined) {
  const swr = useApi(
    associatedUserId === undefined ? null : messageKeys.ofChild(associatedUserId),
    messagesOfUser,
    { params: { id: associatedUserId ?? 0 } },
  );
  return {
    messages: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
    /** Puts a just-sent remark on top without waiting for the list. */
    prepend: (message: Message) =>
      swr.mutate((list) => [message, ...(list ?? []).filter((item) => item.id !== message.id)], {
        revalidate: false,
      }),
  };
}

export function sendRemark(associatedUserId: number, content: string): Promise<Message> {
  return request(sendMessage, { body: { associatedUserId, content } }, { silent: true });
}
