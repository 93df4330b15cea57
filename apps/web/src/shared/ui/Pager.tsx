import { Group, Pagination } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSearchParams } from '../router';

/** A page number from the address: a whole number from 1, else the first page. */
export function pageFromQuery(raw: string | null): number {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** How many pages `total` entries fill, `perPage` at a time; an empty list still has its one page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The current page, kept in the address (?page=2), so a reload or a shared link opens the same page.
 * Page 1 has no parameter.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const goTo = useCallback((next: number) => setParams(next <= 1 ? {} : { page: String(next) }), [setParams]);
  return [page, goTo];
}

interface PagerProps {
  /** Names the navigation landmark, e.g. 'Notification pages'. */
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
}

/** Page buttons under a list; nothing when everything fits on one page. */
export function Pager({ label, pages, page, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
    </Group>
  );
}
