import { Transform, type TransformCallback } from "node:stream";
import { STYLES_PLACEHOLDER } from "~/styles/placeholder";

const PLACEHOLDER_BYTES = Buffer.byteLength(STYLES_PLACEHOLDER);

/**
 * Replaces the head placeholder with the collected `<style>` tags, and hands the document on in React's batches:
 * React writes pieces of up to 16K characters (patches/react-dom+18.3.1.patch) and calls `flush()` after each batch
 * it has written, so a page leaves as one chunk per batch, not one per piece, crossing every stream below. The
 * placeholder is looked for in the bytes (no decoding of the document) and may straddle two batches, so a tail is
 * held back until it has passed; after that, batches flow through untouched.
 */
export class StyleInjector extends Transform {
  private held: Buffer[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private done = false;

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
    callback();
  }

  private pass(batch: Buffer) {
    if (this.done) {
      this.push(batch);
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
    this.push(Buffer.concat([text.subarray(0, at), Buffer.from(this.styleTags), text.subarray(at + PLACEHOLDER_BYTES)]));
  }
}
