import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MistakeItem, MistakeList, MistakeSummary } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';
import { MISTAKES_KEY } from '@/entities/mistakes/api/get-summary';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { isApiClientError } from '@/lib/api-error';
import { notify } from '@/lib/notify';

/** DELETE /api/mistakes/{questionId} — out of the notebook (204); its attempts stay. */
export const removeMistake = (questionId: string) =>
  api.noContent(routes.mistakes.removeMistake, { params: { questionId } });

type ListPages = InfiniteData<MistakeList>;

/** The list pages without the item; the total one less where it was listed. */
function withoutItem(data: ListPages | undefined, questionId: string): ListPages | undefined {
  if (!data?.pages.some((p) => p.items.some((i) => i.questionId === questionId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((i) => i.questionId !== questionId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** The counts without the item: overall, and its part's (a part left empty is dropped). */
function countsWithout(summary: MistakeSummary | undefined, item: MistakeItem) {
  if (!summary) return summary;
  const due = item.isDue ? 1 : 0;
  return {
    due: Math.max(0, summary.due - due),
    total: Math.max(0, summary.total - 1),
    byPart: summary.byPart
      .map((p) =>
        p.part === item.part
          ? { ...p, due: Math.max(0, p.due - due), total: Math.max(0, p.total - 1) }
          : p,
      )
      .filter((p) => p.total > 0),
  } satisfies MistakeSummary;
}

const goneAlready = (error: unknown) => isApiClientError(error) && error.status === 404;

/**
 * Removes an item at once on screen — from every loaded list page and from the counts the nav's
 * badge, the home card and the filters show — then asks the server, and says how it went in a
 * toast. A failure puts everything back, except a 404: the item is gone from the notebook
 * already (removed in another tab), which is what was asked. Either way every mistakes query is
 * read again afterwards. The toasts live here, not in the row: the row is gone by then.
 */
export function useRemoveMistake() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: MistakeItem) => removeMistake(item.questionId),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: MISTAKES_KEY });
      const lists = client.getQueriesData<ListPages>({ queryKey: [...MISTAKES_KEY, 'list'] });
      const summaries = client.getQueriesData<MistakeSummary>({
        queryKey: [...MISTAKES_KEY, 'summary'],
      });
      for (const [key, data] of lists) {
        client.setQueryData(key, withoutItem(data, item.questionId));
      }
      for (const [key, data] of summaries) client.setQueryData(key, countsWithout(data, item));
      return { before: [...lists, ...summaries] };
    },
    onSuccess: () => notify.success(t('mistakes.remove.done')),
    onError: (error, _item, context) => {
      if (goneAlready(error)) {
        notify.success(t('mistakes.remove.done'));
        return;
      }
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      notify.error(t('mistakes.remove.failed'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: MISTAKES_KEY }),
  });
}
