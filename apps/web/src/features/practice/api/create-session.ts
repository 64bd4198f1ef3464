import { useMutation } from '@tanstack/react-query';
import type { CreateSessionRequest, PracticeSession } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/practice/sessions */
export const createPracticeSession = (body: CreateSessionRequest) =>
  apiRequest<PracticeSession>('/practice/sessions', { method: 'POST', body });

export const useCreatePracticeSession = () => useMutation({ mutationFn: createPracticeSession });
