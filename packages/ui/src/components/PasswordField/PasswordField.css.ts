// PasswordField composes TextField and IconButton; it has no styles of its own.
export {};
