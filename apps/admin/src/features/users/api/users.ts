import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateUser,
  adminListUsers,
  adminResetUserPassword,
  adminUpdateUser,
  type TAdminAccount,
  type TAdminCreateUserRequest,
  type TAdminUpdateUserRequest,
} from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';
import { pathOf } from '../../../lib/query-string';

type Answer = { message: string; data: TAdminAccount };

export function useAdminUsers() {
  return useQuery({
    queryKey: ['admin', 'users'],
    queryFn: async () => (await apiClient.get<{ data: TAdminAccount[] }>(adminListUsers.path)).data.data,
  });
}

function useUserWrite<Input>(write: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export const useCreateUser = () =>
  useUserWrite(
    async (body: TAdminCreateUserRequest) => (await apiClient.post<Answer>(adminCreateUser.path, body)).data,
  );

export const useUpdateUser = () =>
  useUserWrite(
    async ({ id, ...body }: TAdminUpdateUserRequest & { id: number }) =>
      (await apiClient.patch<Answer>(pathOf(adminUpdateUser.path, { id }), body)).data,
  );

export const useResetPassword = () =>
  useUserWrite(
    async ({ id, password }: { id: number; password: string }) =>
      (await apiClient.post<Answer>(pathOf(adminResetUserPassword.path, { id }), { password })).data,
  );
