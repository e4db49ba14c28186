import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/** Opens the browser's print dialog: the report's print stylesheet lays it out, a section a sheet. */
export function PrintButton() {
  const { t } = useLingui();
  return (
    <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
      {t`Print`}
    </Button>
  );
}
