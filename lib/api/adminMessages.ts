'use client';

import { adminMessages, answerMessage } from '@/lib/contract/adminMessages';
import type { MessageStatus } from '@/lib/contract/enums';
import { request } from './client';
import { revalidate, useApi } from './swr';

// Parents' messages in the console (decision 083): the list, and an answer that refreshes it.

export const messageKeys = {
  all: () => ['admin', 'messages'] as const,
  list: (status: MessageStatus | 'all') => ['admin', 'messages', status] as const,
};

const silent = { request: { silent: true } };

export function useAdminMessages(status: MessageStatus | 'all') {
  return useApi(
    messageKeys.list(status),
    adminMessages,
    { query: status === 'all' ? {} : { status } },
    silent,
  );
}

export async function answerParentMessage(id: number, reply: string) {
  const answered = await request(
    answerMessage,
    { params: { id }, body: { reply } },
    { silent: true },
  );
  await revalidate(messageKeys.all());
  return answered;
}
