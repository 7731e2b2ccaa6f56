import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../i18n';

export interface ChosenFile {
  file: File;
  /** An object URL to preview the file with. */
  url: string;
}

/** A file the member picked, with a preview URL that is released when replaced or on unmount. */
export function useFilePreview() {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [urls] = useState(() => new Set<string>());

  const release = useCallback(() => {
    urls.forEach((url) => URL.revokeObjectURL(url));
    urls.clear();
  }, [urls]);

  const choose = useCallback(
    (file: File | null) => {
      release();
      if (!file) {
        setChosen(null);
        return;
      }
      const url = URL.createObjectURL(file);
      urls.add(url);
      setChosen({ file, url });
    },
    [release, urls],
  );

  useEffect(() => release, [release]);

  return { chosen, choose };
}

const MB = 1024 * 1024;

/** Why an image cannot be uploaded (the API's own limits), or null. */
export function imageProblem(file: File, maxMb: number): string | null {
  if (!file.type.startsWith('image/')) {
    return i18n.t('common:image.notImage');
  }
  if (file.size > maxMb * MB) {
    return i18n.t('common:image.tooLarge', { max: maxMb });
  }
  return null;
}
