/**
 * SPEC §7: an online coupon's merchant id is the fifth underscore-separated part of its component id
 * (`sdc_{category}_{n}_{offer}_{merchantId}_…`). Anything else yields null, so a crafted id never reaches a URL.
 */
export function merchantIdFromComponentId(componentId: string): number | null {
  const part = componentId.split("_")[4];
  if (part === undefined || !/^\d{1,12}$/.test(part)) return null;
  const id = Number(part);
  return id > 0 ? id : null;
}
