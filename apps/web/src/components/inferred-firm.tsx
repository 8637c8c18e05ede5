/**
 * A firm the data does not name. South Dakota's registrations carry no firm field, so the importer names a firm by
 * the e-mail domain of contract lobbyists who each serve three or more employers a year (decision 040); such a
 * firm's name is that domain. A source that names its firms gives names, which never look like a bare domain.
 */
export const isInferredFirm = (name: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(name.trim());

export const INFERRED_FIRM_REASON =
  "Inferred from the lobbyists' e-mail domain: South Dakota's registrations name no lobbying firm.";

/** "inferred" beside a firm's name when the firm was inferred from an e-mail domain; nothing otherwise. */
export function InferredFirmTag({ name }: { name: string }) {
  if (!isInferredFirm(name)) return null;
  return (
    <span
      title={INFERRED_FIRM_REASON}
      className="ml-1 inline-block rounded border border-dashed px-1 align-middle text-[0.7rem] font-normal leading-4 text-muted-foreground"
    >
      inferred<span className="sr-only"> firm: {INFERRED_FIRM_REASON}</span>
    </span>
  );
}
