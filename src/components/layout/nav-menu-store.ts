import { create } from 'zustand';

interface NavMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether the small-screen navigation menu is open. */
export const useNavMenu = create<NavMenuState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
