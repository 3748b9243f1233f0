import { Transform, type TransformCallback } from "node:stream";
import { STYLES_PLACEHOLDER } from "~/styles/placeholder";

const PLACEHOLDER_BYTES = Buffer.byteLength(STYLES_PLACEHOLDER);

// RemixServer renders its loader-data scripts (StreamTransfer) as siblings after the document element, so React
// writes them after `</html>`: invalid HTML that the Nu checker stops reading at (issue 27). The document's closing
// tags are held back and written after everything else.
const DOCUMENT_END = Buffer.from("</body></html>");

/** How many bytes at the end of `text` could be the start of `marker` (so must wait for the next batch). */
function partialMarkerAtEnd(text: Buffer, marker: Buffer): number {
  for (let keep = Math.min(text.length, marker.length - 1); keep > 0; keep--) {
    if (text.subarray(text.length - keep).equals(marker.subarray(0, keep))) return keep;
  }
  return 0;
}

/**
 * Replaces the head placeholder with the collected `<style>` tags, and hands the document on in React's batches:
 * React writes pieces of 2 KB (its Node stream's view size) and calls `flush()` after each batch it has written,
 * so the renderer collects one chunk per batch, not one per piece. The placeholder is looked
 * for in the bytes (no decoding of the document) and may straddle two batches, so a tail is held back until it has
 * passed; after that, batches flow through untouched.
 */
export class StyleInjector extends Transform {
  private held: Buffer[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private done = false;
  private documentEnd: Buffer | null = null;

  constructor(private readonly styleTags: string) {
    super();
  }

  /**
   * React ends its destination when the document is complete, and again when that destination closes (its close
   * handler aborts the finished request, which flushes and ends once more). Node answers a second `end()` by building
   * an ERR_STREAM_ALREADY_FINISHED error with its stack, for nobody: one per page. A stream already ended stays so.
   */
  override end(...args: unknown[]): this {
    if (this.writableEnded && !args.some((arg) => typeof arg === "function")) return this;
    return super.end(...(args as Parameters<Transform["end"]>));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback) {
    this.held.push(chunk);
    callback();
  }

  /** Called by React after each batch it has written. */
  flush() {
    if (this.held.length === 0) return;
    const batch = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held);
    this.held = [];
    this.pass(batch);
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    if (this.pending.length > 0) this.push(this.pending);
    this.pending = Buffer.alloc(0);
    if (this.documentEnd) this.push(this.documentEnd);
    callback();
  }

  private pass(batch: Buffer) {
    if (this.done) {
      this.passBody(this.pending.length === 0 ? batch : Buffer.concat([this.pending, batch]));
      return;
    }
    const text = this.pending.length === 0 ? batch : Buffer.concat([this.pending, batch]);
    const at = text.indexOf(STYLES_PLACEHOLDER);
    if (at === -1) {
      // Keep only a tail that could still be the start of the placeholder.
      const keep = Math.min(text.length, PLACEHOLDER_BYTES - 1);
      this.pending = text.subarray(text.length - keep);
      if (text.length > keep) this.push(text.subarray(0, text.length - keep));
      return;
    }
    this.pending = Buffer.alloc(0);
    this.done = true;
    this.passBody(Buffer.concat([text.subarray(0, at), Buffer.from(this.styleTags), text.subarray(at + PLACEHOLDER_BYTES)]));
  }

  /** After the placeholder: everything passes, except the document's closing tags, kept for the very end. */
  private passBody(text: Buffer) {
    if (this.documentEnd) {
      this.push(text);
      return;
    }
    const at = text.indexOf(DOCUMENT_END);
    if (at !== -1) {
      this.documentEnd = DOCUMENT_END;
      this.pending = Buffer.alloc(0);
      const rest = Buffer.concat([text.subarray(0, at), text.subarray(at + DOCUMENT_END.length)]);
      if (rest.length > 0) this.push(rest);
      return;
    }
    const keep = partialMarkerAtEnd(text, DOCUMENT_END);
    this.pending = text.subarray(text.length - keep);
    if (text.length > keep) this.push(text.subarray(0, text.length - keep));
  }
}
