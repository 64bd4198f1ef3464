import { useMutation } from '@tanstack/react-query';
import { routes, type CreateSessionRequest } from '@toeic-ace/contract';
import { api } from '@/lib/api-client';

/** POST /api/practice/sessions */
export const createPracticeSession = (body: CreateSessionRequest) =>
  api.call(routes.practice.createSession, { body });

export const useCreatePracticeSession = () => useMutation({ mutationFn: createPracticeSession });
