import { useCallback, useEffect, useState } from "react";

/** The uploaded StoryTag archive, as GET /api/software/storytag describes it (with `available: true`; `{ available: false }` while there is none). */
export interface SoftwareArchiveInfo {
  version: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}

export const SOFTWARE_INFO_URL = "/api/software/storytag";
export const SOFTWARE_UPLOAD_URL = "/api/admin/software/storytag";
export const SOFTWARE_DOWNLOAD_URL = "/downloads/storytag.zip";

/** "12.3 MB", "850 KB", "435 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The archive's facts; null while there is none (or it could not be read), undefined while loading. */
export function useSoftwareArchiveInfo(): { info: SoftwareArchiveInfo | null | undefined; reload: () => void } {
  const [info, setInfo] = useState<SoftwareArchiveInfo | null | undefined>(undefined);
  const reload = useCallback(() => {
    fetch(SOFTWARE_INFO_URL)
      .then(async (res) => {
        const answer = res.ok ? ((await res.json()) as ({ available: true } & SoftwareArchiveInfo) | { available: false }) : null;
        setInfo(answer?.available ? answer : null);
      })
      .catch(() => setInfo(null));
  }, []);
  useEffect(reload, [reload]);
  return { info, reload };
}
