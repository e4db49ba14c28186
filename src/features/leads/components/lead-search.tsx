import { useLingui } from '@lingui/react/macro';
import { UrlSearchInput } from '@/components/url-search-input.tsx';

/** The leads' search by name, email or phone, kept in the address (?q=). */
export function LeadSearch({ search, onSearch }: { search: string; onSearch: (next: string) => void }) {
  const { t } = useLingui();
  return (
    <UrlSearchInput
      search={search}
      onSearch={onSearch}
      aria-label={t`Search leads by name, email or phone`}
      placeholder={t`Search by name, email or phone`}
      maxLength={120}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
