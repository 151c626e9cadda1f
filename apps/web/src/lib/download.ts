/** Saves `text` as a file of `type` through a temporary download link. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  saveFile(new Blob([text], { type }), fileName);
}

/** Saves a file the app holds (e.g. one fetched with the session's token) through a temporary download link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves `data` as a pretty-printed JSON file. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveTextFile(JSON.stringify(data, null, 2), fileName, 'application/json');
}

export const EXPORT_FILE_NAME = 'nexus-my-data.json';
