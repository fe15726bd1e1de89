import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

export function useAdminUsers() {
  return useQuery({
    queryKey: ['admin', 'users'],
    queryFn: async () => (await callApi('adminListUsers')).data,
  });
}

function useUserWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export const useCreateUser = () =>
  useUserWrite((body: TRequest<'adminCreateUser'>) => callApi('adminCreateUser', { body }));

export const useUpdateUser = () =>
  useUserWrite(({ id, ...body }: TRequest<'adminUpdateUser'> & { id: number }) =>
    callApi('adminUpdateUser', { params: { id }, body }),
  );

export const useResetPassword = () =>
  useUserWrite(({ id, password }: { id: number; password: string }) =>
    callApi('adminResetUserPassword', { params: { id }, body: { password } }),
  );
