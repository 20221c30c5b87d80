import { PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@detox/server/contracts/sales-pages';

/** The third parties the server configured for this page; none when the block is absent or unreadable. */
export function readPageConfig(doc: Document = document): PageConfig {
  const raw = doc.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}
