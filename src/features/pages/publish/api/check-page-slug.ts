import { useQuery } from '@tanstack/react-query';
import { checkSlug } from '@/content/slugs/api/check-slug.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';

/** Asks only about a slug worth asking about (null while the shape is wrong or nothing is typed). */
export const usePageSlugAvailability = (workspaceId: string, pageId: string, slug: string | null) =>
  useQuery({
    queryKey: workspaceKeys.scoped(workspaceId, 'page-slug', pageId, slug ?? ''),
    queryFn: () => checkSlug(pageId, slug ?? ''),
    enabled: slug !== null,
    staleTime: 10_000,
  });
