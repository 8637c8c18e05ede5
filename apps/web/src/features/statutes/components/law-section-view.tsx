import { getStateName } from '@statehouse/shared/reference/states';
import type { LawCitingBill, LawSectionDetail } from '@statehouse/shared/statutes/statutes.schemas';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  ChevronRightIcon,
  CopyIcon,
  ExternalLinkIcon,
  FileTextIcon,
  ScrollTextIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useUrlTab } from '@/hooks/use-url-tab';
import { formatDay } from '@/lib/format-date';
import { kindWords, lawListHref, lawSectionHref, levelLabel, levelTitle } from './law-labels';
import { SectionText } from './section-text';

const tabs = [{ value: 'text' }, { value: 'bills' }, { value: 'history' }, { value: 'nearby' }] as const;

const kindLabels: Record<LawCitingBill['kind'], string> = {
  amends: 'Amends',
  adds: 'Adds',
  repeals: 'Repeals',
  cites: 'Cites',
};

/** The list page opened at a place in the code's tree. */
const treeHref = (section: LawSectionDetail, path: string) =>
  `${lawListHref(section.kind)}?${new URLSearchParams({ state: section.jurisdictionCode, code: section.code, path })}`;

/**
 * /statutes/:id and /regs/:id once loaded (or `undefined` while loading): the text with its place in the code,
 * previous and next, copy-citation, and tabs for the bills that amend or cite it, history notes, and the other
 * sections of its container. `actions` (the route's tag button) sit in the header.
 */
export function LawSectionView({ section, actions }: { section: LawSectionDetail | undefined; actions?: ReactNode }) {
  const { tab, setTab } = useUrlTab(tabs);
  const kind = section?.kind ?? 'statute';
  const notes = section ? section.annotations.length + section.sessionLaws.length : 0;
  return (
    <DetailPage
      back={{ to: lawListHref(kind), label: kindWords[kind].title }}
      loadingLabel={`Loading ${kindWords[kind].one}`}
      tabsLabel="Section parts"
      tab={tab}
      onTabChange={setTab}
      header={section && <SectionHeader section={section} actions={actions} />}
      tabs={
        section
          ? [
              { value: 'text', label: 'Text', content: <TextTab section={section} /> },
              { value: 'bills', label: 'Bills', count: section.bills.total, content: <BillsTab section={section} /> },
              { value: 'history', label: 'History notes', count: notes, content: <HistoryTab section={section} /> },
              {
                value: 'nearby',
                label: section.parent ? `${levelLabel(section.parent.level)} ${section.parent.num}` : 'Nearby',
                count: section.parent?.children.length ?? 0,
                content: <NearbyTab section={section} />,
              },
            ]
          : []
      }
    />
  );
}

function SectionHeader({ section, actions }: { section: LawSectionDetail; actions?: ReactNode }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(section.citation);
      toast({ title: 'Citation copied', description: section.citation });
    } catch {
      toast({ variant: 'destructive', title: 'The citation could not be copied', description: section.citation });
    }
  };
  return (
    <DetailHeader
      title={section.label}
      srTitle={section.heading ?? undefined}
      badges={section.variant ? <Badge variant="secondary">{section.variant}</Badge> : undefined}
      meta={[getStateName(section.jurisdictionCode) ?? section.jurisdictionCode, section.code, section.citation].join(
        ' · ',
      )}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            Copy citation
          </Button>
          {actions}
        </>
      }
      footer={<PreviousNext section={section} />}
    >
      {section.heading && <p className="text-lg font-medium">{section.heading}</p>}
      <nav aria-label="Place in the code">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            <Link to={treeHref(section, '')} className="text-primary hover:underline">
              {section.label.replace(/ § .*$/, '')}
            </Link>
          </li>
          {section.breadcrumb.map((level) => (
            <li key={level.path} className="flex items-center gap-1">
              <ChevronRightIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
              <Link
                to={treeHref(section, level.path)}
                className="text-primary hover:underline"
                title={level.heading ?? undefined}
              >
                {levelTitle(level)}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </DetailHeader>
  );
}

function PreviousNext({ section }: { section: LawSectionDetail }) {
  return (
    <nav aria-label="Previous and next sections" className="flex flex-wrap justify-between gap-2 text-sm">
      {section.previous ? (
        <Link
          to={lawSectionHref(section.kind, section.previous.id)}
          className="inline-flex items-center gap-1 text-primary hover:underline"
          rel="prev"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Previous: {section.previous.label}
        </Link>
      ) : (
        <span />
      )}
      {section.next && (
        <Link
          to={lawSectionHref(section.kind, section.next.id)}
          className="inline-flex items-center gap-1 text-primary hover:underline"
          rel="next"
        >
          Next: {section.next.label}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

function TextTab({ section }: { section: LawSectionDetail }) {
  const otherVersions = section.variants.filter((variant) => variant.id !== section.id);
  const cited = section.citedSections;
  return (
    <div className="flex flex-col gap-6">
      {otherVersions.length > 0 && (
        <p className="text-sm">
          Also printed:{' '}
          {otherVersions.map((variant) => (
            <Link
              key={variant.id}
              to={lawSectionHref(section.kind, variant.id)}
              className="text-primary hover:underline"
            >
              {variant.label} ({variant.variant || 'current'})
            </Link>
          ))}
        </p>
      )}
      <SectionText text={section.text} subsection={section.subsection} />
      {cited.length > 0 && (
        <section aria-label="Sections cited">
          <h2 className="text-sm font-semibold">Sections this one cites</h2>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {cited.map((item) => (
              <li key={item.section}>
                {item.id ? (
                  <Link to={lawSectionHref(section.kind, item.id)} className="text-primary hover:underline">
                    § {item.section}
                  </Link>
                ) : (
                  <span className="text-muted-foreground" title="Not among the sections held">
                    § {item.section}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {section.sourceUrl && (
        <a
          href={section.sourceUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          The official text at the source
        </a>
      )}
    </div>
  );
}

function BillsTab({ section }: { section: LawSectionDetail }) {
  if (section.bills.data.length === 0) {
    return (
      <EmptyState
        icon={FileTextIcon}
        title="No bill amends or cites this section"
        reason="None of the bills held names this section in its text. Bills are read for citations as their texts are loaded."
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {section.bills.total > section.bills.data.length && (
        <p className="text-sm text-muted-foreground">
          The {section.bills.data.length} most recent of {section.bills.total} bills.
        </p>
      )}
      <ul aria-label="Bills that amend or cite this section" className="divide-y rounded-lg border">
        {section.bills.data.map((bill) => (
          <li key={bill.billId} className="flex flex-col gap-1 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={bill.kind === 'cites' ? 'outline' : 'default'}>{kindLabels[bill.kind]}</Badge>
              <EntityLink
                kind="bill"
                id={bill.billId}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {bill.stateCode} {bill.identifier}
              </EntityLink>
              <Badge variant="secondary">{bill.statusLabel}</Badge>
              <span className="text-xs text-muted-foreground">
                {bill.sessionName}
                {bill.lastActionDate ? ` · last action ${formatDay(bill.lastActionDate)}` : ''}
              </span>
            </div>
            <p className="text-sm">{bill.title}</p>
            {bill.snippet && <p className="text-sm text-muted-foreground">“{bill.snippet}”</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function HistoryTab({ section }: { section: LawSectionDetail }) {
  if (section.annotations.length === 0 && section.sessionLaws.length === 0) {
    return (
      <EmptyState
        icon={ScrollTextIcon}
        title="No history notes"
        reason="The source prints no notes for this section."
      />
    );
  }
  const groups = new Map<string, string[]>();
  for (const note of section.annotations) groups.set(note.type, [...(groups.get(note.type) ?? []), note.text]);
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      {section.sessionLaws.length > 0 && (
        <section aria-label="Laws that changed this section">
          <h2 className="text-sm font-semibold">Laws that changed this section</h2>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {section.sessionLaws.map((law) => (
              <li key={law.lawNumber}>
                Law {law.lawNumber}
                {law.shortTitle ? `: ${law.shortTitle}` : ''}
                <span className="text-muted-foreground">
                  {law.lawType ? ` · ${law.lawType}` : ''}
                  {law.effectiveOn ? ` · effective ${formatDay(law.effectiveOn)}` : ''}
                  {law.billNumber ? ` · bill ${law.billNumber}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {[...groups.entries()].map(([type, texts]) => (
        <section key={type} aria-label={type}>
          <h2 className="text-sm font-semibold">{type}</h2>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-muted-foreground">
            {texts.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes of one type never reorder
              <li key={index}>{text}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function NearbyTab({ section }: { section: LawSectionDetail }) {
  if (!section.parent) return <EmptyState title="No container" reason="This section sits at the top of its code." />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <Link to={treeHref(section, section.parent.path)} className="text-primary hover:underline">
          {levelTitle(section.parent)}
        </Link>
      </p>
      <ul
        aria-label={`Sections of ${levelLabel(section.parent.level).toLowerCase()} ${section.parent.num}`}
        className="divide-y rounded-lg border"
      >
        {section.parent.children.map((child) => (
          <li key={child.id} className="p-2.5 text-sm">
            {child.id === section.id ? (
              <span aria-current="page" className="font-semibold">
                {child.label} {child.heading}
              </span>
            ) : (
              <Link to={lawSectionHref(section.kind, child.id)} className="text-primary hover:underline">
                {child.label}
              </Link>
            )}
            {child.id !== section.id && child.heading && <span className="ml-2">{child.heading}</span>}
            {child.variant && <span className="ml-2 text-xs text-muted-foreground">({child.variant})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
