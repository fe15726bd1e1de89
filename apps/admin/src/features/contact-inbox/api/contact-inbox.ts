import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequest, TResponse } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

export function useContactMessages(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'contact', 'list', query],
    queryFn: () => callApi('adminListContactMessages', { query }),
  });
}

/** Opening a message marks it read on the server, so the inbox list is refreshed afterwards. */
export function useContactMessage(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'contact', 'message', id],
    queryFn: async () => {
      const detail = (await callApi('adminGetContactMessage', { params: { id } })).data;
      void client.invalidateQueries({ queryKey: ['admin', 'contact', 'list'] });
      return detail;
    },
    staleTime: 0,
  });
}

type Answer = TResponse<'adminAnswerContactMessage'> | TResponse<'adminSetContactStatus'>;

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
  return useContactWrite(id, (body: TRequest<'adminAnswerContactMessage'>) =>
    callApi('adminAnswerContactMessage', { params: { id }, body }),
  );
}

export function useSetContactStatus(id: string) {
  return useContactWrite(id, (status: TRequest<'adminSetContactStatus'>['status']) =>
    callApi('adminSetContactStatus', { params: { id }, body: { status } }),
  );
}
