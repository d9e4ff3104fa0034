// TextField is styled entirely by the shared field styles (components/private/Field.css.ts).
export {};
