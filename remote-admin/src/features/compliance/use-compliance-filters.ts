import { useMemo } from 'react';
import { COMPLIANCE_STATUSES } from 'shared-domain';
import { listFilterChange, useUrlParams } from 'shared-ui/staff';
import type { ComplianceFilters } from './api';

const KEYS = ['q', 'status', 'supervisor', 'school'] as const;
/** What the page's controls change in the URL: a filter, the search or the page. */
export type ComplianceFilterKey = (typeof KEYS)[number] | 'page';

/** The search, the filters and the page, read from the URL (back and links restore them) and written to it. */
export function useComplianceFilters() {
  const [params, updateParams] = useUrlParams();
  const filters: ComplianceFilters = useMemo(() => {
    const status = params.get('status') ?? '';
    return {
      q: params.get('q') ?? '',
      status: (COMPLIANCE_STATUSES as readonly string[]).includes(status) ? status : '',
      supervisor: params.get('supervisor') ?? '',
      school: params.get('school') ?? '',
    };
  }, [params]);
  return {
    filters,
    page: Math.max(1, Number(params.get('page')) || 1),
    /** A search or a filter narrows the list. */
    active: KEYS.some((k) => filters[k]),
    setFilter: (key: ComplianceFilterKey, value: string) => updateParams(...listFilterChange(key, value)),
    clear: () => updateParams((next) => [...next.keys()].forEach((k) => next.delete(k)), { replace: true }),
  };
}
