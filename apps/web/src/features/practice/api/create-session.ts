import { useMutation } from '@tanstack/react-query';
import { type CreateSessionRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/practice/sessions */
export const createPracticeSession = (body: CreateSessionRequest) =>
  api.call(routes.practice.createSession, { body });

export const useCreatePracticeSession = () => useMutation({ mutationFn: createPracticeSession });
