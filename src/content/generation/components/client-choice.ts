import { useLingui } from '@lingui/react/macro';

type ClientChoiceOptions = {
  /** The user is limited to some clients in the chosen workspace (`clientRequiredIn`). */
  required: boolean;
  /** How many clients the user may choose from; undefined while they load (none is not said yet). */
  clientCount: number | undefined;
};

/**
 * How the client select of a new campaign or page behaves: optional for who reaches the whole
 * workspace, required (no "No client") for an editor limited to some clients, whose campaign
 * without a client the database refuses. `missing` is the error said when none is chosen.
 */
export function useClientChoice({ required, clientCount }: ClientChoiceOptions) {
  const { t } = useLingui();
  const none = clientCount === 0;
  const placeholder = required
    ? none
      ? t`No client of this workspace is yours yet`
      : t`Choose one of your clients`
    : none
      ? t`This workspace has no clients`
      : t`No client`;
  return {
    selectProps: { placeholder, required, clearable: !required },
    description: required
      ? t`Your role in this workspace covers some of its clients: choose one.`
      : undefined,
    missing: t`Choose one of your clients: your role in this workspace covers only them.`,
  };
}
