import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The screen's name: the deepest matched route's `staticData.title`. */
export function useScreenName(): MessageDescriptor | undefined {
  return useMatches().findLast((match) => match.staticData.title)?.staticData.title;
}

/**
 * The document's title is the screen's name (each route's `staticData.title`, the one the top
 * bar shows) in the reader's language, then the product: tabs, history and screen readers
 * announce it when the screen changes. A screen without a name is "Pitchcraft", as index.html.
 */
export function useRouteTitle() {
  const { t } = useLingui();
  const title = useScreenName();
  const text = title ? `${t(title)} · Pitchcraft` : 'Pitchcraft';
  useEffect(() => {
    document.title = text;
  }, [text]);
}
