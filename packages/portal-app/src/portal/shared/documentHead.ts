/** What the configuration says about the page's head (docs/product/platform.md#sub-site-configuration: site title, sub-site webConfig and favicon). */
export interface DocumentHead {
  title?: string;
  description?: string;
  keywords?: string;
  favicon?: string;
}

function setMeta(doc: Document, name: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

/** Writes the configured values into the head; absent values leave index.html's defaults. */
export function applyDocumentHead(doc: Document, { title, description, keywords, favicon }: DocumentHead): void {
  if (title) doc.title = title;
  if (description) setMeta(doc, 'description', description);
  if (keywords) setMeta(doc, 'keywords', keywords);
  if (favicon) {
    let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.append(link);
    }
    // The tenant's icon may be of any picture type; the default's svg type must not stay.
    link.removeAttribute('type');
    link.href = favicon;
  }
}
