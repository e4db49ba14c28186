import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** Where the skip link lands: the layout's `main` carries this id. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of Tab on every signed-in screen: past the top bar and the side bar (a dozen
 * stops) to the screen itself. Hidden until it has focus.
 */
export function SkipLink() {
  const { t } = useLingui();
  // The router owns the address: focusing the target moves the reading point without a hash.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      {t`Skip to main content`}
    </a>
  );
}
