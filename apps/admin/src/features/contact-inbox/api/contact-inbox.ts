import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAnswerContactMessage,
  adminGetContactMessage,
  adminListContactMessages,
  adminSetContactStatus,
  type TAdminContactAnswerRequest,
  type TAdminContactDetail,
  type TAdminContactMessage,
  type TPageMeta,
} from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';
import { pathOf } from '../../../lib/query-string';

export function useContactMessages(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'contact', 'list', query],
    queryFn: async () =>
      (
        await apiClient.get<{ data: TAdminContactMessage[]; meta: TPageMeta }>(
          adminListContactMessages.path,
          {
            params: query,
          },
        )
      ).data,
  });
}

/** Opening a message marks it read on the server, so the inbox list is refreshed afterwards. */
export function useContactMessage(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'contact', 'message', id],
    queryFn: async () => {
      const detail = (
        await apiClient.get<{ data: TAdminContactDetail }>(pathOf(adminGetContactMessage.path, { id }))
      ).data.data;
      void client.invalidateQueries({ queryKey: ['admin', 'contact', 'list'] });
      return detail;
    },
    staleTime: 0,
  });
}

type Answer = { message: string; data: TAdminContactDetail };

function useContactWrite<Input>(id: string, write: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      client.setQueryData(['admin', 'contact', 'message', id], answer.data);
      void client.invalidateQueries({ queryKey: ['admin', 'contact', 'list'] });
    },
  });
}

export function useAnswerContact(id: string) {
  return useContactWrite(
    id,
    async (body: TAdminContactAnswerRequest) =>
      (await apiClient.post<Answer>(pathOf(adminAnswerContactMessage.path, { id }), body)).data,
  );
}

export function useSetContactStatus(id: string) {
  return useContactWrite(
    id,
    async (status: 'new' | 'read') =>
      (await apiClient.post<Answer>(pathOf(adminSetContactStatus.path, { id }), { status })).data,
  );
}
