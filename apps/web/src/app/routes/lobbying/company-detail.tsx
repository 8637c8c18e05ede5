import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useCompany } from '@/features/companies/api/get-company';
import { CompanyDetailView, CompanyNotFound } from '@/features/companies/components/company-detail-view';
import { ApiError } from '@/lib/api-client';

/** /lobby/company/:id: one company across lobbying, contributions and bills, with the account's summary. */
export function Component() {
  const { id = '' } = useParams();
  const companyId = Number(id);
  const query = useCompany(companyId);
  if (!Number.isInteger(companyId) || companyId <= 0) return <CompanyNotFound />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    return <CompanyNotFound />;
  if (query.isError)
    return (
      <div className="p-6">
        <QueryState query={query} label="company">
          {() => null}
        </QueryState>
      </div>
    );
  return <CompanyDetailView key={companyId} company={query.data} />;
}
