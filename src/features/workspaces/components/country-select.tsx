import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { COUNTRIES } from '../workspace-fields.ts';

/** The countries SPEC §3 offers: United States, Canada, Mexico. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useLingui();
  return (
    <Select
      data={COUNTRIES.map((country) => ({ value: country.code, label: t(country.name) }))}
      placeholder={t`Choose a country`}
      allowDeselect={!props.required}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
