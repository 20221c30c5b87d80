/** Downloads a blob as a file named `fileName` (an image to share, a data export). */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** Downloads `data` as a pretty-printed JSON file named `fileName` (data exports: settings, support timeline). */
export function saveAsFile(data: unknown, fileName: string): void {
  saveBlobAsFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
