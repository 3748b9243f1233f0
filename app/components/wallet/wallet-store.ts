import { useCallback, useSyncExternalStore } from "react";
import { createStore } from "~/shared";
import {
  addToWallet,
  parseWallet,
  purgeExpiredCoupons,
  removeFromWallet,
  serializeWallet,
  WALLET_KEY,
  type WalletCoupon,
} from "~/models/wallet";

// The wallet in localStorage (issue 30), read like recents: the server and the hydration render see the empty list;
// expired coupons are dropped once per page load, on the first read after hydration ("at start-up").

const EMPTY_WALLET: WalletCoupon[] = [];

const walletStore = createStore({
  key: WALLET_KEY,
  parse: parseWallet,
  serialize: serializeWallet,
  empty: EMPTY_WALLET,
  clean: (raw) => serializeWallet(purgeExpiredCoupons(parseWallet(raw), new Date())),
});

export function useWallet(): {
  coupons: WalletCoupon[];
  save: (coupon: WalletCoupon) => void;
  remove: (printId: string) => void;
  clear: () => void;
} {
  const coupons = useSyncExternalStore(walletStore.subscribe, walletStore.snapshot, walletStore.empty);
  const save = useCallback(
    (coupon: WalletCoupon) => walletStore.write(addToWallet(walletStore.snapshot(), coupon)),
    [],
  );
  const remove = useCallback(
    (printId: string) => walletStore.write(removeFromWallet(walletStore.snapshot(), printId)),
    [],
  );
  const clear = useCallback(() => walletStore.write([]), []);
  return { coupons, save, remove, clear };
}
