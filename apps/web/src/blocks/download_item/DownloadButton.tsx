'use client';

import { useState } from 'react';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/Toast';
import { saveFile } from './download';

export function DownloadButton({
  url,
  fileName,
  label,
  errorText,
}: {
  url: string;
  fileName: string;
  label: string;
  errorText: string;
}) {
  const [loading, setLoading] = useState(false);
  const onClick = async () => {
    setLoading(true);
    try {
      await saveFile(url, fileName);
    } catch {
      toast.show({ type: 'error', timing: 'medium', content: errorText });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}
