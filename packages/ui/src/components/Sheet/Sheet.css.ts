// Sheet shares the modal styles of Dialog (Dialog.css.ts: `sheet`, `handle`).
export {};
