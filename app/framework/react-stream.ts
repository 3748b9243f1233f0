/**
 * React 18's Node stream encodes text into views of REACT_STREAM_VIEW_SIZE bytes. When the next character of several
 * bytes does not fit in what is left of a view, React writes the whole view, so its last one to three unfilled bytes
 * go out as NUL (facebook/react#24985 and #31134; fixed for React 19 by #26228, never released for 18). A browser shows
 * them as "�" and the Nu checker stops at them. They are never text: HTML has no NUL, and React would only write one
 * a page's own text put there.
 */
export const REACT_STREAM_VIEW_SIZE = 2048;

/** A chunk of React's stream without the unfilled bytes a full view carries at its end. */
export function withoutUnfilledViewBytes(chunk: Uint8Array): Uint8Array {
  if (chunk.length !== REACT_STREAM_VIEW_SIZE) return chunk;
  let end = chunk.length;
  // A character is at most four bytes, so at most three were left unfilled.
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
