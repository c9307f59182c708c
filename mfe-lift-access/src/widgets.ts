// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export {};
