import {
  REPORT_LOGO_MAX_BYTES,
  type ReportFormat,
  type ReportSettings,
  reportFormatLabels,
  reportFormats,
} from '@statehouse/shared/reports/reports.schemas';
import { type FormEvent, useId, useState } from 'react';
import { selectClass } from '@/components/form/form-field';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { buildUrl } from '@/lib/api-client';
import { useReportSettings } from '../api/get-report-settings';
import { useSaveReportSettings } from '../api/save-report-settings';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function SettingsForm({ settings, canEdit }: { settings: ReportSettings; canEdit: boolean }) {
  const id = useId();
  const save = useSaveReportSettings();
  const [organizationName, setOrganizationName] = useState(settings.organizationName ?? '');
  const [primaryColor, setPrimaryColor] = useState(settings.primaryColor);
  const [accentColor, setAccentColor] = useState(settings.accentColor);
  const [footerText, setFooterText] = useState(settings.footerText);
  const [defaultFormat, setDefaultFormat] = useState<ReportFormat>(settings.defaultFormat);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoDataUrl, setLogoDataUrl] = useState<string | null>(null);

  const chooseLogo = async (file: File | undefined) => {
    setLogoError(null);
    setLogoDataUrl(null);
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setLogoError('Choose a PNG or JPEG image.');
    if (file.size > REPORT_LOGO_MAX_BYTES)
      return setLogoError(`The logo can be at most ${REPORT_LOGO_MAX_BYTES / 1024} KB.`);
    setLogoDataUrl(await readAsDataUrl(file));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        organizationName: organizationName.trim() || null,
        primaryColor,
        accentColor,
        footerText,
        defaultFormat,
        ...(logoDataUrl ? { logoDataUrl } : {}),
      },
      {
        onSuccess: () => {
          setLogoDataUrl(null);
          toast({ title: 'Report settings saved', description: 'New reports use them.' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-org`}>Organization on the cover</Label>
          <Input
            id={`${id}-org`}
            value={organizationName}
            maxLength={120}
            placeholder="Your account's name"
            onChange={(event) => setOrganizationName(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-format`}>Default format</Label>
          <select
            id={`${id}-format`}
            className={selectClass}
            value={defaultFormat}
            onChange={(event) => setDefaultFormat(event.target.value as ReportFormat)}
          >
            {reportFormats.map((format) => (
              <option key={format} value={format}>
                {reportFormatLabels[format]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-primary`}>Main colour</Label>
            <input
              id={`${id}-primary`}
              type="color"
              className="h-9 w-16 cursor-pointer rounded-md border"
              value={primaryColor}
              onChange={(event) => setPrimaryColor(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-accent`}>Accent colour</Label>
            <input
              id={`${id}-accent`}
              type="color"
              className="h-9 w-16 cursor-pointer rounded-md border"
              value={accentColor}
              onChange={(event) => setAccentColor(event.target.value)}
            />
          </div>
          <div
            aria-hidden="true"
            className="mb-1 h-7 flex-1 rounded"
            style={{ background: `linear-gradient(90deg, ${primaryColor} 75%, ${accentColor} 75%)` }}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-logo`}>Logo (PNG or JPEG)</Label>
          <div className="flex items-center gap-3">
            {settings.logo && !logoDataUrl && (
              <img
                src={buildUrl(settings.logo.url)}
                alt="Current logo"
                className="h-9 max-w-32 rounded border object-contain"
              />
            )}
            {logoDataUrl && (
              <img src={logoDataUrl} alt="New logo" className="h-9 max-w-32 rounded border object-contain" />
            )}
            <Input
              id={`${id}-logo`}
              type="file"
              accept="image/png,image/jpeg"
              aria-describedby={logoError ? `${id}-logo-error` : undefined}
              onChange={(event) => void chooseLogo(event.target.files?.[0])}
            />
          </div>
          {logoError && (
            <p id={`${id}-logo-error`} role="alert" className="text-sm text-destructive">
              {logoError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-footer`}>Footer on every page</Label>
          <Input
            id={`${id}-footer`}
            value={footerText}
            maxLength={300}
            placeholder="Confidential: prepared for our clients"
            onChange={(event) => setFooterText(event.target.value)}
          />
        </div>
      </fieldset>
      {canEdit ? (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {save.error.message}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Admins and users of the account change these settings.</p>
      )}
    </form>
  );
}

/** How the account's reports look: the cover's organization and logo, the colours, the footer, the format. */
export function ReportSettingsForm({ canEdit }: { canEdit: boolean }) {
  const settings = useReportSettings();
  return (
    <QueryState query={settings} label="report settings">
      {(data) => <SettingsForm key={data.updatedAt ?? 'defaults'} settings={data} canEdit={canEdit} />}
    </QueryState>
  );
}
