import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { formText } from './form-text';
import { useFormProblems } from './use-form-problems';

/**
 * A form that creates one thing: on submit it reads the fields (`bodyOf`), sends them, and either
 * empties itself and hands the answer on, or shows the API's refusal beside the fields.
 */
export function useCreateForm<Body, Answer>(
  mutation: Pick<UseMutationResult<Answer, unknown, Body>, 'mutate' | 'isPending'>,
  bodyOf: (text: (name: string) => string) => Body,
  onCreated: (answer: Answer) => void,
) {
  const problems = useFormProblems();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    problems.clear();
    mutation.mutate(bodyOf(formText(form)), {
      onSuccess: (answer) => {
        form.reset();
        onCreated(answer);
      },
      onError: (error) => problems.fail(error),
    });
  }

  return { submit, errors: problems.errors, formError: problems.formError, pending: mutation.isPending };
}
