import { useState } from 'react';

type SaveStatus = 'idle' | 'saving' | 'saved';

/** Whether a form's last save is running or done; any change since makes it idle again. A failure is told elsewhere. */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  return {
    status,
    changed: () => setStatus('idle'),
    track: async (saving: Promise<boolean>) => {
      setStatus('saving');
      setStatus((await saving) ? 'saved' : 'idle');
    },
  };
}
