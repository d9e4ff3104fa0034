// DropdownMenu uses the shared popup styles (components/private/Popup.css.ts).
export {};
