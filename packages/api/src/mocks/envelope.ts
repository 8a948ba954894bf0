import { HttpResponse } from 'msw';

/** A successful portal reply. */
export const ok = <T>(data: T) => HttpResponse.json({ success: true, data });

/** A business failure: HTTP 200 with `success: false` and the server's message. */
export const refuse = (message: string) => HttpResponse.json({ success: false, message });
