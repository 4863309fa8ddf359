import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { api, ApiError } from '#web/api-client.ts';
import { currentLocale } from '#web/i18n/locale.ts';

export const exportQueryKey = ['export'] as const;

export type ExportFormat = 'csv' | 'pdf' | 'presentation';

/** Whether the export of an assessment (or, with no id, the server's pick) is available, and its preview. */
export const exportPreviewQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: [...exportQueryKey, assessmentId ?? 'default'],
    queryFn: ({ signal }) => api('GET /api/export', { query: assessmentId ? { assessmentId } : {}, signal }),
  });

export function useExportPreview(assessmentId: string | undefined) {
  return useQuery(exportPreviewQuery(assessmentId));
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it has one. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall through to the plain form.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
}

/**
 * Fetches an export file and hands it to the browser as a download under the server's file
 * name (culturelens-export-YYYY-MM-DD.csv/.pdf/.pptx). A fetch rather than a plain link, so a refusal
 * becomes a message on the page instead of a JSON file in the downloads folder.
 */
export async function downloadExport(assessmentId: string, format: ExportFormat, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    // In the language shown, as every API request is: the file is the reader's.
    response = await fetch(`/api/export/${encodeURIComponent(assessmentId)}/${format}`, {
      credentials: 'same-origin',
      headers: { 'accept-language': currentLocale() },
    });
  } catch {
    throw new ApiError(0, 'network_error', t`Could not reach the server. Please check your connection and try again.`);
  }
  if (!response.ok) {
    const status = response.status;
    const refused =
      format === 'presentation'
        ? t`The presentation export was refused (${status}).`
        : format === 'pdf'
          ? t`The PDF export was refused (${status}).`
          : t`The CSV export was refused (${status}).`;
    throw new ApiError(status, 'internal_error', refused);
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; give it time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ assessmentId, format, fallbackName }: { assessmentId: string; format: ExportFormat; fallbackName: string }) =>
      downloadExport(assessmentId, format, fallbackName),
  });
}
