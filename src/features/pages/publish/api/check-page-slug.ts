import { useQuery } from '@tanstack/react-query';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { checkSlug } from '@/lib/slugs/check-slug.ts';

/** Asks only about a slug worth asking about (null while the shape is wrong or nothing is typed). */
export const usePageSlugAvailability = (workspaceId: string, pageId: string, slug: string | null) =>
  useQuery({
    queryKey: workspaceKeys.scoped(workspaceId, 'page-slug', pageId, slug ?? ''),
    queryFn: () => checkSlug(pageId, slug ?? ''),
    enabled: slug !== null,
    staleTime: 10_000,
  });
