import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import type { Locator } from "@playwright/test";
import { PNG } from "pngjs";

/**
 * Decodes the Code 128 barcode shown by `locator` the way a till's scanner would read the screen: a screenshot of it,
 * read by ZXing. Throws when there is no readable barcode.
 */
export async function decodeBarcode(locator: Locator): Promise<string> {
  // Held up to the scanner: in the middle of the screen, not at an edge under the sticky header or a snackbar that a
  // screenshot of the element would capture with it.
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const png = PNG.sync.read(await locator.screenshot({ animations: "disabled" }));
  const { width, height, data } = png;
  const luminances = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    const a = data[i * 4 + 3]! / 255;
    // Transparent pixels read as the white paper they would be printed on.
    luminances[i] = Math.round(((r * 299 + g * 587 + b * 114) / 1000) * a + 255 * (1 - a));
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  const result = reader.decode(
    new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height))),
    hints,
  );
  return result.getText();
}
